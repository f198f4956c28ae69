import Foundation
import Testing
@testable import Trellis

/// UIPageViewController and UIPageControl.
@Suite struct UIPageViewControllerTests {
    /// Numbered pages and a log of the delegate's calls.
    final class Book: UIPageViewControllerDataSource, UIPageViewControllerDelegate {
        let pages: [UIViewController]
        let showsIndicator: Bool
        var events: [String] = []

        init(count: Int, showsIndicator: Bool = false) {
            pages = (0..<count).map { index in
                let page = UIViewController()
                page.title = "\(index)"
                return page
            }
            self.showsIndicator = showsIndicator
        }

        func index(_ page: UIViewController) -> Int { pages.firstIndex { $0 === page }! }
        func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
            let index = index(viewController)
            return index > 0 ? pages[index - 1] : nil
        }
        func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
            let index = index(viewController)
            return index + 1 < pages.count ? pages[index + 1] : nil
        }
        func presentationCount(for pageViewController: UIPageViewController) -> Int { showsIndicator ? pages.count : 0 }
        func presentationIndex(for pageViewController: UIPageViewController) -> Int {
            pageViewController.viewControllers.map { index($0[0]) } ?? 0
        }
        func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {
            events.append("will \(pendingViewControllers.map { $0.title ?? "" })")
        }
        func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
            events.append("did \(previousViewControllers.map { $0.title ?? "" }) \(completed)")
        }
    }

    func shown(_ controller: UIViewController) -> UIWindow {
        let window = UIWindow(device: .iPhone15)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    /// "The default value … is UIPageViewControllerSpineLocationMin" for a
    /// page curl; scrolling has none (developer.apple.com, spineLocation).
    @Test func defaultsFollowTheStyle() {
        let curl = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
        #expect(curl.spineLocation == .min && curl.transitionStyle == .pageCurl && curl.viewControllers == nil)
        let scroll = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .vertical, options: [.spineLocation: 2])
        #expect(scroll.spineLocation == .none && scroll.navigationOrientation == .vertical)
        let mid = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                                       options: [.spineLocation: NSNumber(value: UIPageViewController.SpineLocation.mid.rawValue)])
        #expect(mid.spineLocation == .mid)
    }

    /// The page becomes a child whose view fills the page view controller's;
    /// on screen, the old page disappears and the new one appears.
    @Test func setViewControllersShowsTheNewPage() {
        let book = Book(count: 3)
        let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        pager.setViewControllers([book.pages[0]], direction: .forward, animated: false)
        let window = shown(pager)
        #expect(book.pages[0].parent === pager && book.pages[0].view.frame == pager.view.bounds)
        #expect(book.pages[0].appearanceState == .appeared)
        var completed = false
        pager.setViewControllers([book.pages[2]], direction: .forward, animated: true) { completed = $0 }
        #expect(completed && pager.viewControllers?.first === book.pages[2])
        #expect(book.pages[0].parent == nil && book.pages[0].viewIfLoaded?.superview == nil)
        #expect(book.pages[0].appearanceState == .disappeared && book.pages[2].appearanceState == .appeared)
        #expect(book.pages[2].view.frame == window.bounds)
        // setViewControllers tells the delegate nothing, as in UIKit.
        #expect(book.events.isEmpty)
    }

    /// A swipe asks the data source, tells the delegate before and after,
    /// and stops at the ends.
    @Test func aSwipeTurnsThePageThroughTheDataSource() {
        let book = Book(count: 2)
        let pager = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
        pager.dataSource = book
        pager.delegate = book
        pager.setViewControllers([book.pages[0]], direction: .forward, animated: false)
        _ = shown(pager)
        #expect(!pager.simulateSwipe(.reverse))
        #expect(pager.simulateSwipe(.forward))
        #expect(pager.viewControllers?.first === book.pages[1])
        #expect(book.events == ["will [\"1\"]", "did [\"0\"] true"])
        #expect(!pager.simulateSwipe(.forward))
        #expect(pager.simulateSwipe(.reverse) && pager.viewControllers?.first === book.pages[0])
    }

    /// With a count and an index from the data source, scrolling horizontal
    /// pages show a page control under them, which follows swipes.
    @Test func thePageIndicatorShowsWithACountAndIndex() {
        let book = Book(count: 3, showsIndicator: true)
        let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        pager.dataSource = book
        pager.setViewControllers([book.pages[1]], direction: .forward, animated: false)
        let window = shown(pager)
        #expect(!pager.pageControl.isHidden && pager.pageControl.numberOfPages == 3 && pager.pageControl.currentPage == 1)
        #expect(book.pages[1].view.frame.height == window.bounds.height - UIPageViewController.pageControlStripHeight)
        #expect(pager.pageControl.frame.minY == book.pages[1].view.frame.maxY)
        pager.simulateSwipe(.forward)
        #expect(pager.pageControl.currentPage == 2)

        let curl = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
        curl.dataSource = book
        curl.setViewControllers([book.pages[0]], direction: .forward, animated: false)
        curl.loadViewIfNeeded()
        #expect(curl.pageControl.isHidden)
    }

    /// A page curl with its spine in the middle shows two pages side by side.
    @Test func aMidSpineShowsTwoPages() {
        let book = Book(count: 4)
        let pager = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal, options: [.spineLocation: 2])
        pager.dataSource = book
        pager.setViewControllers([book.pages[0], book.pages[1]], direction: .forward, animated: false)
        let window = shown(pager)
        let half = window.bounds.width / 2
        #expect(book.pages[0].view.frame.width.rounded() == half.rounded() && book.pages[1].view.frame.minX == book.pages[0].view.frame.maxX)
        #expect(pager.simulateSwipe(.forward))
        #expect(pager.viewControllers?.map { $0.title ?? "" } == ["2", "3"])
    }

    /// UIKit raises NSInvalidArgumentException: "The number of view
    /// controllers provided (2) doesn't match the number required (1) for
    /// the requested transition".
    @Test func theWrongNumberOfPagesTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
            pager.setViewControllers([UIViewController(), UIViewController()], direction: .forward, animated: false)
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(output.contains("The number of view controllers provided (2) doesn't match the number required (1) for the requested transition"))
    }

    /// Dots 8 points apart with 14 points at each end
    /// (`_UIInteractivePageControlVisualProvider`); 8-point dots.
    @Test func aPageControlSizesForItsDots() {
        let control = UIPageControl()
        control.numberOfPages = 3
        #expect(control.size(forNumberOfPages: 3) == CGSize(width: 3 * 8 + 2 * 8 + 28, height: 26))
        #expect(control.intrinsicContentSize == control.size(forNumberOfPages: 3))
        control.currentPage = 7
        #expect(control.currentPage == 2)
        control.numberOfPages = 2
        #expect(control.currentPage == 1)
        control.currentPage = -1
        #expect(control.currentPage == 0)
        control.frame = CGRect(x: 0, y: 0, width: 200, height: 26)
        control.layoutIfNeeded()
        let dots = control.subviews
        #expect(dots.map(\.frame.minX) == [88, 104])
        #expect(dots[0].backgroundColor == .white)
    }
}
