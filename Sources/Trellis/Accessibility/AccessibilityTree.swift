import Foundation

/// One element as an assistive technology sees it: what VoiceOver would
/// speak, and where.
package struct AccessibilityNode: CustomStringConvertible {
    /// The view or `UIAccessibilityElement`.
    package let element: UIResponder
    package let label: String?
    package let value: String?
    package let hint: String?
    package let traits: UIAccessibilityTraits
    package let frame: CGRect
    package let identifier: String?

    init(_ element: UIResponder) {
        self.element = element
        label = element.accessibilityLabel
        value = element.accessibilityValue
        hint = element.accessibilityHint
        traits = element.accessibilityTraits
        frame = element.accessibilityFrame
        identifier = (element as? UIView)?.accessibilityIdentifier ?? (element as? UIAccessibilityElement)?.accessibilityIdentifier
    }

    /// `"Add to Wallet" [button] hint: "Adds this pass…"`: the label (or the
    /// class name when there is none), the value, the traits and the hint.
    package var description: String {
        var line = label.map { "\"\($0)\"" } ?? String(describing: type(of: element))
        if let value, !value.isEmpty { line += " = \"\(value)\"" }
        let names = AccessibilityNode.traitNames.filter { traits.contains($0.trait) }.map(\.name)
        if !names.isEmpty { line += " [\(names.joined(separator: ", "))]" }
        if let hint, !hint.isEmpty { line += " hint: \"\(hint)\"" }
        return line
    }

    private static let traitNames: [(trait: UIAccessibilityTraits, name: String)] = [
        (.button, "button"), (.link, "link"), (.header, "header"), (.searchField, "searchField"),
        (.image, "image"), (.selected, "selected"), (.playsSound, "playsSound"), (.keyboardKey, "keyboardKey"),
        (.staticText, "staticText"), (.summaryElement, "summaryElement"), (.notEnabled, "notEnabled"),
        (.updatesFrequently, "updatesFrequently"), (.startsMediaSession, "startsMediaSession"),
        (.adjustable, "adjustable"), (.allowsDirectInteraction, "allowsDirectInteraction"),
        (.causesPageTurn, "causesPageTurn"), (.tabBar, "tabBar"),
    ]
}

/// The accessibility elements under `root` in the order VoiceOver reads
/// them when the user swipes right.
///
/// The rules, as UIKit documents them:
/// - a hidden view, one with an alpha of almost 0, and the children of one
///   with `accessibilityElementsHidden` are skipped;
/// - an element (`isAccessibilityElement`) stands for its whole subtree;
/// - a container's `accessibilityElements` give its children and their
///   order; otherwise its subviews are its children;
/// - a child with `accessibilityViewIsModal` hides its siblings (the last
///   such child, the one drawn on top, wins);
/// - children are read by position: top to bottom, and leading to trailing
///   within a row (elements whose vertical extents overlap by at least half
///   the shorter one's height); a container with
///   `shouldGroupAccessibilityChildren`, or with its own
///   `accessibilityElements`, is read as one block at its position.
///
/// - Complexity: O(n log n) in the views under `root`.
package func accessibilityTree(of root: UIView) -> [AccessibilityNode] {
    AccessibilityOrder(rightToLeft: root.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        .elements(in: root).map(AccessibilityNode.init)
}

/// The walk behind `accessibilityTree(of:)`.
private struct AccessibilityOrder {
    let rightToLeft: Bool

    /// A run of elements read together, at the position of `frame`.
    private struct Block {
        var frame: CGRect
        var elements: [UIResponder]
    }

    func elements(in object: UIResponder) -> [UIResponder] {
        if let view = object as? UIView, view.isHidden || view.alpha < 0.01 { return [] }
        if object.isAccessibilityElement { return [object] }
        if object.accessibilityElementsHidden { return [] }
        if let listed = object.accessibilityElements {
            return listed.compactMap { $0 as? UIResponder }.flatMap(elements(in:))
        }
        guard let view = object as? UIView else { return [] }
        var children = view.subviews
        if let modal = children.last(where: \.accessibilityViewIsModal) { children = [modal] }
        let blocks = children.flatMap(blocks(for:))
        return ordered(blocks).flatMap(\.elements)
    }

    /// A child's elements as blocks: one for a grouped container, else one
    /// per element (to be sorted among its siblings' elements).
    private func blocks(for child: UIView) -> [Block] {
        let found = elements(in: child)
        guard !found.isEmpty else { return [] }
        if !child.isAccessibilityElement, child.shouldGroupAccessibilityChildren || child.accessibilityElements != nil {
            return [Block(frame: child.accessibilityFrame, elements: found)]
        }
        return found.map { Block(frame: $0.accessibilityFrame, elements: [$0]) }
    }

    private func ordered(_ blocks: [Block]) -> [Block] {
        // Insertion by comparison: "same row" is not transitive, so a sort
        // needing a strict weak ordering could trap; screens hold few elements.
        var result: [Block] = []
        for block in blocks {
            let index = result.firstIndex { readsBefore(block.frame, $0.frame) } ?? result.endIndex
            result.insert(block, at: index)
        }
        return result
    }

    private func readsBefore(_ a: CGRect, _ b: CGRect) -> Bool {
        let overlap = min(a.maxY, b.maxY) - max(a.minY, b.minY)
        let shorter = min(a.height, b.height)
        if overlap > 0, overlap >= shorter / 2 {
            return rightToLeft ? a.maxX > b.maxX : a.minX < b.minX
        }
        return a.minY < b.minY
    }
}
