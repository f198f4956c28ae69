import Foundation
import Testing
import Trellis
@testable import Storyboard

/// A storyboard of `scenes`, each a view controller with id `id` whose view
/// holds a container view per id in `embeds`; the first scene is initial.
func storyboardData(_ scenes: [(id: String, embeds: [String])], rootOf navigation: String? = nil) -> Data {
    var xml = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
    xml += #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="\#(navigation.map { _ in "Nav" } ?? scenes[0].id)">"# + "\n<scenes>\n"
    if let navigation {
        xml += #"<scene sceneID="Nav-S"><objects><navigationController id="Nav" sceneMemberID="viewController"><connections><segue destination="\#(navigation)" kind="relationship" relationship="rootViewController" id="Nav-R"/></connections></navigationController></objects></scene>"# + "\n"
    }
    for scene in scenes {
        xml += #"<scene sceneID="\#(scene.id)-S"><objects><viewController id="\#(scene.id)" sceneMemberID="viewController">"#
        xml += #"<view key="view" contentMode="scaleToFill" id="\#(scene.id)-V"><rect key="frame" x="0" y="0" width="320" height="480"/><subviews>"#
        for (index, destination) in scene.embeds.enumerated() {
            xml += #"<containerView id="\#(scene.id)-C\#(index)"><rect key="frame" x="0" y="0" width="100" height="100"/>"#
            xml += #"<connections><segue destination="\#(destination)" kind="embed" id="\#(scene.id)-E\#(index)"/></connections></containerView>"#
        }
        xml += "</subviews></view></viewController></objects></scene>\n"
    }
    xml += "</scenes>\n</document>\n"
    return Data(xml.utf8)
}

func storyboard(_ data: Data) throws -> UIStoryboard {
    UIStoryboard(name: "Loop", document: try IBDocument(data: data, fileName: "Loop.storyboard"))
}

/// Every controller in the containment tree under `controller`, itself included.
func controllerCount(_ controller: UIViewController) -> Int {
    1 + controller.children.map(controllerCount).reduce(0, +)
}

@Suite struct SceneCycleTests {
    @Test func aSceneThatEmbedsItselfIsReportedAndItsViewStillLoads() throws {
        let reports = Reports()
        let controller = try reports.capture {
            let controller = try storyboard(storyboardData([("A", ["A"])])).initialViewController()
            _ = controller.view
            return controller
        }
        #expect(controller.children.isEmpty)
        #expect(controller.view.subviews.count == 1)
        #expect(reports.messages.map(\.text) == ["Loop.storyboard:4: scene 'A' contains itself (A → A); it is not instantiated again"])
    }

    @Test func twoScenesThatEmbedEachOtherStopWhereTheCycleCloses() throws {
        let reports = Reports()
        let controller = try reports.capture {
            let controller = try storyboard(storyboardData([("A", ["B"]), ("B", ["A"])])).initialViewController()
            _ = controller.view
            return controller
        }
        #expect(controller.children.count == 1)
        #expect(controller.children.first?.children.isEmpty == true)
        #expect(reports.messages.map(\.text) == ["Loop.storyboard:4: scene 'A' contains itself (A → B → A); it is not instantiated again"])
    }

    @Test func aNavigationControllerWhoseRootIsItselfIsReportedAndMadeWithAnEmptyStack() throws {
        let reports = Reports()
        let made = try reports.capture { try storyboard(storyboardData([("A", [])], rootOf: "Nav")).initialViewController() }
        let navigation = try #require(made as? UINavigationController)
        #expect(navigation.viewControllers.isEmpty)
        #expect(reports.messages.map(\.text) == [
            "Loop.storyboard:4: scene 'Nav' contains itself (Nav → Nav); it is not instantiated again",
            #"Loop.storyboard:4: <navigationController id="Nav"> has no root view controller; its stack is empty"#,
        ])
    }

    @Test func embedSeguesThatDoubleAtEachLevelStopAtAThousandControllers() throws {
        // Eleven scenes, each embedding the next twice, ask for 2^11 - 1 = 2,047 controllers.
        let scenes = (0..<11).map { level in (id: "L\(level)", embeds: level < 10 ? ["L\(level + 1)", "L\(level + 1)"] : []) }
        let reports = Reports()
        let controller = try reports.capture {
            let controller = try storyboard(storyboardData(scenes)).initialViewController()
            _ = controller.view
            return controller
        }
        #expect(controllerCount(controller) == SceneBudget.limit)
        #expect(reports.messages.first?.text.hasSuffix("would be view controller 1001 of one instantiation, beyond the 1000 that embed and relationship segues may make; it is not instantiated") == true)
    }
}

