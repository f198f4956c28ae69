import Foundation
import Testing
import Trellis
@testable import Storyboard

/// The UIKit-named API keeps UIKit's signatures; what UIKit raises for is
/// a trap here (not run in tests), with a throwing form beside it.
@Suite struct UIKitSignatureTests {
    /// UIKit: `func instantiateViewController(withIdentifier identifier: String) -> UIViewController`
    /// (developer.apple.com/documentation/uikit/uistoryboard/instantiateviewcontroller(withidentifier:)),
    /// which "raises an exception" for an identifier the storyboard lacks.
    @Test func instantiateViewControllerWithIdentifierIsNotOptional() throws {
        let storyboard = try UIStoryboard.load(name: "Main", bundle: .module)
        let made: UIViewController = storyboard.instantiateViewController(withIdentifier: "Day")
        #expect(made is DayViewController)
        let typed: DayViewController = storyboard.instantiateViewController(identifier: "Day")
        #expect(typed.storyboard === storyboard)
    }

    /// The reason UIKit's NSInvalidArgumentException gives, as UIKit formats
    /// it ("Storyboard (%@) doesn't contain a view controller with identifier
    /// '%@'", seen in crash logs such as "Storyboard (<UIStoryboard:
    /// 0x600002608600>) doesn't contain a view controller with identifier 'OI-02-020'").
    @Test func theTrapMessageIsUIKits() throws {
        let storyboard = try UIStoryboard.load(name: "Main", bundle: .module)
        let message = storyboard.missingIdentifierMessage("Settings")
        let address = String(UInt(bitPattern: ObjectIdentifier(storyboard)), radix: 16)
        #expect(message == "Storyboard (<UIStoryboard: 0x\(address)>) doesn't contain a view controller with identifier 'Settings'")
        #expect(throws: StoryboardError.identifierNotFound(identifier: "Settings", storyboard: "Main.storyboard")) {
            try storyboard.viewController(withIdentifier: "Settings")
        }
    }

    /// A file that cannot be read comes from outside the program: reported, and an empty controller stands in.
    @Test func aMissingFileGivesAnEmptyControllerAndAReport() {
        let reports = Reports()
        let made = reports.capture { UIStoryboard(name: "Nowhere", bundle: .module).instantiateViewController(withIdentifier: "Day") }
        #expect(type(of: made) == UIViewController.self)
        #expect(reports.messages.map(\.kind) == [.loadFailed, .loadFailed])
    }

    /// UIKit (iOS 13): `instantiateInitialViewController(creator:) -> ViewController?`.
    @Test func initialViewControllerWithCreator() throws {
        let storyboard = try UIStoryboard.load(name: "Main", bundle: .module)
        var coderGiven = false
        let made: DayViewController? = storyboard.instantiateInitialViewController { coder in
            coderGiven = coder.allowsKeyedCoding
            return DayViewController(coder: coder)
        }
        #expect(made != nil && coderGiven)
    }

    /// UIKit: `instantiate(withOwner:options: [UINib.OptionsKey : Any]?) -> [Any]`;
    /// UINib and UIStoryboard are NSObject subclasses.
    @Test func nibOptionsAreUINibOptionsKeys() {
        let nib = UINib(nibName: "Badge", bundle: .module)
        let objects = nib.instantiate(withOwner: nil, options: [.externalObjects: [String: Any]()])
        #expect(objects.count == 1)
        #expect((nib as AnyObject) is NSObject)
        #expect(UINib.OptionsKey.externalObjects.rawValue == "UINibExternalObjects")
    }
}
