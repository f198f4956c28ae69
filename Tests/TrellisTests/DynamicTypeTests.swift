import Foundation
import Testing
@testable import Trellis

/// Spot checks of `DynamicTypeTable` against Apple's HIG Typography tables
/// (https://developer.apple.com/design/human-interface-guidelines/typography#Specifications).
@Suite struct DynamicTypeTests {
    private func entry(_ style: UIFont.TextStyle, _ category: UIContentSizeCategory) -> DynamicTypeTable.Entry {
        DynamicTypeTable.entry(for: style, category: category)
    }

    @Test func bodyCheckpoints() {
        #expect(entry(.body, .large) == .init(size: CGFloat(17), leading: CGFloat(22), weight: .regular))
        #expect(entry(.body, .extraExtraExtraLarge).size == CGFloat(23))
        #expect(entry(.body, .extraExtraExtraLarge).leading == CGFloat(29))
        #expect(entry(.body, .accessibilityExtraExtraExtraLarge).size == CGFloat(53))
        #expect(entry(.body, .accessibilityExtraExtraExtraLarge).leading == CGFloat(62))
        #expect(entry(.body, .extraSmall).size == CGFloat(14))
        #expect(entry(.body, .accessibilityMedium).size == CGFloat(28))
    }

    @Test func defaultSizesAtLarge() {
        let expected: [(UIFont.TextStyle, CGFloat, CGFloat)] = [
            (.largeTitle, 34, 41), (.title1, 28, 34), (.title2, 22, 28), (.title3, 20, 25),
            (.headline, 17, 22), (.body, 17, 22), (.callout, 16, 21), (.subheadline, 15, 20),
            (.footnote, 13, 18), (.caption1, 12, 16), (.caption2, 11, 13),
        ]
        for (style, size, leading) in expected {
            #expect(entry(style, .large).size == size, "\(style.rawValue)")
            #expect(entry(style, .large).leading == leading, "\(style.rawValue)")
        }
    }

    @Test func spotChecksAcrossCategories() {
        #expect(entry(.largeTitle, .extraSmall) == .init(size: CGFloat(31), leading: CGFloat(38), weight: .regular))
        #expect(entry(.largeTitle, .accessibilityExtraExtraExtraLarge) == .init(size: CGFloat(60), leading: CGFloat(70), weight: .regular))
        #expect(entry(.title1, .accessibilityLarge) == .init(size: CGFloat(43), leading: CGFloat(51), weight: .regular))
        #expect(entry(.title2, .extraLarge) == .init(size: CGFloat(24), leading: CGFloat(30), weight: .regular))
        #expect(entry(.title3, .accessibilityExtraLarge) == .init(size: CGFloat(43), leading: CGFloat(51), weight: .regular))
        #expect(entry(.headline, .extraExtraLarge) == .init(size: CGFloat(21), leading: CGFloat(26), weight: .semibold))
        #expect(entry(.callout, .accessibilityExtraExtraLarge) == .init(size: CGFloat(44), leading: CGFloat(52), weight: .regular))
        #expect(entry(.subheadline, .extraExtraExtraLarge) == .init(size: CGFloat(21), leading: CGFloat(28), weight: .regular))
        #expect(entry(.footnote, .medium) == .init(size: CGFloat(12), leading: CGFloat(16), weight: .regular))
        #expect(entry(.caption1, .small) == .init(size: CGFloat(11), leading: CGFloat(13), weight: .regular))
        #expect(entry(.caption2, .large) == .init(size: CGFloat(11), leading: CGFloat(13), weight: .regular))
        #expect(entry(.caption2, .accessibilityExtraExtraExtraLarge) == .init(size: CGFloat(40), leading: CGFloat(48), weight: .regular))
    }

    @Test func weights() {
        for style in UIFont.TextStyle.allStyles {
            let expected: UIFont.Weight = style == .headline ? .semibold : .regular
            for category in UIContentSizeCategory.allSizes {
                #expect(entry(style, category).weight == expected, "\(style.rawValue) at \(category.rawValue)")
            }
        }
    }

    @Test func everyStyleIsMonotonicAcrossSizes() {
        for style in UIFont.TextStyle.allStyles {
            let entries = UIContentSizeCategory.allSizes.map { entry(style, $0) }
            #expect(entries.count == 12)
            for (smaller, larger) in zip(entries, entries.dropFirst()) {
                #expect(smaller.size <= larger.size, "\(style.rawValue) size")
                #expect(smaller.leading <= larger.leading, "\(style.rawValue) leading")
            }
            for e in entries {
                #expect(e.leading >= e.size, "\(style.rawValue) leading below size")
            }
        }
    }

    @Test func unspecifiedAndUnknownResolveAsLarge() {
        for style in UIFont.TextStyle.allStyles {
            #expect(entry(style, .unspecified) == entry(style, .large))
            #expect(entry(style, UIContentSizeCategory(rawValue: "bogus")) == entry(style, .large))
        }
    }

    @Test func unknownStyleResolvesAsBody() {
        let unknown = UIFont.TextStyle(rawValue: "NotAStyle")
        for category in UIContentSizeCategory.allSizes {
            #expect(entry(unknown, category) == entry(.body, category))
        }
    }

    @Test func scaledValue() {
        #expect(DynamicTypeTable.scaledValue(10, for: .body, category: .large) == CGFloat(10))
        #expect(DynamicTypeTable.scaledValue(10, for: .body, category: .unspecified) == CGFloat(10))
        #expect(DynamicTypeTable.scaledValue(10, for: .body, category: .extraExtraExtraLarge) == CGFloat(10) * CGFloat(23) / CGFloat(17))
        #expect(DynamicTypeTable.scaledValue(17, for: .body, category: .accessibilityExtraExtraExtraLarge) == CGFloat(53))
        #expect(DynamicTypeTable.scaledValue(34, for: .largeTitle, category: .extraSmall) == CGFloat(31))
        #expect(DynamicTypeTable.scaledValue(22, for: .caption2, category: .extraSmall) == CGFloat(22))
    }
}
