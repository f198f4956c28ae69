import Foundation
import Trellis

/// The app in a window on a device, laid out and ready to render.
public enum RainstormScreen {
    public static func make(report: WeatherReport?, device: Device, landscape: Bool = false,
                            textSize: UIContentSizeCategory = .large, dark: Bool = false) -> UIWindow {
        let window = UIWindow(device: device, orientation: landscape ? .landscapeLeft : .portrait)
        window.setPreferredContentSizeCategory(textSize)
        window.setUserInterfaceStyle(dark ? .dark : .light)
        let root = RootViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        root.weather = report
        window.layoutIfNeeded()
        return window
    }
}
