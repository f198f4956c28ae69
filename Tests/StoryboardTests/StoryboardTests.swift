import Foundation
import Testing
import Trellis
@testable import Storyboard

/// A controller the storyboard names by customClass, with outlets declared the Trellis way.
final class DayViewController: UIViewController, StoryboardInstantiable {
    @Outlet({ $0.numberOfLines = 3 }) var dayLabel: UILabel!
    @Outlet var cityField: UITextField!
    @Outlet var topConstraint: NSLayoutConstraint!
    @OutletCollection({ $0.textAlignment = .right }) var labels: [UILabel]
    var viewDidLoadCount = 0
    var dayTextAtLoad: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        viewDidLoadCount += 1
        dayTextAtLoad = dayLabel?.text
    }
}

/// The File's Owner of Card.xib.
final class CardOwner: StoryboardActionTarget {
    @Outlet var titleLabel: UILabel!
    @OutletCollection var rows: [UILabel]
    var refreshes: [String] = []
    var storyboardActions: [String: (AnyObject) -> Void] {
        ["refresh:": { [weak self] sender in self?.refreshes.append((sender as? UIButton)?.currentTitle ?? "?") }]
    }
}

/// Collects what the loader reports, for one test's scope.
final class Reports: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [StoryboardDiagnostics.Message] = []
    var messages: [StoryboardDiagnostics.Message] { lock.lock(); defer { lock.unlock() }; return stored }
    func append(_ message: StoryboardDiagnostics.Message) { lock.lock(); stored.append(message); lock.unlock() }

    func capture<T>(_ body: () throws -> T) rethrows -> T {
        try StoryboardDiagnostics.$handler.withValue({ [self] in append($0) }, operation: body)
    }
}

func components(_ color: UIColor?) -> [Double] {
    var r: CGFloat = -1, g: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
    _ = color?.getRed(&r, green: &g, blue: &b, alpha: &a)
    return [r, g, b, a].map { ($0 * 1000).rounded() / 1000 }
}

@Suite struct StoryboardTests {
    init() { Storyboard.register(DayViewController.self) }

    // MARK: Parsing

    @Test func parsesTheDocumentModel() throws {
        let url = try #require(locateFile("Main", "storyboard", in: .module))
        let document = try IBDocument(contentsOf: url)
        #expect(document.isStoryboard)
        #expect(document.fileName == "Main.storyboard")
        #expect(document.initialViewControllerID == "Day-VC-001")
        #expect(document.viewControllers.map { $0["storyboardIdentifier"] } == ["Day", "Detail"])
        #expect(document.viewControllers.map { $0["customClass"] } == ["DayViewController", "MissingViewController"])
        #expect(document.resourceColors.keys.sorted() == ["Brand", "systemOrangeColor"])
    }

    @Test func multipliersInEveryForm() {
        #expect(IBBuilder.multiplier(nil) == 1)
        #expect(IBBuilder.multiplier("1:1") == 1)
        #expect(IBBuilder.multiplier("16:9") == CGFloat(16.0 / 9.0))
        #expect(IBBuilder.multiplier("1/3") == CGFloat(1.0 / 3.0))
        #expect(IBBuilder.multiplier("0.5") == 0.5)
        #expect(IBBuilder.multiplier("1:0") == nil)
        #expect(IBBuilder.multiplier("abc") == nil)
    }

    @Test func malformedXMLNamesFileAndLine() {
        #expect(throws: StoryboardError.self) { try UINib.load(nibName: "Malformed", bundle: .module) }
        do {
            _ = try UINib.load(nibName: "Malformed", bundle: .module)
        } catch let error as StoryboardError {
            guard case let .malformedXML(file, line, _) = error else { Issue.record("wrong error \(error)"); return }
            #expect(file == "Malformed.xib")
            #expect(line == 5)
        } catch { Issue.record("wrong error \(error)") }
    }
}

// MARK: Nibs

