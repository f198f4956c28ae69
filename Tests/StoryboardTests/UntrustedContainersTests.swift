import Foundation
import Testing
import Trellis
@testable import Storyboard

/// A storyboard named Bars.storyboard whose scenes are the given controller
/// elements, one a line from line 4; `initial` is the initial view controller.
func barsStoryboard(initial: String, _ controllers: [String]) throws -> UIStoryboard {
    var xml = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
    xml += #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="\#(initial)">"# + "\n<scenes>\n"
    for (index, controller) in controllers.enumerated() {
        xml += #"<scene sceneID="S\#(index)"><objects>\#(controller)</objects></scene>"# + "\n"
    }
    xml += "</scenes>\n</document>\n"
    return UIStoryboard(name: "Bars", document: try IBDocument(data: Data(xml.utf8), fileName: "Bars.storyboard"))
}

/// A plain scene's controller element.
func plainScene(_ id: String, _ inside: String = "") -> String {
    #"<viewController id="\#(id)" sceneMemberID="viewController"><view key="view" id="\#(id)-V"/>\#(inside)</viewController>"#
}

func relationship(_ destination: String, _ kind: String, id: String) -> String {
    #"<segue destination="\#(destination)" kind="relationship" relationship="\#(kind)" id="\#(id)"/>"#
}

/// A split view subclass as a storyboard names it; made with init(coder:).
final class CustomSplitViewController: UISplitViewController {}

