import Foundation

/// The split view controller's root view: it lays the columns out in its
/// own layout pass (as UIKit's panel view does), so a subclass overriding
/// `viewWillLayoutSubviews` without calling super still gets its columns
/// placed, and it draws what the split view itself shows: the background
/// of the primary column and the hairlines between columns.
final class UISplitViewControllerView: UIView {
    weak var splitViewController: UISplitViewController?

    /// Behind the primary column: `systemBackground`, or the sidebar colour
    /// for `primaryBackgroundStyle = .sidebar` (see `layOutChrome`).
    let primaryBackground = UIView()
    /// Over the secondary column while sidebars overlay or displace it:
    /// "the secondary view controller is dimmed out" [DOC, oneOverSecondary,
    /// twoDisplaceSecondary], in UIKit's dimming colour (UIDimmingView's
    /// default, `+[UIColor _dimmingViewColor]`, which is the alert
    /// dimming: black at 20% in light mode and 48% in dark mode, the
    /// reading of UIKitCore the alert helper's AlertMetrics cites).
    let dimmingView = UIView()
    /// The sidebar button drawn over a column's navigation bar (UISplitViewController+SidebarButton.swift).
    let sidebarButton = UIImageView(image: nil)
    private var separatorViews: [UIView] = []

    static let dimmingColor = UIColor(dynamicProvider: { traits in
        UIColor(white: 0, alpha: traits.userInterfaceStyle == .dark ? 0.48 : 0.2)
    })

    override init(frame: CGRect) {
        super.init(frame: frame)
        primaryBackground.isHidden = true
        addSubview(primaryBackground)
        dimmingView.backgroundColor = Self.dimmingColor
        dimmingView.isHidden = true
        sidebarButton.isHidden = true
        addSubview(sidebarButton)
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func layoutSubviews() {
        super.layoutSubviews()
        splitViewController?.layOutColumns()
    }

    /// Entering a window gives the view its size class: collapse or expand
    /// now, before the first layout pass, as UIKit does when the split view
    /// gets its traits.
    override func didMoveToWindow() {
        super.didMoveToWindow()
        if window != nil { splitViewController?.updateCollapsedState() }
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.horizontalSizeClass != traitCollection.horizontalSizeClass { setNeedsLayout() }
    }

    /// Puts the primary background under `primaryFrame`, just below the
    /// primary column's view (so that a sidebar over the secondary is
    /// opaque), the dimming over `dimmed` (just above that view), and a
    /// separator line at each of `separators`.
    ///
    /// Views already in their places stay put: this runs in the split
    /// view's own `layoutSubviews`, and adding or removing a subview flags
    /// the view for layout again, so re-inserting them on every pass kept
    /// the window's layout from settling (16 passes, then "did not settle",
    /// in every expanded split view; found by the snapshot matrix's layout
    /// checks). Moving a view to the front flags nothing.
    func layOutChrome(primaryFrame: CGRect?, primaryView: UIView?, background: UIColor, dimmed: UIView?, separators: [CGRect]) {
        if let dimmed, dimmed.superview === self {
            dimmingView.frame = dimmed.frame
            dimmingView.isHidden = false
            place(dimmingView, justAbove: dimmed)
        } else {
            dimmingView.isHidden = true
            if dimmingView.superview != nil { dimmingView.removeFromSuperview() }
        }
        if let primaryFrame {
            primaryBackground.isHidden = false
            primaryBackground.frame = primaryFrame
            primaryBackground.backgroundColor = background
            if let primaryView, primaryView.superview === self {
                place(primaryBackground, justAbove: nil, below: primaryView)
            } else if primaryBackground.superview !== self {
                insertSubview(primaryBackground, at: 0)
            } else if subviews.first !== primaryBackground {
                for view in subviews where view !== primaryBackground { bringSubviewToFront(view) }
            }
        } else {
            primaryBackground.isHidden = true
        }
        while separatorViews.count < separators.count {
            let line = UIView()
            line.backgroundColor = .separator
            separatorViews.append(line)
        }
        for (index, line) in separatorViews.enumerated() {
            guard index < separators.count else {
                if line.superview != nil { line.removeFromSuperview() }
                continue
            }
            line.frame = separators[index]
            if line.superview === self { bringSubviewToFront(line) } else { addSubview(line) }
        }
    }

    /// Puts `view` just above `sibling` (or just below `below`), added if
    /// it is not a subview yet, else moved by bringing it and the views
    /// meant to be over it to the front in their order, which flags no
    /// layout.
    private func place(_ view: UIView, justAbove sibling: UIView?, below upper: UIView? = nil) {
        let index = { (view: UIView) in self.subviews.firstIndex { $0 === view } }
        let over: [UIView]
        if let sibling, let position = index(sibling) {
            if index(view) == position + 1 { return }
            guard view.superview === self else { return insertSubview(view, aboveSubview: sibling) }
            over = subviews[(position + 1)...].filter { $0 !== view }
        } else if let upper, let position = index(upper) {
            if index(view) == position - 1 { return }
            guard view.superview === self else { return insertSubview(view, belowSubview: upper) }
            over = subviews[position...].filter { $0 !== view }
        } else {
            return
        }
        bringSubviewToFront(view)
        for other in over { bringSubviewToFront(other) }
    }
}
