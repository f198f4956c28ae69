import Foundation
import Testing
@testable import Trellis

/// The split view's layout rules as values. Sources: UIKit's split view
/// implementation (UISplitViewControllerPanelImpl and its style object in
/// iOS 17–18 UIKitCore, as decompiled in public restore images such as
/// github.com/EthanArbuckle/iPad_10.2_18.0_22A3354_Restore) and
/// UISplitViewController.h's comments; see SplitColumnLayout.swift.
@Suite struct SplitColumnLayoutTests {
    typealias Layout = SplitColumnLayout

    // MARK: - Split behaviour

    @Test func aFullScreenIPadTilesInLandscapeAndOverlaysUpright() {
        // splitBehaviorForSize: landscape wider than 1194 tiles, 1024...1194 tiles
        // (displaces with two sidebars), narrower overlays; upright below 1194 overlays.
        #expect(Layout.automaticSplitBehavior(for: CGSize(width: 1366, height: 1024), twoSidebars: false) == .tile)
        #expect(Layout.automaticSplitBehavior(for: CGSize(width: 1366, height: 1024), twoSidebars: true) == .tile)
        #expect(Layout.automaticSplitBehavior(for: CGSize(width: 1024, height: 1366), twoSidebars: false) == .overlay)
        #expect(Layout.automaticSplitBehavior(for: CGSize(width: 820, height: 1180), twoSidebars: true) == .overlay)
    }

    @Test func twoSidebarsDisplaceOnAnElevenInchWideLandscapeWindow() {
        #expect(Layout.automaticSplitBehavior(for: CGSize(width: 1180, height: 820), twoSidebars: true) == .displace)
        #expect(Layout.automaticSplitBehavior(for: CGSize(width: 1180, height: 820), twoSidebars: false) == .tile)
        #expect(Layout.automaticSplitBehavior(for: CGSize(width: 1024, height: 768), twoSidebars: true) == .displace)
    }

    @Test func splitViewWidthsAndLandscapePhonesOverlay() {
        // The 12.9-inch iPad's 2/3 split (981) and half (678), an iPhone 15 Pro Max held sideways (932).
        #expect(Layout.automaticSplitBehavior(for: CGSize(width: 981, height: 1024), twoSidebars: false) == .overlay)
        #expect(Layout.automaticSplitBehavior(for: CGSize(width: 678, height: 1024), twoSidebars: false) == .overlay)
        #expect(Layout.automaticSplitBehavior(for: CGSize(width: 932, height: 430), twoSidebars: false) == .overlay)
    }

    // MARK: - Display modes

    @Test func automaticShowsOneSidebarUnlessSidebarsOverlay() {
        // defaultDisplayModeForSplitBehavior: tile and displace → one beside; overlay → secondary only.
        #expect(Layout.automaticDisplayMode(for: .tile) == .oneBesideSecondary)
        #expect(Layout.automaticDisplayMode(for: .displace) == .oneBesideSecondary)
        #expect(Layout.automaticDisplayMode(for: .overlay) == .secondaryOnly)
    }

    @Test func aPreferredModeMovesToTheOneItsBehaviourAllows() {
        // allowedDisplayModeForCurrentSplitBehaviorGivenDisplayMode: keeps the number of sidebars.
        #expect(Layout.displayMode(.twoBesideSecondary, allowedBy: .overlay, style: .tripleColumn) == .twoOverSecondary)
        #expect(Layout.displayMode(.twoOverSecondary, allowedBy: .displace, style: .tripleColumn) == .twoDisplaceSecondary)
        #expect(Layout.displayMode(.twoDisplaceSecondary, allowedBy: .tile, style: .tripleColumn) == .twoBesideSecondary)
        #expect(Layout.displayMode(.oneBesideSecondary, allowedBy: .overlay, style: .doubleColumn) == .oneOverSecondary)
        #expect(Layout.displayMode(.oneOverSecondary, allowedBy: .displace, style: .tripleColumn) == .oneBesideSecondary)
        #expect(Layout.displayMode(.secondaryOnly, allowedBy: .tile, style: .doubleColumn) == .secondaryOnly)
    }

    @Test func aDoubleColumnInterfaceShowsTwoSidebarModesWithItsOne() {
        #expect(Layout.displayMode(.twoBesideSecondary, allowedBy: .tile, style: .doubleColumn) == .oneBesideSecondary)
        #expect(Layout.displayMode(.twoOverSecondary, allowedBy: .overlay, style: .doubleColumn) == .oneOverSecondary)
    }

    @Test func theClassicAutomaticModeHidesThePrimaryUpright() {
        // UISplitViewController.h: "overlay mode in portrait and a side-by-side mode in landscape".
        #expect(Layout.classicDisplayMode(.automatic, size: CGSize(width: 1024, height: 1366)) == .secondaryOnly)
        #expect(Layout.classicDisplayMode(.automatic, size: CGSize(width: 1366, height: 1024)) == .oneBesideSecondary)
        #expect(Layout.classicDisplayMode(.oneOverSecondary, size: CGSize(width: 1366, height: 1024)) == .oneOverSecondary)
    }

