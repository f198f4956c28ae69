import Foundation
import Synchronization

/// The root of a view hierarchy on a screen, as in UIKit: it holds the
/// root view controller's view, supplies the traits of everything in it,
/// and gives its views their safe areas.
///
/// UIKit builds windows from a window scene that the system manages.
/// Trellis has no system, so a window is made for a `Device` held in an
/// orientation, and the methods under "Simulating the system" below
/// (`rotate(to:)`, `resize(to:)`, `setPreferredContentSizeCategory(_:)`,
/// `setUserInterfaceStyle(_:)`, `setLayoutDirection(_:)`) do what the user
/// or the system would do. Each changes the window's traits, delivers
/// `traitCollectionDidChange(_:)` top-down to every view whose traits
/// changed, with the previous traits (and to no one when nothing changed),
/// and lays the window out again, incrementally.
///
/// As in UIKit, a new window is hidden: `makeKeyAndVisible()` or
/// `isHidden = false` shows it, and hidden windows receive no touches.
open class UIWindow: UIView {
    // MARK: - Creating

    /// A full-screen window on `device`, held in `orientation`. A flat or
    /// unknown orientation, or one the device does not turn its interface
    /// to (upside down on an iPhone), leaves the interface upright. It
    /// starts from the system's default settings (`.large` text, light,
    /// left to right) whatever other windows use.
    ///
    /// A convenience initializer (Trellis's), so that a subclass written for
    /// iOS, which overrides `init(frame:)` and `init(coder:)`, still
    /// inherits every other initializer, as UIKit's designated ones are
    /// those two alone.
    public convenience init(device: Device, orientation: UIDeviceOrientation = .portrait) {
        let interface = orientation.interfaceOrientation.flatMap { device.supports($0) ? $0 : nil } ?? .portrait
        self.init(frame: CGRect(origin: .zero, size: device.size(for: interface)))
        place(on: device, interface: interface, held: orientation, fillingScreen: true)
    }

    /// A window on the main screen (`UIScreen.main`: the key window's
    /// device and orientation, or an upright iPhone 15 while no window is
    /// key), at `frame` in screen coordinates, as code written for iOS makes
    /// one (`UIWindow(frame: UIScreen.main.bounds)`). It is a window of that
    /// device like one from `init(device:orientation:)`: the device's idiom,
    /// scale and size classes in the screen's orientation (a banner wider
    /// than tall on an upright phone is upright), the key window's text
    /// size, appearance and layout direction (system settings, the same for
    /// every window), and the device's safe-area insets on the screen edges
    /// it reaches (see `init(frame:device:)`).
    public override init(frame: CGRect) {
        let key = UIWindow.keyWindow
        let device = key?.device ?? UIScreen.main.device
        let interface = key?.interfaceOrientation ?? .portrait
        self.device = device
        self.deviceOrientation = key?.deviceOrientation ?? .portrait
        self.interfaceOrientation = interface
        self.screen = UIScreen(device: device, orientation: interface)
        self.fillsScreen = false
        self.windowTraits = UITraitCollection()
        super.init(frame: frame)
        if let key {
            styleSetting = key.styleSetting
            contentSizeCategorySetting = key.contentSizeCategorySetting
            layoutDirectionSetting = key.layoutDirectionSetting
        }
        finishInit()
    }

    /// A window filling the main screen, as `UIWindow()` is since iOS 9
    /// (the app's window no longer needs `UIScreen.main.bounds`: on iOS 9
    /// and later a window made without a frame is the right size,
    /// github.com/square/SuperDelegate/issues/14 and pull/22).
    public convenience init() {
        self.init(frame: UIScreen.main.bounds)
    }

    /// A window of any size on `device`'s screen, at `frame` in screen
    /// coordinates, upright unless it is wider than tall, starting from the
    /// system's default settings.
    ///
    /// Its safe-area insets are the part of the device's it overlaps, as
    /// for any view inside a window: for each edge, the device's inset less
    /// the window's distance from that edge of the screen, never below zero.
    /// A full-screen window has all of the device's insets; a banner window
    /// at the top of an iPhone 15 has its 59-point top inset and no bottom
    /// one (UIKit: "for other views in the view hierarchy, the insets
    /// reflect only the portion of the view that is covered",
    /// developer.apple.com/documentation/uikit/uiview/safeareainsets).
    public convenience init(frame: CGRect, device: Device) {
        let interface: UIInterfaceOrientation = frame.width > frame.height ? .landscapeRight : .portrait
        self.init(frame: frame)
        place(on: device, interface: interface, held: interface == .portrait ? .portrait : .landscapeLeft, fillingScreen: false)
    }

