import Foundation

/// The screen a window is on, as in UIKit: its bounds in points (turned
/// with the interface, as since iOS 8), its pixels upright, and its scale.
///
/// Each `UIWindow` has its own screen, made for its `Device`;
/// `UIScreen.main` is the key window's, or an iPhone 15 held upright while
/// no window is key.
open class UIScreen: NSObject {
    /// The device the screen belongs to (Trellis's; UIKit reads the hardware).
    public let device: Device

    /// The orientation of the interface on the screen, which its window sets when it rotates.
    public internal(set) var interfaceOrientation: UIInterfaceOrientation

    public init(device: Device, orientation: UIInterfaceOrientation = .portrait) {
        self.device = device
        self.interfaceOrientation = orientation == .unknown ? .portrait : orientation
        super.init()
    }

    /// The key window's screen; until a window is key, the screen of the
    /// launched app's scene (so that `UIWindow(frame: UIScreen.main.bounds)`
    /// in `application(_:didFinishLaunchingWithOptions:)` is on the launch's
    /// device), else an upright iPhone 15's.
    public static var main: UIScreen {
        UIWindow.keyWindow?.screen ?? UIApplication.current?.launchScreen ?? UIScreen(device: .iPhone15)
    }

    /// The whole screen in points, in the interface's orientation: wider
    /// than tall in landscape.
    open var bounds: CGRect { CGRect(origin: .zero, size: device.size(for: interfaceOrientation)) }

    /// The whole screen in pixels, always upright, as UIKit's `nativeBounds`.
    open var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: device.portraitSize.width * device.scale, height: device.portraitSize.height * device.scale)
    }

    /// Pixels per point: 2 or 3.
    open var scale: CGFloat { device.scale }

    /// The same as `scale`: no preset is display-zoomed or downsampled.
    open var nativeScale: CGFloat { device.scale }

    /// The screen's traits: the device's idiom and scale, and the size
    /// classes of the whole screen in its current orientation.
    open var traitCollection: UITraitCollection {
        let classes = device.sizeClasses(width: bounds.width, orientation: interfaceOrientation)
        return UITraitCollection(traitsFrom: [], horizontal: classes.horizontal, vertical: classes.vertical,
                                 idiom: device.userInterfaceIdiom, scale: device.scale)
    }
}
