import Foundation

// Children, display modes and the expanded layout of a split view.

extension UISplitViewController {
    // MARK: - Children

    /// Makes `navigation` a child showing a column; its view goes in at the next layout.
    func addColumnChild(_ navigation: UIViewController) {
        addChild(navigation)
        navigation.didMove(toParent: self)
    }

    /// Takes a child out: its view, then the containment.
    func removeColumnChild(_ controller: UIViewController) {
        guard controller.parent === self else { return }
        controller.willMove(toParent: nil)
        controller.viewIfLoaded?.removeFromSuperview()
        controller.removeFromParent()
    }

    /// Replaces the controller of a column that is no navigation stack (`.compact`, `.inspector`).
    func replaceChild(_ old: UIViewController?, with new: UIViewController?) {
        guard old !== new else { return }
        if let old { removeColumnChild(old) }
        if let new { addColumnChild(new) }
    }

    /// Empties `column`: its navigation controller leaves, and one the
    /// split view made gives back the controllers it held, so they can be
    /// shown elsewhere.
    func removeColumn(_ column: Column) {
        columnControllers[column] = nil
        guard let navigation = columnNavigationControllers.removeValue(forKey: column) else { return }
        removeColumnChild(navigation)
        if madeNavigationControllers.remove(ObjectIdentifier(navigation)) != nil {
            navigation.viewControllers = []
        }
    }

    /// Pushes `vc` on the secondary column's stack, or pops back to it if it is there.
    func pushOnSecondary(_ vc: UIViewController, navigation: UINavigationController) {
        if let index = navigation.viewControllers.firstIndex(where: { $0 === vc }) {
            navigation.viewControllers = Array(navigation.viewControllers[...index])
        } else {
            navigation.viewControllers.append(vc)
        }
    }

    /// Sets the classic interface's controllers: the old ones leave, the new ones become children.
    func setClassicControllers(_ controllers: [UIViewController]) {
        let wasCollapsed = collapsed
        if wasCollapsed { expandClassic(notifying: false) }
        for old in classicControllers where !controllers.contains(where: { $0 === old }) { removeColumnChild(old) }
        for new in controllers where new.parent !== self { addColumnChild(new) }
        classicControllers = controllers
        if wasCollapsed { collapseClassic(notifying: false) }
        viewIfLoaded?.setNeedsLayout()
    }

    /// Shows `vc` as the secondary column (expanded).
    func showInSecondary(_ vc: UIViewController) {
        if style == .unspecified {
            var controllers = classicControllers
            if controllers.count >= 2 { controllers[1] = vc } else { controllers.append(vc) }
            setClassicControllers(controllers)
        } else {
            setViewController(vc, for: .secondary)
        }
    }

    // MARK: - Display modes

    /// The size the columns are laid out in: the view's, or the screen's before it loads.
    var layoutSize: CGSize { viewIfLoaded?.bounds.size ?? UIScreen.main.bounds.size }

    /// The mode `preferred` means at the current size and split behaviour.
    func resolvedDisplayMode(_ preferred: DisplayMode, at size: CGSize? = nil) -> DisplayMode {
        let size = size ?? layoutSize
        if style == .unspecified { return SplitColumnLayout.classicDisplayMode(preferred, size: size) }
        return SplitColumnLayout.displayMode(preferred, allowedBy: splitBehavior(at: size), style: style)
    }

    /// The display mode shown expanded at `size` (see `displayMode`); a
    /// user's choice counts only at the current size, since a resize forgets it.
    func expandedDisplayMode(at size: CGSize) -> DisplayMode {
        let user = size == layoutSize ? userDisplayMode : nil
        if style != .unspecified, !presentsWithGesture, displayModeButtonVisibility != .always {
            if let user {
                if user == preferredDisplayMode { return user }
            } else if preferredDisplayMode != .automatic {
                return style == .tripleColumn ? preferredDisplayMode
                                              : SplitColumnLayout.classicDisplayMode(preferredDisplayMode, size: size)
            }
        }
        return user ?? resolvedDisplayMode(preferredDisplayMode, at: size)
    }

