import Foundation
import Trellis

/// Outlet and action connections, made once every object of the build exists.
extension IBBuilder {
    func collectConnections(of node: IBNode, source: AnyObject) {
        for connection in node.child("connections")?.children ?? [] {
            pendingConnections.append((source, connection))
        }
    }

    static let controlEvents: [String: UIControl.Event] = [
        "touchDown": .touchDown, "touchUpInside": .touchUpInside, "valueChanged": .valueChanged,
        "primaryActionTriggered": .primaryActionTriggered, "editingDidBegin": .editingDidBegin,
        "editingChanged": .editingChanged, "editingDidEnd": .editingDidEnd, "editingDidEndOnExit": .editingDidEndOnExit,
    ]

    /// `<action selector="refresh:" destination="..." eventType="touchUpInside"/>`: the control
    /// gets a UIAction that looks the selector up in the destination's
    /// `storyboardActions` when it fires (the target is held weakly, as UIKit's target-action does).
    ///
    /// A bar button item's action (`<action selector="addItem:" destination="..."/>`,
    /// no event type) becomes its `primaryAction` the same way: a tap
    /// (`simulateTap()`) runs the closure the destination lists for the
    /// selector, with the item as sender. The action carries the item's
    /// title and image, so an item reads the same with it as without.
    func connectAction(_ selector: String, from source: AnyObject, to destination: AnyObject, event: String?, node: IBNode) {
        let item = source as? UIBarButtonItem
        let events = IBBuilder.controlEvents[event ?? "touchUpInside"]
        guard item != nil || (source is UIControl && events != nil) else {
            StoryboardDiagnostics.report(.invalidValue,
                "\(file):\(node.line): action '\(selector)' for event '\(event ?? "touchUpInside")' on a \(type(of: source)) cannot be connected; skipped")
            return
        }
        guard let target = destination as? StoryboardActionTarget, target.storyboardActions[selector] != nil else {
            StoryboardDiagnostics.report(.unknownOutlet,
                "\(file):\(node.line): \(type(of: destination)) has no action '\(selector)' in storyboardActions; the connection was skipped")
            return
        }
        if let item {
            item.primaryAction = UIAction(title: item.title ?? "", image: item.image) { [weak target, weak item] _ in
                guard let target, let item else { return }
                target.storyboardActions[selector]?(item)
            }
        } else if let control = source as? UIControl, let events {
            control.addAction(UIAction { [weak target, weak control] _ in
                guard let target, let control else { return }
                target.storyboardActions[selector]?(control)
            }, for: events)
        }
    }

    /// Outlets UIKit classes declare themselves: a table's or collection view's `dataSource` and
    /// a scroll view's (or table's) `delegate`.
    func connectBuiltInOutlet(_ property: String, of source: AnyObject, to destination: AnyObject) -> Bool {
        switch (source, property) {
        case let (table as UITableView, "dataSource"):
            table.dataSource = destination as? UITableViewDataSource
            if table.dataSource == nil { mismatch(property, source, destination) }
            return true
        case let (collectionView as UICollectionView, "dataSource"):
            collectionView.dataSource = destination as? UICollectionViewDataSource
            if collectionView.dataSource == nil { mismatch(property, source, destination) }
            return true
        case let (scroll as UIScrollView, "delegate"):
            scroll.delegate = destination as? UIScrollViewDelegate
            if scroll.delegate == nil { mismatch(property, source, destination) }
            return true
        default:
            return false
        }
    }

    private func mismatch(_ property: String, _ source: AnyObject, _ destination: AnyObject) {
        StoryboardDiagnostics.report(.unknownOutlet,
            "\(file): outlet '\(property)' of \(type(of: source)) cannot hold a \(type(of: destination)); the connection was skipped")
    }
}
