import Foundation
import SnapshotTesting
import Trellis
import TrellisLaunch
import TrellisRender

extension HeadlessApp {
    /// Why a launched app could not be drawn.
    public enum RenderingError: Error, CustomStringConvertible {
        /// The app shows no window (the launch's `messages` say why, if it knows).
        case noWindow(messages: [String])

        public var description: String {
            switch self {
            case let .noWindow(messages):
                (["the app shows no window"] + messages).joined(separator: ": ")
            }
        }
    }

    /// The app's window drawn to PNG, with its traits (dark appearance
    /// resolves dynamic colors dark), at `scale` pixels per point (the
    /// device's when nil); with the status bar over it when `statusBar` is
    /// true (`Renderer.drawsStatusBar`; off by default, as for `.image`).
    /// - Complexity: O(views + pixels).
    public func png(scale: CGFloat? = nil, statusBar: Bool = false) throws -> Data {
        guard let window else { throw RenderingError.noWindow(messages: messages) }
        var renderer = Renderer(scale: scale ?? window.screen.scale, traitCollection: window.traitCollection)
        renderer.pngWriter = .cairo
        renderer.drawsStatusBar = statusBar
        return try renderer.render(window, as: .png)
    }

    /// Launches an app and draws what it shows once it is active: its
    /// launch-screen state, in one call (`launch(_:sceneDelegate:bundle:…)`
    /// with the same arguments, then `png(scale:)`; the app is terminated
    /// afterwards, so the thread's `UIApplication.shared` is free again).
    ///
    ///     let png = try HeadlessApp.renderLaunch(AppDelegate(), sceneDelegate: SceneDelegate.init,
    ///                                            bundle: appBundle, device: .iPhoneSE3)
    public static func renderLaunch(
        _ makeDelegate: @autoclosure () -> UIApplicationDelegate,
        sceneDelegate makeSceneDelegate: (() -> UISceneDelegate)? = nil,
        bundle: Bundle? = nil,
        info: AppInfo? = nil,
        device: Device = .iPhone15,
        orientation: UIDeviceOrientation = .portrait,
        userInterfaceStyle: UIUserInterfaceStyle = .light,
        preferredContentSizeCategory: UIContentSizeCategory = .large,
        scale: CGFloat? = nil
    ) throws -> Data {
        let app = try launch(makeDelegate(), sceneDelegate: makeSceneDelegate, bundle: bundle, info: info, device: device,
                             orientation: orientation, userInterfaceStyle: userInterfaceStyle,
                             preferredContentSizeCategory: preferredContentSizeCategory)
        defer { app.terminate() }
        return try app.png(scale: scale)
    }
}

extension Snapshotting where Value == HeadlessApp, Format == Data {
    /// A launched app's window drawn to PNG (`HeadlessApp.png(scale:)`,
    /// with the window's own traits), compared as `.image` compares a view.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat = 2) -> Snapshotting {
        let diffing = Snapshotting<UIView, Data>.image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale).diffing
        return Snapshotting(pathExtension: "png", diffing: diffing) { app in
            do { return try app.png(scale: scale) } catch {
                // An app that shows nothing fails the comparison with the reason.
                return Data("unrenderable: \(error)".utf8)
            }
        }
    }
}

extension HeadlessApp {
    /// The app's launch screen (`UILaunchStoryboardName`, see
    /// `launchStoryboardWindow(bundle:…)`) drawn to PNG at `scale` (the
    /// device's when nil); nil when the app names no launch storyboard.
    /// - Complexity: O(views + pixels).
    public static func renderLaunchStoryboard(
        bundle: Bundle?,
        info: AppInfo? = nil,
        device: Device = .iPhone15,
        orientation: UIDeviceOrientation = .portrait,
        userInterfaceStyle: UIUserInterfaceStyle = .light,
        scale: CGFloat? = nil
    ) throws -> Data? {
        guard let window = try launchStoryboardWindow(bundle: bundle, info: info, device: device, orientation: orientation,
                                                      userInterfaceStyle: userInterfaceStyle) else { return nil }
        var renderer = Renderer(scale: scale ?? device.scale, traitCollection: window.traitCollection)
        renderer.pngWriter = .cairo
        renderer.drawsStatusBar = false
        return try renderer.render(window, as: .png)
    }
}
