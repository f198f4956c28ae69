import Foundation

// Collapsing into one stack at a compact width and expanding again.
//
// Column styles: unless a `.compact` column is set (then it alone is
// shown), the primary column's navigation controller becomes the one stack:
// its own controllers, then the supplementary's and the secondary's up to
// the column on top, which the delegate may choose
// (`topColumnForCollapsingToProposedTopColumn`, proposed: the secondary,
// or `.compact` when that column is set; apps that want their list first
// on an iPhone answer `.primary`). Expanding gives each column back its part of the stack,
// including what was pushed on top of it meanwhile.
//
// Classic style: the delegate may merge the secondary itself
// (`collapseSecondary(_:onto:)`); otherwise a navigation controller primary
// pushes it (its controllers, if it is a navigation controller itself) and
// any other primary drops it. Expanding asks the delegate for the secondary
// (`separateSecondaryFrom`), or pops what was pushed.

extension UISplitViewController {
    /// The controller shown while collapsed: the `.compact` column's, or the primary's.
    var collapsedController: UIViewController? {
        if style == .unspecified { return classicControllers.first }
        if let compact = columnControllers[.compact] { return compact }
        return columnNavigationControllers[.primary]
    }

    /// The navigation stack the collapsed interface shows, if it is one.
    var collapsedNavigationController: UINavigationController? {
        collapsedController as? UINavigationController
    }

    /// Collapses or expands to follow the horizontal size class.
    func updateCollapsedState() {
        let compact = traitCollection.horizontalSizeClass == .compact
        guard compact != collapsed else { return }
        if compact {
            if style == .unspecified { collapseClassic(notifying: true) } else { collapseColumns() }
        } else {
            if style == .unspecified { expandClassic(notifying: true) } else { expandColumns() }
        }
        updateDisplayModeButtonItem()
    }

    // MARK: - Column styles

    /// The stacked columns in order, primary first.
    private var stackableColumns: [Column] {
        style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
    }

