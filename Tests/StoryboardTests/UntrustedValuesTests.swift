import Foundation
import Testing
import Trellis
@testable import Storyboard

/// A xib whose root (320×480) holds one box pinned at (10, 20), 100×50, by
/// four constraints; `extra` goes on line 14, `box` replaces the box's
/// element on line 7 and `rootExtra` goes inside the root view on line 5.
func boxNib(extra: String = "", box: String = #"<view translatesAutoresizingMaskIntoConstraints="NO" id="box"/>"#,
            rootExtra: String = "") -> Data {
    let lines = [
        #"<?xml version="1.0" encoding="UTF-8"?>"#,
        #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES">"#,
        "<objects>",
        #"<view contentMode="scaleToFill" id="root">"#,
        #"<rect key="frame" x="0.0" y="0.0" width="320" height="480"/>"# + rootExtra,
        "<subviews>",
        box,
        "</subviews>",
        "<constraints>",
        #"<constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="box-top"/>"#,
        #"<constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="box-leading"/>"#,
        #"<constraint firstItem="box" firstAttribute="width" constant="100" id="box-width"/>"#,
        #"<constraint firstItem="box" firstAttribute="height" constant="50" id="box-height"/>"#,
        extra,
        "</constraints>",
        "</view>",
        "</objects>",
        "</document>",
    ]
    return Data(lines.joined(separator: "\n").utf8)
}

/// Loads `data` as a xib, lays its first view out, and returns it with what was reported.
func loadAndLayOut(_ data: Data) throws -> (root: UIView, reports: [String]) {
    let reports = Reports()
    let root = try reports.capture {
        try #require(try UINib(data: data, bundle: nil).instantiateObjects(withOwner: nil).first as? UIView)
    }
    root.layoutIfNeeded()
    return (root, reports.messages.map(\.text))
}

/// Every frame in the hierarchy, to check none is infinite or NaN.
func allFrames(_ view: UIView) -> [CGRect] { [view.frame] + view.subviews.flatMap(allFrames) }

func isFinite(_ rect: CGRect) -> Bool {
    [rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite)
}

let boxFrame = CGRect(x: 10, y: 20, width: 100, height: 50)

