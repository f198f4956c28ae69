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

/// Dynamic colors, trait resolution and UIKit's system colors.
extension UIColorTests {
    @Suite struct DynamicAndSystemColors {
        private let light = UITraitCollection(userInterfaceStyle: .light)
        private let dark = UITraitCollection(userInterfaceStyle: .dark)

        private func rgba(_ color: UIColor) -> [CGFloat] {
            var red: CGFloat = -1, green: CGFloat = -1, blue: CGFloat = -1, alpha: CGFloat = -1
            #expect(color.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
            return [red, green, blue, alpha]
        }

        /// Whether `color` has the 0...255 components and the alpha given, each
        /// within 1/255.
        private func matches(_ color: UIColor, _ red: CGFloat, _ green: CGFloat, _ blue: CGFloat,
                             _ alpha: CGFloat = 1) -> Bool {
            let expected: [CGFloat] = [red / 255, green / 255, blue / 255, alpha]
            return zip(rgba(color), expected).allSatisfy { abs($0 - $1) <= CGFloat(1) / CGFloat(255) }
        }

        @Test func systemColorsResolveToUIKitsLightValues() {
            #expect(matches(UIColor.label.resolvedColor(with: light), 0, 0, 0))
            #expect(matches(UIColor.secondaryLabel.resolvedColor(with: light), 60, 60, 67, 0.6))
            #expect(matches(UIColor.tertiaryLabel.resolvedColor(with: light), 60, 60, 67, 0.3))
            #expect(matches(UIColor.quaternaryLabel.resolvedColor(with: light), 60, 60, 67, 0.18))
            #expect(matches(UIColor.placeholderText.resolvedColor(with: light), 60, 60, 67, 0.3))
            #expect(matches(UIColor.link.resolvedColor(with: light), 0, 122, 255))
            #expect(matches(UIColor.separator.resolvedColor(with: light), 60, 60, 67, 0.29))
            #expect(matches(UIColor.opaqueSeparator.resolvedColor(with: light), 198, 198, 200))
            #expect(matches(UIColor.systemBackground.resolvedColor(with: light), 255, 255, 255))
            #expect(matches(UIColor.secondarySystemBackground.resolvedColor(with: light), 242, 242, 247))
            #expect(matches(UIColor.tertiarySystemBackground.resolvedColor(with: light), 255, 255, 255))
            #expect(matches(UIColor.systemGroupedBackground.resolvedColor(with: light), 242, 242, 247))
            #expect(matches(UIColor.secondarySystemGroupedBackground.resolvedColor(with: light), 255, 255, 255))
            #expect(matches(UIColor.tertiarySystemGroupedBackground.resolvedColor(with: light), 242, 242, 247))
            #expect(matches(UIColor.systemFill.resolvedColor(with: light), 120, 120, 128, 0.2))
            #expect(matches(UIColor.secondarySystemFill.resolvedColor(with: light), 120, 120, 128, 0.16))
            #expect(matches(UIColor.tertiarySystemFill.resolvedColor(with: light), 118, 118, 128, 0.12))
            #expect(matches(UIColor.quaternarySystemFill.resolvedColor(with: light), 116, 116, 128, 0.08))
            #expect(matches(UIColor.systemBlue.resolvedColor(with: light), 0, 122, 255))
            #expect(matches(UIColor.systemRed.resolvedColor(with: light), 255, 59, 48))
            #expect(matches(UIColor.systemGreen.resolvedColor(with: light), 52, 199, 89))
            #expect(matches(UIColor.systemOrange.resolvedColor(with: light), 255, 149, 0))
            #expect(matches(UIColor.systemMint.resolvedColor(with: light), 0, 199, 190))
            #expect(matches(UIColor.systemTeal.resolvedColor(with: light), 48, 176, 199))
            #expect(matches(UIColor.systemCyan.resolvedColor(with: light), 50, 173, 230))
            #expect(matches(UIColor.systemBrown.resolvedColor(with: light), 162, 132, 94))
            #expect(matches(UIColor.systemGray.resolvedColor(with: light), 142, 142, 147))
            #expect(matches(UIColor.systemGray2.resolvedColor(with: light), 174, 174, 178))
            #expect(matches(UIColor.systemGray6.resolvedColor(with: light), 242, 242, 247))
        }

        @Test func systemColorsResolveToUIKitsDarkValues() {
            #expect(matches(UIColor.label.resolvedColor(with: dark), 255, 255, 255))
            #expect(matches(UIColor.secondaryLabel.resolvedColor(with: dark), 235, 235, 245, 0.6))
            #expect(matches(UIColor.quaternaryLabel.resolvedColor(with: dark), 235, 235, 245, 0.16))
            #expect(matches(UIColor.link.resolvedColor(with: dark), 9, 132, 255))
            #expect(matches(UIColor.separator.resolvedColor(with: dark), 84, 84, 88, 0.6))
            #expect(matches(UIColor.opaqueSeparator.resolvedColor(with: dark), 56, 56, 58))
            #expect(matches(UIColor.systemBackground.resolvedColor(with: dark), 0, 0, 0))
            #expect(matches(UIColor.secondarySystemBackground.resolvedColor(with: dark), 28, 28, 30))
            #expect(matches(UIColor.tertiarySystemBackground.resolvedColor(with: dark), 44, 44, 46))
            #expect(matches(UIColor.systemGroupedBackground.resolvedColor(with: dark), 0, 0, 0))
            #expect(matches(UIColor.systemFill.resolvedColor(with: dark), 120, 120, 128, 0.36))
            #expect(matches(UIColor.quaternarySystemFill.resolvedColor(with: dark), 118, 118, 128, 0.18))
            #expect(matches(UIColor.systemBlue.resolvedColor(with: dark), 10, 132, 255))
            #expect(matches(UIColor.systemRed.resolvedColor(with: dark), 255, 69, 58))
            #expect(matches(UIColor.systemIndigo.resolvedColor(with: dark), 94, 92, 230))
            #expect(matches(UIColor.systemYellow.resolvedColor(with: dark), 255, 214, 10))
            #expect(matches(UIColor.systemMint.resolvedColor(with: dark), 99, 230, 226))
            #expect(matches(UIColor.systemCyan.resolvedColor(with: dark), 100, 210, 255))
            #expect(matches(UIColor.systemGray.resolvedColor(with: dark), 142, 142, 147))
            #expect(matches(UIColor.systemGray2.resolvedColor(with: dark), 99, 99, 102))
            #expect(matches(UIColor.systemGray6.resolvedColor(with: dark), 28, 28, 30))
        }

