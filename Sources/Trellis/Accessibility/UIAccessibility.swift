import Foundation

/// The assistive technologies' settings and the notifications an app posts
/// to them, as in UIKit (Swift's `UIAccessibility` namespace).
///
/// Trellis runs no assistive technology: every setting reads false, as on a
/// device with the Accessibility settings untouched, and what an app posts
/// is recorded (`postedNotifications`) so tests can check that a screen
/// announced its changes.
public enum UIAccessibility {
    /// A notification an app posts to the assistive technologies.
    ///
    /// The raw values are UIKit's (`UIAccessibilityConstants.h`):
    /// `UIAccessibilityScreenChangedNotification` is 1000.
    public struct Notification: RawRepresentable, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// A new screen appeared; the argument is the element to focus, or nil.
        public static let screenChanged = Notification(rawValue: 1000)
        /// Part of the screen changed; the argument is the element to focus, or nil.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// A string (or attributed string) to speak.
        public static let announcement = Notification(rawValue: 1008)
        /// A scroll finished; the argument is a string describing the new position.
        public static let pageScrolled = Notification(rawValue: 1009)
        /// Pauses an assistive technology (iOS 8).
        public static let pauseAssistiveTechnology = Notification(rawValue: 1010)
        /// Resumes a paused assistive technology (iOS 8).
        public static let resumeAssistiveTechnology = Notification(rawValue: 1011)
    }

    /// One `post(notification:argument:)`, as recorded.
    public struct PostedNotification {
        public let notification: Notification
        public let argument: Any?
    }

    /// Locked: windows on different threads (snapshot matrices drawn in
    /// parallel, tests running at once) may post at the same time.
    nonisolated(unsafe) private static var posted: [PostedNotification] = []
    private static let postedLock = NSLock()

    /// Tells the assistive technologies that something changed. Trellis
    /// records the notification; nothing speaks it.
    public static func post(notification: Notification, argument: Any?) {
        postedLock.withLock { posted.append(PostedNotification(notification: notification, argument: argument)) }
    }

    /// The notifications posted since the last `removeAllPostedNotifications()`, oldest first.
    package static var postedNotifications: [PostedNotification] { postedLock.withLock { posted } }

    package static func removeAllPostedNotifications() { postedLock.withLock { posted.removeAll() } }

    /// `rect`, in `view`'s coordinates, in the screen's coordinates: the
    /// space of `accessibilityFrame`.
    public static func convertToScreenCoordinates(_ rect: CGRect, in view: UIView) -> CGRect {
        view.rectInScreenCoordinates(rect)
    }

    // MARK: - Settings (all off, as on a device whose Accessibility settings are untouched)

    public static var isVoiceOverRunning: Bool { false }
    public static var isSwitchControlRunning: Bool { false }
    public static var isAssistiveTouchRunning: Bool { false }
    public static var isGuidedAccessEnabled: Bool { false }
    public static var isReduceMotionEnabled: Bool { false }
    public static var isReduceTransparencyEnabled: Bool { false }
    public static var isBoldTextEnabled: Bool { false }
    public static var isDarkerSystemColorsEnabled: Bool { false }
    public static var isGrayscaleEnabled: Bool { false }
    public static var isInvertColorsEnabled: Bool { false }
    public static var isMonoAudioEnabled: Bool { false }
    public static var isClosedCaptioningEnabled: Bool { false }
    public static var isSpeakScreenEnabled: Bool { false }
    public static var isSpeakSelectionEnabled: Bool { false }
    public static var isShakeToUndoEnabled: Bool { false }
    public static var isVideoAutoplayEnabled: Bool { false }
    public static var isOnOffSwitchLabelsEnabled: Bool { false }
    public static var shouldDifferentiateWithoutColor: Bool { false }
    public static var buttonShapesEnabled: Bool { false }
    public static var prefersCrossFadeTransitions: Bool { false }

    // MARK: - Setting changes (posted to NotificationCenter.default on iOS; never posted here)

    public static let voiceOverStatusDidChangeNotification = NSNotification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
    public static let switchControlStatusDidChangeNotification = NSNotification.Name("UIAccessibilitySwitchControlStatusDidChangeNotification")
    public static let reduceMotionStatusDidChangeNotification = NSNotification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
    public static let reduceTransparencyStatusDidChangeNotification = NSNotification.Name("UIAccessibilityReduceTransparencyStatusDidChangeNotification")
    public static let boldTextStatusDidChangeNotification = NSNotification.Name("UIAccessibilityBoldTextStatusDidChangeNotification")
    public static let darkerSystemColorsStatusDidChangeNotification = NSNotification.Name("UIAccessibilityDarkerSystemColorsStatusDidChangeNotification")
    public static let grayscaleStatusDidChangeNotification = NSNotification.Name("UIAccessibilityGrayscaleStatusDidChangeNotification")
    public static let invertColorsStatusDidChangeNotification = NSNotification.Name("UIAccessibilityInvertColorsStatusDidChangeNotification")
    public static let differentiateWithoutColorDidChangeNotification = NSNotification.Name("UIAccessibilityDifferentiateWithoutColorDidChangeNotification")
    public static let elementFocusedNotification = NSNotification.Name("UIAccessibilityElementFocusedNotification")
    public static let announcementDidFinishNotification = NSNotification.Name("UIAccessibilityAnnouncementDidFinishNotification")
}