    /// A window filling the screen of `windowScene`, as UIKit makes the
    /// window of a scene (iOS 13): on the scene's device and screen (the
    /// same `UIScreen`, so the scene's `interfaceOrientation` follows the
    /// window's rotation), with the device's safe area and the size classes
    /// of its orientation, starting from the system settings the scene was
    /// launched with (text size, appearance, language direction), and in
    /// the scene's `windows`.
    ///
    /// A convenience initializer (UIKit's is designated), so that a
    /// subclass overriding `init(frame:)` and `init(coder:)` inherits it.
    public convenience init(windowScene: UIWindowScene) {
        let screen = windowScene.screen
        self.init(frame: screen.bounds)
        place(on: screen.device, interface: screen.interfaceOrientation, held: windowScene.deviceOrientation,
              fillingScreen: true, settings: windowScene.settings)
        self.screen = screen
        self.windowScene = windowScene
    }

    /// Puts a window just made by `init(frame:)` on `device`, with the
    /// system's default settings or a scene's (the Trellis initializers
    /// that name a device, and `init(windowScene:)`).
    private func place(on device: Device, interface: UIInterfaceOrientation, held: UIDeviceOrientation, fillingScreen: Bool,
                       settings: UIWindowScene.SystemSettings = UIWindowScene.SystemSettings()) {
        self.device = device
        deviceOrientation = held
        interfaceOrientation = interface
        screen = UIScreen(device: device, orientation: interface)
        fillsScreen = fillingScreen
        styleSetting = settings.userInterfaceStyle
        contentSizeCategorySetting = settings.preferredContentSizeCategory
        layoutDirectionSetting = settings.layoutDirection
        windowTraits = makeTraits()
        storedSafeAreaInsets = deviceSafeAreaInsets
    }

    /// Windows are not read from archives.
    public required init?(coder: NSCoder) {
        device = .iPhone15
        deviceOrientation = .portrait
        interfaceOrientation = .portrait
        screen = UIScreen(device: .iPhone15)
        fillsScreen = true
        windowTraits = UITraitCollection()
        super.init(coder: coder)
        frame = CGRect(origin: .zero, size: device.portraitSize)
        finishInit()
    }

    private func finishInit() {
        isHidden = true
        windowTraits = makeTraits()
        storedSafeAreaInsets = deviceSafeAreaInsets
        UIWindow.liveWindows.add(1, ordering: .relaxed)
    }

    deinit {
        UIWindow.liveWindows.subtract(1, ordering: .relaxed)
    }

    /// How many windows exist; while none do, moving views cannot put them
    /// in or take them out of a window, and no one is told.
    static let liveWindows = Atomic<Int>(0)

    // MARK: - Device and screen

    /// The device the window is on (Trellis's; UIKit windows are on the hardware's screen).
    public private(set) var device: Device

    /// The screen the window is on.
    open var screen: UIScreen

    /// The scene the window is in, as in UIKit (iOS 13): the scene lists
    /// it in its `windows` and knows it as its `keyWindow` once it is made
    /// key. A window made with `init(frame:)` is in none until this is set;
    /// setting it does not move the window to another device.
    open var windowScene: UIWindowScene? {
        get { storedWindowScene }
        set {
            let old = storedWindowScene
            guard newValue !== old else { return }
            storedWindowScene = newValue
            old?.remove(self)
            newValue?.add(self)
            if isKeyWindow { newValue?.windowBecameKey(self) }
        }
    }
    /// Weak, as in UIKit: the scene does not keep the window alive, nor the window the scene.
    private weak var storedWindowScene: UIWindowScene?

    /// How the device is held, as `UIDevice.orientation` reports it while
    /// this window is key; it may be flat while the interface stays put.
    public private(set) var deviceOrientation: UIDeviceOrientation

