import Foundation
import Storyboard
import Trellis

/// UIKit's entry point, run headlessly: makes the application (of
/// `principalClassName`, `UIApplication` when nil) and the delegate of
/// `delegateClassName`, launches the app (`HeadlessApp`), runs the main
/// run loop briefly, terminates the app, and returns 0; 1, with the reason
/// on standard error, when the launch fails.
///
/// On iOS it never returns: the app runs until the user leaves it. A
/// headless app has no user and no screen, and a command that never ended
/// would hang every script and CI job that runs it, so it stops once the
/// work the launch queued has run: the main queue and timers already due
/// (each pass of the main run loop runs what is due; up to 100 passes, so
/// that work queued by queued work runs too), then, if the environment
/// variable `TRELLIS_RUN_SECONDS` is a number of seconds (at most a day),
/// the run loop for that long. `TRELLIS_DEVICE` names the device
/// (`Device.all`'s names, "iPhone 15" when unset or unknown).
///
/// The classes are found by name and made with `init()`, so on Linux they
/// must be `LaunchInstantiable`. The app's bundle is the first resource
/// bundle with an Info.plist at its top or in a folder inside it
/// (`HeadlessMain.appBundle()`); without one, storyboards are looked for
/// in all of `ResourceBundles.search`.
@discardableResult
public func UIApplicationMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
                              _ principalClassName: String?, _ delegateClassName: String?) -> Int32 {
    do {
        let makeApplication = try HeadlessMain.applicationFactory(principalClassName)
        guard let delegateClassName else {
            throw LaunchError.classNotFound(name: "(none)", key: "UIApplicationMain's delegate class name")
        }
        let delegate = try HeadlessMain.makeDelegate(named: delegateClassName)
        return try HeadlessMain.run(makeApplication: makeApplication, delegate: delegate)
    } catch {
        FileHandle.standardError.write(Data("UIApplicationMain: \(error)\n".utf8))
        return 1
    }
}

extension UIApplicationDelegate {
    /// The entry point of an app whose delegate is marked `@main`, as
    /// UIKit provides it: `UIApplicationMain` with this class, then the
    /// process exits with its result. On Linux the class must be
    /// `LaunchInstantiable` to be made (see there).
    public static func main() {
        guard let made = (Self.self as? LaunchInstantiable.Type)?.init() as? UIApplicationDelegate else {
            let name = String(reflecting: Self.self)
            FileHandle.standardError.write(Data("UIApplicationMain: \(LaunchError.notInstantiable(name: name, key: "@main"))\n".utf8))
            exit(1)
        }
        do {
            exit(try HeadlessMain.run(makeApplication: { UIApplication() }, delegate: made))
        } catch {
            FileHandle.standardError.write(Data("UIApplicationMain: \(error)\n".utf8))
            exit(1)
        }
    }
}

/// The headless `UIApplicationMain`'s steps.
enum HeadlessMain {
    static func applicationFactory(_ name: String?) throws -> () -> UIApplication {
        guard let name, name != "UIApplication", name != "Trellis.UIApplication" else { return { UIApplication() } }
        let found: AnyClass = try findClass(name, key: "UIApplicationMain's principal class name")
        guard found is UIApplication.Type, let instantiable = found as? LaunchInstantiable.Type else {
            throw found is UIApplication.Type
                ? LaunchError.notInstantiable(name: name, key: "UIApplicationMain's principal class name")
                : LaunchError.wrongClass(name: name, key: "UIApplicationMain's principal class name", expected: "UIApplication")
        }
        return { instantiable.init() as? UIApplication ?? UIApplication() }
    }

    static func makeDelegate(named name: String) throws -> UIApplicationDelegate {
        let found: AnyClass = try findClass(name, key: "UIApplicationMain's delegate class name")
        guard found is UIApplicationDelegate.Type else {
            throw LaunchError.wrongClass(name: name, key: "UIApplicationMain's delegate class name", expected: "UIApplicationDelegate")
        }
        guard let made = (found as? LaunchInstantiable.Type)?.init() as? UIApplicationDelegate else {
            throw LaunchError.notInstantiable(name: name, key: "UIApplicationMain's delegate class name")
        }
        return made
    }

    static func findClass(_ name: String, key: String) throws -> AnyClass {
        let parts = name.split(separator: ".", maxSplits: 1).map(String.init)
        let found: AnyClass? = parts.count == 2 ? Storyboard.lookUpClass(parts[1], module: parts[0], bundle: nil) : Storyboard.lookUpClass(name, module: nil, bundle: nil)
        guard let found else { throw LaunchError.classNotFound(name: name, key: key) }
        return found
    }

    /// The app's bundle: the first of the main bundle's resource bundles
    /// (`ResourceBundles.search`) with an Info.plist at its top, or in a
    /// folder directly inside it (SwiftPM refuses an Info.plist as a
    /// resource of its own, so an app copies a folder holding it and its
    /// storyboards: `resources: [.copy("App")]`); nil when none has one.
    static func appBundle() -> Bundle? {
        let fileManager = FileManager.default
        for bundle in ResourceBundles.search {
            let root = bundle.bundleURL
            if fileManager.fileExists(atPath: root.appendingPathComponent("Info.plist").path) { return bundle }
            let folders = (try? fileManager.contentsOfDirectory(at: root, includingPropertiesForKeys: nil)) ?? []
            for folder in folders.sorted(by: { $0.path < $1.path })
            where fileManager.fileExists(atPath: folder.appendingPathComponent("Info.plist").path) {
                if let app = Bundle(url: folder) { return app }
            }
        }
        return nil
    }

    /// Launches, runs the main run loop briefly, terminates; 0.
    static func run(makeApplication: @escaping () -> UIApplication, delegate: UIApplicationDelegate) throws -> Int32 {
        let environment = ProcessInfo.processInfo.environment
        let device = Device.all.first { $0.name == environment["TRELLIS_DEVICE"] } ?? .iPhone15
        let bundle = appBundle()
        let app = try HeadlessApp.launch(delegate, bundle: bundle, device: device, makeApplication: makeApplication)
        if Thread.isMainThread {
            for _ in 0..<100 { _ = RunLoop.main.run(mode: .default, before: Date()) }
            if let text = environment["TRELLIS_RUN_SECONDS"], let seconds = Double(text), seconds.isFinite, seconds > 0, seconds <= 86_400 {
                RunLoop.main.run(until: Date(timeIntervalSinceNow: seconds))
            }
        }
        app.terminate()
        return 0
    }
}
