import Foundation

// The sidebar button a column-style split view shows on its own: UIKit
// puts it in the navigation bar of the leftmost column shown (the
// secondary's when only it shows; the primary's, or in three columns the
// supplementary's, when one sidebar shows; the primary's when both do)
// [UIKIT, _navigationBarForSidebarButtonForDisplayMode:], and places it over
// the bar itself when needed (its "floatable" button container). Trellis
// draws it that way: an image view over the bar, at the bar's leading
// margin in its standard row. It is not an item of the bar, so a bar that
// already shows a back button or leading items there gets no button (UIKit
// would make room for it).

extension UISplitViewController {
    /// The column whose navigation bar shows the sidebar button in `mode`.
    func sidebarButtonColumn(in mode: DisplayMode) -> Column {
        switch mode {
        case .automatic, .secondaryOnly: return .secondary
        case .oneBesideSecondary, .oneOverSecondary: return style == .tripleColumn ? .supplementary : .primary
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary: return .primary
        }
    }

    /// Places the sidebar button over the bar of the column that shows it,
    /// or hides it (classic style, collapsed, the button hidden, or no room).
    func layOutSidebarButton(in splitView: UISplitViewControllerView) {
        let button = splitView.sidebarButton
        button.isHidden = true
        guard style != .unspecified, !isCollapsed else { return }
        let item = displayModeButtonItem
        guard !item.isHidden, let navigation = columnNavigationControllers[sidebarButtonColumn(in: displayMode)],
              let container = navigation.viewIfLoaded, container.superview === splitView, !navigation.isNavigationBarHidden else { return }
        let top = navigation.topViewController
        guard navigation.viewControllers.count <= 1, top?.navigationItem.leftBarButtonItems?.contains(where: { !$0.isHidden }) != true else { return }
        // Where the navigation controller puts its bar's standard row,
        // worked out here rather than read from the bar: the bar is laid
        // out after this pass reaches the column, and asking for its layout
        // now would lay the split view out again from inside its own pass.
        let bar = navigation.navigationBar
        let frame = container.frame, insets = splitView.safeAreaInsets
        func overlap(_ inset: CGFloat, _ distance: CGFloat) -> CGFloat { max(0, min(inset, inset - distance)) }
        let safeTop = overlap(insets.top, frame.minY) + navigation.containerBarSafeAreaInsets.top
        let safeLeft = overlap(insets.left, frame.minX) + navigation.containerBarSafeAreaInsets.left
        let safeRight = overlap(insets.right, splitView.bounds.width - frame.maxX) + navigation.containerBarSafeAreaInsets.right
        let rowY = frame.minY + UINavigationController.navigationBarTop(forSafeAreaTop: safeTop)
            + (top?.navigationItem.prompt != nil ? UINavigationBar.promptHeight : 0)
        let rowHeight = UINavigationBar.standardHeight(for: navigation.traitCollection)
        let margin: CGFloat = navigation.traitCollection.horizontalSizeClass == .regular ? 20 : 16
        button.image = item.image
        guard let size = button.image?.size else { return }
        let onRight = primaryOnRight(in: splitView)
        let x = onRight ? frame.maxX - safeRight - margin - size.width : frame.minX + safeLeft + margin
        button.frame = CGRect(x: x, y: rowY + (rowHeight - size.height) / 2, width: size.width, height: size.height)
        button.tintColor = bar.tintColor
        button.isHidden = false
        splitView.bringSubviewToFront(button)
    }
}