@Suite struct ConstraintValueTests {
    @Test(arguments: [
        (#"multiplier="1e308""#, #"multiplier="1e308": 1e+308 is beyond ±1e6, the range of multipliers layout accepts"#),
        (#"multiplier="-1e7""#, #"multiplier="-1e7": -10000000.0 is beyond ±1e6, the range of multipliers layout accepts"#),
        (#"multiplier="1e300:1e-300""#, #"multiplier="1e300:1e-300": inf is not finite"#),
        (#"multiplier="1:0""#, #"multiplier="1:0": not a number or a ratio of two numbers with a nonzero divisor"#),
        (#"multiplier="16:""#, #"multiplier="16:": not a number or a ratio of two numbers with a nonzero divisor"#),
        (#"constant="-1e308""#, #"constant="-1e308": -1e+308 is beyond ±1e9 points, the range layout accepts"#),
        (#"constant="1e999""#, #"constant="1e999": inf is not finite"#),
        (#"constant="nan""#, #"constant="nan": NaN is not a number of points"#),
    ])
    func anExtremeNumberSkipsTheConstraintWithFileLineAndIDAndTheRestLaysOut(attribute: String, problem: String) throws {
        let (root, reports) = try loadAndLayOut(boxNib(extra:
            #"<constraint firstItem="box" firstAttribute="height" secondItem="root" secondAttribute="height" "# + attribute + #" id="bad-1"/>"#))
        #expect(reports == [#"(data).xib:14: <constraint id="bad-1"> "# + problem + "; the constraint is skipped"])
        #expect(root.subviews[0].frame == boxFrame)
        #expect(root.constraints.count + root.subviews[0].constraints.count == 4)
    }

    @Test func aMultiplierWrittenAsARatioIsDivided() throws {
        let (root, reports) = try loadAndLayOut(boxNib(extra:
            #"<constraint firstItem="box" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" multiplier="1:4" priority="999" id="ratio"/>"#))
        #expect(reports.isEmpty)
        #expect(root.constraints.first { $0.firstAttribute == .centerX }?.multiplier == 0.25)
    }

    // Xcode's constraint inspector takes priorities 1...1000 only, and UIKit
    // raises for a priority outside that range ("Priority must be between 1
    // and 1000", NSLayoutConstraint.priority in Apple's documentation).
    @Test(arguments: [
        (#"priority="0""#, #"priority="0": not a priority in 1...1000"#),
        (#"priority="1001""#, #"priority="1001": not a priority in 1...1000"#),
        (#"priority="nan""#, #"priority="nan": not a priority in 1...1000"#),
        (#"priority="high""#, #"priority="high": not a number"#),
    ])
    func aPriorityOutsideOneToAThousandSkipsTheConstraint(attribute: String, problem: String) throws {
        let (root, reports) = try loadAndLayOut(boxNib(extra:
            #"<constraint firstItem="box" firstAttribute="width" constant="300" "# + attribute + #" id="bad-2"/>"#))
        #expect(reports == [#"(data).xib:14: <constraint id="bad-2"> "# + problem + "; the constraint is skipped"])
        #expect(root.subviews[0].frame == boxFrame)
    }

    // Each of these used to be taken silently as 0, `==` or no constraint
    // with "the default is kept"; Xcode refuses to open such a file.
    @Test(arguments: [
        (#"firstItem="box" firstAttribute="width" constant="abc""#, #"constant="abc": not a number"#),
        (#"firstItem="box" firstAttribute="width" relation="bogus" constant="9""#, #"relation="bogus": not a known value"#),
        (#"firstItem="box" firstAttribute="nonsense" constant="9""#, #"firstAttribute="nonsense": not a layout attribute"#),
        (#"firstItem="box" constant="9""#, #"firstAttribute="": missing"#),
        (#"firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="nonsense""#, #"secondAttribute="nonsense": not a known value"#),
        (#"firstItem="box" firstAttribute="top" secondItem="root""#, #"secondAttribute="": missing"#),
        (#"firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" symbolic="maybe""#, #"symbolic="maybe": not YES or NO"#),
    ])
    func aValueThatDoesNotParseSkipsTheConstraint(attributes: String, problem: String) throws {
        let (root, reports) = try loadAndLayOut(boxNib(extra: "<constraint " + attributes + #" id="bad-3"/>"#))
        #expect(reports == [#"(data).xib:14: <constraint id="bad-3"> "# + problem + "; the constraint is skipped"])
        #expect(root.subviews[0].frame == boxFrame)
        #expect(root.constraints.count + root.subviews[0].constraints.count == 4)
    }

    @Test func anInvalidPairingOfAttributesIsSkippedWithFileLineAndID() throws {
        let (root, reports) = try loadAndLayOut(boxNib(extra:
            #"<constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="width" id="bad-4"/>"#))
        #expect(reports == [#"(data).xib:14: <constraint id="bad-4"> cannot be activated: it pairs top with width, which is an invalid pairing of layout attributes; the constraint is skipped"#])
        #expect(root.subviews[0].frame == boxFrame)
    }

    @Test func aConstraintWhoseItemIsAnotherConstraintIsSkipped() throws {
        let (root, reports) = try loadAndLayOut(boxNib(extra:
            #"<constraint firstItem="box-top" firstAttribute="width" constant="5" id="bad-5"/>"#))
        #expect(reports.count == 1)
        #expect(reports.first?.hasPrefix(#"(data).xib:14: <constraint id="bad-5"> cannot be activated: its first item <NSLayoutConstraint"#) == true)
        #expect(root.subviews[0].frame == boxFrame)
    }
}

@Suite struct ViewValueTests {
    @Test(arguments: [
        ("width", "1e308", "1e+308 is beyond ±1e9 points, the range layout accepts"),
        ("x", "nan", "NaN is not a number of points"),
        ("height", "-inf", "-inf is not finite"),
        ("y", "ten", "not a number"),
    ])
    func anUnusableFrameIsNotSetAndNoFrameIsEverNaN(side: String, value: String, problem: String) throws {
        let rect = ["x", "y", "width", "height"].map { " \($0)=\"\($0 == side ? value : "1")\"" }.joined()
        let box = #"<view translatesAutoresizingMaskIntoConstraints="NO" id="box"><rect key="frame""# + rect + "/></view>"
        let (root, reports) = try loadAndLayOut(boxNib(box: box))
        #expect(reports == ["(data).xib:7: <rect key=\"frame\"> of <view id=\"box\"> \(side)=\"\(value)\": \(problem); the frame is not set"])
        #expect(root.subviews[0].frame == boxFrame)
        #expect(allFrames(root).allSatisfy(isFinite))
    }

    @Test(arguments: [
        (#"pointSize="0""#, #"pointSize="0": not a font size above 0 and at most 1000 points"#),
        (#"pointSize="-3""#, #"pointSize="-3": not a font size above 0 and at most 1000 points"#),
        (#"pointSize="nan""#, #"pointSize="nan": not a font size above 0 and at most 1000 points"#),
        (#"pointSize="1e9""#, #"pointSize="1e9": not a font size above 0 and at most 1000 points"#),
    ])
    func anUnusableFontSizeIsReportedAndTheLabelSizeStandsIn(attribute: String, problem: String) throws {
        let label = #"<label text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="box"><fontDescription key="fontDescription" type="system" "#
            + attribute + "/></label>"
        let (root, reports) = try loadAndLayOut(boxNib(box: label))
        #expect(reports == [#"(data).xib:7: <fontDescription key="fontDescription"> "# + problem + "; the size 17 stands in"])
        #expect((root.subviews[0] as? UILabel)?.font.pointSize == 17)
        #expect(root.subviews[0].frame == boxFrame)
    }

    @Test func anUnknownTextStyleIsReportedAndTheSystemFontStandsIn() throws {
        let label = #"<label text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="box"><fontDescription key="fontDescription" style="UICTFontTextStyleShouting"/></label>"#
        let (root, reports) = try loadAndLayOut(boxNib(box: label))
        #expect(reports == [#"(data).xib:7: <fontDescription key="fontDescription"> style="UICTFontTextStyleShouting": not a text style; the system font of size 17 stands in"#])
        #expect((root.subviews[0] as? UILabel)?.font == UIFont.systemFont(ofSize: 17))
    }

    @Test func anExtremeStackSpacingIsReportedAndTheDefaultKept() throws {
        let stack = #"<stackView translatesAutoresizingMaskIntoConstraints="NO" spacing="1e308" id="box"/>"#
        let (root, reports) = try loadAndLayOut(boxNib(box: stack))
        #expect(reports == [#"(data).xib:7: <stackView id="box"> spacing="1e308": 1e+308 is beyond ±1e9 points, the range layout accepts; the default is kept"#])
        #expect((root.subviews[0] as? UIStackView)?.spacing == 0)
    }

    @Test func aMarginThatIsNotANumberLeavesTheMarginsAlone() throws {
        let (root, reports) = try loadAndLayOut(boxNib(rootExtra: #"<edgeInsets key="layoutMargins" top="4" left="nan" bottom="4" right="4"/>"#))
        #expect(reports == [#"(data).xib:5: <edgeInsets key="layoutMargins"> of <view id="root"> left="nan": NaN is not a number of points; the layoutMargins are not set"#])
        #expect(root.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    }

    @Test func anExtremeDirectionalMarginLeavesTheMarginsAlone() throws {
        let (root, reports) = try loadAndLayOut(boxNib(rootExtra:
            #"<directionalEdgeInsets key="directionalLayoutMargins" top="4" leading="4" bottom="1e12" trailing="4"/>"#))
        #expect(reports.count == 1 && reports[0].contains(#"bottom="1e12": 1000000000000.0 is beyond ±1e9 points"#))
        #expect(root.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    }

    @Test func aHuggingPriorityOutsideOneToAThousandKeepsTheDefault() throws {
        let label = #"<label text="Hi" horizontalHuggingPriority="1001" translatesAutoresizingMaskIntoConstraints="NO" id="box"/>"#
        let (root, reports) = try loadAndLayOut(boxNib(box: label))
        #expect(reports == [#"(data).xib:7: <label id="box"> horizontalHuggingPriority="1001": not a priority in 1...1000; the default is kept"#])
        #expect(root.subviews[0].contentHuggingPriority(for: .horizontal) == UILabel().contentHuggingPriority(for: .horizontal))
    }

    @Test func aColorComponentThatIsNotANumberSetsNoColor() throws {
        let box = #"<view translatesAutoresizingMaskIntoConstraints="NO" id="box"><color key="backgroundColor" red="nan" green="0" blue="0" alpha="1"/></view>"#
        let (root, reports) = try loadAndLayOut(boxNib(box: box))
        #expect(reports == [#"(data).xib:7: <color key="backgroundColor"> red="nan": not a finite number; no color is set"#])
        #expect(root.subviews[0].backgroundColor == nil)
    }

    @Test func aColorComponentBeyondOneIsClampedByTheColor() throws {
        let box = #"<view translatesAutoresizingMaskIntoConstraints="NO" id="box"><color key="backgroundColor" red="1e300" green="-2" blue="0.5" alpha="1"/></view>"#
        let (root, reports) = try loadAndLayOut(boxNib(box: box))
        #expect(reports.isEmpty)
        #expect(components(root.subviews[0].backgroundColor) == [1, 0, 0.5, 1])
    }

    @Test func aFlagThatIsNeitherYesNorNoIsReportedAndTheDefaultKept() throws {
        let box = #"<view hidden="maybe" translatesAutoresizingMaskIntoConstraints="NO" id="box"/>"#
        let (root, reports) = try loadAndLayOut(boxNib(box: box))
        #expect(reports == [#"(data).xib:7: <view id="box"> hidden="maybe": not YES or NO; the default is kept"#])
        #expect(!root.subviews[0].isHidden)
    }

    @Test func aNumberOfLinesThatIsNotAWholeNumberKeepsTheDefault() throws {
        let label = #"<label text="Hi" numberOfLines="two" translatesAutoresizingMaskIntoConstraints="NO" id="box"/>"#
        let (root, reports) = try loadAndLayOut(boxNib(box: label))
        #expect(reports == [#"(data).xib:7: <label id="box"> numberOfLines="two": not a whole number; the default is kept"#])
        #expect((root.subviews[0] as? UILabel)?.numberOfLines == 1)
    }

    @Test func aRuntimeTagTooLargeForAnIntIsReportedInsteadOfTrapping() throws {
        let box = #"<view translatesAutoresizingMaskIntoConstraints="NO" id="box"><userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="number" keyPath="tag"><real key="value" value="1e300"/></userDefinedRuntimeAttribute></userDefinedRuntimeAttributes></view>"#
        let (root, reports) = try loadAndLayOut(boxNib(box: box))
        #expect(reports == [#"(data).xib:7: <real key="value"> of <userDefinedRuntimeAttribute> value="1e300": not a whole number; the attribute is skipped"#])
        #expect(root.subviews[0].tag == 0)
    }

    @Test func aRuntimeCornerRadiusBeyondTheLimitIsSkipped() throws {
        let box = #"<view translatesAutoresizingMaskIntoConstraints="NO" id="box"><userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius"><real key="value" value="-1e308"/></userDefinedRuntimeAttribute></userDefinedRuntimeAttributes></view>"#
        let (root, reports) = try loadAndLayOut(boxNib(box: box))
        #expect(reports.count == 1 && reports[0].contains(#"value="-1e308": -1e+308 is beyond ±1e9 points"#))
        #expect(root.subviews[0].layer.cornerRadius == 0)
    }

    @Test(arguments: [("rowHeight", "-5", "negative"), ("estimatedRowHeight", "1e12", "1000000000000.0 is beyond ±1e9 points, the range layout accepts"),
                      ("sectionHeaderHeight", "inf", "inf is not finite")])
    func anUnusableRowHeightKeepsTheDefault(attribute: String, value: String, problem: String) throws {
        let table = #"<tableView translatesAutoresizingMaskIntoConstraints="NO" style="plain" "# + attribute + "=\"\(value)\"" + #" id="box"/>"#
        let (root, reports) = try loadAndLayOut(boxNib(box: table))
        #expect(reports == ["(data).xib:7: <tableView id=\"box\"> \(attribute)=\"\(value)\": \(problem); the default is kept"])
        let fresh = UITableView(frame: .zero, style: .plain)
        let loaded = try #require(root.subviews[0] as? UITableView)
        #expect(loaded.rowHeight == fresh.rowHeight && loaded.estimatedRowHeight == fresh.estimatedRowHeight
            && loaded.sectionHeaderHeight == fresh.sectionHeaderHeight)
    }

    @Test func minusOneRowHeightIsAutomaticDimension() throws {
        let table = #"<tableView translatesAutoresizingMaskIntoConstraints="NO" style="plain" rowHeight="-1" estimatedRowHeight="-1" id="box"/>"#
        let (root, reports) = try loadAndLayOut(boxNib(box: table))
        #expect(reports.isEmpty)
        #expect((root.subviews[0] as? UITableView)?.rowHeight == UITableView.automaticDimension)
    }

    @Test func anUnknownButtonTypeIsReportedAndACustomButtonStandsIn() throws {
        let button = #"<button buttonType="rocket" translatesAutoresizingMaskIntoConstraints="NO" id="box"/>"#
        let (root, reports) = try loadAndLayOut(boxNib(box: button))
        #expect(reports == [#"(data).xib:7: <button id="box"> buttonType="rocket": not a known value; the default is kept"#])
        #expect((root.subviews[0] as? UIButton)?.buttonType == .custom)
    }
}

/// A constraint that ties an attribute to itself. UIKit keeps
/// `view.centerX == view.centerX` as an always-true constraint, and logs
/// `view.centerX == view.centerX + 10` as "Unable to simultaneously satisfy
/// constraints", breaking it and laying out the rest (issue 16 states
/// both). These need the solver to remove a constraint whose terms cancel.
@Suite struct SelfReferenceTests {
    @Test func aConstraintTyingCenterXToItselfLaysOutAndCanBeDeactivated() throws {
        let (root, reports) = try loadAndLayOut(boxNib(extra:
            #"<constraint firstItem="box" firstAttribute="centerX" secondItem="box" secondAttribute="centerX" id="same"/>"#))
        #expect(reports.isEmpty)
        let tautology = try #require(root.subviews[0].constraints.first { $0.firstAttribute == .centerX })
        #expect(root.subviews[0].frame == boxFrame)
        tautology.isActive = false
        root.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(!tautology.isActive)
        #expect(root.subviews[0].frame == boxFrame)
    }

    @Test func anImpossibleSelfConstraintIsAConflictAndTheRestLaysOut() throws {
        let layoutReports = LockedMessages()
        let (root, reports) = try LayoutDiagnostics.$handler.withValue({ layoutReports.append($0.kind) }) {
            try loadAndLayOut(boxNib(extra:
                #"<constraint firstItem="box" firstAttribute="centerX" secondItem="box" secondAttribute="centerX" constant="10" id="never"/>"#))
        }
        #expect(reports.isEmpty)
        #expect(layoutReports.kinds == [.unsatisfiableConstraints])
        #expect(root.subviews[0].frame == boxFrame)
        let impossible = try #require(root.subviews[0].constraints.first { $0.firstAttribute == .centerX })
        impossible.isActive = false
        root.layoutIfNeeded()
        #expect(root.subviews[0].frame == boxFrame)
    }
}

final class LockedMessages: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [LayoutDiagnostics.Message.Kind] = []
    var kinds: [LayoutDiagnostics.Message.Kind] { lock.lock(); defer { lock.unlock() }; return stored }
    func append(_ kind: LayoutDiagnostics.Message.Kind) { lock.lock(); stored.append(kind); lock.unlock() }
}
