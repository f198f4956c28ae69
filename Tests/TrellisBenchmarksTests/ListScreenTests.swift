import Foundation
import TrellisBenchmarks
import Testing
import Trellis

@Suite struct ListScreenTests {
    @Test func rowsStackAndFollowTheWidth() {
        let screen = ListScreen(views: 40)
        screen.root.layoutIfNeeded()
        #expect(screen.rows.count == 10)
        #expect(screen.rows.map(\.frame.minY) == (0..<10).map { CGFloat($0 * 56) })
        #expect(screen.rows.allSatisfy { $0.frame.width == 375 })
        let value = screen.rows[3].subviews[2]
        #expect(value.frame == CGRect(x: 375 - 16 - 60, y: 17.5, width: 60, height: 21))
        screen.root.frame.size.width = 768
        screen.root.layoutIfNeeded()
        #expect(value.frame.minX == CGFloat(768 - 16 - 60))
        #expect(!screen.rows.contains { $0.hasAmbiguousLayout })
    }
}