        @Test func unspecifiedStyleResolvesAsLight() {
            let unspecified = UITraitCollection()
            #expect(UIColor.label.resolvedColor(with: unspecified) == UIColor.label.resolvedColor(with: light))
            #expect(matches(UIColor.systemBackground.resolvedColor(with: unspecified), 255, 255, 255))
            // A provider sees `.light`, not `.unspecified`, and keeps the other traits.
            let seen = UIColor(dynamicProvider: { traits in
                traits.userInterfaceStyle == .light && traits.displayScale == 3 ? .green : .red
            })
            #expect(seen.resolvedColor(with: UITraitCollection(displayScale: 3)) == .green)
            // With no traits set anywhere, `current` is unspecified and so light.
            #expect(UITraitCollection.current.userInterfaceStyle == .unspecified)
            #expect(matches(UIColor.label, 0, 0, 0))
        }

        @Test func performAsCurrentChangesWhatADynamicColorReturns() {
            let color = UIColor(dynamicProvider: { $0.userInterfaceStyle == .dark ? .white : .black })
            #expect(color.cgColor == UIColor.black.cgColor)
            dark.performAsCurrent {
                #expect(color.cgColor == UIColor.white.cgColor)
                #expect(color == .white)
                #expect(color.description == "UIExtendedSRGBColorSpace 1 1 1 1")
                #expect(matches(UIColor.systemBlue, 10, 132, 255))
                var hue: CGFloat = -1, brightness: CGFloat = -1
                #expect(color.getHue(&hue, saturation: nil, brightness: &brightness, alpha: nil))
                #expect(brightness == 1)
            }
            light.performAsCurrent {
                #expect(color.cgColor == UIColor.black.cgColor)
                #expect(UIColor.systemBlue.cgColor.components?[1] == CGFloat(122) / CGFloat(255))
            }
            #expect(color == .black)
            #expect(color.description == "UIExtendedSRGBColorSpace 0 0 0 1")
        }

        @Test func withAlphaComponentKeepsADynamicColorDynamic() {
            let translucent = UIColor.systemBlue.withAlphaComponent(0.5)
            #expect(matches(translucent.resolvedColor(with: light), 0, 122, 255, 0.5))
            #expect(matches(translucent.resolvedColor(with: dark), 10, 132, 255, 0.5))
            dark.performAsCurrent {
                #expect(matches(translucent, 10, 132, 255, 0.5))
            }
            // The alpha replaces the resolved color's own alpha.
            let separator = UIColor.separator.withAlphaComponent(1)
            #expect(matches(separator.resolvedColor(with: dark), 84, 84, 88, 1))
            #expect(matches(UIColor.separator.resolvedColor(with: dark), 84, 84, 88, 0.6))
        }

        @Test func staticColorsIgnoreTraits() {
            #expect(UIColor.red.resolvedColor(with: dark) === UIColor.red)
            #expect(UIColor.orange.resolvedColor(with: light) === UIColor.orange)
            dark.performAsCurrent {
                #expect(rgba(.red) == [1, 0, 0, 1])
                #expect(UIColor.white.description == "UIExtendedSRGBColorSpace 1 1 1 1")
                #expect(matches(UIColor.lightText, 255, 255, 255, 0.6))
                #expect(matches(UIColor.darkText, 0, 0, 0))
            }
            #expect(UIColor.lightText.resolvedColor(with: dark) === UIColor.lightText)
            #expect(UIColor.darkText.resolvedColor(with: dark) === UIColor.darkText)
        }

        @Test func tintColorIsSystemBlue() {
            #expect(UIColor.tintColor.resolvedColor(with: light) == UIColor.systemBlue.resolvedColor(with: light))
            #expect(UIColor.tintColor.resolvedColor(with: dark) == UIColor.systemBlue.resolvedColor(with: dark))
        }

        @Test func aProviderMayReturnAnotherDynamicColor() {
            let wrapped = UIColor(dynamicProvider: { _ in .secondarySystemBackground })
            #expect(matches(wrapped.resolvedColor(with: dark), 28, 28, 30))
            #expect(matches(wrapped.resolvedColor(with: light), 242, 242, 247))
        }

        @Test func equalityAndHashingUseTheCurrentResolution() {
            #expect(UIColor.systemBackground == .white)
            #expect(UIColor.label == .black)
            dark.performAsCurrent {
                #expect(UIColor.systemBackground == .black)
                #expect(UIColor.label != .black)
                #expect(Set([UIColor.label, UIColor.white]).count == 1)
            }
        }

        @Test func dynamicColorsCanBeSentAcrossTasks() async {
            let color = UIColor.systemRed
            let components = await Task.detached {
                color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).cgColor.components
            }.value
            #expect(components?[1] == CGFloat(69) / CGFloat(255))
        }
    }
}
