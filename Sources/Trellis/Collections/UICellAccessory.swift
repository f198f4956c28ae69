import Foundation

/// A view at the edge of a list cell (iOS 14): a disclosure chevron, a
/// checkmark, a label, a delete button, a reorder grip, an outline
/// disclosure, or a view of the app's, each shown always, only while
/// editing, or only while not. A `UICollectionViewListCell` draws its
/// `accessories` as iOS 17 does: symbols in image views and labels.
public struct UICellAccessory {
    /// When an accessory shows.
    public enum DisplayedState: Int, Sendable {
        case always = 0, whenEditing, whenNotEditing
    }

    /// How wide a space an accessory takes.
    public enum LayoutDimension: Equatable, Sendable {
        /// The system's standard width for the accessory's kind.
        case standard
        /// The accessory's own width.
        case actual
        /// A width in points.
        case custom(CGFloat)
    }

    /// Where a custom view goes, and in which order among the accessories
    /// on that side.
    public enum Placement {
        public typealias Position = ([UICellAccessory]) -> Int
        case leading(displayed: DisplayedState = .always, at: Position? = nil)
        case trailing(displayed: DisplayedState = .always, at: Position? = nil)
    }

    public struct DisclosureIndicatorOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    public typealias CheckmarkOptions = DisclosureIndicatorOptions
    public typealias DeleteOptions = DisclosureIndicatorOptions
    public typealias ReorderOptions = DisclosureIndicatorOptions

    public struct OutlineDisclosureOptions {
        public enum Style: Int, Sendable {
            /// A header style for a section's first item, a cell style otherwise.
            case automatic = 0
            /// The tint-colored chevron of a section header.
            case header
            /// The gray chevron of an expandable row.
            case cell
        }

