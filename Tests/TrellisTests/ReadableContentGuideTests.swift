import Foundation
import Testing
@testable import Trellis

/// `UIView.readableContentGuide`: the margins, no wider than the readable width.
@Suite struct ReadableContentGuideTests {
    /// A window of `width` with a subview pinned to its readable guide's
    /// sides and top; returns the subview's frame after layout.
    private func readableFrame(width: CGFloat, category: UIContentSizeCategory = .large) -> (frame: CGRect, window: UIWindow) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: 600))
        window.setPreferredContentSizeCategory(category)
        let content = autoLayoutView("content")
        window.addSubview(content)
        let guide = window.readableContentGuide
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            content.topAnchor.constraint(equalTo: guide.topAnchor),
            content.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        return (content.frame, window)
    }

    @Test func onAPhoneInPortraitItIsTheMarginsGuide() {
        let (frame, window) = readableFrame(width: 393)
        let margins = window.bounds.inset(by: window.layoutMargins)
        #expect(frame.minX == margins.minX)
        #expect(frame.width == margins.width)
        #expect(frame.minY == margins.minY)
        #expect(window.readableContentGuide.layoutFrame.width == margins.width)
    }

    @Test func onAWideViewIt672PointsWideAndCentered() {
        // "The readable content guide defines an area that is 672 points wide
        // and inset 176 points from the edges of the view" on a 1024-point
        // iPad Air 2 in landscape at the default text size
        // (useyourloaf.com/blog/readable-content-guides).
        let (frame, window) = readableFrame(width: 1024)
        #expect(frame.width == 672)
        #expect(frame.minX == 176)
        #expect(window.readableContentGuide.layoutFrame == CGRect(x: 176, y: window.layoutMargins.top, width: 672,
                                                                  height: 600 - window.layoutMargins.top - window.layoutMargins.bottom))
    }

    @Test func theReadableWidthScalesWithTheBodyTextSize() {
        #expect(UIView.readableWidth(for: .large) == 672)
        #expect(UIView.readableWidth(for: .unspecified) == 672)
        // Body text: 14 points at extra small, 53 at AX5.
        #expect(UIView.readableWidth(for: .extraSmall) == (672 * 14 / 17).rounded())
        #expect(UIView.readableWidth(for: .accessibilityExtraExtraExtraLarge) == (672 * 53 / 17).rounded())
        let (frame, _) = readableFrame(width: 1024, category: .extraSmall)
        #expect(frame.width == (672 * 14 / 17).rounded())
    }

    @Test func aChangeOfTextSizeMovesTheGuide() {
        let (_, window) = readableFrame(width: 1024)
        let content = window.subviews[0]
        #expect(content.frame.width == 672)
        window.setPreferredContentSizeCategory(.accessibilityMedium)
        window.layoutIfNeeded()
        // At AX1 the readable width (1107) is wider than the margins.
        #expect(content.frame.width == 1024 - window.layoutMargins.left - window.layoutMargins.right)
    }

    @Test func theGuideIsOneGuideWithUIKitsIdentifier() {
        let view = UIView()
        #expect(view.readableContentGuide === view.readableContentGuide)
        #expect(view.readableContentGuide.identifier == "UIViewReadableContentGuide")
        #expect(view.readableContentGuide.owningView === view)
    }
}