@Suite struct NibTests {
    func loadCard(owner: CardOwner, reports: Reports) throws -> UIView {
        let objects = try reports.capture { try UINib.load(nibName: "Card", bundle: .module).instantiateObjects(withOwner: owner) }
        #expect(objects.count == 1)
        return try #require(objects.first as? UIView)
    }

    @Test func buildsViewsWithTheirProperties() throws {
        let owner = CardOwner(), reports = Reports()
        let card = try loadCard(owner: owner, reports: reports)
        #expect(card.frame == CGRect(x: 0, y: 0, width: 320, height: 200))
        #expect(card.autoresizingMask == [.flexibleRightMargin, .flexibleBottomMargin])
        #expect(card.translatesAutoresizingMaskIntoConstraints)
        #expect(card.backgroundColor == .systemBackground)
        #expect(card.subviews.count == 3)

        let label = try #require(card.subviews[0] as? UILabel)
        #expect(label.text == "Monday")
        #expect(label.textAlignment == .center)
        #expect(label.lineBreakMode == .byTruncatingMiddle)
        #expect(label.numberOfLines == 2)
        #expect(label.font == UIFont.systemFont(ofSize: 20, weight: .semibold))
        #expect(components(label.textColor) == [1, 0.5, 0.25, 1])
        #expect(!label.isUserInteractionEnabled)
        #expect(!label.translatesAutoresizingMaskIntoConstraints)
        #expect(label.contentMode == .left)
        #expect(label.contentHuggingPriority(for: .horizontal) == UILayoutPriority(251))
        #expect(label.contentHuggingPriority(for: .vertical) == UILayoutPriority(251))

        let button = try #require(card.subviews[1] as? UIButton)
        #expect(button.buttonType == .system)
        #expect(button.title(for: .normal) == "Refresh")
        #expect(button.title(for: .highlighted) == "Refreshing")
        #expect(components(button.titleColor(for: .normal)) == [0, 0, 0, 1])
        #expect(button.contentCompressionResistancePriority(for: .horizontal) == UILayoutPriority(749))

        let stack = try #require(card.subviews[2] as? UIStackView)
        #expect(stack.axis == .vertical)
        #expect(stack.alignment == .center)
        #expect(stack.distribution == .fillEqually)
        #expect(stack.spacing == 4)
        #expect(stack.arrangedSubviews.compactMap { ($0 as? UILabel)?.text } == ["High", "Low"])
        let high = try #require(stack.arrangedSubviews[0] as? UILabel)
        let low = try #require(stack.arrangedSubviews[1] as? UILabel)
        #expect(high.font == UIFont.preferredFont(forTextStyle: .body))
        #expect(low.font == UIFont.boldSystemFont(ofSize: 12))
        #expect(low.textColor == .secondaryLabel)
        #expect(low.isHidden)
        #expect(low.alpha == 0.5)
    }

    @Test func constraintsKeepAttributesMultipliersAndPriorities() throws {
        let owner = CardOwner(), reports = Reports()
        let card = try loadCard(owner: owner, reports: reports)
        let label = card.subviews[0], button = card.subviews[1], stack = card.subviews[2]
        let all = card.constraints
        #expect(all.count == 10)
        let trailing = try #require(all.first { $0.identifier == "label-trailing" })
        #expect(trailing.firstItem === card && trailing.firstAttribute == .trailing)
        #expect(trailing.secondItem === label && trailing.secondAttribute == .trailing && trailing.constant == 20)
        let safeLeading = try #require(all.first { $0.firstItem === label && $0.firstAttribute == .leading })
        #expect(safeLeading.secondItem === card.safeAreaLayoutGuide)
        let standard = try #require(all.first { $0.firstItem === button && $0.firstAttribute == .top })
        #expect(standard.constant == 8)
        let quarter = try #require(all.first { $0.firstItem === button && $0.firstAttribute == .width })
        #expect(quarter.multiplier == 0.25)
        let half = try #require(all.first { $0.firstItem === stack && $0.firstAttribute == .width })
        #expect(half.multiplier == 0.5)
        let minimum = try #require(stack.constraints.first { $0.firstItem === stack && $0.firstAttribute == .height && $0.relation != .equal })
        #expect(minimum.firstItem === stack)
        #expect(minimum.relation == .greaterThanOrEqual && minimum.secondItem == nil && minimum.secondAttribute == .notAnAttribute)
        #expect(minimum.constant == 60 && minimum.priority == UILayoutPriority(750))
        #expect(all.allSatisfy { $0.isActive })
    }

