import Foundation

/// How the status bar animates a change of visibility, as in UIKit.
public enum UIStatusBarAnimation: Int, Sendable {
    case none = 0, fade, slide
}

/// The animation of a modal presentation, as in UIKit.
public enum UIModalTransitionStyle: Int, Sendable {
    case coverVertical = 0, flipHorizontal, crossDissolve, partialCurl
}

extension UIViewController {
    /// The controller that decides the status bar while this one is the
    /// window's root: the topmost controller presented full screen (or one
    /// that captures the status bar's appearance), then down its
    /// `childForStatusBarStyle` chain (or `childForStatusBarHidden`'s).
    func statusBarController(forHidden: Bool) -> UIViewController {
        var controller = self
        while let presented = controller.presentedViewController,
              presented.modalPresentationStyle == .fullScreen || presented.modalPresentationCapturesStatusBarAppearance {
            controller = presented
        }
        var visited: Set<ObjectIdentifier> = [ObjectIdentifier(controller)]
        while let child = forHidden ? controller.childForStatusBarHidden : controller.childForStatusBarStyle,
              visited.insert(ObjectIdentifier(child)).inserted {
            controller = child
        }
        return controller
    }
}
