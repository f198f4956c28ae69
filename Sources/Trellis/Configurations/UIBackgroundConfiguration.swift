import Foundation

/// What a cell's background looks like, as a value (iOS 14): a color, a
/// stroke, rounded corners, insets, or a custom view. A cell's
/// `backgroundConfiguration` draws it behind the content.
///
/// The list styles' colors are iOS's semantic colors: plain rows on the
/// system background, grouped rows on the secondary grouped background,
/// sidebar rows clear, and a selected or highlighted row in `systemGray4`
/// (the gray UIKit's table rows select in), a selected sidebar row in the
/// tint color with rounded corners.
public struct UIBackgroundConfiguration {
    public var customView: UIView?
    public var cornerRadius: CGFloat = 0
    public var backgroundInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    public var edgesAddingLayoutMarginsToBackgroundInsets: NSDirectionalRectEdge = []
    /// nil: the view's tint color.
    public var backgroundColor: UIColor?
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    /// nil: the view's tint color, when `strokeWidth` is above zero.
    public var strokeColor: UIColor?
    public var strokeColorTransformer: UIConfigurationColorTransformer?
    public var strokeWidth: CGFloat = 0
    public var strokeOutset: CGFloat = 0
    public var image: UIImage?
    public var imageContentMode: UIView.ContentMode = .scaleToFill

    let style: Style

    enum Style: Equatable {
        case plainCell, groupedCell, sidebarCell, accompaniedSidebarCell, plainHeaderFooter, groupedHeaderFooter, sidebarHeader, clear
    }

    init(style: Style, color: UIColor?) {
        self.style = style
        backgroundColor = color
    }

    // MARK: - Styles

    public static func listPlainCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .plainCell, color: .systemBackground) }
    public static func listGroupedCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .groupedCell, color: .secondarySystemGroupedBackground) }
    public static func listSidebarCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .sidebarCell, color: .clear) }
    public static func listAccompaniedSidebarCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .accompaniedSidebarCell, color: .clear) }
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .plainHeaderFooter, color: .systemBackground) }
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .groupedHeaderFooter, color: .clear) }
    public static func listSidebarHeader() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .sidebarHeader, color: .clear) }
    /// No background.
    public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .clear, color: .clear) }

    // MARK: - Resolving

    /// The fill drawn: `backgroundColor` (the tint when nil) through the transformer.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        let color = backgroundColor ?? tintColor
        return backgroundColorTransformer.map { $0(color) } ?? color
    }

    /// The stroke drawn: `strokeColor` (the tint when nil) through the transformer.
    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
        let color = strokeColor ?? tintColor
        return strokeColorTransformer.map { $0(color) } ?? color
    }

    /// The background for `state`: a selected or highlighted list row in
    /// gray, a selected sidebar row in the tint color with 10-point corners.
    public func updated(for state: any UIConfigurationState) -> UIBackgroundConfiguration {
        let cell = state as? UICellConfigurationState
        let view = state as? UIViewConfigurationState
        let selected = (cell.map { $0.isSelected || $0.isHighlighted } ?? view.map { $0.isSelected || $0.isHighlighted }) ?? false
        guard selected else { return self }
        var updated = self
        switch style {
        case .plainCell, .groupedCell:
            updated.backgroundColor = .systemGray4
        case .sidebarCell, .accompaniedSidebarCell:
            updated.backgroundColor = nil
            updated.cornerRadius = 10
        case .plainHeaderFooter, .groupedHeaderFooter, .sidebarHeader, .clear:
            break
        }
        return updated
    }
}

// MARK: - Showing a background in a cell (table and collection view cells)

extension UIBackgroundConfiguration {
    /// Shows this background in a view at the back of `cell`: `existing`
    /// when there is one, else a new view; returns the view.
    func show(in cell: UIView, reusing existing: UIView?) -> UIView {
        let view = existing ?? UIView()
        if view.superview !== cell { cell.insertSubview(view, at: 0) }
        let tint: UIColor = cell.tintColor
        view.backgroundColor = resolvedBackgroundColor(for: tint)
        view.layer.cornerRadius = cornerRadius
        view.clipsToBounds = cornerRadius > 0
        view.layer.borderWidth = strokeWidth
        view.layer.borderColor = strokeWidth > 0 ? resolvedStrokeColor(for: tint).cgColor : nil
        for subview in view.subviews where subview !== customView { subview.removeFromSuperview() }
        if let custom = customView, custom.superview !== view {
            custom.translatesAutoresizingMaskIntoConstraints = true
            custom.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            custom.frame = view.bounds
            view.addSubview(custom)
        }
        return view
    }

    /// The background view's frame in a cell of `bounds`: inset by the
    /// configuration's directional insets, leading on the right in
    /// right-to-left layouts.
    static func frame(in bounds: CGRect, insets: NSDirectionalEdgeInsets, rightToLeft: Bool) -> CGRect {
        bounds.inset(by: UIEdgeInsets(top: insets.top, left: rightToLeft ? insets.trailing : insets.leading,
                                      bottom: insets.bottom, right: rightToLeft ? insets.leading : insets.trailing))
    }
}
