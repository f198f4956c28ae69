import Foundation
import Testing
@testable import Trellis

@Suite struct UIScrollViewTests {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let scrollView = UIScrollView()

    init() {
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(scrollView)
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: root.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ])
    }

    /// A column of `count` rows, each `height` tall, chained top to bottom
    /// inside `column` (added to the scroll view).
    /// UIKit's iOS 11 scrolling pattern: `column` pinned to the content layout
    /// guide's edges, its width tied to the frame layout guide's.
    func pinToContentGuide(_ column: UIView) {
        NSLayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            column.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            column.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            column.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
        ])
    }

    func column(rows count: Int, height: CGFloat) -> (column: UIView, rows: [UIView]) {
        let column = autoLayoutView("column")
        scrollView.addSubview(column)
        var rows: [UIView] = []
        for index in 0..<count {
            let row = autoLayoutView("row\(index)")
            column.addSubview(row)
            NSLayoutConstraint.activate([
                row.topAnchor.constraint(equalTo: rows.last?.bottomAnchor ?? column.topAnchor),
                row.leadingAnchor.constraint(equalTo: column.leadingAnchor),
                row.trailingAnchor.constraint(equalTo: column.trailingAnchor),
                row.heightAnchor.constraint(equalToConstant: height),
            ])
            rows.append(row)
        }
        rows.last!.bottomAnchor.constraint(equalTo: column.bottomAnchor).isActive = true
        return (column, rows)
    }

    // MARK: - Defaults

    /// UIKit: scroll views clip, show both indicators, bounce, scroll, and
    /// adjust insets automatically; nothing is scrolled or sized yet.
    @Test func defaultsAreUIKits() {
        let plain = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(plain.clipsToBounds)
        #expect(plain.layer.masksToBounds)
        #expect(plain.showsVerticalScrollIndicator && plain.showsHorizontalScrollIndicator)
        #expect(plain.isScrollEnabled && plain.bounces && plain.scrollsToTop)
        #expect(!plain.alwaysBounceVertical && !plain.alwaysBounceHorizontal && !plain.isPagingEnabled)
        #expect(plain.contentSize == .zero && plain.contentOffset == .zero)
        #expect(plain.contentInset == .zero && plain.adjustedContentInset == .zero)
        #expect(plain.contentInsetAdjustmentBehavior == .automatic)
        #expect(plain.decelerationRate == .normal && plain.decelerationRate.rawValue == 0.998)
        #expect(plain.indicatorStyle == .default && plain.keyboardDismissMode == .none)
        #expect(!plain.isTracking && !plain.isDragging && !plain.isDecelerating)
        #expect(UIScrollView().clipsToBounds)
    }

    /// The guides are the scroll view's own and place themselves: they add
    /// nothing to its `constraints`.
    @Test func theGuidesBelongToTheScrollView() {
        let plain = UIScrollView()
        #expect(plain.contentLayoutGuide.owningView === plain)
        #expect(plain.frameLayoutGuide.owningView === plain)
        #expect(plain.contentLayoutGuide !== plain.frameLayoutGuide)
        #expect(plain.layoutGuides.count == 2)
        #expect(plain.constraints.isEmpty)
    }

    // MARK: - Content size from constraints

    /// UIKit's iOS 11 way: content pinned to the content layout guide's
    /// edges, its width tied to the frame layout guide's, gives the scroll
    /// view its contentSize in the layout pass: 20 rows of 100 → 390 × 2000.
    @Test func contentPinnedToTheContentLayoutGuideGivesTheContentSize() {
        let (column, rows) = column(rows: 20, height: 100)
        pinToContentGuide(column)
        root.layoutIfNeeded()
        #expect(scrollView.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(scrollView.contentSize == CGSize(width: 390, height: 2000))
        #expect(column.frame == CGRect(x: 0, y: 0, width: 390, height: 2000))
        #expect(rows[10].frame == CGRect(x: 0, y: 1000, width: 390, height: 100))
        #expect(scrollView.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 390, height: 2000))
        #expect(scrollView.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(!column.hasAmbiguousLayout)

        // The content grows: so does the content size, in the next pass.
        rows[0].constraints.first { $0.firstAttribute == .height }!.constant = 300
        root.layoutIfNeeded()
        #expect(scrollView.contentSize == CGSize(width: 390, height: 2200))
    }

    /// UIKit's classic way (TN2154): constraints between the scroll view's
    /// edges and its subviews mean the content area; its width anchor still
    /// means its frame, so an "equal widths" constraint stops horizontal scrolling.
    @Test func contentPinnedToTheScrollViewsOwnEdgesGivesTheContentSize() {
        let (column, rows) = column(rows: 20, height: 100)
        NSLayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: scrollView.topAnchor),
            column.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
            column.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
            column.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
        ])
        root.layoutIfNeeded()
        #expect(scrollView.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(scrollView.contentSize == CGSize(width: 390, height: 2000))
        #expect(column.frame == CGRect(x: 0, y: 0, width: 390, height: 2000))
        #expect(rows[19].frame == CGRect(x: 0, y: 1900, width: 390, height: 100))
    }

    /// The Stack Overflow example of the classic rules: a 200 × 200 view 100
    /// from the leading edge, 500 from the trailing one, 131 from the top and
    /// 269 from the bottom makes content 800 × 600, whatever the frame.
    @Test func marginsToTheScrollViewsEdgesCountInTheContentSize() {
        let box = autoLayoutView("box")
        scrollView.addSubview(box)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor, constant: 100),
            scrollView.trailingAnchor.constraint(equalTo: box.trailingAnchor, constant: 500),
            box.topAnchor.constraint(equalTo: scrollView.topAnchor, constant: 131),
            scrollView.bottomAnchor.constraint(equalTo: box.bottomAnchor, constant: 269),
            box.widthAnchor.constraint(equalToConstant: 200),
            box.heightAnchor.constraint(equalToConstant: 200),
        ])
        root.layoutIfNeeded()
        #expect(scrollView.contentSize == CGSize(width: 800, height: 600))
        #expect(box.frame == CGRect(x: 100, y: 131, width: 200, height: 200))
        #expect(scrollView.frame.size == CGSize(width: 390, height: 844))
    }

    /// A view with intrinsic content pinned to all four guide edges sizes
    /// the content by itself (its hugging beats the content size's pull).
    @Test func intrinsicContentSizesTheContent() {
        let label = ContentView(600, 1200)
        scrollView.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 10),
            label.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: 10),
            label.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor, constant: -10),
            label.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -10),
        ])
        root.layoutIfNeeded()
        #expect(scrollView.contentSize == CGSize(width: 620, height: 1220))
        #expect(label.frame == CGRect(x: 10, y: 10, width: 600, height: 1200))
    }

    /// Content laid out with frames: the content size is what code sets,
    /// layout keeps it, and the content layout guide reports it.
    @Test func aContentSizeSetByHandStaysThroughLayout() {
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 3000))
        scrollView.addSubview(content)
        scrollView.contentSize = CGSize(width: 390, height: 3000)
        root.layoutIfNeeded()
        #expect(scrollView.contentSize == CGSize(width: 390, height: 3000))
        #expect(scrollView.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 390, height: 3000))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 390, height: 3000))

        // Without any engine, too.
        let loose = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        loose.contentSize = CGSize(width: 100, height: 400)
        loose.layoutIfNeeded()
        #expect(loose.contentSize == CGSize(width: 100, height: 400))
    }

    /// An unconstrained content guide takes the content size: content
    /// pinned to its bottom edge follows a content size set by code.
    @Test func anUnsizedContentGuideIsTheContentSize() {
        let footer = autoLayoutView("footer")
        scrollView.addSubview(footer)
        NSLayoutConstraint.activate([
            footer.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            footer.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            footer.widthAnchor.constraint(equalToConstant: 100),
            footer.heightAnchor.constraint(equalToConstant: 50),
        ])
        scrollView.contentSize = CGSize(width: 390, height: 1500)
        root.layoutIfNeeded()
        #expect(footer.frame == CGRect(x: 0, y: 1450, width: 100, height: 50))
        #expect(scrollView.contentSize == CGSize(width: 390, height: 1500))
    }

    // MARK: - Offset

    /// contentOffset is bounds.origin: setting either sets the other.
    @Test func contentOffsetIsTheBoundsOrigin() {
        root.layoutIfNeeded()
        scrollView.contentOffset = CGPoint(x: 0, y: 120)
        #expect(scrollView.bounds == CGRect(x: 0, y: 120, width: 390, height: 844))
        scrollView.bounds.origin = CGPoint(x: 5, y: 300)
        #expect(scrollView.contentOffset == CGPoint(x: 5, y: 300))
        scrollView.setContentOffset(CGPoint(x: 0, y: 40), animated: false)
        #expect(scrollView.bounds.origin == CGPoint(x: 0, y: 40))
        #expect(scrollView.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    /// Scrolling moves content on screen, not in its frame: a row at
    /// y = 1000 shows at 1000 - 500 = 500 once scrolled by 500, before any
    /// layout pass and after one.
    @Test func scrollingMovesContentOnScreenButNotItsFrame() {
        let (column, rows) = column(rows: 20, height: 100)
        pinToContentGuide(column)
        let frameBased = UIView(frame: CGRect(x: 20, y: 1000, width: 50, height: 50))
        scrollView.addSubview(frameBased)
        root.layoutIfNeeded()
        #expect(rows[10].convert(CGPoint.zero, to: root) == CGPoint(x: 0, y: 1000))

        scrollView.setContentOffset(CGPoint(x: 0, y: 500), animated: true)
        #expect(rows[10].frame == CGRect(x: 0, y: 1000, width: 390, height: 100))
        #expect(rows[10].convert(CGPoint.zero, to: root) == CGPoint(x: 0, y: 500))
        #expect(frameBased.convert(CGPoint.zero, to: nil) == CGPoint(x: 20, y: 500))
        #expect(root.hitTest(CGPoint(x: 200, y: 10), with: nil) === rows[5])

        root.layoutIfNeeded()
        #expect(rows[10].frame == CGRect(x: 0, y: 1000, width: 390, height: 100))
        #expect(frameBased.frame == CGRect(x: 20, y: 1000, width: 50, height: 50))
        #expect(scrollView.contentSize == CGSize(width: 390, height: 2000))
        #expect(scrollView.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 390, height: 2000))

        // A later solve for another reason leaves the content where it is.
        rows[19].constraints.first { $0.firstAttribute == .height }!.constant = 150
        root.layoutIfNeeded()
        #expect(rows[10].frame.minY == 1000)
        #expect(frameBased.frame == CGRect(x: 20, y: 1000, width: 50, height: 50))
        #expect(scrollView.contentSize.height == 2050)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 500))
    }

    /// A view pinned to the frame layout guide stays in place on screen:
    /// after the layout pass that follows scrolling, its frame (in content
    /// coordinates) has moved by the offset. The guide's frame is the bounds.
    @Test func viewsPinnedToTheFrameLayoutGuideStayOnScreen() {
        let badge = autoLayoutView("badge")
        scrollView.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.topAnchor.constraint(equalTo: scrollView.frameLayoutGuide.topAnchor, constant: 16),
            badge.trailingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.trailingAnchor, constant: -16),
            badge.widthAnchor.constraint(equalToConstant: 44),
            badge.heightAnchor.constraint(equalToConstant: 44),
        ])
        scrollView.contentSize = CGSize(width: 390, height: 2000)
        root.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 330, y: 16, width: 44, height: 44))

        scrollView.contentOffset = CGPoint(x: 0, y: 500)
        root.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 330, y: 516, width: 44, height: 44))
        #expect(badge.convert(CGPoint.zero, to: root) == CGPoint(x: 330, y: 16))
        #expect(scrollView.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 500, width: 390, height: 844))
        #expect(scrollView.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 390, height: 2000))
    }

    /// TN2154: "a subview of the scroll view [can] appear to float (not
    /// scroll) ... by creating constraints between the view and a view
    /// outside the scroll view's subtree".
    @Test func viewsPinnedOutsideTheScrollViewFloat() {
        let floating = autoLayoutView("floating")
        scrollView.addSubview(floating)
        NSLayoutConstraint.activate([
            floating.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
            floating.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            floating.widthAnchor.constraint(equalToConstant: 100),
            floating.heightAnchor.constraint(equalToConstant: 20),
        ])
        scrollView.contentSize = CGSize(width: 390, height: 2000)
        scrollView.contentOffset = CGPoint(x: 0, y: 700)
        root.layoutIfNeeded()
        #expect(floating.frame == CGRect(x: 10, y: 730, width: 100, height: 20))
        #expect(floating.convert(CGPoint.zero, to: root) == CGPoint(x: 10, y: 30))
    }

    /// Scrolling lays the scroll view out again (UIKit calls layoutSubviews
    /// as content scrolls) and tells the delegate; an animated scroll that
    /// moved also ends its animation, at once.
    @Test func scrollingTellsTheDelegateAndAsksForLayout() {
        final class Delegate: NSObject, UIScrollViewDelegate {
            var log: [String] = []
            func scrollViewDidScroll(_ scrollView: UIScrollView) { log.append("scroll \(scrollView.contentOffset.y)") }
            func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { log.append("end") }
        }
        let delegate = Delegate()
        scrollView.delegate = delegate
        root.layoutIfNeeded()
        #expect(!scrollView.needsLayout)
        scrollView.contentOffset = CGPoint(x: 0, y: 10)
        #expect(scrollView.needsLayout)
        scrollView.setContentOffset(CGPoint(x: 0, y: 10), animated: true)   // no move: no animation
        scrollView.setContentOffset(CGPoint(x: 0, y: 20), animated: true)
        scrollView.setContentOffset(CGPoint(x: 0, y: 30), animated: false)
        #expect(delegate.log == ["scroll 10.0", "scroll 20.0", "end", "scroll 30.0"])
    }

    /// UIKit: "scroll so rect is just visible (nearest edges); nothing if
    /// rect completely visible"; never past the content's end.
    @Test func scrollRectToVisibleScrollsTheLeastDistance() {
        root.layoutIfNeeded()
        scrollView.contentSize = CGSize(width: 390, height: 3000)
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 100, width: 10, height: 10), animated: false)
        #expect(scrollView.contentOffset == .zero)
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 1000, width: 10, height: 100), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 256))          // 1100 - 844
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 50, width: 10, height: 10), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 50))
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 2990, width: 10, height: 500), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 2156))         // 3000 - 844
        scrollView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: 44, right: 0)
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 2990, width: 10, height: 500), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 2200))
    }

    // MARK: - Insets

    /// contentInset is no layout: it only widens what scrolling reaches,
    /// and adjustedContentInset adds the safe area. Content shorter than
    /// the scroll view rests below the top inset: UIKit brings an offset
    /// outside [-top, contentHeight + bottom - height] back into it when
    /// the inset changes, the top inset winning when that range is empty
    /// (e-com-net.com/article/1304727844181544960.htm, measured on iOS).
    @Test func contentInsetAddsNoLayout() {
        let (column, rows) = column(rows: 3, height: 100)
        pinToContentGuide(column)
        scrollView.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 30, right: 0)
        root.layoutIfNeeded()
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 20, left: 0, bottom: 30, right: 0))
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: -20))
        #expect(scrollView.contentSize == CGSize(width: 390, height: 300))
        #expect(rows[0].frame.minY == 0)
    }

    /// With a safe area (windows will give one; set directly here), each
    /// behaviour adds it as UIKit documents: .never not at all, .always on
    /// every edge, .scrollableAxes (and .automatic, with no view
    /// controllers yet) only on axes whose content is larger than the
    /// scroll view, or vertically with alwaysBounceVertical.
    @Test func adjustedContentInsetFollowsTheAdjustmentBehavior() {
        final class Delegate: NSObject, UIScrollViewDelegate {
            var changes = 0
            func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) { changes += 1 }
        }
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let delegate = Delegate()
        scroll.delegate = delegate
        scroll.contentInset = UIEdgeInsets(top: 10, left: 1, bottom: 10, right: 1)
        #expect(delegate.changes == 1)
        scroll.storedSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        scroll.safeAreaInsetsDidChange()
        scroll.contentSize = CGSize(width: 390, height: 500)

        let expectations: [(UIScrollView.ContentInsetAdjustmentBehavior, UIEdgeInsets)] = [
            (.never, UIEdgeInsets(top: 10, left: 1, bottom: 10, right: 1)),
            (.always, UIEdgeInsets(top: 57, left: 1, bottom: 44, right: 1)),
            (.scrollableAxes, UIEdgeInsets(top: 10, left: 1, bottom: 10, right: 1)),
            (.automatic, UIEdgeInsets(top: 10, left: 1, bottom: 10, right: 1)),
        ]
        for (behavior, inset) in expectations {
            scroll.contentInsetAdjustmentBehavior = behavior
            #expect(scroll.adjustedContentInset == inset, "\(behavior)")
        }
        scroll.contentSize = CGSize(width: 390, height: 2000)      // now taller than the scroll view
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 57, left: 1, bottom: 44, right: 1))
        scroll.contentSize = CGSize(width: 390, height: 500)
        scroll.alwaysBounceVertical = true
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 57, left: 1, bottom: 44, right: 1))
        scroll.contentInsetAdjustmentBehavior = .never
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 10, left: 1, bottom: 10, right: 1))
        #expect(delegate.changes == 7)
    }

    /// No window, no safe area: adjusted equals contentInset for every behaviour.
    @Test(arguments: [UIScrollView.ContentInsetAdjustmentBehavior.automatic, .scrollableAxes, .never, .always])
    func withoutASafeAreaTheAdjustedInsetIsTheContentInset(behavior: UIScrollView.ContentInsetAdjustmentBehavior) {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.contentSize = CGSize(width: 500, height: 500)
        scroll.contentInsetAdjustmentBehavior = behavior
        scroll.contentInset = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    }

    // MARK: - Bad input

    /// UIKit raises a CALayer exception for a NaN offset; here a number
    /// that is not finite is refused and reported, and nothing moves.
    @Test func nonFiniteOffsetsAreRefused() {
        root.layoutIfNeeded()
        scrollView.contentOffset = CGPoint(x: 0, y: 100)
        let bads: [CGPoint] = [CGPoint(x: CGFloat.nan, y: 0), CGPoint(x: 0, y: CGFloat.infinity), CGPoint(x: -CGFloat.infinity, y: CGFloat.nan)]
        for bad in bads {
            let messages = recordingDiagnostics {
                scrollView.contentOffset = bad
                scrollView.setContentOffset(bad, animated: true)
                scrollView.bounds.origin = bad
            }
            #expect(messages.count == 3)
            #expect(messages.allSatisfy { $0.kind == .invalidOperation })
            #expect(scrollView.contentOffset == CGPoint(x: 0, y: 100))
            #expect(scrollView.bounds == CGRect(x: 0, y: 100, width: 390, height: 844))
        }
        let messages = recordingDiagnostics {
            scrollView.scrollRectToVisible(CGRect(x: 0, y: CGFloat.nan, width: 1, height: 1), animated: false)
        }
        #expect(messages.count == 1)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 100))
        root.layoutIfNeeded()
        #expect(scrollView.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    @Test func nonFiniteContentSizesAreRefused() {
        scrollView.contentSize = CGSize(width: 390, height: 1000)
        let messages = recordingDiagnostics {
            scrollView.contentSize = CGSize(width: CGFloat.nan, height: 10)
            scrollView.contentSize = CGSize(width: 10, height: CGFloat.infinity)
        }
        #expect(messages.count == 2)
        #expect(messages.first?.kind == .invalidOperation)
        #expect(scrollView.contentSize == CGSize(width: 390, height: 1000))
        root.layoutIfNeeded()
        #expect(scrollView.contentSize == CGSize(width: 390, height: 1000))
    }

    // MARK: - Plain views

    /// TN2154 on ordinary views: pinning a subview to its superview's edge
    /// pins it to the superview's bounds origin, so moving the origin does
    /// not move the subview on screen; a frame-based subview keeps its frame.
    @Test func aPlainViewsAutoLayoutSubviewsFollowItsBoundsOrigin() {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let pinned = autoLayoutView("pinned")
        let placed = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        card.addSubview(pinned)
        card.addSubview(placed)
        NSLayoutConstraint.activate([
            pinned.topAnchor.constraint(equalTo: card.topAnchor, constant: 5),
            pinned.leadingAnchor.constraint(equalTo: card.leadingAnchor),
            pinned.widthAnchor.constraint(equalToConstant: 10),
            pinned.heightAnchor.constraint(equalToConstant: 10),
        ])
        card.layoutIfNeeded()
        card.bounds.origin = CGPoint(x: 0, y: 40)
        card.layoutIfNeeded()
        #expect(pinned.frame == CGRect(x: 0, y: 45, width: 10, height: 10))
        #expect(pinned.convert(CGPoint.zero, to: card.superview) == CGPoint(x: 0, y: 5))
        #expect(placed.frame == CGRect(x: 10, y: 10, width: 20, height: 20))
    }
}
