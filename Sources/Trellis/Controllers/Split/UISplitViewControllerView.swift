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
    private var separatorViews: [UIView] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        primaryBackground.isHidden = true
        addSubview(primaryBackground)
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

    /// Puts the primary background under `primaryFrame` and a hairline at
    /// each boundary, on the sidebar's side of it: one pixel wide
    /// (1 / the display scale), as UIKit draws separators.
    func layOutChrome(primaryFrame: CGRect?, background: UIColor, boundaries: [CGFloat], sidebarsOnRight: Bool) {
        if let primaryFrame {
            primaryBackground.isHidden = false
            primaryBackground.frame = primaryFrame
            primaryBackground.backgroundColor = background
            sendSubviewToBack(primaryBackground)
        } else {
            primaryBackground.isHidden = true
        }
        while separatorViews.count < boundaries.count {
            let line = UIView()
            line.backgroundColor = .separator
            separatorViews.append(line)
        }
        let scale = traitCollection.displayScale > 0 ? traitCollection.displayScale : 1
        let hairline = 1 / scale
        for (index, line) in separatorViews.enumerated() {
            guard index < boundaries.count else {
                line.removeFromSuperview()
                continue
            }
            let x = sidebarsOnRight ? boundaries[index] : boundaries[index] - hairline
            line.frame = CGRect(x: x, y: 0, width: hairline, height: bounds.height)
            addSubview(line)
        }
    }
}
