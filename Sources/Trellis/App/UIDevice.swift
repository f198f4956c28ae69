import Foundation

/// The device the app runs on, as in UIKit: `UIDevice.current` describes
/// the device of the key window (`UIWindow.makeKeyAndVisible()`; one per
/// thread, see `UIWindow`), or an iPhone 15 held upright while no window is key.
///
/// Its properties are read from the key window each time, so they follow
/// `UIWindow.rotate(to:)`.
public final class UIDevice: Sendable {
    /// The device of the key window.
    public static let current = UIDevice()

    private init() {}

    /// The preset the key window is on (Trellis's; UIKit has no such property).
    public var device: Device { UIWindow.keyWindow?.device ?? UIApplication.current?.launchScreen?.device ?? .iPhone15 }

    public var userInterfaceIdiom: UIUserInterfaceIdiom { device.userInterfaceIdiom }

    /// How the device is held, as last set by `UIWindow.rotate(to:)`: it can
    /// be flat (`.faceUp`) while the interface stays in its last orientation.
    public var orientation: UIDeviceOrientation { UIWindow.keyWindow?.deviceOrientation ?? .portrait }

    /// The generic name of the device ("iPhone", "iPad"): since iOS 16, UIKit
    /// returns the user's name for the device only to apps with the
    /// user-assigned-device-name entitlement, and the model to the others.
    public var name: String { device.model }

    /// "iPhone" or "iPad".
    public var model: String { device.model }
    public var localizedModel: String { device.model }

    /// "iOS" on an iPhone, "iPadOS" on an iPad, as UIKit reports them since iPadOS 15.
    public var systemName: String { device.userInterfaceIdiom == .pad ? "iPadOS" : "iOS" }

    public var systemVersion: String { device.systemVersion }

    /// Trellis has no battery or sensors: orientation changes come from
    /// `UIWindow.rotate(to:)`, so there is nothing to start or stop.
    public var isGeneratingDeviceOrientationNotifications: Bool { true }
    public func beginGeneratingDeviceOrientationNotifications() {}
    public func endGeneratingDeviceOrientationNotifications() {}
}