    @Test func framesAfterLayout() throws {
        let owner = CardOwner(), reports = Reports()
        let card = try loadCard(owner: owner, reports: reports)
        card.layoutIfNeeded()
        let label = card.subviews[0], button = card.subviews[1], stack = card.subviews[2]
        #expect(label.frame.origin == CGPoint(x: 20, y: 20))
        #expect(label.frame.width == 280)
        #expect(button.frame.minX == 20 && button.frame.width == 80)
        #expect(button.frame.minY == label.frame.maxY + 8)
        #expect(stack.frame.minX == 20 && stack.frame.width == 160)
        #expect(stack.frame.maxY == 180)
        #expect(stack.frame.minY == button.frame.maxY + 16)
    }

    @Test func filesOwnerOutletsAndCollections() throws {
        let owner = CardOwner(), reports = Reports()
        let card = try loadCard(owner: owner, reports: reports)
        #expect(owner.titleLabel === card.subviews[0])
        #expect(owner.rows.map(\.text) == ["High", "Low"])
        let warnings = reports.messages.filter { $0.kind == .unknownOutlet }.map(\.text)
        #expect(warnings == [
            "Card.xib:14: CardOwner has no outlet named 'notDeclared'; the connection was skipped",
            "Card.xib:38: CardOwner has no action 'vanish:' in storyboardActions; the connection was skipped",
        ])
    }

    @Test func actionsRunTheOwnersClosures() throws {
        let owner = CardOwner(), reports = Reports()
        let card = try loadCard(owner: owner, reports: reports)
        let button = try #require(card.subviews[1] as? UIButton)
        button.sendActions(for: .touchUpInside)
        button.sendActions(for: .valueChanged)
        #expect(owner.refreshes == ["Refresh"])
    }

    @Test func uikitNamedEntryPoints() throws {
        let owner = CardOwner(), reports = Reports()
        let objects = reports.capture { UINib(nibName: "Card", bundle: .module).instantiate(withOwner: owner, options: nil) }
        #expect(objects.count == 1 && owner.titleLabel?.text == "Monday")
        let viaBundle = reports.capture { Bundle.module.loadNibNamed("Card", owner: CardOwner(), options: nil) }
        #expect(viaBundle?.count == 1)
        let missing = reports.capture { UINib(nibName: "Nowhere", bundle: .module).instantiate(withOwner: nil) }
        #expect(missing.isEmpty)
        #expect(reports.messages.filter { $0.kind == .loadFailed }.count == 2)
        #expect(reports.messages.last?.text.hasPrefix("Could not find a nib named 'Nowhere' (Nowhere.xib) in bundle at ") == true)
    }

    @Test func missingNibThrowsNamingTheFile() {
        #expect(throws: StoryboardError.fileNotFound(name: "Nowhere", fileExtension: "xib", bundlePath: Bundle.module.bundlePath)) {
            try UINib.load(nibName: "Nowhere", bundle: .module)
        }
    }

    @Test func unknownConstraintItemNamesFileLineAndIDs() {
        #expect(throws: StoryboardError.unknownReference(file: "BadReference.xib", line: 7, elementID: "Bad-Co-001", referencedID: "Nope-Nope")) {
            try UINib.load(nibName: "BadReference", bundle: .module).instantiateObjects(withOwner: nil)
        }
    }
}

// MARK: Storyboards

@Suite struct UIStoryboardTests {
    init() { Storyboard.register(DayViewController.self) }

    /// The initial controller with its view loaded (the loader reports while the view is built).
    func day(_ reports: Reports) throws -> DayViewController {
        let storyboard = try UIStoryboard.load(name: "Main", bundle: .module)
        let controller = try reports.capture { try storyboard.initialViewController() }
        reports.capture { controller.loadViewIfNeeded() }
        return try #require(controller as? DayViewController)
    }

