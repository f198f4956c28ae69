import Foundation
import Storyboard
import Trellis

extension HeadlessApp {
    /// What iOS shows while the app launches: the initial view controller
    /// of Info.plist's `UILaunchStoryboardName` storyboard, in a visible
    /// window on the device (not made key: the app is not running yet).
    /// Nil when the app names no launch storyboard.
    ///
    /// iOS draws the launch screen once, as a picture, and runs none of the
    /// app's code for it: launch storyboards may use no custom classes, so
    /// the controller here is the storyboard's own.
    /// - Throws: `LaunchError` for an unreadable Info.plist or storyboard.
    public static func launchStoryboardWindow(
        bundle: Bundle?,
        info: AppInfo? = nil,
        device: Device = .iPhone15,
        orientation: UIDeviceOrientation = .portrait,
        userInterfaceStyle: UIUserInterfaceStyle = .light
    ) throws -> UIWindow? {
        let info = try info ?? bundle.map(AppInfo.of) ?? AppInfo()
        guard let name = info.launchStoryboardName else { return nil }
        let storyboard: UIStoryboard
        let controller: UIViewController
        do {
            storyboard = try UIStoryboard.load(name: name, bundle: bundle)
            controller = try storyboard.initialViewController()
        } catch let error as StoryboardError {
            throw LaunchError.storyboard(error)
        }
        let window = UIWindow(device: device, orientation: orientation)
        window.setUserInterfaceStyle(userInterfaceStyle)
        window.rootViewController = controller
        window.isHidden = false
        return window
    }
}
