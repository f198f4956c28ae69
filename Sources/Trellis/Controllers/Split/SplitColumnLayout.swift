import Foundation

/// Where an expanded split view puts its columns at one size: UIKit's rules
/// for the automatic split behaviour and display mode, the column widths,
/// and the frames, as values (no views), so each rule is tested alone.
///
/// Sources, written beside the numbers below:
/// [UIKIT] UIKit's split view implementation (UISplitViewControllerPanelImpl
///         and its style object, iOS 17–18 UIKitCore, as decompiled in public
///         restore images such as github.com/EthanArbuckle/iPad_10.2_18.0_22A3354_Restore):
///         facts only, no code.
/// [HDR]   UISplitViewController.h's comments (the iOS 14 SDK).
/// [DOC]   developer.apple.com/documentation/uikit/uisplitviewcontroller.
struct SplitColumnLayout: Equatable {
    typealias DisplayMode = UISplitViewController.DisplayMode
    typealias SplitBehavior = UISplitViewController.SplitBehavior

    /// The frames of the columns shown, in the split view's bounds; nil for a hidden column.
    var primary: CGRect?
    var supplementary: CGRect?
    var secondary: CGRect
    /// The frame of the separator after each sidebar shown.
    var separators: [CGRect]

    // MARK: - Split behaviour and display mode

    /// The split behaviour UIKit picks for a size when the preferred one is
    /// `.automatic` [UIKIT, splitBehaviorForSize:]: sidebars tile beside the
    /// secondary column in a landscape window wider than 1194 points (the
    /// 11-inch iPad Pro's landscape width) or a portrait one wider than
    /// 1536; at 1024 to 1194 points in landscape, or 1194 to 1536 upright,
    /// two sidebars displace it and one tiles; narrower, they overlay it.
    /// So a full-screen iPad tiles in landscape and overlays upright, and
    /// every Split View width below 1024 overlays. (UIKit uses 1210, the
    /// 11-inch M4 iPad Pro's width, in place of 1194 on that device alone.)
    static func automaticSplitBehavior(for size: CGSize, twoSidebars: Bool) -> SplitBehavior {
        let landscape = size.width > size.height
        let tileAbove: CGFloat = landscape ? 1194 : 1536
        let narrowest: CGFloat = landscape ? 1024 : 1194
        if size.width > tileAbove { return .tile }
        if size.width >= narrowest { return twoSidebars ? .displace : .tile }
        return .overlay
    }

    /// The display mode `.automatic` means in a column style: one sidebar
    /// beside the secondary column when sidebars tile or displace, only the
    /// secondary column when they overlay [UIKIT, defaultDisplayModeForSplitBehavior:].
    static func automaticDisplayMode(for behavior: SplitBehavior) -> DisplayMode {
        behavior == .overlay ? .secondaryOnly : .oneBesideSecondary
    }

    /// The display mode `.automatic` means in the classic style: "an overlay
    /// mode in portrait and a side-by-side mode in landscape" on an iPad
    /// [HDR, preferredDisplayMode], so the primary is hidden upright.
    static func automaticClassicDisplayMode(for size: CGSize) -> DisplayMode {
        size.width > size.height ? .oneBesideSecondary : .secondaryOnly
    }

    /// The mode shown for a preferred one under a split behaviour: a
    /// behaviour allows only its own modes (tile: beside; overlay: over;
    /// displace: one beside or two displacing), and UIKit moves a preferred
    /// mode to the allowed one with as many sidebars [UIKIT,
    /// allowedDisplayModeForCurrentSplitBehaviorGivenDisplayMode:]. A
    /// double-column interface has one sidebar, so the "two" modes show one.
    static func displayMode(_ preferred: DisplayMode, allowedBy behavior: SplitBehavior, style: UISplitViewController.Style) -> DisplayMode {
        let sidebars: Int
        switch preferred {
        case .automatic: return automaticDisplayMode(for: behavior)
        case .secondaryOnly: return .secondaryOnly
        case .oneBesideSecondary, .oneOverSecondary: sidebars = 1
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary: sidebars = style == .tripleColumn ? 2 : 1
        }
        switch (sidebars, behavior) {
        case (1, .overlay): return .oneOverSecondary
        case (1, _): return .oneBesideSecondary
        case (_, .overlay): return .twoOverSecondary
        case (_, .displace): return .twoDisplaceSecondary
        default: return .twoBesideSecondary
        }
    }