    @Test func theViewLoadsWhenFirstReadAsInUIKit() throws {
        let storyboard = try UIStoryboard.load(name: "Main", bundle: .module)
        let reports = Reports()
        let controller = try #require(try reports.capture { try storyboard.initialViewController() } as? DayViewController)
        #expect(!controller.isViewLoaded && controller.dayLabel == nil && controller.viewDidLoadCount == 0)
        #expect(controller.storyboard === storyboard)
        #expect(reports.messages.isEmpty)
        _ = reports.capture { controller.view }
        #expect(controller.isViewLoaded && controller.dayLabel != nil && controller.viewDidLoadCount == 1)
        #expect(!reports.messages.isEmpty)
        // Unloading and reading again builds the scene afresh, as UIKit reloads the nib.
        let first = controller.dayLabel
        controller.view = nil
        _ = reports.capture { controller.view }
        #expect(controller.viewDidLoadCount == 2 && controller.dayLabel !== first && controller.dayLabel?.text == "Tuesday")
    }

    @Test func initialViewControllerIsTheRegisteredCustomClass() throws {
        let reports = Reports()
        let controller = try day(reports)
        #expect(controller.isViewLoaded)
        #expect(controller.viewDidLoadCount == 1)
        #expect(controller.dayTextAtLoad == "Tuesday")
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(controller.view.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        #expect(components(controller.view.backgroundColor) == [0.1, 0.2, 0.3, 1])
        #expect(controller.view.tintColor == .systemOrange)
        #expect(Storyboard.make(customClass: "DayViewController", module: nil) is DayViewController)
        #expect(Storyboard.make(customClass: "DayViewController", module: "StoryboardTests") is DayViewController)
    }

    @Test func outletsAndCollectionsConnectAndConfigure() throws {
        let reports = Reports()
        let controller = try day(reports)
        let views = controller.view.subviews
        #expect(controller.dayLabel === views[0])
        #expect(controller.dayLabel.numberOfLines == 3)
        #expect(controller.cityField === views[2])
        #expect(controller.topConstraint.firstItem === views[0] && controller.topConstraint.firstAttribute == .top)
        #expect(controller.topConstraint.secondItem === controller.view.safeAreaLayoutGuide)
        #expect(controller.labels.map(\.text) == ["Tuesday", "18°"])
        #expect(controller.labels.allSatisfy { $0.textAlignment == .right })
        let outletWarnings = reports.messages.filter { $0.kind == .unknownOutlet }.map(\.text)
        #expect(outletWarnings == ["Main.storyboard:74: DayViewController has no outlet named 'ghostLabel'; the connection was skipped"])
    }

    @Test func controlsAndColorsInEveryForm() throws {
        let reports = Reports()
        let controller = try day(reports)
        let views = controller.view.subviews
        let day = try #require(views[0] as? UILabel)
        #expect(day.font.pointSize == 20)
        #expect(components(day.textColor) == [0, 0.478, 1, 1])
        let temperature = try #require(views[1] as? UILabel)
        #expect(temperature.textColor == .darkText)
        #expect(temperature.font == UIFont.systemFont(ofSize: 17))
        let field = try #require(views[2] as? UITextField)
        #expect(field.text == "Paris" && field.placeholder == "City")
        #expect(field.borderStyle == .roundedRect && field.isSecureTextEntry)
        #expect(field.font == UIFont.systemFont(ofSize: 14))
        let toggle = try #require(views[3] as? UISwitch)
        #expect(toggle.isOn)
        let spinner = try #require(views[4] as? UIActivityIndicatorView)
        #expect(spinner.style == .large && spinner.isAnimating && !spinner.hidesWhenStopped && spinner.isHidden)
        let image = try #require(views[5] as? UIImageView)
        #expect(image.contentMode == .scaleAspectFit && image.clipsToBounds)
        // An element kind this loader does not know stands in as a plain UIView, with a warning.
        #expect(type(of: views[6]) == UIView.self && views[6].frame == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(reports.messages.filter { $0.kind == .unknownElement }.map(\.text)
            == ["Main.storyboard:44: <futureWidget id=\"Day-Fw-001\"> is not a view kind this loader builds; a plain UIView stands in"])
    }