@Suite struct UntrustedRelationshipTests {
    @Test func aRelationshipToAMissingIDIsReportedAndTheContainerStillMade() throws {
        let storyboard = try barsStoryboard(initial: "N", [
            #"<navigationController id="N" sceneMemberID="viewController"><connections>\#(relationship("Gone", "rootViewController", id: "N-R"))</connections></navigationController>"#,
        ])
        let reports = Reports()
        let navigation = try #require(try reports.capture { try storyboard.initialViewController() } as? UINavigationController)
        #expect(navigation.viewControllers.isEmpty)
        #expect(reports.messages.map(\.text) == [
            #"Bars.storyboard:4: <segue id="N-R"> of <navigationController id="N"> names 'Gone', which is not a scene's view controller; skipped"#,
            #"Bars.storyboard:4: <navigationController id="N"> has no root view controller; its stack is empty"#,
        ])
    }

    @Test func aRelationshipToAViewInsteadOfASceneIsReported() throws {
        let storyboard = try barsStoryboard(initial: "T", [
            #"<tabBarController id="T" sceneMemberID="viewController"><connections>\#(relationship("A-V", "viewControllers", id: "T-R"))\#(relationship("A", "viewControllers", id: "T-R2"))</connections></tabBarController>"#,
            plainScene("A"),
        ])
        let reports = Reports()
        let tabs = try #require(try reports.capture { try storyboard.initialViewController() } as? UITabBarController)
        #expect(tabs.viewControllers?.count == 1)
        #expect(reports.messages.map(\.text) == [
            #"Bars.storyboard:4: <segue id="T-R"> of <tabBarController id="T"> names 'A-V', which is not a scene's view controller; skipped"#,
        ])
    }

    @Test func aTabBarControllerWithNoTabsIsReported() throws {
        let storyboard = try barsStoryboard(initial: "T", [#"<tabBarController id="T" sceneMemberID="viewController"/>"#])
        let reports = Reports()
        let tabs = try #require(try reports.capture { try storyboard.initialViewController() } as? UITabBarController)
        #expect(tabs.viewControllers == nil)
        #expect(reports.messages.map(\.text) == [#"Bars.storyboard:4: <tabBarController id="T"> has no tabs"#])
    }

    /// UIKit has no limit on tabs (the More tab holds the rest); the loader's
    /// instantiation budget has one, so tab 1000 and on are reported and left out.
    @Test func aTabBarControllerWithAThousandTabsStopsAtTheInstantiationBudget() throws {
        let segues = (0..<1000).map { relationship("A", "viewControllers", id: "T-\($0)") }.joined()
        let storyboard = try barsStoryboard(initial: "T", [
            #"<tabBarController id="T" sceneMemberID="viewController"><connections>\#(segues)</connections></tabBarController>"#,
            plainScene("A"),
        ])
        let reports = Reports()
        let tabs = try #require(try reports.capture { try storyboard.initialViewController() } as? UITabBarController)
        #expect(tabs.viewControllers?.count == SceneBudget.limit - 1)
        #expect(Set(tabs.viewControllers?.map(ObjectIdentifier.init) ?? []).count == SceneBudget.limit - 1)
        #expect(reports.messages.map(\.text) == [
            "Bars.storyboard:5: scene 'A' would be view controller 1001 of one instantiation, beyond the 1000 that embed and relationship segues may make; it is not instantiated",
        ])
    }

    @Test func tabBarControllersWhoseTabsAreEachOtherStopWhereTheCycleCloses() throws {
        let storyboard = try barsStoryboard(initial: "T", [
            #"<tabBarController id="T" sceneMemberID="viewController"><connections>\#(relationship("U", "viewControllers", id: "T-R"))</connections></tabBarController>"#,
            #"<tabBarController id="U" sceneMemberID="viewController"><connections>\#(relationship("T", "viewControllers", id: "U-R"))</connections></tabBarController>"#,
        ])
        let reports = Reports()
        let tabs = try #require(try reports.capture { try storyboard.initialViewController() } as? UITabBarController)
        let inner = try #require(tabs.viewControllers?.first as? UITabBarController)
        #expect(inner.viewControllers == nil)
        #expect(reports.messages.map(\.text) == [
            "Bars.storyboard:4: scene 'T' contains itself (T → U → T); it is not instantiated again",
            #"Bars.storyboard:5: <tabBarController id="U"> has no tabs"#,
        ])
    }

    @Test func relationshipsAContainerDoesNotHaveAreReportedAndSkipped() throws {
        let storyboard = try barsStoryboard(initial: "N", [
            #"<navigationController id="N" sceneMemberID="viewController"><connections>\#(relationship("A", "viewControllers", id: "N-R1"))\#(relationship("A", "sideways", id: "N-R2"))\#(relationship("A", "rootViewController", id: "N-R3"))\#(relationship("A", "rootViewController", id: "N-R4"))</connections></navigationController>"#,
            plainScene("A"),
        ])
        let reports = Reports()
        let navigation = try #require(try reports.capture { try storyboard.initialViewController() } as? UINavigationController)
        #expect(navigation.viewControllers.count == 1)
        #expect(reports.messages.map(\.text) == [
            #"Bars.storyboard:4: <segue id="N-R1"> relationship="viewControllers" is not a relationship of <navigationController>; skipped"#,
            #"Bars.storyboard:4: <segue id="N-R2"> relationship="sideways" is not a relationship of <navigationController>; skipped"#,
            #"Bars.storyboard:4: <segue id="N-R4"> is a second 'rootViewController' relationship of <navigationController id="N">; the first is kept"#,
        ])
    }

    @Test func aRelationshipFromAPlainViewControllerIsReportedWhenItsViewLoads() throws {
        let storyboard = try barsStoryboard(initial: "A", [
            plainScene("A", "<connections>\(relationship("B", "rootViewController", id: "A-R"))</connections>"),
            plainScene("B"),
        ])
        let reports = Reports()
        let controller = try storyboard.initialViewController()
        reports.capture { controller.loadViewIfNeeded() }
        #expect(controller.children.isEmpty)
        #expect(reports.messages.map(\.text) == [
            #"Bars.storyboard:4: <segue id="A-R"> is a relationship of a UIViewController, which has none; skipped"#,
        ])
    }

    /// UIKit decodes a split view's style from the archive; Trellis's coder
    /// carries none, so a subclass made with init(coder:) is classic (its
    /// master and detail fill `viewControllers`) and this is reported.
    @Test func aColumnStyleSplitViewSubclassIsMadeClassicWithAReport() throws {
        let storyboard = try barsStoryboard(initial: "S", [
            #"<splitViewController allowDoubleColumnStyle="YES" id="S" customClass="CustomSplitViewController" customModule="StoryboardTests" sceneMemberID="viewController"><connections>\#(relationship("A", "masterViewController", id: "S-M"))\#(relationship("B", "detailViewController", id: "S-D"))</connections></splitViewController>"#,
            plainScene("A"), plainScene("B"),
        ])
        let reports = Reports()
        let split = try #require(try reports.capture { try storyboard.initialViewController() } as? CustomSplitViewController)
        #expect(split.style == .unspecified && split.viewControllers.count == 2)
        #expect(reports.messages.map(\.text) == [
            #"Bars.storyboard:4: <splitViewController id="S"> is a CustomSplitViewController made with init(coder:), whose style is unspecified; its columns are set as that style's"#,
        ])
    }

    @Test func aSplitViewWhoseColumnStyleFlagIsNotYesOrNoIsClassic() throws {
        let storyboard = try barsStoryboard(initial: "S", [
            #"<splitViewController allowDoubleColumnStyle="maybe" id="S" sceneMemberID="viewController"><connections>\#(relationship("A", "detailViewController", id: "S-R"))</connections></splitViewController>"#,
            plainScene("A"),
        ])
        let reports = Reports()
        let split = try #require(try reports.capture { try storyboard.initialViewController() } as? UISplitViewController)
        #expect(split.style == .unspecified && split.viewControllers.count == 1)
        #expect(reports.messages.map(\.text) == [
            #"Bars.storyboard:4: <splitViewController id="S"> allowDoubleColumnStyle="maybe": not YES or NO; the classic style is used"#,
        ])
    }
}

