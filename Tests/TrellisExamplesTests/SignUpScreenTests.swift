import TrellisExamples
import Foundation
import Testing
@_spi(Rendering) import Trellis
import TrellisRender
import TrellisSnapshotTesting

/// SPEC §7's sign-up screen lays out as described, on a phone and on a
/// regular-width screen, and when the size class changes.
@Suite struct SignUpScreenTests {
    func laidOut(width: CGFloat, height: CGFloat = 844, sizeClass: UIUserInterfaceSizeClass = .compact, buttonTitle: String = "Sign Up") -> SignUpView {
        let view = SignUpView(frame: CGRect(x: 0, y: 0, width: width, height: height), buttonTitle: buttonTitle)
        view.traitOverrides.horizontalSizeClass = sizeClass
        view.layoutIfNeeded()
        return view
    }

    @Test func onAPhoneTheContainerSpansTheMarginsAndIsCentredVertically() {
        let view = laidOut(width: 390)
        let container = view.container
        // UIView's default margins are 8 points on every side.
        #expect(container.frame.minX == 8 && container.frame.width == 374)
        #expect(abs(container.frame.midY - 422) < 0.5, "\(container.frame)")
        #expect(view.emailField.frame.minY == view.titleLabel.frame.maxY + 16)
        #expect(view.passwordField.frame.minY == view.emailField.frame.maxY + 8)
        #expect(view.emailField.frame.width == 374 && view.passwordField.isSecureTextEntry)
        // A rounded-rect field is its line height plus 7 above and below.
        #expect(view.emailField.frame.height == UIFont.systemFont(ofSize: 17).lineHeight.rounded(.up) + 14)
    }

    @Test func theSwitchKeepsItsSizeBesideTheWrappingLabel() {
        for width in [390.0, 320.0] as [CGFloat] {
            let view = laidOut(width: width)
            let toggle = view.termsSwitch, label = view.termsLabel
            #expect(toggle.frame.size == CGSize(width: 51, height: 31), "at \(width)")
            #expect(label.frame.minX == toggle.frame.maxX + 8)
            #expect(label.frame.maxX == view.container.bounds.width)
            // The label wraps: its height is whole lines of its font.
            let lines = label.frame.height / label.font.lineHeight
            #expect(lines >= 2 && abs(lines.rounded() - lines) < 0.1, "at \(width): \(label.frame.height) for line height \(label.font.lineHeight)")
            // The button sits 24 points below the lower of the two.
            #expect(view.signUpButton.frame.minY == max(toggle.frame.maxY, label.frame.maxY) + 24)
        }
        // Narrower phones wrap into more lines.
        #expect(laidOut(width: 320).termsLabel.frame.height >= laidOut(width: 390).termsLabel.frame.height)
    }

    @Test func theButtonIsCentredAndTheContainerTakesItsHeightFromItsContent() {
        let view = laidOut(width: 390)
        let button = view.signUpButton, container = view.container
        #expect(button.frame.size == button.intrinsicContentSize)
        #expect(abs(button.frame.midX - container.bounds.width / 2) < 0.5)
        #expect(button.frame.maxY == container.bounds.height)
        let content = view.titleLabel.frame.height + 16 + view.emailField.frame.height + 8 + view.passwordField.frame.height + 16
            + max(31, view.termsLabel.frame.height) + 24 + button.frame.height
        #expect(abs(container.frame.height - content) < 0.01)
    }

    @Test func aLongButtonTitleIsTruncatedNotOverflowing() throws {
        let view = laidOut(width: 320, buttonTitle: "Sign up now and get the newsletter, the offers and the updates")
        let button = view.signUpButton
        #expect(button.frame.minX == 0 && button.frame.width == view.container.bounds.width)
        let title = try #require(button.titleLabel)
        #expect(title.frame.maxX <= button.bounds.width - 12)
        #expect(title.lineBreakMode == .byTruncatingMiddle)
    }

    @Test func aRegularWidthMakesTheContainerHalfAsWideAndSwitchingBackRestoresIt() {
        let view = laidOut(width: 1024, height: 768, sizeClass: .regular)
        // Half the margins' width (1024 - 16), centred in them.
        #expect(view.container.frame.width == 504)
        #expect(abs(view.container.frame.midX - 512) < 0.5)
        #expect(view.regularConstraints.allSatisfy(\.isActive) && !view.compactConstraints.contains(where: \.isActive))
        view.traitOverrides.horizontalSizeClass = .compact
        view.layoutIfNeeded()
        #expect(view.container.frame.width == 1008)
        #expect(view.compactConstraints.allSatisfy(\.isActive) && !view.regularConstraints.contains(where: \.isActive))
        view.traitOverrides.horizontalSizeClass = .regular
        view.layoutIfNeeded()
        #expect(view.container.frame.width == 504)
    }

    @Test func itRendersWithEveryControl() throws {
        let view = laidOut(width: 390)
        view.emailField.text = "me@example.com"
        view.passwordField.text = "secret"
        view.termsSwitch.isOn = true
        let png = try Renderer(scale: 2).render(view, as: .png)
        #expect(png.count > 10_000)
        // The switch's track is drawn green where it is (on).
        let bitmap = try #require(PNGPixels(png: png))
        let toggle = view.termsSwitch.convert(CGRect(x: 8, y: 15, width: 1, height: 1), to: view)
        let pixel = bitmap.pixel(Int(toggle.minX * 2), Int(toggle.minY * 2))
        #expect(pixel.g > 150 && pixel.r < 100 && pixel.b < 120, "\(pixel)")
    }
}