    @Test func framesAfterLayout() throws {
        let reports = Reports()
        let controller = try day(reports)
        let root = controller.view!
        root.layoutIfNeeded()
        let views = root.subviews
        let margins = root.layoutMargins
        #expect(views[0].frame.minX == margins.left && views[0].frame.maxX == 393 - margins.right)
        #expect(views[1].frame.minY == views[0].frame.maxY + 8)
        #expect(views[2].frame.width == 200 && views[2].frame.minY == views[1].frame.maxY + 20)
        #expect(views[3].frame.maxX == views[0].frame.maxX && views[3].frame.midY == views[2].frame.midY)
        #expect(views[4].center == CGPoint(x: 196.5, y: 426))
        #expect(views[5].frame.size == CGSize(width: 60, height: 60) && views[5].frame.minY == views[2].frame.maxY + 35)
    }

    @Test func unknownClassFallsBackWithAWarningAndLegacyGuidesMapToTheSafeArea() throws {
        let reports = Reports()
        let storyboard = try UIStoryboard.load(name: "Main", bundle: .module)
        let detail = try reports.capture { try storyboard.viewController(withIdentifier: "Detail") }
        #expect(type(of: detail) == UIViewController.self)
        #expect(detail.title == "Details")
        #expect(reports.messages.filter { $0.kind == .unknownClass }.map(\.text) == [
            "Main.storyboard:86: Unknown class StoryboardTests.MissingViewController in Interface Builder file (element id \"Det-VC-001\"); using UIViewController. Register it with Storyboard.register(MissingViewController.self)",
        ])
        let table = try #require(detail.view.subviews[1] as? UITableView)
        #expect(table.style == .insetGrouped && table.rowHeight == UITableView.automaticDimension)
        #expect(table.estimatedRowHeight == 44 && table.sectionHeaderHeight == 18 && table.alwaysBounceVertical && table.clipsToBounds)
        #expect(table.autoresizingMask == [.flexibleWidth, .flexibleTopMargin])
        let scroll = try #require(detail.view.subviews[2] as? UIScrollView)
        #expect(scroll.isPagingEnabled && !scroll.bounces && !scroll.showsVerticalScrollIndicator && scroll.isScrollEnabled)
        let box = try #require(detail.view.subviews.first)
        #expect(components(box.backgroundColor) == [0.5, 0.5, 0.5, 0.25])
        let top = try #require(detail.view.constraints.first { $0.firstItem === box && $0.firstAttribute == .top })
        #expect(top.secondItem === detail.view.safeAreaLayoutGuide && top.secondAttribute == .top && top.constant == 10)
        detail.view.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 30, y: 10, width: 196.5, height: 832))
    }

    @Test func creatorClosureMakesTheController() throws {
        let storyboard = try UIStoryboard.load(name: "Main", bundle: .module)
        let reports = Reports()
        let made = reports.capture {
            storyboard.instantiateViewController(identifier: "Day") { _ in DayViewController() }
        }
        reports.capture { made.loadViewIfNeeded() }
        #expect(made.dayLabel?.text == "Tuesday")
        let declined: DayViewController = reports.capture {
            storyboard.instantiateViewController(identifier: "Day") { (_: NSCoder) -> DayViewController? in nil }
        }
        reports.capture { declined.loadViewIfNeeded() }
        #expect(declined.viewDidLoadCount == 1)
        #expect(throws: StoryboardError.unexpectedClass(identifier: "Detail", storyboard: "Main.storyboard",
                                                        expected: "DayViewController", found: "UIViewController")) {
            try reports.capture { try storyboard.viewController(identifier: "Detail") { (_: NSCoder) -> DayViewController? in nil } }
        }
    }

    @Test func missingFileAndIdentifierNameBoth() throws {
        #expect(throws: StoryboardError.fileNotFound(name: "Nowhere", fileExtension: "storyboard", bundlePath: Bundle.module.bundlePath)) {
            try UIStoryboard.load(name: "Nowhere", bundle: .module)
        }
        let storyboard = try UIStoryboard.load(name: "Main", bundle: .module)
        #expect(throws: StoryboardError.identifierNotFound(identifier: "Settings", storyboard: "Main.storyboard")) {
            try storyboard.viewController(withIdentifier: "Settings")
        }
        #expect(StoryboardError.identifierNotFound(identifier: "Settings", storyboard: "Main.storyboard").description
            == "Storyboard 'Main.storyboard' doesn't contain a view controller with identifier 'Settings'")
        let reports = Reports()
        let nowhere = reports.capture { UIStoryboard(name: "Nowhere", bundle: .module).instantiateInitialViewController() }
        #expect(nowhere == nil)
        #expect(reports.messages.map(\.kind) == [.loadFailed, .loadFailed])
    }
}