    private func collapseColumns() {
        // UIKit proposes the compact column when one is set, otherwise the
        // secondary [UIKIT, topColumnForCollapsingPanelController:].
        let proposed: Column = columnControllers[.compact] != nil ? .compact : .secondary
        let top = delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: proposed) ?? proposed
        collapsed = true
        collapsedTopColumn = stackableColumns.contains(top) ? top : .secondary
        if columnControllers[.compact] == nil { gatherStacks() }
        viewIfLoaded?.setNeedsLayout()
        delegate?.splitViewControllerDidCollapse(self)
    }

    private func expandColumns() {
        if stacksGathered { scatterStacks() }
        collapsed = false
        let proposed = resolvedDisplayMode(preferredDisplayMode)
        let chosen = delegate?.splitViewController(self, displayModeForExpandingToProposedDisplayMode: proposed) ?? proposed
        userDisplayMode = chosen == proposed || chosen == .automatic ? nil : resolvedDisplayMode(chosen)
        viewIfLoaded?.setNeedsLayout()
        delegate?.splitViewControllerDidExpand(self)
    }

    /// Moves the columns up to the top one onto the primary's stack; the
    /// others keep theirs aside.
    func gatherStacks() {
        guard let primary = columnNavigationControllers[.primary] else { return }
        detachedStacks = [:]
        collapsedColumnRoots = [:]
        var stack = primary.viewControllers
        let topIndex = stackableColumns.firstIndex(of: collapsedTopColumn) ?? 0
        for (index, column) in stackableColumns.enumerated() where column != .primary {
            guard let navigation = columnNavigationControllers[column] else { continue }
            let own = navigation.viewControllers
            navigation.viewControllers = []
            if index <= topIndex, let root = own.first {
                collapsedColumnRoots[column] = root
                stack += own
            } else {
                detachedStacks[column] = own
            }
        }
        primary.viewControllers = stack
        stacksGathered = true
    }

    /// Gives each column back its part of the one stack: a column's part
    /// starts at its first controller; a column whose controllers were all
    /// popped gets back what it had, and the top column is the last one still on the stack.
    func scatterStacks() {
        guard stacksGathered, let primary = columnNavigationControllers[.primary] else {
            stacksGathered = false
            return
        }
        let stack = primary.viewControllers
        var cuts: [(Column, Int)] = []
        for column in stackableColumns where column != .primary {
            if let root = collapsedColumnRoots[column], let index = stack.firstIndex(where: { $0 === root }) {
                cuts.append((column, index))
            }
        }
        let primaryEnd = cuts.first?.1 ?? stack.count
        var parts: [Column: [UIViewController]] = [.primary: Array(stack[..<primaryEnd])]
        for (offset, cut) in cuts.enumerated() {
            let end = offset + 1 < cuts.count ? cuts[offset + 1].1 : stack.count
            parts[cut.0] = Array(stack[cut.1..<end])
        }
        for column in stackableColumns where column != .primary && parts[column] == nil {
            if let root = collapsedColumnRoots[column] { parts[column] = [root] } else { parts[column] = detachedStacks[column] }
        }
        collapsedTopColumn = cuts.last?.0 ?? .primary
        primary.viewControllers = parts[.primary] ?? []
        for column in stackableColumns where column != .primary {
            columnNavigationControllers[column]?.viewControllers = parts[column] ?? []
        }
        detachedStacks = [:]
        collapsedColumnRoots = [:]
        stacksGathered = false
    }

    /// Builds the one stack again after a column changed while collapsed.
    func restackCollapsed() {
        guard collapsed, style != .unspecified else { return }
        if stacksGathered { scatterStacks() }
        if columnControllers[.compact] == nil { gatherStacks() }
        viewIfLoaded?.setNeedsLayout()
    }

    /// Collapsed `show(_:)`: pushes the column and those between if they
    /// are not on the stack, pops what covers it if it is [HDR]; the
    /// delegate hears the top column hide and this one show, as UIKit's
    /// collapsed column changes tell it (sendWillHideColumn:, sendWillShowColumn:).
    func showCollapsed(_ column: Column) {
        guard stacksGathered, let target = stackableColumns.firstIndex(of: column) else { return }
        scatterStacks()
        let current = stackableColumns.firstIndex(of: collapsedTopColumn) ?? 0
        if target != current {
            delegate?.splitViewController(self, willHide: collapsedTopColumn)
            delegate?.splitViewController(self, willShow: column)
        }
        if target > current {
            collapsedTopColumn = column
        } else if target < current {
            for later in stackableColumns[(target + 1)...] {
                if let navigation = columnNavigationControllers[later], let root = navigation.viewControllers.first {
                    navigation.viewControllers = [root]
                }
            }
            collapsedTopColumn = column
        }
        gatherStacks()
    }

    /// Collapsed `hide(_:)`: pops the column if it is on top; never the primary [HDR].
    func hideCollapsed(_ column: Column) {
        guard stacksGathered, column != .primary, column == collapsedTopColumn,
              let index = stackableColumns.firstIndex(of: column) else { return }
        scatterStacks()
        if let navigation = columnNavigationControllers[column], let root = navigation.viewControllers.first {
            navigation.viewControllers = [root]
        }
        collapsedTopColumn = stackableColumns[index - 1]
        delegate?.splitViewController(self, willHide: column)
        delegate?.splitViewController(self, willShow: collapsedTopColumn)
        gatherStacks()
    }

    // MARK: - Classic style

    func collapseClassic(notifying: Bool) {
        collapsed = true
        guard var primary = classicControllers.first else { return }
        if notifying, let replacement = delegate?.primaryViewController(forCollapsing: self), replacement !== primary {
            if replacement.parent !== self { addColumnChild(replacement) }
            if classicControllers.count < 2 || classicControllers[1] !== primary { removeColumnChild(primary) }
            primary = replacement
        }
        classicSecondaryBeforeCollapse = nil
        classicPrimaryDepthBeforeCollapse = 0
        if classicControllers.count > 1 {
            let secondary = classicControllers[1]
            classicSecondaryBeforeCollapse = secondary
            let merged = notifying && delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary) == true
            removeColumnChild(secondary)
            if !merged, let navigation = primary as? UINavigationController {
                classicPrimaryDepthBeforeCollapse = navigation.viewControllers.count
                if let secondaryNavigation = secondary as? UINavigationController {
                    let moved = secondaryNavigation.viewControllers
                    secondaryNavigation.viewControllers = []
                    navigation.viewControllers += moved
                } else {
                    navigation.viewControllers.append(secondary)
                }
            }
        }
        classicControllers = [primary]
        viewIfLoaded?.setNeedsLayout()
    }

    func expandClassic(notifying: Bool) {
        collapsed = false
        guard var primary = classicControllers.first else { return }
        if notifying, let replacement = delegate?.primaryViewController(forExpanding: self), replacement !== primary {
            removeColumnChild(primary)
            if replacement.parent !== self { addColumnChild(replacement) }
            primary = replacement
        }
        var secondary = notifying ? delegate?.splitViewController(self, separateSecondaryFrom: primary) : nil
        if secondary == nil, let navigation = primary as? UINavigationController,
           navigation.viewControllers.count > classicPrimaryDepthBeforeCollapse, classicSecondaryBeforeCollapse != nil {
            let popped = Array(navigation.viewControllers[classicPrimaryDepthBeforeCollapse...])
            navigation.viewControllers = Array(navigation.viewControllers[..<classicPrimaryDepthBeforeCollapse])
            if let original = classicSecondaryBeforeCollapse as? UINavigationController {
                original.viewControllers = popped
                secondary = original
            } else if popped.count == 1 {
                secondary = popped[0]
            } else {
                let wrapper = UINavigationController(rootViewController: popped[0])
                wrapper.viewControllers = popped
                secondary = wrapper
            }
        }
        if secondary == nil, let original = classicSecondaryBeforeCollapse, original.parent == nil,
           !((primary as? UINavigationController)?.viewControllers.contains { $0 === original } ?? false) {
            secondary = original
        }
        if let secondary, secondary.parent !== self { addColumnChild(secondary) }
        classicControllers = [primary] + (secondary.map { [$0] } ?? [])
        classicSecondaryBeforeCollapse = nil
        viewIfLoaded?.setNeedsLayout()
    }
}