    /// Whether `column` is on screen (expanded) in `mode`.
    func isShowing(_ column: Column, in mode: DisplayMode) -> Bool {
        switch column {
        case .secondary: return true
        case .compact, .inspector: return false
        case .primary:
            switch mode {
            case .automatic, .secondaryOnly: return false
            case .oneBesideSecondary, .oneOverSecondary: return style != .tripleColumn
            case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary: return true
            }
        case .supplementary:
            return style == .tripleColumn && mode != .secondaryOnly && mode != .automatic
        }
    }

    /// Moves to `mode` (expanded) as a user's choice: it holds until the
    /// preferred mode or the size changes. Laid out at once; the delegate
    /// hears of the change in that layout.
    func changeDisplayMode(to mode: DisplayMode) {
        userDisplayMode = mode
        if let view = viewIfLoaded {
            view.setNeedsLayout()
            view.layoutIfNeeded()
        }
        updateDisplayModeButtonItem()
    }

    /// What the display-mode button does: the delegate's target, or the
    /// next arrangement (show the sidebars; in three columns, then both;
    /// then only the secondary again).
    func performDisplayModeAction() {
        guard !isCollapsed else { return }
        let current = displayMode
        var target = delegate?.targetDisplayModeForAction(in: self) ?? .automatic
        if target == .automatic {
            switch current {
            case .secondaryOnly, .automatic: target = .oneBesideSecondary
            case .oneBesideSecondary, .oneOverSecondary: target = style == .tripleColumn ? .twoBesideSecondary : .secondaryOnly
            case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary: target = .secondaryOnly
            }
        }
        let allowed = style == .unspecified ? SplitColumnLayout.classicDisplayMode(target, size: layoutSize)
                                            : SplitColumnLayout.displayMode(target, allowedBy: splitBehavior, style: style)
        if allowed != current { changeDisplayMode(to: allowed) }
    }

    /// Shows or hides the display-mode button: hidden while collapsed, when
    /// its visibility is `.never`, and (for `.automatic`) when
    /// `presentsWithGesture` is false, as UIKit hides its sidebar button
    /// [UIKIT, alwaysHideSidebarToggleButton].
    func updateDisplayModeButtonItem() {
        guard let item = storedDisplayModeButtonItem else { return }
        // UIKit's sidebar button shows the "sidebar.leading" symbol
        // (_sidebarToggleSymbolImage; "sidebar.trailing" for a trailing
        // primary, which Trellis's symbol table does not draw).
        if item.image == nil { item.image = UIImage(systemName: "sidebar.leading") }
        switch displayModeButtonVisibility {
        case .always: item.isHidden = isCollapsed
        case .never: item.isHidden = true
        case .automatic: item.isHidden = isCollapsed || !presentsWithGesture
        }
    }

    /// Tells the delegate about a new display mode before it is laid out:
    /// `willChangeTo`, then each column shown or hidden.
    func announce(_ mode: DisplayMode) {
        guard mode != announcedDisplayMode else { return }
        let previous = announcedDisplayMode
        announcedDisplayMode = mode
        guard let delegate else { return }
        delegate.splitViewController(self, willChangeTo: mode)
        guard let previous else { return }
        for column in [Column.primary, .supplementary] {
            switch (isShowing(column, in: previous), isShowing(column, in: mode)) {
            case (false, true): delegate.splitViewController(self, willShow: column)
            case (true, false): delegate.splitViewController(self, willHide: column)
            default: break
            }
        }
        updateDisplayModeButtonItem()
    }

    // MARK: - Widths

