import Foundation

/// A device Trellis can lay out for: the screen's size in points and its
/// scale, the safe-area insets in each orientation, and the size classes
/// UIKit gives it. `UIWindow(device:orientation:)` puts a window on one.
///
/// Trellis's own type (UIKit reads these from the hardware). The figures
/// of each preset are written with their sources beside them.
public struct Device: Hashable, Sendable, CustomStringConvertible {
    /// The marketing name, such as "iPhone 15 Pro".
    public let name: String
    /// "iPhone" or "iPad", what `UIDevice.model` reports.
    public let model: String
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// The screen in points, upright (portrait).
    public let portraitSize: CGSize
    /// Pixels per point.
    public let scale: CGFloat
    /// The safe area of a full-screen window held upright, as UIKit reports
    /// it for a view controller's root view with no bars.
    public let portraitSafeAreaInsets: UIEdgeInsets
    /// The same, held sideways (either way: every preset is symmetric).
    public let landscapeSafeAreaInsets: UIEdgeInsets
    /// Whether the width is regular in landscape: true for the Plus and
    /// Max iPhones, false for the others (iPads are regular anyway).
    public let isRegularWidthInLandscape: Bool
    /// The widths an app has in Split View and Slide Over (iPads only).
    public let splitViews: [SplitView]
    /// The iOS version `UIDevice.systemVersion` reports.
    public let systemVersion: String

    public init(name: String, model: String, userInterfaceIdiom: UIUserInterfaceIdiom, portraitSize: CGSize, scale: CGFloat,
                portraitSafeAreaInsets: UIEdgeInsets, landscapeSafeAreaInsets: UIEdgeInsets,
                isRegularWidthInLandscape: Bool = false, splitViews: [SplitView] = [], systemVersion: String = "17.0") {
        self.name = name
        self.model = model
        self.userInterfaceIdiom = userInterfaceIdiom
        self.portraitSize = portraitSize
        self.scale = scale
        self.portraitSafeAreaInsets = portraitSafeAreaInsets
        self.landscapeSafeAreaInsets = landscapeSafeAreaInsets
        self.isRegularWidthInLandscape = isRegularWidthInLandscape
        self.splitViews = splitViews
        self.systemVersion = systemVersion
    }

    public var description: String { name }

    public static func == (lhs: Device, rhs: Device) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    // MARK: - Split View and Slide Over

    /// How much of an iPad's screen an app has beside another app.
    public enum SplitLayout: Sendable, CaseIterable {
        /// The whole screen (no other app beside it).
        case full
        /// The wider side of an uneven split.
        case twoThirds
        /// An even split (landscape only).
        case half
        /// The narrower side of an uneven split.
        case oneThird
        /// An app floating over another in Slide Over.
        case slideOver
    }

    /// The width an app has in one Split View or Slide Over layout, and the
    /// horizontal size class UIKit gives it (the vertical one stays regular).
    public struct SplitView: Equatable, Sendable {
        public let layout: SplitLayout
        public let isLandscape: Bool
        public let width: CGFloat
        public let horizontalSizeClass: UIUserInterfaceSizeClass

        public init(_ layout: SplitLayout, landscape: Bool, width: CGFloat, _ horizontalSizeClass: UIUserInterfaceSizeClass) {
            self.layout = layout
            self.isLandscape = landscape
            self.width = width
            self.horizontalSizeClass = horizontalSizeClass
        }
    }

    // MARK: - Geometry and traits

    /// The full screen in points for an interface orientation.
    public func size(for orientation: UIInterfaceOrientation) -> CGSize {
        orientation.isLandscape ? CGSize(width: portraitSize.height, height: portraitSize.width) : portraitSize
    }

    /// The safe-area insets of a full-height window in an interface orientation.
    public func safeAreaInsets(for orientation: UIInterfaceOrientation) -> UIEdgeInsets {
        orientation.isLandscape ? landscapeSafeAreaInsets : portraitSafeAreaInsets
    }

    /// The width of a Split View or Slide Over layout in an orientation; the
    /// full width for `.full`, nil where the device has no such layout (an
    /// iPhone, or an even split held upright).
    public func width(of layout: SplitLayout, in orientation: UIInterfaceOrientation) -> CGFloat? {
        if layout == .full { return size(for: orientation).width }
        return splitViews.first { $0.layout == layout && $0.isLandscape == orientation.isLandscape }?.width
    }

    /// The narrowest width UIKit gives a regular horizontal size class on
    /// iPad: the even split of the 12.9-inch iPad Pro in landscape (678 points,
    /// regular) is the narrowest regular width in the sources below, and its
    /// 2/3 split held upright (639 points) the widest compact one. UIKit
    /// publishes no threshold; every split width of every preset agrees with
    /// this one (DeviceTests checks).
    public static let regularWidthMinimum: CGFloat = 678

