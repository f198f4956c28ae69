import Foundation

/// A scene's session, as in UIKit: what the system keeps of one instance
/// of the app's interface (its role and configuration) while its scene
/// connects and disconnects.
open class UISceneSession: NSObject {
    /// The scene connected to the session, if any.
    open private(set) weak var scene: UIScene?

    /// The session's role: `.windowApplication` for the app's own screen.
    public let role: Role

    /// The configuration the scene is made from: UIKit's choice from the
    /// Info.plist, then a copy of what the app delegate's
    /// `application(_:configurationForConnecting:options:)` returned.
    open var configuration: UISceneConfiguration { storedConfiguration.copy() as? UISceneConfiguration ?? storedConfiguration }
    package var storedConfiguration: UISceneConfiguration

    /// A string that stays the same for the session while the app runs.
    public let persistentIdentifier: String

    /// Data the app keeps with the session.
    open var userInfo: [String: Any]?

    /// Trellis's: the system makes sessions (the headless launch here).
    package init(role: Role, configuration: UISceneConfiguration, persistentIdentifier: String = UUID().uuidString) {
        self.role = role
        self.storedConfiguration = configuration
        self.persistentIdentifier = persistentIdentifier
        super.init()
    }

    package func attach(_ scene: UIScene?) { self.scene = scene }

    /// What a session's interface is for.
    public struct Role: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The app's interface on the device's screen (Info.plist's key
        /// for its configurations).
        public static let windowApplication = Role("UIWindowSceneSessionRoleApplication")
        /// Content on an external display that takes no input (iOS 16).
        public static let windowExternalDisplayNonInteractive = Role("UIWindowSceneSessionRoleExternalDisplayNonInteractive")
        @available(*, deprecated, renamed: "windowExternalDisplayNonInteractive")
        public static let windowExternalDisplay = Role("UIWindowSceneSessionRoleExternalDisplay")
    }
}

/// How to make a scene, as in UIKit: the scene and delegate classes and
/// the storyboard holding its first view controller (`storyboard`, declared
/// where `UIStoryboard` is, in the Storyboard module).
open class UISceneConfiguration: NSObject, NSCopying {
    /// The name of the configuration: for one from Info.plist, its
    /// `UISceneConfigurationName`. A configuration the app delegate returns
    /// with the name of one in Info.plist takes that one's classes and
    /// storyboard for those it leaves nil, as the Xcode template relies on
    /// (it returns `UISceneConfiguration(name: "Default Configuration",
    /// sessionRole:)` and nothing more).
    public let name: String?

    public let role: UISceneSession.Role

    /// The class of the scene to make: `UIWindowScene` when nil.
    open var sceneClass: AnyClass?

    /// The class of the scene's delegate; the scene has none when nil.
    open var delegateClass: AnyClass?

    /// The storyboard, as a `UIStoryboard` (see the Storyboard module's
    /// `storyboard` property); kept untyped because Trellis cannot see it.
    package var storyboardObject: AnyObject?

    /// The storyboard's name from Info.plist (`UISceneStoryboardFile`),
    /// loaded from the app's bundle when the scene connects.
    package var storyboardName: String?

    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        self.role = sessionRole
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UISceneConfiguration(name: name, sessionRole: role)
        copy.sceneClass = sceneClass
        copy.delegateClass = delegateClass
        copy.storyboardObject = storyboardObject
        copy.storyboardName = storyboardName
        return copy
    }
}