    // MARK: - Widths
    // getPrimaryColumnWidth:supplementaryColumnWidth:forSize:… (column styles) and
    // _primaryColumnWidthForSize:… / _defaultMaximumPrimaryColumnWidthForSize: (classic).

    private func primaryWidth(total: CGFloat = 1366, width: CGFloat = UISplitViewController.automaticDimension,
                              fraction: CGFloat = UISplitViewController.automaticDimension,
                              minimum: CGFloat = UISplitViewController.automaticDimension,
                              maximum: CGFloat = UISplitViewController.automaticDimension, inset: CGFloat = 0) -> CGFloat {
        Layout.columnStyleWidth(total: total, settings: Layout.WidthSettings(preferredWidth: width, preferredFraction: fraction,
                                                                              minimum: minimum, maximum: maximum),
                                defaultWidth: Layout.defaultPrimaryWidth(idiom: .pad, overlaying: false), edgeInset: inset)
    }

    @Test func aColumnStylePrimaryColumnIs320PointsWide() {
        #expect(primaryWidth() == 320)
        #expect(primaryWidth(total: 1024) == 320)
        #expect(Layout.defaultPrimaryWidth(idiom: .pad, overlaying: true) == 320)
        #expect(Layout.defaultPrimaryWidth(idiom: .phone, overlaying: true) == 375)
        #expect(Layout.defaultPrimaryWidth(idiom: .phone, overlaying: false) == 320)
    }

    @Test func aLargerFractionNeedsALargerMaximum() {
        #expect(primaryWidth(fraction: 0.5) == 320)
        #expect(primaryWidth(fraction: 0.5, maximum: 800) == 683)
        // The fraction's width is rounded up: 0.1 × 1366 = 136.6.
        #expect(primaryWidth(fraction: 0.1) == 137)
        #expect(primaryWidth(fraction: 0.1, minimum: 200) == 200)
    }

    @Test func aPreferredWidthComesBeforeTheFraction() {
        #expect(primaryWidth(width: 250, fraction: 0.1) == 250)
        #expect(primaryWidth(width: 500) == 320)
        #expect(primaryWidth(width: 500, maximum: 1000) == 500)
    }

    @Test func theColumnAgainstTheEdgeTakesTheSafeAreaToo() {
        // An iPhone 15 Pro Max held sideways has 59 points at each side; the maximum still caps.
        #expect(primaryWidth(inset: 59) == 320)
        #expect(primaryWidth(maximum: 500, inset: 59) == 379)
    }

    @Test func widthsThatAreNoNumbersCountAsAutomatic() {
        #expect(primaryWidth(width: .nan, fraction: .infinity, minimum: -5, maximum: .nan) == 320)
    }

    @Test func theSupplementaryColumnIs375PointsOr320OverASplitViewWindow() {
        func width(_ idiom: UIUserInterfaceIdiom, total: CGFloat = 1366, inset: CGFloat = 0, overlaying: Bool = false, narrower: Bool = false) -> CGFloat {
            Layout.defaultSupplementaryWidth(idiom: idiom, total: total, edgeInset: inset, overlaying: overlaying, narrowerThanScreen: narrower)
        }
        #expect(width(.pad) == 375)
        #expect(width(.pad, overlaying: true) == 375)
        #expect(width(.pad, total: 981, overlaying: true, narrower: true) == 320)
        // On an iPhone held sideways: 375 when the secondary keeps more than 50 points beside 320 + 375.
        #expect(width(.phone, total: 932, inset: 59) == 375)
        #expect(width(.phone, total: 667) == 320)
    }