    /// The size classes of a window of this width in an orientation, as
    /// UIKit gives them: an iPhone by its orientation alone (compact width;
    /// regular height upright, compact height sideways, where the Plus and
    /// Max models have a regular width), an iPad by its width (regular
    /// height always).
    public func sizeClasses(width: CGFloat, orientation: UIInterfaceOrientation)
        -> (horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass) {
        switch userInterfaceIdiom {
        case .pad:
            return (width >= Self.regularWidthMinimum ? .regular : .compact, .regular)
        default:
            if orientation.isLandscape { return (isRegularWidthInLandscape ? .regular : .compact, .compact) }
            return (.compact, .regular)
        }
    }

    /// Whether the interface turns to this orientation. iPhones with the
    /// default Info.plist support every orientation but upside down (UIKit's
    /// `supportedInterfaceOrientations` default for the phone idiom is
    /// `.allButUpsideDown`); iPads support all four.
    public func supports(_ orientation: UIInterfaceOrientation) -> Bool {
        switch orientation {
        case .unknown: return false
        case .portraitUpsideDown: return userInterfaceIdiom == .pad
        case .portrait, .landscapeLeft, .landscapeRight: return true
        }
    }

    // MARK: - Presets
    //
    // Sources:
    // [HIG] Apple Human Interface Guidelines, "Layout" → Specifications →
    //       Device screen sizes and orientations (points and scale), and its
    //       size-class tables (iPhone portrait compact/regular, landscape
    //       compact/compact except Plus and Max models regular/compact; iPad
    //       regular/regular full screen).
    // [UYL] useyourloaf.com, "Supporting iPhone X": a status bar of 20 points on
    //       rectangular iPhones, hidden in landscape, left and right insets
    //       zero; 34 points for the home indicator.
    // [CSL] csl.cool, "iOS Layout Adaptation" (2023), printed from a
    //       Dynamic Island iPhone: portrait UIEdgeInsets(top: 59, left: 0,
    //       bottom: 34, right: 0), landscape (top: 0, left: 59, bottom: 21, right: 59).
    // [UDS] Unity Device Simulator profile "Apple iPhone 14 Pro Max" (the
    //       iPhone 15 generation's screen and sensor housing): safe area in
    //       pixels at @3x starting 177 px from the top and ending 102 px above
    //       the bottom (59 and 34 points); 177 px at each side and 63 px at the
    //       bottom in landscape (59 and 21 points).
    // [PSS] pointfreeco/swift-snapshot-testing, ViewImageConfig: iPad Pro 11
    //       safe area (top: 24, left: 0, bottom: 20, right: 0) on iPads without
    //       a home button; 12.9-inch iPad Pro split widths 375 / 678 / 981 in
    //       landscape (1/3 compact, 1/2 and 2/3 regular) and 375 / 639 upright
    //       (both compact); 11-inch splits 375 / 592 / 809 landscape, 320 / 504
    //       upright, with a 10-point divider (375 + 10 + 809 = 1194).
    // [GIST] "Interface sizes a regular Universal app must support"
    //       (gist.github.com/sgl0v and macguru): 12.9-inch iPad Pro Slide Over
    //       375 points in both orientations; 320 on the smaller iPads.
    // [HACK] Geoff Hackworth, "How iPad Apps Adapt to the New 11" and 12.9"
    //       iPads Pro" (2018): iPads with a home indicator keep a 20-point
    //       bottom inset and a taller status bar; Slide Over 320 points wide
    //       in both orientations on the 9.7"/10.5" models.

    /// iPhone SE (3rd generation): 375 × 667 points @2x [HIG]; a 20-point
    /// status bar upright and nothing sideways, where the status bar hides
    /// and there is no home indicator [UYL].
    public static let iPhoneSE3 = Device(
        name: "iPhone SE (3rd generation)", model: "iPhone", userInterfaceIdiom: .phone,
        portraitSize: CGSize(width: 375, height: 667), scale: 2,
        portraitSafeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
        landscapeSafeAreaInsets: .zero)

