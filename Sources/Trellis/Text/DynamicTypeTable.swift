import Foundation

/// Apple's Dynamic Type table for iOS and iPadOS: the point size, leading
/// (line height) and weight of every text style at every content size category.
///
/// Source: Apple Human Interface Guidelines, "Typography", section
/// "Specifications", tables "iOS, iPadOS Dynamic Type sizes" (xSmall ... xxxLarge)
/// and "iOS, iPadOS larger accessibility type sizes" (AX1 ... AX5):
///   https://developer.apple.com/design/human-interface-guidelines/typography#Specifications
///   https://developer.apple.com/design/human-interface-guidelines/typography#iOS-iPadOS-Dynamic-Type-sizes
///   https://developer.apple.com/design/human-interface-guidelines/typography#iOS-iPadOS-larger-accessibility-type-sizes
/// Every figure below is copied from those tables (Size (points), Leading
/// (points), Weight); none is interpolated. The HIG lists "Subhead" for
/// `.subheadline`. Weights: Headline is Semibold, every other style Regular.
///
/// The table is what Apple publishes, which is not always what a given iOS
/// release returns at run time (for example, iOS 13's simulator reports
/// caption2 at AX5 as 41 pt where the HIG lists 40 pt); we follow the HIG.
enum DynamicTypeTable {
    struct Entry: Sendable, Equatable {
        /// Point size.
        let size: CGFloat
        /// Apple's published line height ("leading"), in points.
        let leading: CGFloat
        let weight: UIFont.Weight
    }

    /// The entry for `style` at `category`. `.unspecified` and unknown
    /// categories resolve as `.large`; unknown text styles resolve as `.body`.
    static func entry(for style: UIFont.TextStyle, category: UIContentSizeCategory) -> Entry {
        let row = rows[style] ?? rows[.body]!
        let index = category.order >= 0 ? category.order : largeIndex
        let (size, leading) = row.metrics[index]
        return Entry(size: size, leading: leading, weight: row.weight)
    }

    /// `UIFontMetrics.scaledValue(for:)` semantics: `value` scaled by the ratio
    /// of the style's point size at `category` to its point size at `.large`.
    static func scaledValue(_ value: CGFloat, for style: UIFont.TextStyle, category: UIContentSizeCategory) -> CGFloat {
        let base = entry(for: style, category: .large).size
        let scaled = entry(for: style, category: category).size
        return value * scaled / base
    }

    // MARK: - Data

    /// Index of `.large` in `UIContentSizeCategory.allSizes`.
    private static let largeIndex = 3

    private struct Row: Sendable {
        let weight: UIFont.Weight
        /// (size, leading) in `UIContentSizeCategory.allSizes` order:
        /// xSmall, Small, Medium, Large, xLarge, xxLarge, xxxLarge, AX1, AX2, AX3, AX4, AX5.
        let metrics: [(CGFloat, CGFloat)]
    }

    private static let rows: [UIFont.TextStyle: Row] = [
        // Columns (size, leading): xSmall, Small, Medium, Large, xLarge, xxLarge, xxxLarge, AX1, AX2, AX3, AX4, AX5.
        .largeTitle: Row(weight: .regular, metrics: [(31, 38), (32, 39), (33, 40), (34, 41), (36, 43), (38, 46), (40, 48), (44, 52), (48, 57), (52, 61), (56, 66), (60, 70)]),
        .title1: Row(weight: .regular, metrics: [(25, 31), (26, 32), (27, 33), (28, 34), (30, 37), (32, 39), (34, 41), (38, 46), (43, 51), (48, 57), (53, 62), (58, 68)]),
        .title2: Row(weight: .regular, metrics: [(19, 24), (20, 25), (21, 26), (22, 28), (24, 30), (26, 32), (28, 34), (34, 41), (39, 47), (44, 52), (50, 59), (56, 66)]),
        .title3: Row(weight: .regular, metrics: [(17, 22), (18, 23), (19, 24), (20, 25), (22, 28), (24, 30), (26, 32), (31, 38), (37, 44), (43, 51), (49, 58), (55, 65)]),
        .headline: Row(weight: .semibold, metrics: [(14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48), (47, 56), (53, 62)]),
        .body: Row(weight: .regular, metrics: [(14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48), (47, 56), (53, 62)]),
        .callout: Row(weight: .regular, metrics: [(13, 18), (14, 19), (15, 20), (16, 21), (18, 23), (20, 25), (22, 28), (26, 32), (32, 39), (38, 46), (44, 52), (51, 60)]),
        .subheadline: Row(weight: .regular, metrics: [(12, 16), (13, 18), (14, 19), (15, 20), (17, 22), (19, 24), (21, 28), (25, 31), (30, 37), (36, 43), (42, 50), (49, 58)]),
        .footnote: Row(weight: .regular, metrics: [(12, 16), (12, 16), (12, 16), (13, 18), (15, 20), (17, 22), (19, 24), (23, 29), (27, 33), (33, 40), (38, 46), (44, 52)]),
        .caption1: Row(weight: .regular, metrics: [(11, 13), (11, 13), (11, 13), (12, 16), (14, 19), (16, 21), (18, 23), (22, 28), (26, 32), (32, 39), (37, 44), (43, 51)]),
        .caption2: Row(weight: .regular, metrics: [(11, 13), (11, 13), (11, 13), (11, 13), (13, 18), (15, 20), (17, 22), (20, 25), (24, 30), (29, 35), (34, 41), (40, 48)]),
    ]
}