    /// The orientation of the window's interface (UIKit reads it from the
    /// window scene).
    public private(set) var interfaceOrientation: UIInterfaceOrientation

    /// Whether the window was made for the whole screen
    /// (`init(device:orientation:)`): it keeps all of the device's insets,
    /// also at a Split View width. A window made from a frame has the part
    /// of them its frame overlaps.
    private var fillsScreen: Bool

    /// The window's position in the z-order of windows, as in UIKit.
    public struct Level: RawRepresentable, Hashable, Sendable, _UIKitNumericRawRepresentable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = Level(0)
        public static let statusBar = Level(1000)
        public static let alert = Level(2000)    }

    /// `.normal` by default. Trellis draws windows one at a time, so the
    /// level orders nothing yet; it is kept for code that reads it.
    open var windowLevel: Level = .normal

    // MARK: - Key window

    /// The key window, which `UIDevice.current` and `UIScreen.main`
    /// describe. UIKit has one, used from the main thread; Trellis keeps one
    /// per thread, so that windows used on different threads (tests running
    /// in parallel) do not see each other's. Held weakly: a window that goes
    /// away stops being key.
    static var keyWindow: UIWindow? {
        get { (Thread.current.threadDictionary[KeyWindowBox.key] as? KeyWindowBox)?.window }
        set {
            let box = KeyWindowBox()
            box.window = newValue
            Thread.current.threadDictionary[KeyWindowBox.key] = box
        }
    }

    /// Whether this is the key window.
    open var isKeyWindow: Bool { UIWindow.keyWindow === self }

    /// Makes the window key: `UIDevice.current` and `UIScreen.main` follow it.
    /// A window in no scene joins the app's own scene if the app has no
    /// scene manifest, as iOS 13 and later put the windows of such apps in
    /// their one scene (see `UIApplication.sceneForWindowWithoutScene(_:)`).
    open func makeKey() {
        let previous = UIWindow.keyWindow
        guard previous !== self else { return }
        UIWindow.keyWindow = self
        if storedWindowScene == nil, let scene = UIApplication.sceneForWindowWithoutScene(self) { windowScene = scene }
        windowScene?.windowBecameKey(self)
        previous?.resignKey()
        becomeKey()
    }

    /// Shows the window and makes it key, as in UIKit; the root view
    /// controller appears (`viewWillAppear`, a layout pass, `viewDidAppear`).
    /// A window in a scene becomes the scene's `keyWindow`.
    open func makeKeyAndVisible() {
        makeKey()
        isHidden = false
    }

    /// Called when the window became key; override to respond.
    open func becomeKey() {}

    /// Called when the window stopped being key; override to respond.
    open func resignKey() {}

    /// Showing the window makes its root view controller appear, hiding it
    /// disappear; a hidden window stops being key.
    open override var isHidden: Bool {
        didSet {
            guard isHidden != oldValue else { return }
            if isHidden, isKeyWindow { UIWindow.keyWindow = nil; resignKey() }
            guard let controller = storedRootViewController else { return }
            controller.beginAppearanceTransition(!isHidden, animated: false)
            if !isHidden { layoutIfNeeded() }
            controller.endAppearanceTransition()
        }
    }

    // MARK: - Root view controller

    private var storedRootViewController: UIViewController?

    /// The controller whose view fills the window. Setting it loads the
    /// controller's view (with the window's traits as
    /// `UITraitCollection.current`, so `viewDidLoad` sees the size classes
    /// the view will have) and puts it in the window, filling it and
    /// resizing with it. While the window is visible the old controller
    /// disappears and the new one appears (`beginAppearanceTransition` /
    /// `endAppearanceTransition`), with a layout pass before it has appeared.
    open var rootViewController: UIViewController? {
        get { storedRootViewController }
        set {
            guard newValue !== storedRootViewController else { return }
            let visible = !isHidden
            if let old = storedRootViewController {
                if visible { old.beginAppearanceTransition(false, animated: false) }
                if let view = old.viewIfLoaded, view.superview === self { view.removeFromSuperview() }
                if visible { old.endAppearanceTransition() }
            }
            storedRootViewController = newValue
            guard let controller = newValue else { return }
            // Loading the view sees the window's traits, as UIKit predicts
            // them for a view about to join a window.
            windowTraits.performAsCurrent { controller.loadViewIfNeeded() }
            guard let view = controller.view else { return }
            if visible { controller.beginAppearanceTransition(true, animated: false) }
            view.frame = bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            insertSubview(view, at: 0)
            if visible {
                layoutIfNeeded()
                controller.endAppearanceTransition()
            }
        }
    }

    // MARK: - Traits

    private var styleSetting: UIUserInterfaceStyle = .light
    private var contentSizeCategorySetting: UIContentSizeCategory = .large
    private var layoutDirectionSetting: UITraitEnvironmentLayoutDirection = .leftToRight
    /// The traits the window gives its hierarchy, remade when one changes.
    private var windowTraits: UITraitCollection

    /// The window's traits: its device's idiom and scale, the size classes
    /// of its size and orientation, and the system settings: `.large` text,
    /// light appearance and left-to-right layout until changed.
    override var baseTraitCollection: UITraitCollection { windowTraits }

    override var rootLayoutDirection: UIUserInterfaceLayoutDirection {
        layoutDirectionSetting == .rightToLeft ? .rightToLeft : .leftToRight
    }

    private func makeTraits() -> UITraitCollection {
        let classes = device.sizeClasses(width: bounds.width, orientation: interfaceOrientation)
        return UITraitCollection(style: styleSetting, category: contentSizeCategorySetting,
                                 horizontal: classes.horizontal, vertical: classes.vertical,
                                 idiom: device.userInterfaceIdiom, scale: device.scale, direction: layoutDirectionSetting)
    }

    /// The window's own insets: its device's, in its orientation, on the
    /// screen edges the window reaches (`init(frame:device:)`).
    private var deviceSafeAreaInsets: UIEdgeInsets {
        let insets = device.safeAreaInsets(for: interfaceOrientation)
        guard !fillsScreen else { return insets }
        let screen = device.size(for: interfaceOrientation), f = frame
        func overlap(_ inset: CGFloat, _ distance: CGFloat) -> CGFloat {
            distance.isFinite ? max(0, min(inset, inset - distance)) : 0
        }
        return UIEdgeInsets(top: overlap(insets.top, f.minY), left: overlap(insets.left, f.minX),
                            bottom: overlap(insets.bottom, screen.height - f.maxY), right: overlap(insets.right, screen.width - f.maxX))
    }

    // MARK: - Simulating the system

    /// Turns the device, as the user would (Trellis's way to simulate it):
    /// the window tells its root view controller
    /// `viewWillTransition(to:with:)`, swaps its width and height, takes the
    /// orientation's safe area and size classes, delivers the trait change,
    /// lays out, runs the coordinator's alongside-animation blocks (which
    /// see the new layout), lays out again for what they changed, and runs
    /// the completion blocks (at once: Trellis does not animate).
    ///
    /// Held flat (`.faceUp`, `.faceDown`) or `.unknown`, or upside down on
    /// an iPhone, the device orientation changes (`UIDevice.orientation`
    /// reports it) and the interface stays as it was: nothing is laid out
    /// or delivered, as in UIKit. An iPad in Split View keeps its split
    /// layout (the same fraction in the new orientation) if the device has
    /// it there; otherwise, or at a width that is no split layout, the
    /// window fills the screen.
    open func rotate(to orientation: UIDeviceOrientation) {
        deviceOrientation = orientation
        guard let interface = orientation.interfaceOrientation, device.supports(interface),
              interface != interfaceOrientation else { return }
        let layout = currentSplitLayout
        let width = layout.flatMap { device.width(of: $0, in: interface) } ?? device.size(for: interface).width
        transition(to: CGSize(width: width, height: device.size(for: interface).height), orientation: interface)
    }

    /// The Split View or Slide Over layout the window's width is, if any.
    private var currentSplitLayout: Device.SplitLayout? {
        Device.SplitLayout.allCases.first { device.width(of: $0, in: interfaceOrientation) == bounds.width }
    }

    /// Gives the window another width at the same height, as Split View and
    /// Slide Over do on an iPad (Trellis's way to simulate them): the size
    /// classes follow the width (a narrow iPad window is compact), the root
    /// view controller hears `viewWillTransition(to:with:)`, traits are
    /// delivered if a size class changed, and the window lays out again.
    ///
    /// A width that is not a finite number above zero is ignored and
    /// reported (`LayoutDiagnostics`); a width above the screen's is held
    /// to the screen's. An iPhone window can be resized too; its size
    /// classes follow its orientation alone, as on a real iPhone.
    open func resize(to width: CGFloat) {
        guard width.isFinite, width > 0 else {
            LayoutDiagnostics.report(.invalidOperation, "Ignored resizing \(constraintDescriptionName) to a width of \(width): a window's width is a finite number above zero.")
            return
        }
        let full = device.size(for: interfaceOrientation)
        let width = min(width, full.width)
        guard width != bounds.width || bounds.height != full.height else { return }
        transition(to: CGSize(width: width, height: full.height), orientation: interfaceOrientation)
    }

    /// Resizes the window to a Split View or Slide Over layout of its
    /// device in the current orientation (`.full` fills the screen again).
    /// A layout the device does not have there (any split on an iPhone, an
    /// even split held upright) is ignored and reported.
    open func resize(to layout: Device.SplitLayout) {
        guard let width = device.width(of: layout, in: interfaceOrientation) else {
            LayoutDiagnostics.report(.invalidOperation, "Ignored resizing \(constraintDescriptionName) to \(layout): \(device.name) has no such layout in \(interfaceOrientation.isLandscape ? "landscape" : "portrait").")
            return
        }
        resize(to: width)
    }

    /// Changes the user's text size, as the Settings app would (Trellis's way
    /// to simulate it): labels that adjust for the content size category
    /// take the new size and the window lays out again. `.unspecified` is
    /// ignored: the system always has a text size.
    open func setPreferredContentSizeCategory(_ category: UIContentSizeCategory) {
        guard category != .unspecified, category != contentSizeCategorySetting else { return }
        changeTraits { contentSizeCategorySetting = category }
    }

    /// Switches between light and dark appearance, as Control Center would
    /// (Trellis's way to simulate it). `.unspecified` is ignored.
    open func setUserInterfaceStyle(_ style: UIUserInterfaceStyle) {
        guard style != .unspecified, style != styleSetting else { return }
        changeTraits { styleSetting = style }
    }

    /// Switches the language direction, as choosing a right-to-left language
    /// would (Trellis's way to simulate it): leading and trailing swap sides
    /// for every view that does not force a direction, and the window lays
    /// out again. `.unspecified` is ignored.
    open func setLayoutDirection(_ direction: UITraitEnvironmentLayoutDirection) {
        guard direction != .unspecified, direction != layoutDirectionSetting else { return }
        changeTraits {
            layoutDirectionSetting = direction
            layoutEngine?.layoutDirectionChanged(below: self)
        }
    }

    /// Applies a change to the window's settings, delivers the trait
    /// change, and lays out.
    private func changeTraits(_ change: () -> Void) {
        let before = UIView.traitSnapshot(of: self)
        change()
        windowTraits = makeTraits()
        UIView.notifyTraitChanges(since: before)
        layoutIfNeeded()
    }

    /// Moves the window to a new size (and orientation) the way UIKit does a
    /// size transition: the root view controller hears of it first
    /// (`viewWillTransition(to:with:)`), then the window takes its size,
    /// safe area and traits, traits are delivered, the window lays out, the
    /// coordinator's alongside blocks run, the window lays out again (for
    /// what they changed), and the completion blocks run.
    private func transition(to size: CGSize, orientation: UIInterfaceOrientation) {
        let turn = orientation.quarterTurns - interfaceOrientation.quarterTurns
        let coordinator = UIViewControllerSizeTransitionCoordinator(
            containerView: self, targetTransform: CGAffineTransform(rotationAngle: CGFloat(turn) * .pi / 2))
        rootViewController?.viewWillTransition(to: size, with: coordinator)
        let before = UIView.traitSnapshot(of: self)
        interfaceOrientation = orientation
        screen.interfaceOrientation = orientation
        frame = CGRect(origin: frame.origin, size: size)
        windowTraits = makeTraits()
        updateOwnSafeAreaInsets()
        UIView.notifyTraitChanges(since: before)
        // The alongside blocks see the new layout, as inside UIKit's
        // transition animation, and may change constraints: lay out again.
        layoutIfNeeded()
        coordinator.runAlongside()
        layoutIfNeeded()
        coordinator.runCompletions()
        // Completion blocks may have changed constraints without laying out.
        layoutIfNeeded()
    }

    /// Takes the device's insets for the current orientation (and, for a
    /// window made from a frame, its current frame); the views inside
    /// follow in the next layout pass.
    fileprivate func updateOwnSafeAreaInsets() {
        let insets = deviceSafeAreaInsets
        guard insets != storedSafeAreaInsets else { return }
        applySafeAreaInsets(insets)
    }
}