    /// The classic interface has no split behaviour: a preferred mode is
    /// shown as it is, the "two" modes (column styles only) as their "one" forms.
    static func classicDisplayMode(_ preferred: DisplayMode, size: CGSize) -> DisplayMode {
        switch preferred {
        case .automatic: return automaticClassicDisplayMode(for: size)
        case .twoBesideSecondary: return .oneBesideSecondary
        case .twoOverSecondary, .twoDisplaceSecondary: return .oneOverSecondary
        default: return preferred
        }
    }

    // MARK: - Widths

    /// A column's width settings: UIKit's preferred width and fraction,
    /// minimum and maximum, each `automaticDimension` when not set.
    struct WidthSettings: Equatable {
        var preferredWidth = UISplitViewController.automaticDimension
        var preferredFraction = UISplitViewController.automaticDimension
        var minimum = UISplitViewController.automaticDimension
        var maximum = UISplitViewController.automaticDimension

        /// A setting's value, or nil for automatic; a value that is not a
        /// finite number at least 0 counts as automatic (UIKit raises for a
        /// negative one; nothing from outside may trap here).
        static func given(_ value: CGFloat) -> CGFloat? {
            value.isFinite && value >= 0 && value != UISplitViewController.automaticDimension ? value : nil
        }

        var width: CGFloat? { Self.given(preferredWidth) }
        var fraction: CGFloat? { Self.given(preferredFraction).map { min($0, 1) } }
        var least: CGFloat { Self.given(minimum) ?? 0 }
        var most: CGFloat? { Self.given(maximum) }
    }

    /// The default width of a column-style primary column: 320 points on an
    /// iPad [UIKIT, defaultMaximumWidthForColumn:, the Primary column; wider
    /// only for Apple's own apps' "extra wide" sidebar]; on an iPhone (a Plus
    /// or Max held sideways) 375 when it overlays and 320 beside
    /// [UIKIT, getPrimaryColumnWidth:…, the phone idiom].
    static func defaultPrimaryWidth(idiom: UIUserInterfaceIdiom, overlaying: Bool) -> CGFloat {
        idiom == .phone && overlaying ? 375 : 320
    }

    /// The default width of a supplementary column: 375 points, or 320
    /// when it overlays a window narrower than the screen (Split View)
    /// [UIKIT, defaultMaximumWidthForColumn:, the Supplementary column]; on
    /// an iPhone 375 when the secondary keeps more than 50 points beside
    /// both sidebars, else 320 [UIKIT, getPrimaryColumnWidth:…].
    static func defaultSupplementaryWidth(idiom: UIUserInterfaceIdiom, total: CGFloat, edgeInset: CGFloat,
                                          overlaying: Bool, narrowerThanScreen: Bool) -> CGFloat {
        if idiom == .phone { return total - edgeInset - 320 - 375 > 50 ? 375 : 320 }
        return overlaying && narrowerThanScreen ? 320 : 375
    }

    /// A column-style column's width [UIKIT, getPrimaryColumnWidth:…]: the
    /// preferred width, else the fraction of the total rounded up, else the
    /// default; plus the split view's safe-area inset on the primary edge
    /// when the column is the one against that edge; then at least the
    /// minimum and at most the maximum (the default when automatic).
    static func columnStyleWidth(total: CGFloat, settings: WidthSettings, defaultWidth: CGFloat, edgeInset: CGFloat) -> CGFloat {
        let base = settings.width ?? settings.fraction.map { (total * $0).rounded(.up) } ?? defaultWidth
        return min(max(base + edgeInset, settings.least), settings.most ?? defaultWidth)
    }

    /// A classic primary column's width [UIKIT, _primaryColumnWidthForSize:isCompact:shouldUseOverlay:]:
    /// with no preferred width or fraction, the default plus the safe-area
    /// inset on the primary edge; with one, that width (the fraction of the
    /// total rounded up) held under the default. Then at least the minimum
    /// and at most the maximum when they are set.
    static func classicWidth(total: CGFloat, settings: WidthSettings, defaultWidth: CGFloat, edgeInset: CGFloat) -> CGFloat {
        let chosen = settings.width ?? settings.fraction.map { (total * $0).rounded(.up) }
        let width = chosen ?? defaultWidth + edgeInset
        let cap = settings.most ?? (chosen == nil ? defaultWidth + edgeInset : defaultWidth)
        return min(max(width, settings.least), cap)
    }

