import Foundation
import Testing
@testable import Trellis

@Suite struct CALayerTests {
    @Test func defaultsMatchCoreAnimation() {
        let layer = CALayer()
        #expect(layer.cornerRadius == 0)
        #expect(layer.masksToBounds == false)
        #expect(layer.borderWidth == 0)
        #expect(layer.borderColor == CGColor(gray: 0, alpha: 1))
        #expect(layer.backgroundColor == nil)
        #expect(layer.opacity == 1)
        #expect(layer.shadowColor == CGColor(gray: 0, alpha: 1))
        #expect(layer.shadowOpacity == 0)
        #expect(layer.shadowOffset == CGSize(width: 0, height: -3))
        #expect(layer.shadowRadius == 3)
        #expect(layer.isHidden == false)
    }

    @Test func propertiesKeepWhatIsSet() {
        let layer = CALayer()
        layer.cornerRadius = 8
        layer.masksToBounds = true
        layer.borderWidth = 1
        layer.borderColor = UIColor.red.cgColor
        layer.backgroundColor = UIColor.blue.cgColor
        layer.opacity = 0.5
        layer.shadowColor = nil
        layer.shadowOpacity = 0.3
        layer.shadowOffset = CGSize(width: 2, height: 4)
        layer.shadowRadius = 6
        layer.isHidden = true
        #expect(layer.cornerRadius == 8)
        #expect(layer.masksToBounds)
        #expect(layer.borderWidth == 1)
        #expect(layer.borderColor == UIColor.red.cgColor)
        #expect(layer.backgroundColor?.components == [0, 0, 1, 1])
        #expect(layer.opacity == 0.5)
        #expect(layer.shadowColor == nil)
        #expect(layer.shadowOpacity == 0.3)
        #expect(layer.shadowOffset == CGSize(width: 2, height: 4))
        #expect(layer.shadowRadius == 6)
        #expect(layer.isHidden)
    }
}