@Suite struct UntrustedBarItemTests {
    @Test func unknownSystemItemsAndModesAreReportedAndDefaultsKept() throws {
        let item = #"""
        <navigationItem key="navigationItem" title="T" largeTitleDisplayMode="huge" id="A-N"><barButtonItem key="rightBarButtonItem" systemItem="teleport" style="fancy" width="-4" enabled="maybe" id="A-B"/><segmentedControl key="nope" id="A-X"/></navigationItem><tabBarItem key="tabBarItem" systemItem="bogus" title="Tab" tag="x" id="A-T"/>
        """#
        let storyboard = try barsStoryboard(initial: "A", [plainScene("A", item)])
        let reports = Reports()
        let controller = try reports.capture { try storyboard.initialViewController() }
        #expect(controller.navigationItem.title == "T" && controller.navigationItem.largeTitleDisplayMode == .automatic)
        let button = try #require(controller.navigationItem.rightBarButtonItem)
        #expect(button.systemItem == nil && button.style == .plain && button.width == 0 && button.isEnabled)
        #expect(controller.tabBarItem.title == "Tab" && controller.tabBarItem.systemItem == nil && controller.tabBarItem.tag == 0)
        #expect(reports.messages.map(\.text) == [
            #"Bars.storyboard:4: <navigationItem id="A-N"> largeTitleDisplayMode="huge": not a known value; the default is kept"#,
            #"Bars.storyboard:4: <barButtonItem id="A-B"> systemItem="teleport": not a known value; a plain item stands in"#,
            #"Bars.storyboard:4: <barButtonItem id="A-B"> style="fancy": not a known value; the default is kept"#,
            #"Bars.storyboard:4: <barButtonItem id="A-B"> width="-4": negative; the default is kept"#,
            #"Bars.storyboard:4: <barButtonItem id="A-B"> enabled="maybe": not YES or NO; the default is kept"#,
            #"Bars.storyboard:4: <segmentedControl id="A-X"> in a navigation item is not read by this loader; skipped"#,
            #"Bars.storyboard:4: <tabBarItem id="A-T"> tag="x": not a whole number; the default is kept"#,
            #"Bars.storyboard:4: <tabBarItem id="A-T"> systemItem="bogus": not a known value; a plain item stands in"#,
        ])
    }

    /// Xcode writes an SF Symbol on the item itself (`<tabBarItem key="tabBarItem"
    /// title="Item" image="pencil.circle" catalog="system" …/>`, in
    /// mattneub/Programming-iOS-Book-Examples' storyboards). Trellis draws
    /// the symbols it has an icon for; one it has none for is reported as
    /// such, not as a missing file.
    @Test func aTabBarItemsSystemSymbolIsDrawnOrReportedAsUnavailable() throws {
        let storyboard = try barsStoryboard(initial: "A", [
            plainScene("A", #"<tabBarItem key="tabBarItem" title="Item" image="pencil.circle" catalog="system" id="A-T"/>"#),
            #"<viewController storyboardIdentifier="B" id="B" sceneMemberID="viewController"><tabBarItem key="tabBarItem" title="Item" image="figure.badminton" catalog="system" id="B-T"/></viewController>"#,
        ])
        let reports = Reports()
        let drawn = try reports.capture { try storyboard.initialViewController() }
        #expect(drawn.tabBarItem.image?.isSymbolImage == true)
        #expect(reports.messages.isEmpty)
        let unknown = try reports.capture { try storyboard.viewController(withIdentifier: "B") }
        #expect(unknown.tabBarItem.title == "Item" && unknown.tabBarItem.image == nil)
        #expect(reports.messages.map(\.text) == [
            #"Bars.storyboard:5: system symbol 'figure.badminton' of <tabBarItem id="B-T"> has no image in Trellis's symbol set; no image is set"#,
        ])
    }

    @Test func aBarButtonItemsActionOnATargetWithoutActionsIsReported() throws {
        let item = #"""
        <navigationItem key="navigationItem" id="A-N"><barButtonItem key="leftBarButtonItem" title="Go" id="A-B"><connections><action selector="go:" destination="A" id="A-C"/></connections></barButtonItem></navigationItem>
        """#
        let storyboard = try barsStoryboard(initial: "A", [plainScene("A", item)])
        let reports = Reports()
        let controller = try reports.capture { try storyboard.initialViewController() }
        let button = try #require(controller.navigationItem.leftBarButtonItem)
        #expect(button.primaryAction == nil && !button.simulateTap())
        #expect(reports.messages.map(\.text) == [
            "Bars.storyboard:4: UIViewController has no action 'go:' in storyboardActions; the connection was skipped",
        ])
    }

    @Test func aBarButtonItemsSegueToAMissingSceneFailsTheSceneWithItsReference() throws {
        let item = #"""
        <navigationItem key="navigationItem" id="A-N"><barButtonItem key="leftBarButtonItem" title="Go" id="A-B"><connections><segue destination="Gone" kind="show" id="A-S"/></connections></barButtonItem></navigationItem>
        """#
        let storyboard = try barsStoryboard(initial: "A", [plainScene("A", item)])
        #expect(throws: StoryboardError.unknownReference(file: "Bars.storyboard", line: 4, elementID: "A-S", referencedID: "Gone")) {
            try storyboard.initialViewController()
        }
    }
}
