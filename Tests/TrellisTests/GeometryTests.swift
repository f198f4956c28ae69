import Foundation
import Testing
@testable import Trellis

@Suite struct GeometryTests {
    @Test func transformsComposeInOrder() {
        let transform = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 2)
        #expect(CGPoint(x: 1, y: 1).applying(transform) == CGPoint(x: 12, y: 2))
        #expect(CGPoint(x: 12, y: 2).applying(transform.inverted()) == CGPoint(x: 1, y: 1))
        #expect(CGAffineTransform.identity.isIdentity)
    }

    @Test func rectsInsetByEdgeInsets() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
        #expect(rect.inset(by: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) == CGRect(x: 2, y: 1, width: 94, height: 46))
    }
}
