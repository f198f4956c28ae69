import Foundation
import Testing
@testable import Trellis

@Suite struct EdgeInsetsTests {
    @Test func zeroAndEmptyInitializerAreAllZeros() {
        #expect(UIEdgeInsets.zero == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
        #expect(UIEdgeInsets() == .zero)
        #expect(NSDirectionalEdgeInsets.zero == NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
        #expect(NSDirectionalEdgeInsets() == .zero)
    }

    @Test func insetsCompareAndHashByValue() {
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(insets == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(insets != UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 5))
        #expect(Set([insets, insets, .zero]).count == 2)
    }

    @Test func rectInsetMovesEachEdgeInward() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
        #expect(rect.inset(by: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) == CGRect(x: 2, y: 1, width: 94, height: 46))
    }

    @Test func negativeInsetsGrowTheRect() {
        let rect = CGRect(x: 10, y: 10, width: 20, height: 20)
        #expect(rect.inset(by: UIEdgeInsets(top: -5, left: -5, bottom: -5, right: -5)) == CGRect(x: 5, y: 5, width: 30, height: 30))
    }

    @Test func insetsLargerThanTheRectGiveNegativeSizeAsInUIKit() {
        let inset = CGRect(x: 0, y: 0, width: 10, height: 10).inset(by: UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 8))
        #expect(inset.origin.x == 8)
        #expect(inset.size.width == -6)
    }

    @Test func rectEdgeBitsMatchUIKit() {
        #expect(UIRectEdge.top.rawValue == 1)
        #expect(UIRectEdge.left.rawValue == 2)
        #expect(UIRectEdge.bottom.rawValue == 4)
        #expect(UIRectEdge.right.rawValue == 8)
        #expect(UIRectEdge.all.rawValue == 15)
        #expect(UIRectEdge.all == [.top, .left, .bottom, .right])
        let edges: UIRectEdge = [.top, .bottom]
        #expect(edges.contains(.top))
        #expect(!edges.contains(.left))
        #expect(UIRectEdge([]).isEmpty)
    }
}