extension UIInterfaceOrientation {
    /// Quarter turns counterclockwise from upright, for a rotation's
    /// `targetTransform` (UIKit documents no sign; this is Trellis's).
    var quarterTurns: Int {
        switch self {
        case .portrait, .unknown: 0
        case .landscapeRight: 1
        case .portraitUpsideDown: 2
        case .landscapeLeft: -1
        }
    }
}

/// The key window of a thread, held weakly: a window that goes away stops
/// being key.
private final class KeyWindowBox {
    static let key = "Trellis.UIWindow.keyWindow"
    weak var window: UIWindow?
}

extension UIView {
    /// The window the view is in (the root of its hierarchy, if that is a
    /// window), or nil.
    public var window: UIWindow? {
        rootView as? UIWindow
    }
}

// MARK: - Safe areas

extension UIView {
    /// Takes the part of the superview's safe-area insets the view overlaps,
    /// in its own coordinates: for each edge, the superview's inset less the
    /// view's distance from that edge of the superview's bounds, never below
    /// zero and never above the superview's inset (UIKit caps it there for a
    /// view reaching past its superview: "Notes from the Margins",
    /// martiancraft.com, 2019). Plus, for a view controller's view, its
    /// `additionalSafeAreaInsets`. A window takes its device's insets on the
    /// screen edges its frame reaches. Called in a window's layout passes,
    /// superviews first; O(1).
    func refreshSafeAreaInsets() {
        if let window = self as? UIWindow {
            window.updateOwnSafeAreaInsets()
            return
        }
        guard let parent = superview else { return }
        // A scroll view passes on only the safe area its content insets leave out.
        let outer = (parent as? UIScrollView)?.safeAreaInsetsForContent ?? parent.storedSafeAreaInsets
        var insets = controllerAdditionalSafeAreaInsets
        if outer != .zero {
            let f = frame, b = parent.bounds
            func overlap(_ inset: CGFloat, _ distance: CGFloat) -> CGFloat { max(0, min(inset, inset - distance)) }
            insets.top += overlap(outer.top, f.minY - b.minY)
            insets.left += overlap(outer.left, f.minX - b.minX)
            insets.bottom += overlap(outer.bottom, b.maxY - f.maxY)
            insets.right += overlap(outer.right, b.maxX - f.maxX)
        }
        if insets != storedSafeAreaInsets { applySafeAreaInsets(insets) }
    }

    /// Sets the view's safe-area insets and tells everything that depends
    /// on them: its safe-area guide, its margins (and constraints on them)
    /// if they include the insets, `safeAreaInsetsDidChange()`, and
    /// `layoutMarginsDidChange()` if the margins moved.
    func applySafeAreaInsets(_ insets: UIEdgeInsets) {
        let margins = layoutMargins
        storedSafeAreaInsets = insets
        let marginsMoved = layoutMargins != margins
        if isInLayoutEngine { rootView.layoutEngine?.safeAreaChanged(self, marginsMoved: marginsMoved) }
        setNeedsLayout()
        safeAreaInsetsDidChange()
        if marginsMoved { layoutMarginsDidChange() }
    }

    /// A view that leaves its window has no safe area, as in UIKit (a view
    /// controller's view keeps its controller's `additionalSafeAreaInsets`).
    func resetSafeAreaInsets() {
        forEachInSubtree { view in
            let rest = view.controllerAdditionalSafeAreaInsets
            if view.storedSafeAreaInsets != rest { view.applySafeAreaInsets(rest) }
        }
    }
}