    /// The widths the primary and supplementary columns have (or would
    /// have) at `size` in `mode` (the current size and mode by default);
    /// the rules and their sources are in SplitColumnLayout.
    func columnWidths(at size: CGSize? = nil, mode: DisplayMode? = nil) -> (primary: CGFloat, supplementary: CGFloat) {
        let size = size ?? layoutSize
        let mode = mode ?? expandedDisplayMode(at: size)
        let idiom: UIUserInterfaceIdiom = traitCollection.userInterfaceIdiom == .phone ? .phone : .pad
        let screen = viewIfLoaded?.window?.screen.bounds.size ?? UIScreen.main.bounds.size
        let insets = viewIfLoaded?.safeAreaInsets ?? .zero
        let edgeInset = viewIfLoaded.map { primaryOnRight(in: $0) } ?? false ? insets.right : insets.left
        let primarySettings = SplitColumnLayout.WidthSettings(
            preferredWidth: preferredPrimaryColumnWidth, preferredFraction: preferredPrimaryColumnWidthFraction,
            minimum: minimumPrimaryColumnWidth, maximum: maximumPrimaryColumnWidth)
        if style == .unspecified {
            let defaultWidth = SplitColumnLayout.classicDefaultPrimaryWidth(
                idiom: idiom, width: size.width, screen: screen, primaryBeside: mode == .oneBesideSecondary, overlaying: mode == .oneOverSecondary)
            return (SplitColumnLayout.classicWidth(total: size.width, settings: primarySettings, defaultWidth: defaultWidth, edgeInset: edgeInset), 0)
        }
        let overlaying = splitBehavior(at: size) == .overlay
        let twoSidebars = mode == .twoBesideSecondary || mode == .twoOverSecondary || mode == .twoDisplaceSecondary
        let primary = SplitColumnLayout.columnStyleWidth(
            total: size.width, settings: primarySettings,
            defaultWidth: SplitColumnLayout.defaultPrimaryWidth(idiom: idiom, overlaying: overlaying),
            edgeInset: style == .doubleColumn || twoSidebars ? edgeInset : 0)
        guard style == .tripleColumn else { return (primary, 0) }
        let supplementarySettings = SplitColumnLayout.WidthSettings(
            preferredWidth: preferredSupplementaryColumnWidth, preferredFraction: preferredSupplementaryColumnWidthFraction,
            minimum: minimumSupplementaryColumnWidth, maximum: maximumSupplementaryColumnWidth)
        let supplementaryDefault = SplitColumnLayout.defaultSupplementaryWidth(
            idiom: idiom, total: size.width, edgeInset: edgeInset, overlaying: overlaying, narrowerThanScreen: size.width < screen.width)
        let supplementary = SplitColumnLayout.columnStyleWidth(
            total: size.width, settings: supplementarySettings, defaultWidth: supplementaryDefault, edgeInset: twoSidebars ? 0 : edgeInset)
        return (primary, supplementary)
    }

    // MARK: - Layout

    /// Places the columns for the current size and size class: collapses
    /// or expands first if the horizontal size class says so, then puts
    /// each shown column's view in the split view at its frame and takes
    /// the hidden ones out (their controllers disappear, as UIKit's hidden
    /// columns do), and draws the primary background and the separators.
    /// Called by the split view's own view in its layout pass.

    func layOutColumns() {
        guard let splitView = viewIfLoaded as? UISplitViewControllerView else { return }
        updateCollapsedState()
        let bounds = splitView.bounds
        var frames: [(UIViewController, CGRect)] = []
        var primaryFrame: CGRect?
        var separators: [CGRect] = []
        var sidebars: [UIViewController] = []
        var dimmed: UIViewController?
        var extended: UIViewController?
        var primaryShown: UIViewController?
        let onRight = primaryOnRight(in: splitView)
        if collapsed {
            if let shown = collapsedController { frames.append((shown, bounds)) }
        } else {
            let mode = displayMode
            announce(mode)
            let widths = columnWidths(mode: mode)
            let layout = SplitColumnLayout.frames(in: bounds.size, mode: mode, style: style == .unspecified ? .doubleColumn : style,
                                                  primaryWidth: widths.primary, supplementaryWidth: widths.supplementary,
                                                  border: separatorWidth, primaryOnRight: onRight)
            let primary = style == .unspecified ? classicControllers.first : columnNavigationControllers[.primary]
            let secondary = style == .unspecified ? (classicControllers.count > 1 ? classicControllers[1] : nil)
                                                  : columnNavigationControllers[.secondary]
            if let secondary { frames.append((secondary, layout.secondary)) }
            if mode == .oneOverSecondary || mode == .twoOverSecondary || mode == .twoDisplaceSecondary { dimmed = secondary }
            if let supplementary = columnNavigationControllers[.supplementary], let frame = layout.supplementary, style == .tripleColumn {
                frames.append((supplementary, frame))
            }
            if let primary, let frame = layout.primary {
                frames.append((primary, style == .unspecified ? frame : SplitColumnLayout.extendedPastEdge(frame, onRight: onRight)))
                extended = style == .unspecified ? nil : primary
                primaryShown = primary
            }
            primaryFrame = layout.primary
            separators = layout.separators
            if style != .unspecified { sidebars = [primary, columnNavigationControllers[.supplementary]].compactMap { $0 } }
        }
        install(frames, in: splitView)
        updateEdgeExtension(of: extended, onRight: onRight)
        updateSidebarTraits(sidebars)
        let background: UIColor = primaryBackgroundStyle == .sidebar ? .secondarySystemBackground : .systemBackground
        splitView.layOutChrome(primaryFrame: primaryFrame, primaryView: primaryShown?.viewIfLoaded, background: background,
                               dimmed: dimmed?.viewIfLoaded, separators: separators)
        layOutSidebarButton(in: splitView)
    }