/// A custom view class a xib names, with its own outlet.
final class BadgeView: UIView, StoryboardInstantiable {
    @Outlet({ $0.textColor = .white }) var titleLabel: UILabel!
}

@Suite struct CustomViewTests {
    @Test func registeredViewClassGetsItsOutletsAndRuntimeAttributes() throws {
        Storyboard.register(BadgeView.self)
        let reports = Reports()
        let objects = try reports.capture { try UINib.load(nibName: "Badge", bundle: .module).instantiateObjects(withOwner: nil) }
        let badge = try #require(objects.first as? BadgeView)
        #expect(badge.titleLabel?.text == "NEW")
        #expect(badge.titleLabel?.textColor == .white)
        #expect(badge.titleLabel?.font == UIFont.systemFont(ofSize: 13, weight: .heavy))
        #expect(badge.layer.cornerRadius == 8 && badge.layer.masksToBounds)
        #expect(badge.accessibilityIdentifier == "badge")
        #expect(reports.messages.map(\.text)
            == ["Badge.xib:18: runtime attribute 'shimmerSpeed' (number) is not set by this loader; skipped"])
        badge.layoutIfNeeded()
        #expect(badge.titleLabel.center == CGPoint(x: 60, y: 20))
    }
}

@Suite struct LargeSceneTests {
    /// A xib with `count` labels chained top to bottom, each 10 points tall.
    static func chain(_ count: Int) -> Data {
        var subviews = "", constraints = ""
        for index in 0..<count {
            subviews += "<label text=\"Row \(index)\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"L\(index)\"><fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"12\"/></label>\n"
            let above = index == 0 ? "secondItem=\"root\" secondAttribute=\"top\"" : "secondItem=\"L\(index - 1)\" secondAttribute=\"bottom\""
            constraints += "<constraint firstItem=\"L\(index)\" firstAttribute=\"top\" \(above) id=\"T\(index)\"/>\n"
            constraints += "<constraint firstItem=\"L\(index)\" firstAttribute=\"leading\" secondItem=\"root\" secondAttribute=\"leading\" constant=\"4\" id=\"X\(index)\"/>\n"
            constraints += "<constraint firstItem=\"L\(index)\" firstAttribute=\"height\" constant=\"10\" id=\"H\(index)\"/>\n"
        }
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES">
        <objects><view id="root"><rect key="frame" x="0" y="0" width="320" height="2000"/>
        <subviews>\(subviews)</subviews><constraints>\(constraints)</constraints></view></objects></document>
        """
        return Data(xml.utf8)
    }

    @Test func twoHundredViewsLoadAndLayOut() throws {
        let data = LargeSceneTests.chain(200)
        let root = try #require(try UINib(data: data, bundle: nil).instantiateObjects(withOwner: nil).first as? UIView)
        root.layoutIfNeeded()
        #expect(root.subviews.count == 200)
        #expect(root.subviews[199].frame == CGRect(x: 4, y: 1990, width: root.subviews[199].intrinsicContentSize.width, height: 10))
    }
}
