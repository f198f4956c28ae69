import Foundation
import Storyboard
import Trellis

/// The app in a window on a device, laid out and ready to render.
public enum RainstormScreen {
    /// The storyboard's initial scene in a window; throws when Main.storyboard
    /// cannot be read (an error naming the file and line).
    public static func make(report: WeatherReport?, device: Device, landscape: Bool = false,
                            textSize: UIContentSizeCategory = .large, dark: Bool = false) throws -> UIWindow {
        let window = UIWindow(device: device, orientation: landscape ? .landscapeLeft : .portrait)
        window.setPreferredContentSizeCategory(textSize)
        window.setUserInterfaceStyle(dark ? .dark : .light)
        let root = try RainstormStoryboard.main().initialViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        (root as? RootViewController)?.weather = report
        window.layoutIfNeeded()
        return window
    }
}