@Suite struct DeepHierarchyTests {
    @Test func theDeepestNestingTheLoaderReadsLaysOut() throws {
        // <document><objects><view> and then <subviews><view> per level: 3 + 2 × 126 = 255 elements deep.
        let levels = 126
        var xml = #"<?xml version="1.0" encoding="UTF-8"?><document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><objects>"#
        xml += #"<view id="v0"><rect key="frame" x="0" y="0" width="400" height="400"/>"#
        for level in 1...levels { xml += #"<subviews><view id="v\#(level)"><rect key="frame" x="1" y="1" width="\#(400 - 2 * level)" height="\#(400 - 2 * level)"/>"# }
        xml += String(repeating: "</view></subviews>", count: levels) + "</view></objects></document>"
        let root = try #require(try UINib(data: Data(xml.utf8), bundle: nil).instantiateObjects(withOwner: nil).first as? UIView)
        root.layoutIfNeeded()
        var innermost = root
        while let next = innermost.subviews.first { innermost = next }
        #expect(innermost.frame == CGRect(x: 1, y: 1, width: 148, height: 148))
        #expect(innermost.convert(innermost.bounds, to: root) == CGRect(x: 126, y: 126, width: 148, height: 148))
    }
}

@Suite struct SceneValueTests {
    /// Restoration identifiers as Xcode writes them: `restorationIdentifier`
    /// on a view or a controller, or `useStoryboardIdentifierAsRestorationIdentifier`
    /// ("Use Storyboard ID") on a controller with a storyboard ID.
    @Test func restorationIdentifiersAreRead() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="A">
        <scenes>
        <scene sceneID="A-S"><objects><viewController storyboardIdentifier="Main" useStoryboardIdentifierAsRestorationIdentifier="YES" id="A" sceneMemberID="viewController">
        <view key="view" restorationIdentifier="root" id="A-V"/></viewController></objects></scene>
        <scene sceneID="B-S"><objects><viewController storyboardIdentifier="Other" restorationIdentifier="settings" id="B" sceneMemberID="viewController">
        <view key="view" id="B-V"/></viewController></objects></scene>
        </scenes>
        </document>
        """
        let board = try storyboard(Data(xml.utf8))
        let main = try #require(board.instantiateInitialViewController())
        #expect(main.restorationIdentifier == "Main")
        #expect(main.view.restorationIdentifier == "root")
        let other = board.instantiateViewController(withIdentifier: "Other")
        #expect(other.restorationIdentifier == "settings")
        #expect(other.view.restorationIdentifier == nil)
        #expect(UIViewController().restorationIdentifier == nil && UIView().restorationIdentifier == nil)
    }

    @Test func aSegueWithAnUnknownPresentationStyleIsReportedAndStillPresents() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="A">
        <scenes>
        <scene sceneID="A-S"><objects><viewController id="A" sceneMemberID="viewController"><view key="view" id="A-V"/>
        <connections><segue destination="B" kind="presentation" identifier="next" modalPresentationStyle="sideways" id="A-B"/></connections>
        </viewController></objects></scene>
        <scene sceneID="B-S"><objects><viewController id="B" sceneMemberID="viewController"><view key="view" id="B-V"/></viewController></objects></scene>
        </scenes>
        </document>
        """
        let reports = Reports()
        let source = try storyboard(Data(xml.utf8)).initialViewController()
        let window = UIWindow(device: .iPhone15)
        reports.capture {
            window.rootViewController = source
            window.makeKeyAndVisible()
            source.performSegue(withIdentifier: "next", sender: nil)
        }
        let destination = try #require(source.presentedViewController)
        #expect(destination.modalPresentationStyle == UIViewController().modalPresentationStyle)
        #expect(reports.messages.map(\.text) == [#"Loop.storyboard:5: <segue id="A-B"> modalPresentationStyle="sideways": not a known value; the destination's own style is kept"#])
    }

    @Test func aLegacyLayoutGuideOfUnknownTypeIsReportedAndConstraintsToItSkipped() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="A">
        <scenes><scene sceneID="A-S"><objects><viewController id="A" sceneMemberID="viewController">
        <layoutGuides><viewControllerLayoutGuide type="middle" id="A-G"/></layoutGuides>
        <view key="view" id="A-V"><rect key="frame" x="0" y="0" width="320" height="480"/>
        <constraints><constraint firstItem="A-G" firstAttribute="bottom" secondItem="A-V" secondAttribute="top" id="A-K"/></constraints>
        </view></viewController></objects></scene></scenes>
        </document>
        """
        let reports = Reports()
        let controller = try storyboard(Data(xml.utf8)).initialViewController()
        reports.capture { _ = controller.view }
        #expect(controller.view.constraints.isEmpty)
        #expect(reports.messages.map(\.text) == [
            #"Loop.storyboard:4: <viewControllerLayoutGuide id="A-G"> type="middle": not a known value; constraints to it are skipped"#,
            #"Loop.storyboard:6: <constraint id="A-K"> refers to 'A-G', which is not part of this scene; skipped"#,
        ])
    }
}

@Suite struct ConnectionValueTests {
    @Test(arguments: [
        (#"<outlet destination="box" id="O-1"/>"#, #"<outlet id="O-1"> has no property"#),
        (#"<outletCollection property="rows" id="O-2"/>"#, #"<outletCollection id="O-2"> has no destination"#),
        (#"<action destination="box" eventType="touchUpInside" id="O-3"/>"#, #"<action id="O-3"> has no selector"#),
        (#"<segue kind="embed" id="O-4"/>"#, #"<segue id="O-4"> has no destination"#),
    ])
    func aConnectionMissingWhatItConnectsIsReportedAndSkipped(connection: String, problem: String) throws {
        let (root, reports) = try loadAndLayOut(boxNib(rootExtra: "<connections>" + connection + "</connections>"))
        #expect(reports == ["(data).xib:5: " + problem + "; the connection is skipped"])
        #expect(root.subviews[0].frame == boxFrame)
    }
}
