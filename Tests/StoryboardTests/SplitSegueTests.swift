import Foundation
import Testing
import Trellis
@testable import Storyboard

/// A show detail segue in Split.storyboard, once the split view controller
/// places its columns: on an iPad in landscape the split view is expanded,
/// and the segue's destination (a new instance of the detail navigation
/// controller, as the segue names that scene) replaces the secondary column
/// (Xcode Help, "Segue types": "If the app is displaying a master and
/// detail view, the new content replaces the current detail").
@Suite struct SplitSegueTests {
    @Test func aShowDetailSegueReplacesTheDetailOfAnExpandedSplitView() throws {
        let reports = Reports()
        let split = try #require(try reports.capture { try loadStoryboard("Split").initialViewController() } as? UISplitViewController)
        let window = UIWindow(device: .iPad10, orientation: .landscapeLeft)
        reports.capture {
            window.rootViewController = split
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
        }
        #expect(!split.isCollapsed)
        let master = try #require(split.viewControllers.first as? UINavigationController)
        let original = try #require(split.viewControllers.last as? UINavigationController)
        let notes = try #require(master.topViewController as? NotesViewController)
        reports.capture {
            notes.performSegue(withIdentifier: "showDetail", sender: nil)
            window.layoutIfNeeded()
        }
        #expect(split.viewControllers.count == 2 && split.viewControllers.first === master)
        let detail = try #require(split.viewControllers.last as? UINavigationController)
        #expect(detail !== original && detail.topViewController?.navigationItem.title == "Detail")
        #expect(detail.view.window === window && original.parent == nil)
        #expect(notes.presentedViewController == nil)
        #expect(reports.messages.isEmpty)
    }
}
