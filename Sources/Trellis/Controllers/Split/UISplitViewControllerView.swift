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

    /// Puts the primary background under `primaryFrame` and a separator
    /// line at each of `separators`.
    func layOutChrome(primaryFrame: CGRect?, background: UIColor, separators: [CGRect]) {
        if let primaryFrame {
            primaryBackground.isHidden = false
            primaryBackground.frame = primaryFrame
            primaryBackground.backgroundColor = background
            sendSubviewToBack(primaryBackground)
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
                line.removeFromSuperview()
                continue
            }
            line.frame = separators[index]
            addSubview(line)
        }
    }
}
