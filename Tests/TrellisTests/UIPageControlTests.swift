import Foundation
import Testing
@testable import Trellis

/// UIPageControl's indicator images, direction and taps (its sizes are in
/// UIPageViewControllerTests).
@Suite struct UIPageControlTests {
    @Test func indicatorImagesReplaceTheDots() throws {
        let control = UIPageControl(frame: CGRect(x: 0, y: 0, width: 200, height: 26))
        control.numberOfPages = 3
        let star = try #require(UIImage(systemName: "star.fill"))
        let heart = try #require(UIImage(systemName: "heart.fill"))
        control.preferredIndicatorImage = star
        control.setIndicatorImage(heart, forPage: 2)
        control.layoutIfNeeded()
        let dots = control.subviews.compactMap { $0 as? UIImageView }
        #expect(dots.map(\.image) == [star, star, heart])
        #expect(control.indicatorImage(forPage: 2) === heart && control.indicatorImage(forPage: 0) == nil)
        #expect(dots[0].backgroundColor == nil)
    }

    /// A tap on a dot makes its page current and sends `.valueChanged`.
    @Test func tappingADotChangesThePage() {
        let control = UIPageControl()
        control.numberOfPages = 3
        var pages: [Int] = []
        control.addAction(UIAction { _ in pages.append(control.currentPage) }, for: .valueChanged)
        control.tapPage(2)
        control.tapPage(2)
        control.tapPage(9)
        #expect(pages == [2])
    }

    /// Right to left, the first page's dot is on the right.
    @Test func rightToLeftReversesTheDots() {
        let control = UIPageControl(frame: CGRect(x: 0, y: 0, width: 200, height: 26))
        control.numberOfPages = 2
        control.direction = .rightToLeft
        control.layoutIfNeeded()
        #expect(control.subviews.map(\.frame.minX) == [104, 88])
    }

    /// Adjustable, read as "page 2 of 3" (a11yengineer.com/native-thing/pagination-control);
    /// a swipe up turns the page and sends `.valueChanged`.
    @Test func accessibilityIsAdjustableByPage() {
        let control = UIPageControl()
        control.numberOfPages = 3
        control.currentPage = 1
        #expect(control.isAccessibilityElement && control.accessibilityTraits == .adjustable)
        #expect(control.accessibilityValue == "page 2 of 3")
        var changes = 0
        control.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        control.accessibilityIncrement()
        control.accessibilityIncrement()
        #expect(control.currentPage == 2 && changes == 1)
        control.accessibilityDecrement()
        #expect(control.accessibilityValue == "page 2 of 3")
    }
}
