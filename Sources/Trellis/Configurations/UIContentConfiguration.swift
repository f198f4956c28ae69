import Foundation

/// What a cell (or any view) shows, as a value (iOS 14): a configuration
/// makes the view that displays it, and a new configuration for a new
/// state (highlighted, selected, another trait collection).
///
/// Nothing here depends on table views: table cells, header views and
/// (issue 20) collection view list cells all take a content configuration.
public protocol UIContentConfiguration {
    /// A new view showing this configuration.
    func makeContentView() -> any UIView & UIContentView

    /// This configuration as it should look in `state`.
    func updated(for state: any UIConfigurationState) -> Self
}

/// A view that shows a content configuration.
public protocol UIContentView: AnyObject {
    /// The configuration shown; setting it updates the view.
    var configuration: any UIContentConfiguration { get set }

    /// Whether the view can show `configuration` by having it set, rather
    /// than being replaced by a new view (iOS 16).
    func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
    /// By default a content view takes any configuration, as in UIKit.
    public func supports(_ configuration: any UIContentConfiguration) -> Bool { true }
}

/// A key for an app's own state in a configuration state.
public struct UIConfigurationStateCustomKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// The state a configuration is updated for.
public protocol UIConfigurationState {
    init(traitCollection: UITraitCollection)
    var traitCollection: UITraitCollection { get set }
    subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// A view's state: its traits, and whether it is disabled, highlighted,
/// selected or focused.
public struct UIViewConfigurationState: UIConfigurationState {
    public var traitCollection: UITraitCollection
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false
    private var custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }

    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { custom[key] }
        set { custom[key] = newValue }
    }
}

/// A cell's state: a view's, and whether it is being edited, swiped,
/// expanded, reordered or dragged.
public struct UICellConfigurationState: UIConfigurationState {
    public enum DragState: Int, Sendable {
        case none = 0, lifting, dragging
    }

    public enum DropState: Int, Sendable {
        case none = 0, notTargeted, targeted
    }

    public var traitCollection: UITraitCollection
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false
    public var isEditing = false
    public var isSwiped = false
    public var isExpanded = false
    public var isReordering = false
    public var cellDragState: DragState = .none
    public var cellDropState: DropState = .none
    private var custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }

    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { custom[key] }
        set { custom[key] = newValue }
    }
}

/// A function from a color to the color shown (iOS 14): configurations
/// use one to derive, say, a grayed color from the tint.
public struct UIConfigurationColorTransformer: Sendable {
    public let transform: @Sendable (UIColor) -> UIColor

    public init(_ transform: @escaping @Sendable (UIColor) -> UIColor) {
        self.transform = transform
    }

    public func callAsFunction(_ color: UIColor) -> UIColor { transform(color) }

    /// Gray, whatever the input.
    public static let grayscale = UIConfigurationColorTransformer { color in
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        // Rec. 601 luma, the usual weights for a color's lightness.
        return UIColor(white: 0.299 * red + 0.587 * green + 0.114 * blue, alpha: alpha)
    }
}