    @Test func aClassicPrimaryColumnIs375PointsOnTheLargestIPads() {
        func width(_ screen: CGSize, window: CGFloat? = nil, beside: Bool = true) -> CGFloat {
            Layout.classicDefaultPrimaryWidth(idiom: .pad, width: window ?? screen.width, screen: screen, primaryBeside: beside, overlaying: !beside)
        }
        #expect(width(CGSize(width: 1366, height: 1024)) == 375)
        #expect(width(CGSize(width: 1024, height: 1366)) == 375)
        #expect(width(CGSize(width: 1180, height: 820)) == 375)
        #expect(width(CGSize(width: 820, height: 1180)) == 320)
        // Sideways in Split View: half the 12.9-inch screen, then its 2/3 split; the 10th-generation iPad's 2/3.
        #expect(width(CGSize(width: 1366, height: 1024), window: 678, beside: true) == 320)
        #expect(width(CGSize(width: 1366, height: 1024), window: 678, beside: false) == 375)
        #expect(width(CGSize(width: 1366, height: 1024), window: 981) == 375)
        #expect(width(CGSize(width: 1180, height: 820), window: 795) == 320)
        #expect(Layout.classicDefaultPrimaryWidth(idiom: .phone, width: 932, screen: CGSize(width: 932, height: 430),
                                                  primaryBeside: false, overlaying: true) == 375)
    }

    @Test func aClassicFractionIsHeldUnderTheDefaultWidth() {
        let fraction = Layout.WidthSettings(preferredFraction: 0.4)
        #expect(Layout.classicWidth(total: 1366, settings: fraction, defaultWidth: 375, edgeInset: 0) == 375)
        #expect(Layout.classicWidth(total: 1366, settings: Layout.WidthSettings(preferredFraction: 0.4, maximum: 400), defaultWidth: 375, edgeInset: 0) == 400)
        #expect(Layout.classicWidth(total: 932, settings: Layout.WidthSettings(), defaultWidth: 320, edgeInset: 59) == 379)
    }

    // MARK: - Frames

    /// A pixel at @2x, the border UIKit leaves between columns on an iPad.
    let border: CGFloat = 0.5

    @Test func tiledColumnsShareTheWidthLessAOnePixelBorder() {
        let layout = Layout.frames(in: CGSize(width: 1366, height: 1024), mode: .oneBesideSecondary, style: .doubleColumn,
                                   primaryWidth: 320, supplementaryWidth: 0, border: border, primaryOnRight: false)
        #expect(layout.primary == CGRect(x: 0, y: 0, width: 320, height: 1024))
        #expect(layout.supplementary == nil)
        #expect(layout.secondary == CGRect(x: 320.5, y: 0, width: 1045.5, height: 1024))
        #expect(layout.separators == [CGRect(x: 320, y: 0, width: 0.5, height: 1024)])
    }

    @Test func anOverlaidSidebarLeavesTheSecondaryFullWidth() {
        let layout = Layout.frames(in: CGSize(width: 1024, height: 1366), mode: .oneOverSecondary, style: .doubleColumn,
                                   primaryWidth: 320, supplementaryWidth: 0, border: border, primaryOnRight: false)
        #expect(layout.primary == CGRect(x: 0, y: 0, width: 320, height: 1366))
        #expect(layout.secondary == CGRect(x: 0, y: 0, width: 1024, height: 1366))
    }

    @Test func threeTiledColumnsGoPrimarySupplementarySecondary() {
        let layout = Layout.frames(in: CGSize(width: 1366, height: 1024), mode: .twoBesideSecondary, style: .tripleColumn,
                                   primaryWidth: 320, supplementaryWidth: 375, border: border, primaryOnRight: false)
        #expect(layout.primary == CGRect(x: 0, y: 0, width: 320, height: 1024))
        #expect(layout.supplementary == CGRect(x: 320.5, y: 0, width: 375, height: 1024))
        #expect(layout.secondary == CGRect(x: 696, y: 0, width: 670, height: 1024))
        #expect(layout.separators.map(\.minX) == [320, 695.5])
    }

    @Test func oneSidebarOfThreeIsTheSupplementary() {
        let layout = Layout.frames(in: CGSize(width: 1366, height: 1024), mode: .oneBesideSecondary, style: .tripleColumn,
                                   primaryWidth: 320, supplementaryWidth: 375, border: border, primaryOnRight: false)
        #expect(layout.primary == nil)
        #expect(layout.supplementary == CGRect(x: 0, y: 0, width: 375, height: 1024))
        #expect(layout.secondary == CGRect(x: 375.5, y: 0, width: 990.5, height: 1024))
    }

    @Test func displacedSecondaryKeepsItsWidthPastTheEdge() {
        let layout = Layout.frames(in: CGSize(width: 1180, height: 820), mode: .twoDisplaceSecondary, style: .tripleColumn,
                                   primaryWidth: 320, supplementaryWidth: 375, border: border, primaryOnRight: false)
        #expect(layout.secondary == CGRect(x: 696, y: 0, width: 804.5, height: 820))
    }

    @Test func aTrailingPrimaryMirrorsTheColumns() {
        let layout = Layout.frames(in: CGSize(width: 1366, height: 1024), mode: .oneBesideSecondary, style: .doubleColumn,
                                   primaryWidth: 320, supplementaryWidth: 0, border: border, primaryOnRight: true)
        #expect(layout.primary == CGRect(x: 1046, y: 0, width: 320, height: 1024))
        #expect(layout.secondary == CGRect(x: 0, y: 0, width: 1045.5, height: 1024))
        #expect(layout.separators == [CGRect(x: 1045.5, y: 0, width: 0.5, height: 1024)])
    }

    @Test func secondaryOnlyHasNoSidebarsAndNoSeparator() {
        let layout = Layout.frames(in: CGSize(width: 1024, height: 1366), mode: .secondaryOnly, style: .tripleColumn,
                                   primaryWidth: 320, supplementaryWidth: 375, border: border, primaryOnRight: false)
        #expect(layout.primary == nil && layout.supplementary == nil)
        #expect(layout.secondary == CGRect(x: 0, y: 0, width: 1024, height: 1366))
        #expect(layout.separators.isEmpty)
    }
}