    /// A classic primary column's default width on an iPad
    /// [UIKIT, _defaultMaximumPrimaryColumnWidthForSize:]: 375 points on a
    /// screen whose long side is over 1210 points (the 12.9-inch iPad Pro),
    /// and on one from 1112 to 1210 (the 11-inch iPads) held sideways;
    /// 320 otherwise. Sideways in Split View: up to half the screen, 320
    /// with the primary beside the secondary and 375 over it; up to the
    /// screen less that default, 320 on screens up to 1210 and 375 above.
    /// On an iPhone: 375 when it overlays, 320 beside.
    static func classicDefaultPrimaryWidth(idiom: UIUserInterfaceIdiom, width: CGFloat, screen: CGSize,
                                           primaryBeside: Bool, overlaying: Bool) -> CGFloat {
        guard idiom == .pad else { return overlaying ? 375 : 320 }
        let long = max(screen.width, screen.height)
        let landscape = screen.width > screen.height
        let large = (long <= 1112 || long > 1210) ? long > 1210 : landscape
        let base: CGFloat = large ? 375 : 320
        guard landscape else { return base }
        if width <= long / 2 { return primaryBeside ? 320 : 375 }
        if width <= long - base { return long <= 1210 ? 320 : 375 }
        return base
    }

    // MARK: - Frames

    /// How far a column-style primary column reaches past the screen edge:
    /// 100 points (the style's `maximumRubberbandingDistance`, the room its
    /// sidebar gesture stretches into), off screen, with that much more
    /// safe area on that side [UIKIT, _UISplitViewControllerStyle; the
    /// panel's `rubberBandExtension` in sizeForChildContentContainer:]. Apps
    /// see it as the primary view's negative origin (qanswer.space, "the
    /// primary column contains a 100-pt offscreen buffer which can be
    /// retrieved by calling view's safeAreaInsets.left").
    static let rubberBandExtension: CGFloat = 100

    /// `frame` of a column against the primary edge, reaching
    /// `rubberBandExtension` past that edge.
    static func extendedPastEdge(_ frame: CGRect, onRight: Bool) -> CGRect {
        CGRect(x: onRight ? frame.minX : frame.minX - rubberBandExtension, y: frame.minY,
               width: frame.width + rubberBandExtension, height: frame.height)
    }

    /// The frames of an expanded interface: sidebars from the primary edge
    /// (the primary outermost, then the supplementary), each followed by a
    /// border `border` wide where the separator is drawn (UIKit's panel
    /// takes a border of one pixel, `leadingBorderWidthForScale:`, out of
    /// the secondary's width [UIKIT, sizeForChildContentContainer:…]); the
    /// secondary column in the rest when sidebars tile, under them when
    /// they overlay, and pushed along at its width beside one sidebar when
    /// they displace it (the part past the edge is off screen) [DOC,
    /// DisplayMode]. In a double-column or classic interface the one
    /// sidebar is the primary; in a triple-column one "one" is the supplementary.
    static func frames(in bounds: CGSize, mode: DisplayMode, style: UISplitViewController.Style,
                       primaryWidth: CGFloat, supplementaryWidth: CGFloat, border: CGFloat, primaryOnRight: Bool) -> SplitColumnLayout {
        let height = bounds.height
        var primary: CGFloat?, supplementary: CGFloat?
        let sidebarsTile: Bool, displaces: Bool
        switch mode {
        case .automatic, .secondaryOnly: sidebarsTile = true; displaces = false
        case .oneBesideSecondary, .oneOverSecondary:
            if style == .tripleColumn { supplementary = supplementaryWidth } else { primary = primaryWidth }
            sidebarsTile = mode == .oneBesideSecondary; displaces = false
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary:
            primary = primaryWidth
            supplementary = supplementaryWidth
            sidebarsTile = mode == .twoBesideSecondary; displaces = mode == .twoDisplaceSecondary
        }
        func placed(_ x: CGFloat, _ width: CGFloat) -> CGRect {
            CGRect(x: primaryOnRight ? bounds.width - x - width : x, y: 0, width: width, height: height)
        }
        var x: CGFloat = 0
        var separators: [CGRect] = []
        var primaryFrame: CGRect?, supplementaryFrame: CGRect?
        if let primary {
            primaryFrame = placed(x, primary)
            separators.append(placed(x + primary, border))
            x += primary + border
        }
        if let supplementary {
            supplementaryFrame = placed(x, supplementary)
            separators.append(placed(x + supplementary, border))
            x += supplementary + border
        }
        let secondary: CGRect
        if sidebarsTile {
            secondary = placed(x, max(0, bounds.width - x))
        } else if displaces {
            secondary = placed(x, max(0, bounds.width - (supplementary ?? 0) - border))
        } else {
            secondary = placed(0, bounds.width)
        }
        return SplitColumnLayout(primary: primaryFrame, supplementary: supplementaryFrame, secondary: secondary, separators: separators)
    }
}