        public var style: Style
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public init(style: Style = .automatic, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.style = style
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    public struct LabelOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        /// The label's font; body by default, as iOS 17's label accessories.
        public var font: UIFont
        public var adjustsFontForContentSizeCategory: Bool
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
                    font: UIFont = .preferredFont(forTextStyle: .body), adjustsFontForContentSizeCategory: Bool = true) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.font = font
            self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
        }
    }

    /// An app's own view as an accessory.
    public struct CustomViewConfiguration {
        public var customView: UIView
        public var placement: Placement
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension
        public var tintColor: UIColor?
        /// Whether the view keeps its frame's size (true) or is sized by Auto Layout.
        public var maintainsFixedSize: Bool

        public init(customView: UIView, placement: Placement, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension = .standard,
                    tintColor: UIColor? = nil, maintainsFixedSize: Bool = false) {
            self.customView = customView
            self.placement = placement
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.maintainsFixedSize = maintainsFixedSize
        }
    }

    public typealias ActionHandler = () -> Void

    enum Kind {
        case disclosureIndicator, checkmark, delete, insert, reorder, multiselect
        case outlineDisclosure(OutlineDisclosureOptions.Style)
        case label(String, UIFont, Bool)
        case customView(CustomViewConfiguration)
    }

    let kind: Kind
    public var displayedState: DisplayedState
    public var isHidden: Bool
    public var reservedLayoutWidth: LayoutDimension
    public var tintColor: UIColor?
    let actionHandler: ActionHandler?

    init(kind: Kind, displayed: DisplayedState, isHidden: Bool?, reservedLayoutWidth: LayoutDimension?, tintColor: UIColor?,
         actionHandler: ActionHandler? = nil) {
        self.kind = kind
        displayedState = displayed
        self.isHidden = isHidden ?? false
        self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
        self.tintColor = tintColor
        self.actionHandler = actionHandler
    }

    // MARK: - Accessories

    /// A gray chevron at the trailing edge: the row leads somewhere.
    public static func disclosureIndicator(displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = .init()) -> UICellAccessory {
        UICellAccessory(kind: .disclosureIndicator, displayed: displayed, isHidden: options.isHidden,
                        reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
    }

    /// A checkmark in the tint color at the trailing edge.
    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = .init()) -> UICellAccessory {
        UICellAccessory(kind: .checkmark, displayed: displayed, isHidden: options.isHidden,
                        reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
    }

    /// A red minus button at the leading edge, while editing by default.
    public static func delete(displayed: DisplayedState = .whenEditing, options: DeleteOptions = .init(),
                              actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(kind: .delete, displayed: displayed, isHidden: options.isHidden,
                        reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor, actionHandler: actionHandler)
    }

    /// A green plus button at the leading edge, while editing by default.
    public static func insert(displayed: DisplayedState = .whenEditing, options: DeleteOptions = .init(),
                              actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(kind: .insert, displayed: displayed, isHidden: options.isHidden,
                        reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor, actionHandler: actionHandler)
    }

    /// A grip at the trailing edge for dragging the row, while editing by default.
    public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = .init()) -> UICellAccessory {
        UICellAccessory(kind: .reorder, displayed: displayed, isHidden: options.isHidden,
                        reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
    }

    /// A selection circle at the leading edge, while editing by default.
    public static func multiselect(displayed: DisplayedState = .whenEditing, options: CheckmarkOptions = .init()) -> UICellAccessory {
        UICellAccessory(kind: .multiselect, displayed: displayed, isHidden: options.isHidden,
                        reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
    }

    /// A chevron that expands and collapses the row's children in an outline.
    public static func outlineDisclosure(displayed: DisplayedState = .always, options: OutlineDisclosureOptions = .init(),
                                         actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(kind: .outlineDisclosure(options.style), displayed: displayed, isHidden: options.isHidden,
                        reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor, actionHandler: actionHandler)
    }

    /// A text at the trailing edge in the secondary label color (a count, a value).
    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = .init()) -> UICellAccessory {
        UICellAccessory(kind: .label(text, options.font, options.adjustsFontForContentSizeCategory), displayed: displayed,
                        isHidden: options.isHidden, reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
    }

    /// The app's view, placed as its configuration says.
    public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
        let displayed: DisplayedState
        switch configuration.placement {
        case .leading(let state, _), .trailing(let state, _): displayed = state
        }
        return UICellAccessory(kind: .customView(configuration), displayed: displayed, isHidden: configuration.isHidden,
                               reservedLayoutWidth: configuration.reservedLayoutWidth, tintColor: configuration.tintColor)
    }

    // MARK: - Placement and drawing

    /// Whether the accessory sits at the leading edge (editing controls)
    /// rather than the trailing one.
    var isLeading: Bool {
        switch kind {
        case .delete, .insert, .multiselect: return true
        case .customView(let configuration):
            if case .leading = configuration.placement { return true }
            return false
        default: return false
        }
    }

    /// Where a system accessory sits among those on its side, counted from
    /// the cell's edge inward: "System accessories have system-defined
    /// placement … The order of system accessories in the array doesn't
    /// affect their placement"
    /// (developer.apple.com/documentation/uikit/uicollectionviewlistcell/accessories-8nui4).
    /// Trailing: the reorder grip at the edge, then the outline and
    /// disclosure chevrons, the checkmark, and a label nearest the content
    /// ("Chime >", as Settings shows a value before its chevron). Leading:
    /// the selection circle, then delete and insert. Custom views come
    /// after the system accessories, in array order.
    var edgeRank: Int {
        switch kind {
        case .reorder, .multiselect: return 0
        case .outlineDisclosure, .delete, .insert: return 1
        case .disclosureIndicator: return 2
        case .checkmark: return 3
        case .label: return 4
        case .customView: return 5
        }
    }

    /// Whether the accessory shows when the list is (or is not) editing.
    func isShown(editing: Bool) -> Bool {
        guard !isHidden else { return false }
        switch displayedState {
        case .always: return true
        case .whenEditing: return editing
        case .whenNotEditing: return !editing
        }
    }

    /// The standard width an accessory of this kind takes, so rows with
    /// different symbols line up: the width of iOS's standard accessory
    /// box, which holds the symbol centered. Trellis's symbols are
    /// measured; this is at least their width.
    static let standardWidth: CGFloat = 20

    /// The view showing the accessory, for a cell with `tintColor`.
    func makeView(cellTint: UIColor, expanded: Bool, isHeader: Bool) -> UIView {
        func symbol(_ name: String, color: UIColor, _ configuration: UIImage.SymbolConfiguration) -> UIImageView {
            let view = UIImageView(image: UIImage(systemName: name))
            view.preferredSymbolConfiguration = configuration
            view.tintColor = tintColor ?? color
            view.contentMode = .center
            return view
        }
        // The chevrons and checkmark are semibold body-sized symbols, smaller
        // scale for the chevrons, as iOS draws its accessories.
        let chevron = UIImage.SymbolConfiguration(textStyle: .body, scale: .small).applying(UIImage.SymbolConfiguration(weight: .semibold))
        let body = UIImage.SymbolConfiguration(textStyle: .body).applying(UIImage.SymbolConfiguration(weight: .semibold))
        switch kind {
        case .disclosureIndicator:
            return symbol("chevron.right", color: .tertiaryLabel, chevron)
        case .checkmark:
            return symbol("checkmark", color: cellTint, body)
        case .delete:
            return symbol("minus.circle.fill", color: .systemRed, UIImage.SymbolConfiguration(textStyle: .title3))
        case .insert:
            return symbol("plus.circle.fill", color: .systemGreen, UIImage.SymbolConfiguration(textStyle: .title3))
        case .multiselect:
            return symbol("circle", color: .tertiaryLabel, UIImage.SymbolConfiguration(textStyle: .title3))
        case .reorder:
            return symbol("line.3.horizontal", color: .tertiaryLabel, body)
        case .outlineDisclosure(let style):
            let header = style == .header || (style == .automatic && isHeader)
            return symbol(expanded ? "chevron.down" : "chevron.right", color: header ? cellTint : .tertiaryLabel, chevron)
        case .label(let text, let font, _):
            let label = UILabel()
            label.text = text
            label.font = font
            label.textColor = tintColor ?? .secondaryLabel
            return label
        case .customView(let configuration):
            if let tint = configuration.tintColor { configuration.customView.tintColor = tint }
            return configuration.customView
        }
    }
}