    /// Gives the column extended past the screen edge the safe area of the
    /// part off screen (UIKit adds its extender's distance to that edge's
    /// inset [UIKIT, _edgeInsetsForChildViewController:insetsAreAbsolute:]),
    /// so its content stays on screen, and takes it from the others.
    private func updateEdgeExtension(of extended: UIViewController?, onRight: Bool) {
        let distance = SplitColumnLayout.rubberBandExtension
        for child in children {
            let wanted = child === extended ? UIEdgeInsets(top: 0, left: onRight ? 0 : distance, bottom: 0, right: onRight ? distance : 0) : .zero
            if child.containerBarSafeAreaInsets != wanted { child.containerBarSafeAreaInsets = wanted }
        }
    }

    /// The width of the border between columns: one pixel (1 / the display scale).
    var separatorWidth: CGFloat {
        let scale = traitCollection.displayScale
        return 1 / (scale > 0 ? scale : 1)
    }

    /// Gives the sidebars of a column style (the primary and supplementary
    /// columns) a compact horizontal size class while expanded and takes
    /// it back otherwise, as UIKit's trait overrides for a column do
    /// (UISplitViewControllerPanelImpl's _traitCollectionForChildEnvironment:
    /// and its block, iOS 18: `setHorizontalSizeClass:` compact for the
    /// primary, supplementary and compact columns of an expanded column
    /// style; none for the secondary column, none in the classic style).
    private func updateSidebarTraits(_ sidebars: [UIViewController]) {
        let sidebarIDs = Set(sidebars.map(ObjectIdentifier.init))
        for child in children {
            let wanted: UITraitCollection? = sidebarIDs.contains(ObjectIdentifier(child)) ? UITraitCollection(horizontalSizeClass: .compact) : nil
            if overrideTraitCollection(forChild: child)?.horizontalSizeClass != wanted?.horizontalSizeClass {
                setOverrideTraitCollection(wanted, forChild: child)
            }
        }
    }

    /// Whether the primary column is on the right: trailing in a
    /// left-to-right layout, or leading in a right-to-left one.
    func primaryOnRight(in view: UIView) -> Bool {
        let rightToLeft = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        return (primaryEdge == .trailing) != rightToLeft
    }

    /// Puts each controller's view in `splitView` at its frame, in order
    /// (later ones on top), and takes every other child's view out.
    private func install(_ frames: [(UIViewController, CGRect)], in splitView: UISplitViewControllerView) {
        let shown = Set(frames.map { ObjectIdentifier($0.0) })
        for child in children where !shown.contains(ObjectIdentifier(child)) {
            if let view = child.viewIfLoaded, view.superview === splitView { view.removeFromSuperview() }
        }
        for (controller, frame) in frames {
            guard let view = controller.view else { continue }
            if view.superview !== splitView {
                view.autoresizingMask = []
                splitView.addSubview(view)
            } else {
                splitView.bringSubviewToFront(view)
            }
            view.frame = frame
        }
    }
}
