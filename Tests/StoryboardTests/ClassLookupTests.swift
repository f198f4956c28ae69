import Foundation
import Testing
import Trellis
@testable import Storyboard

/// Classes Lookup.storyboard names and nobody registers.
final class CoderMadeController: UIViewController {
    var madeWithCoder = false
    required init?(coder: NSCoder) {
        madeWithCoder = coder.decodeObject(forKey: "anything") == nil
        super.init(coder: coder)
    }
}

final class CoderMadeView: UIView {
    var madeWithCoder = false
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        madeWithCoder = true
    }
}

/// A class another module might also have: a registration under its bare
/// name (as a test registers its own DayViewController) must not replace it.
final class ShadowedController: UIViewController {}

final class NilCoderController: UIViewController {
    required init?(coder: NSCoder) { nil }
}

/// iOS makes every storyboard object of a custom class with init(coder:),
/// found by the class name the file gives: "Objects that conform to the
/// NSCoding protocol (including all subclasses of UIView and
/// UIViewController) are initialized using their initWithCoder: method"
/// (developer.apple.com/documentation/objectivec/nsobject-swift.class/awakefromnib()).
@Suite struct ClassLookupTests {
    @Test func aModuleQualifiedClassIsFoundAndMadeWithInitCoder() throws {
        let storyboard = try UIStoryboard.load(name: "Lookup", bundle: .module)
        let reports = Reports()
        let made = try reports.capture { try storyboard.viewController(withIdentifier: "Qualified") }
        let controller = try #require(made as? CoderMadeController)
        #expect(controller.madeWithCoder)
        let view = try #require(reports.capture { controller.view.subviews.first } as? CoderMadeView)
        #expect(view.madeWithCoder)
        // Configured from the file after init(coder:), as before.
        #expect(view.translatesAutoresizingMaskIntoConstraints == false)
        #expect(reports.messages.filter { $0.kind == .unknownClass }.isEmpty)
    }

    /// Without customModule the storyboard's bundle names the module
    /// (Trellis_StoryboardTests.resources → StoryboardTests).
    @Test func withoutAModuleTheBundlesModuleIsSearched() throws {
        let storyboard = try UIStoryboard.load(name: "Lookup", bundle: .module)
        let reports = Reports()
        let made = try reports.capture { try storyboard.viewController(withIdentifier: "Unqualified") }
        #expect((made as? CoderMadeController)?.madeWithCoder == true)
        #expect(reports.capture { made.view.subviews.first } is CoderMadeView)
        // customModuleProvider="target" names the Xcode target; SwiftPM's module stands in.
        #expect(try storyboard.viewController(withIdentifier: "XcodeTarget") is CoderMadeController)
    }

    /// What initializers ask of their coder answers "nothing archived" instead of trapping in Foundation.
    @Test func theCoderAnswersEveryQuestionWithNothing() {
        let coder = IBCoder()
        #expect(coder.allowsKeyedCoding && !coder.containsValue(forKey: "UIText"))
        #expect(coder.decodeObject(forKey: "UIText") == nil && coder.decodeObject() == nil && coder.decodeData() == nil)
        #expect(coder.decodeObject(of: NSString.self, forKey: "UIText") == nil)
        #expect(coder.decodeInteger(forKey: "UITag") == 0 && !coder.decodeBool(forKey: "UIHidden") && coder.decodeDouble(forKey: "UIAlpha") == 0)
        #expect(coder.error == nil)
    }

    @Test func theModuleSearchOrderIsDocumented() {
        #expect(Storyboard.modulesOfResourceBundle("Trellis_StoryboardTests.resources") == ["StoryboardTests"])
        #expect(Storyboard.modulesOfResourceBundle("my_pkg_App.resources") == ["pkg_App", "App"])
        #expect(Storyboard.modulesOfResourceBundle("Fixtures").isEmpty)
        #expect(Storyboard.lookUpClass("CoderMadeView", module: nil, bundle: .module) == CoderMadeView.self)
        // Names from a file reach the runtime only as identifiers: no mangled names.
        #expect(Storyboard.lookUpClass("Si", module: "", bundle: nil) == nil)
        #expect(Storyboard.lookUpClass("$s15StoryboardTests13CoderMadeViewC", module: nil, bundle: .module) == nil)
    }

    /// An init(coder:) that returns nil: the scene is named and UIViewController stands in.
    @Test func aNilFromInitCoderIsReportedWithTheScene() throws {
        let storyboard = try UIStoryboard.load(name: "Lookup", bundle: .module)
        let reports = Reports()
        let made = try reports.capture { try storyboard.viewController(withIdentifier: "NilCoder") }
        #expect(type(of: made) == UIViewController.self)
        #expect(reports.messages.map(\.text) == [
            "Lookup.storyboard:52: StoryboardTests.NilCoderController.init(coder:) returned nil for <viewController id=\"VC-14\">; using UIViewController",
        ])
    }

    /// The file says StoryboardTests.ShadowedController and the runtime has
    /// it: a class registered as plain "ShadowedController" is another one.
    @Test func aBareRegisteredNameDoesNotShadowTheFilesModule() throws {
        Storyboard.register(name: "ShadowedController") { UIViewController(nibName: "registered", bundle: nil) }
        let storyboard = try UIStoryboard.load(name: "Lookup", bundle: .module)
        let made = try storyboard.viewController(withIdentifier: "Shadowed")
        #expect(made is ShadowedController)
    }

    @Test func aClassOfTheWrongKindIsReported() throws {
        let storyboard = try UIStoryboard.load(name: "Lookup", bundle: .module)
        let reports = Reports()
        let made = try reports.capture { try storyboard.viewController(withIdentifier: "NotAController") }
        #expect(type(of: made) == UIViewController.self)
        #expect(reports.messages.map(\.kind) == [.unknownClass])
    }
}

/// A cell class found by name: made with init(coder:), its content from the xib.
final class CoderMadeCell: UITableViewCell {
    var madeWithCoder = false
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        madeWithCoder = true
    }
    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }
}

@Suite struct CellClassLookupTests {
    @Test func aCellClassFoundByNameIsMadeWithInitCoderAndHasItsContent() throws {
        let reports = Reports()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
        reports.capture { table.register(UINib(nibName: "CoderCell", bundle: .module), forCellReuseIdentifier: "Coder") }
        let cell = try #require(reports.capture { table.dequeueReusableCell(withIdentifier: "Coder") } as? CoderMadeCell)
        #expect(cell.madeWithCoder)
        #expect(cell.contentView.superview === cell)
        #expect((cell.contentView.subviews.first as? UILabel)?.text == "From a nib")
        #expect(cell.reuseIdentifier == "Coder")
        #expect(reports.messages.filter { $0.kind == .unknownClass }.isEmpty)
    }
}
