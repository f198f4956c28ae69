import Foundation
import Testing
@testable import Trellis

/// Controls made from a `UIAction` show the action's title and image.
@Suite struct PrimaryActionTitleTests {
    /// "If the primary action contains a title or an image, this method
    /// copies them to the configuration and the button displays them."
    /// (developer.apple.com/documentation/uikit/uibutton/init(configuration:primaryaction:))
    @Test func aConfiguredButtonShowsItsActionsTitle() {
        let button = UIButton(configuration: .filled(), primaryAction: UIAction(title: "Next") { _ in })
        #expect(button.configuration?.title == "Next")
        #expect(button.intrinsicContentSize.width > 40, "the title takes room")
        var titled = UIButton.Configuration.gray()
        titled.title = "Keep"
        #expect(UIButton(configuration: titled, primaryAction: UIAction { _ in }).configuration?.title == "Keep",
                "an action without a title leaves the configuration's")
    }

    /// UIBarButtonItem.h: setting `primaryAction` updates "the title & image
    /// of the item if appropriate (currently only if the item is not a
    /// system item)"; the iOS 14 initializer uses the action "to configure
    /// its title and image" (Apple, `init(title:image:primaryAction:menu:)`).
    @Test func aBarButtonItemTakesItsActionsTitleUnlessItIsASystemItem() {
        let item = UIBarButtonItem(title: nil, image: nil, primaryAction: UIAction(title: "Save") { _ in }, menu: nil)
        #expect(item.title == "Save")
        let kept = UIBarButtonItem(title: "Done", image: nil, primaryAction: UIAction { _ in }, menu: nil)
        #expect(kept.title == "Done")
        let later = UIBarButtonItem(title: "Old")
        later.primaryAction = UIAction(title: "New") { _ in }
        #expect(later.title == "New")
        let system = UIBarButtonItem(systemItem: .add, primaryAction: UIAction(title: "Add item") { _ in })
        #expect(system.title == nil)
    }
}
