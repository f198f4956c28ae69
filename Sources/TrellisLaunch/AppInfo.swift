import Foundation
import Trellis

/// What the launch reads from an app's Info.plist: its scene manifest and
/// storyboards. Values of the wrong type are errors naming the key, never
/// traps: the file comes from outside the program.
public struct AppInfo: Sendable, Equatable {
    /// `UIApplicationSceneManifest`: present when the app uses scenes.
    public var sceneManifest: SceneManifest?
    /// `UIMainStoryboardFile`: the storyboard of an app without scenes.
    public var mainStoryboardName: String?
    /// `UILaunchStoryboardName`: what iOS shows while the app launches.
    public var launchStoryboardName: String?

    /// The scene configurations an app declares
    /// (developer.apple.com/documentation/bundleresources/information-property-list/uiapplicationscenemanifest).
    public struct SceneManifest: Sendable, Equatable {
        /// `UIApplicationSupportsMultipleScenes` (false when absent).
        public var supportsMultipleScenes: Bool
        /// `UISceneConfigurations`, by session role, in file order: "The
        /// first item in the array represents the default scene
        /// configuration for this role" (…/UIWindowSceneSessionRoleApplication).
        public var configurations: [String: [SceneConfiguration]]

        public init(supportsMultipleScenes: Bool = false, configurations: [String: [SceneConfiguration]] = [:]) {
            self.supportsMultipleScenes = supportsMultipleScenes
            self.configurations = configurations
        }

        /// The configurations of `role`.
        public func configurations(for role: UISceneSession.Role) -> [SceneConfiguration] {
            configurations[role.rawValue] ?? []
        }
    }

    /// One entry of `UISceneConfigurations`; class names as written
    /// (`$(PRODUCT_MODULE_NAME).SceneDelegate` in Xcode's template).
    public struct SceneConfiguration: Sendable, Equatable {
        /// `UISceneConfigurationName`.
        public var name: String?
        /// `UISceneClassName`: `UIWindowScene` when absent.
        public var sceneClassName: String?
        /// `UISceneDelegateClassName`.
        public var delegateClassName: String?
        /// `UISceneStoryboardFile`, without its extension.
        public var storyboardName: String?

        public init(name: String? = nil, sceneClassName: String? = nil, delegateClassName: String? = nil, storyboardName: String? = nil) {
            self.name = name
            self.sceneClassName = sceneClassName
            self.delegateClassName = delegateClassName
            self.storyboardName = storyboardName
        }
    }

    public init(sceneManifest: SceneManifest? = nil, mainStoryboardName: String? = nil, launchStoryboardName: String? = nil) {
        self.sceneManifest = sceneManifest
        self.mainStoryboardName = mainStoryboardName
        self.launchStoryboardName = launchStoryboardName
    }

    /// Reads the keys the launch uses from an Info.plist's top-level dictionary.
    public init(dictionary: [String: Any]) throws {
        mainStoryboardName = try AppInfo.string(dictionary["UIMainStoryboardFile"], key: "UIMainStoryboardFile")
        launchStoryboardName = try AppInfo.string(dictionary["UILaunchStoryboardName"], key: "UILaunchStoryboardName")
        guard let manifestValue = dictionary["UIApplicationSceneManifest"] else { return }
        guard let manifest = manifestValue as? [String: Any] else {
            throw LaunchError.invalidInfoPlist(key: "UIApplicationSceneManifest", reason: "is not a dictionary")
        }
        let multiple = manifest["UIApplicationSupportsMultipleScenes"]
        guard multiple == nil || multiple is Bool else {
            throw LaunchError.invalidInfoPlist(key: "UIApplicationSupportsMultipleScenes", reason: "is not a Boolean")
        }
        var configurations: [String: [SceneConfiguration]] = [:]
        if let rolesValue = manifest["UISceneConfigurations"] {
            guard let roles = rolesValue as? [String: Any] else {
                throw LaunchError.invalidInfoPlist(key: "UISceneConfigurations", reason: "is not a dictionary")
            }
            for (role, entriesValue) in roles {
                guard let entries = entriesValue as? [Any] else {
                    throw LaunchError.invalidInfoPlist(key: "UISceneConfigurations.\(role)", reason: "is not an array")
                }
                configurations[role] = try entries.enumerated().map { index, entryValue in
                    let key = "UISceneConfigurations.\(role)[\(index)]"
                    guard let entry = entryValue as? [String: Any] else {
                        throw LaunchError.invalidInfoPlist(key: key, reason: "is not a dictionary")
                    }
                    return SceneConfiguration(
                        name: try AppInfo.string(entry["UISceneConfigurationName"], key: key + ".UISceneConfigurationName"),
                        sceneClassName: try AppInfo.string(entry["UISceneClassName"], key: key + ".UISceneClassName"),
                        delegateClassName: try AppInfo.string(entry["UISceneDelegateClassName"], key: key + ".UISceneDelegateClassName"),
                        storyboardName: try AppInfo.string(entry["UISceneStoryboardFile"], key: key + ".UISceneStoryboardFile"))
                }
            }
        }
        sceneManifest = SceneManifest(supportsMultipleScenes: multiple as? Bool ?? false, configurations: configurations)
    }

    /// Reads an Info.plist file (XML or binary).
    public init(contentsOf url: URL) throws {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw LaunchError.unreadableInfoPlist(path: url.path, reason: error.localizedDescription)
        }
        let plist: Any
        do { plist = try PropertyListSerialization.propertyList(from: data, format: nil) } catch {
            throw LaunchError.unreadableInfoPlist(path: url.path, reason: "not a property list (\(error.localizedDescription))")
        }
        guard let dictionary = plist as? [String: Any] else {
            throw LaunchError.unreadableInfoPlist(path: url.path, reason: "its top level is not a dictionary")
        }
        try self.init(dictionary: dictionary)
    }

    /// The Info.plist at the top of `bundle` (an app bundle's layout), or
    /// an empty one (an app that declares nothing: no scenes, no storyboard).
    public static func of(_ bundle: Bundle) throws -> AppInfo {
        let candidates = [bundle.bundleURL.appendingPathComponent("Info.plist"),
                          bundle.resourceURL?.appendingPathComponent("Info.plist")].compactMap { $0 }
        guard let url = candidates.first(where: { FileManager.default.fileExists(atPath: $0.path) }) else { return AppInfo() }
        return try AppInfo(contentsOf: url)
    }

    private static func string(_ value: Any?, key: String) throws -> String? {
        guard let value else { return nil }
        guard let string = value as? String else { throw LaunchError.invalidInfoPlist(key: key, reason: "is not a string") }
        return string
    }
}