    /// iPhone 15: 393 × 852 points @3x [HIG]; Dynamic Island and home
    /// indicator: 59 / 34 upright, 59 at each side and 21 at the bottom sideways [CSL, UDS].
    public static let iPhone15 = Device(
        name: "iPhone 15", model: "iPhone", userInterfaceIdiom: .phone,
        portraitSize: CGSize(width: 393, height: 852), scale: 3,
        portraitSafeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
        landscapeSafeAreaInsets: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))

    /// iPhone 15 Pro: the iPhone 15's screen, 393 × 852 points @3x [HIG], and its insets [CSL, UDS].
    public static let iPhone15Pro = Device(
        name: "iPhone 15 Pro", model: "iPhone", userInterfaceIdiom: .phone,
        portraitSize: CGSize(width: 393, height: 852), scale: 3,
        portraitSafeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
        landscapeSafeAreaInsets: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))

    /// iPhone 15 Pro Max: 430 × 932 points @3x [HIG]; same insets as the
    /// 14 Pro Max [UDS]; regular width in landscape, as every Max [HIG].
    public static let iPhone15ProMax = Device(
        name: "iPhone 15 Pro Max", model: "iPhone", userInterfaceIdiom: .phone,
        portraitSize: CGSize(width: 430, height: 932), scale: 3,
        portraitSafeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
        landscapeSafeAreaInsets: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
        isRegularWidthInLandscape: true)

    /// iPad (10th generation): 820 × 1180 points @2x, the 10.9-inch iPad
    /// [HIG]; no home button, so a 24-point status bar and a 20-point home
    /// indicator in both orientations [PSS, HACK].
    ///
    /// Its split widths are derived, not measured: the 11-inch iPad Pro's
    /// rule [PSS] (a 10-point divider; the narrow side 375 points in
    /// landscape, 320 upright; an even split halves the rest) applied to
    /// 1180 and 820 points. Slide Over is 320 points, as on the other
    /// iPads narrower than the 12.9-inch [HACK, GIST].
    public static let iPad10 = Device(
        name: "iPad (10th generation)", model: "iPad", userInterfaceIdiom: .pad,
        portraitSize: CGSize(width: 820, height: 1180), scale: 2,
        portraitSafeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
        landscapeSafeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
        splitViews: [
            SplitView(.twoThirds, landscape: true, width: 795, .regular),
            SplitView(.half, landscape: true, width: 585, .compact),
            SplitView(.oneThird, landscape: true, width: 375, .compact),
            SplitView(.slideOver, landscape: true, width: 320, .compact),
            SplitView(.twoThirds, landscape: false, width: 490, .compact),
            SplitView(.oneThird, landscape: false, width: 320, .compact),
            SplitView(.slideOver, landscape: false, width: 320, .compact),
        ])

    /// iPad Pro 12.9-inch (6th generation): 1024 × 1366 points @2x [HIG];
    /// Face ID, so 24 / 20 insets as on the 11-inch [PSS, HACK]. Split widths
    /// and their size classes from [PSS]; its even split is the one iPad
    /// split with a regular width [PSS, HIG]. Slide Over 375 points [GIST].
    public static let iPadPro12_9 = Device(
        name: "iPad Pro (12.9-inch) (6th generation)", model: "iPad", userInterfaceIdiom: .pad,
        portraitSize: CGSize(width: 1024, height: 1366), scale: 2,
        portraitSafeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
        landscapeSafeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
        splitViews: [
            SplitView(.twoThirds, landscape: true, width: 981, .regular),
            SplitView(.half, landscape: true, width: 678, .regular),
            SplitView(.oneThird, landscape: true, width: 375, .compact),
            SplitView(.slideOver, landscape: true, width: 375, .compact),
            SplitView(.twoThirds, landscape: false, width: 639, .compact),
            SplitView(.oneThird, landscape: false, width: 375, .compact),
            SplitView(.slideOver, landscape: false, width: 375, .compact),
        ])

    /// Every preset, phones first.
    public static let all: [Device] = [.iPhoneSE3, .iPhone15, .iPhone15Pro, .iPhone15ProMax, .iPad10, .iPadPro12_9]
}

// MARK: - Orientations

/// The way the device is held, as its sensors report it (UIKit's values).
public enum UIDeviceOrientation: Int, Sendable {
    case unknown = 0
    case portrait = 1
    case portraitUpsideDown = 2
    /// Held sideways with the top of the device to the left (home side to the right).
    case landscapeLeft = 3
    case landscapeRight = 4
    case faceUp = 5
    case faceDown = 6

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Whether the interface can follow this orientation (not flat, not unknown).
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }

    /// The interface orientation that follows the device held this way, or
    /// nil when held flat or unknown. As in UIKit, the device turned left
    /// turns the interface right (`UIInterfaceOrientation.landscapeRight`).
    public var interfaceOrientation: UIInterfaceOrientation? {
        isValidInterfaceOrientation ? UIInterfaceOrientation(rawValue: rawValue) : nil
    }
}

/// The orientation of the interface (UIKit's values: landscape left and
/// right are the device's swapped).
public enum UIInterfaceOrientation: Int, Sendable {
    case unknown = 0
    case portrait = 1
    case portraitUpsideDown = 2
    case landscapeLeft = 4
    case landscapeRight = 3

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
