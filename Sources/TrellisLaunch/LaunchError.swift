import Foundation
import Storyboard

/// Why a headless launch could not go on: what was wrong and where
/// (the Info.plist key, the class name, the storyboard).
public enum LaunchError: Error, CustomStringConvertible, Equatable {
    /// The Info.plist could not be read or parsed.
    case unreadableInfoPlist(path: String, reason: String)
    /// An Info.plist value has the wrong type.
    case invalidInfoPlist(key: String, reason: String)
    /// No class in the process has this name (after `$(PRODUCT_MODULE_NAME)`
    /// was replaced with the app delegate's module).
    case classNotFound(name: String, key: String)
    /// The class exists but is not what the key needs (a scene delegate
    /// that is not a `UISceneDelegate`, a scene class that is not a `UIScene`).
    case wrongClass(name: String, key: String, expected: String)
    /// The class cannot be made from its name on Linux (`LaunchInstantiable`).
    case notInstantiable(name: String, key: String)
    /// The scene delegate the launch was given is not of the configured class.
    case sceneDelegateMismatch(configured: String, made: String)
    /// The storyboard could not be loaded or its initial controller made.
    case storyboard(StoryboardError)

    public var description: String {
        switch self {
        case let .unreadableInfoPlist(path, reason):
            "Info.plist at \(path) could not be read: \(reason)"
        case let .invalidInfoPlist(key, reason):
            "Info.plist: \(key) \(reason)"
        case let .classNotFound(name, key):
            "\(key) names \(name), and no class of that name is compiled into the process"
        case let .wrongClass(name, key, expected):
            "\(key) names \(name), which is not a \(expected)"
        case let .notInstantiable(name, key):
            "\(key) names \(name), which Swift on Linux cannot make from its name: declare `extension \(name.split(separator: ".").last.map(String.init) ?? name): LaunchInstantiable {}` "
                + "(and, in a class that is not final, `required override init() { super.init() }`), or pass its initializer to the launch"
        case let .sceneDelegateMismatch(configured, made):
            "The scene configuration names \(configured) as the scene delegate, and the launch was given a \(made)"
        case let .storyboard(error):
            error.description
        }
    }
}
