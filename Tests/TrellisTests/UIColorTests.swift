import Foundation
import Testing
@testable import Trellis

@Suite struct UIColorTests {
    private func rgba(_ color: UIColor) -> [CGFloat] {
        var red: CGFloat = -1, green: CGFloat = -1, blue: CGFloat = -1, alpha: CGFloat = -1
        #expect(color.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        return [red, green, blue, alpha]
    }

    @Test func namedColorsHaveUIKitsComponents() {
        #expect(rgba(.black) == [0, 0, 0, 1])
        let third: CGFloat = 1.0 / 3.0, twoThirds: CGFloat = 2.0 / 3.0
        #expect(rgba(.darkGray) == [third, third, third, 1])
        #expect(rgba(.lightGray) == [twoThirds, twoThirds, twoThirds, 1])
        #expect(rgba(.white) == [1, 1, 1, 1])
        #expect(rgba(.gray) == [0.5, 0.5, 0.5, 1])
        #expect(rgba(.red) == [1, 0, 0, 1])
        #expect(rgba(.green) == [0, 1, 0, 1])
        #expect(rgba(.blue) == [0, 0, 1, 1])
        #expect(rgba(.cyan) == [0, 1, 1, 1])
        #expect(rgba(.yellow) == [1, 1, 0, 1])
        #expect(rgba(.magenta) == [1, 0, 1, 1])
        #expect(rgba(.orange) == [1, 0.5, 0, 1])
        #expect(rgba(.purple) == [0.5, 0, 0.5, 1])
        #expect(rgba(.brown) == [0.6, 0.4, 0.2, 1])
        #expect(rgba(.clear) == [0, 0, 0, 0])
    }

    @Test func getRedSkipsNilPointers() {
        var green: CGFloat = -1
        #expect(UIColor.cyan.getRed(nil, green: &green, blue: nil, alpha: nil))
        #expect(green == 1)
    }

    @Test func equalityComparesComponentsAcrossInitializers() {
        #expect(UIColor(white: 1, alpha: 1) == UIColor(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 1) == .red)
        #expect(UIColor.red != UIColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        #expect(Set([UIColor.red, UIColor(red: 1, green: 0, blue: 0, alpha: 1), .blue]).count == 2)
    }

    @Test func componentsAreClampedToTheUnitRange() {
        #expect(UIColor(red: 2, green: -1, blue: 0.5, alpha: 3) == UIColor(red: 1, green: 0, blue: 0.5, alpha: 1))
    }

    @Test func hueSaturationBrightnessConvertToRGB() {
        #expect(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1) == .red)
        #expect(UIColor(hue: 1, saturation: 1, brightness: 1, alpha: 1) == .red)
        #expect(UIColor(hue: 1.0 / 12.0, saturation: 1, brightness: 1, alpha: 1) == .orange)
        #expect(UIColor(hue: 0.5, saturation: 1, brightness: 1, alpha: 1) == .cyan)
        #expect(UIColor(hue: 0.3, saturation: 0, brightness: 0.5, alpha: 1) == .gray)
        #expect(UIColor(hue: 0.7, saturation: 1, brightness: 0, alpha: 1) == .black)
        #expect(rgba(UIColor(hue: 0.75, saturation: 0.5, brightness: 1, alpha: 0.25)) == [0.75, 0.5, 1, 0.25])
    }

    @Test func getHueInvertsTheHueInitializer() {
        var hue: CGFloat = -1, saturation: CGFloat = -1, brightness: CGFloat = -1, alpha: CGFloat = -1
        #expect(UIColor.orange.getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &alpha))
        #expect(abs(hue - 1.0 / 12.0) < 1e-12)
        #expect([saturation, brightness, alpha] == [1, 1, 1])

        #expect(UIColor(red: 1, green: 0, blue: 0.5, alpha: 1).getHue(&hue, saturation: nil, brightness: nil, alpha: nil))
        #expect(abs(hue - 11.0 / 12.0) < 1e-12)

        #expect(UIColor.gray.getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: nil))
        #expect([hue, saturation, brightness] == [0, 0, 0.5])
    }

    @Test func withAlphaComponentKeepsTheColor() {
        let translucent = UIColor.orange.withAlphaComponent(0.5)
        #expect(rgba(translucent) == [1, 0.5, 0, 0.5])
        #expect(translucent.cgColor.alpha == 0.5)
        #expect(UIColor.orange.cgColor.alpha == 1)
    }

    @Test func cgColorRoundTrips() {
        #expect(UIColor.purple.cgColor.components == [0.5, 0, 0.5, 1])
        #expect(UIColor(cgColor: UIColor.purple.cgColor) == .purple)
        #expect(UIColor(cgColor: CGColor(gray: 0.5, alpha: 1)) == .gray)
    }

    @Test func cgColorStoresFourClampedComponents() {
        let gray = CGColor(gray: 0.25, alpha: 0.75)
        #expect(gray.components == [0.25, 0.25, 0.25, 0.75])
        #expect(gray.numberOfComponents == 4)
        #expect(gray.alpha == 0.75)
        #expect(CGColor(red: 1.5, green: -0.5, blue: 0, alpha: 2).components == [1, 0, 0, 1])
        #expect(gray.copy(alpha: 0.1)?.components == [0.25, 0.25, 0.25, 0.1])
        #expect(gray == CGColor(red: 0.25, green: 0.25, blue: 0.25, alpha: 0.75))
    }

    @Test func descriptionUsesUIKitsFormat() {
        #expect(UIColor.orange.description == "UIExtendedSRGBColorSpace 1 0.5 0 1")
        #expect(UIColor.darkGray.description == "UIExtendedSRGBColorSpace 0.333333 0.333333 0.333333 1")
    }
}
