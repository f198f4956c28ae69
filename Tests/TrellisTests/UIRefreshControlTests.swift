import Foundation
import Testing
@testable import Trellis

/// UIRefreshControl: hidden unless refreshing, and the scroll view's inset.
@Suite struct UIRefreshControlTests {
    @Test func startsHiddenAndNotRefreshing() {
        let control = UIRefreshControl()
        #expect(!control.isRefreshing && control.isHidden && control.attributedTitle == nil)
    }

    /// While refreshing, the control shows 60 points above the content and
    /// a scroll view resting at its top moves down to show it.
    @Test func refreshingInsetsTheScrollView() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        scrollView.contentSize = CGSize(width: 390, height: 2000)
        let control = UIRefreshControl()
        scrollView.refreshControl = control
        #expect(control.superview === scrollView)
        #expect(control.frame == CGRect(x: 0, y: -60, width: 390, height: 60))
        #expect(scrollView.adjustedContentInset.top == 0)
        control.beginRefreshing()
        #expect(control.isRefreshing && !control.isHidden)
        #expect(scrollView.adjustedContentInset.top == 60 && scrollView.contentOffset.y == -60)
        control.endRefreshing()
        #expect(scrollView.adjustedContentInset.top == 0 && scrollView.contentOffset.y == 0 && control.isHidden)
    }

    /// beginRefreshing sends nothing; a pull sends `.valueChanged` once.
    @Test func aPullSendsValueChanged() {
        let control = UIRefreshControl()
        var refreshes = 0
        control.addAction(UIAction { _ in refreshes += 1 }, for: .valueChanged)
        control.beginRefreshing()
        #expect(refreshes == 0)
        control.endRefreshing()
        control.pullToRefresh()
        control.pullToRefresh()
        #expect(refreshes == 1 && control.isRefreshing)
    }

    /// The spinner is centred; a title goes under it; the spinner is grey
    /// unless a tint is set.
    @Test func spinnerAndTitle() {
        let control = UIRefreshControl(frame: CGRect(x: 0, y: 0, width: 300, height: 60))
        control.beginRefreshing()
        control.layoutIfNeeded()
        let spinner = control.subviews.compactMap { $0 as? UIActivityIndicatorView }.first
        #expect(spinner?.frame == CGRect(x: 140, y: 20, width: 20, height: 20))
        #expect(spinner?.isAnimating == true && spinner?.color == .secondaryLabel)
        control.tintColor = .systemPink
        control.attributedTitle = NSAttributedString(string: "Updating…")
        control.layoutIfNeeded()
        #expect(spinner?.color == .systemPink)
        #expect((spinner?.frame.minY ?? 0) < 20)
        let title = control.subviews.compactMap { $0 as? UILabel }.first
        #expect(title?.isHidden == false && (title?.frame.minY ?? 0) > (spinner?.frame.maxY ?? 0))
    }

    /// Replacing the control removes the old one.
    @Test func replacingTheControl() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let first = UIRefreshControl()
        scrollView.refreshControl = first
        scrollView.refreshControl = UIRefreshControl()
        #expect(first.superview == nil)
        scrollView.refreshControl = nil
        #expect(!scrollView.subviews.contains { $0 is UIRefreshControl })
    }
}
