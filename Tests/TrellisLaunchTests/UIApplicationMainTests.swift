import Foundation
import Testing
import TrellisLaunch
import UIKit

/// UIKit's entry point, run headlessly: it finds the delegate class by
/// name, launches, terminates and returns.
@Suite struct UIApplicationMainTests {
    @Test func itLaunchesTheNamedDelegateAndTerminatesTheApp() {
        let log = InstantiableAppDelegate.log
        log.clear()
        let status = UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, String(reflecting: InstantiableAppDelegate.self))
        #expect(status == 0)
        #expect(log.entries == ["didFinishLaunching (inactive)", "applicationDidBecomeActive (active)", "applicationWillTerminate"])
        #expect(UIApplication.current == nil)
    }

    @Test func aDelegateClassThatCannotBeFoundOrMadeFailsWithStatusOne() {
        #expect(UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, "TrellisLaunchTests.NoSuchDelegate") == 1)
        // Found, but Swift on Linux cannot make it from its name.
        #expect(UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, String(reflecting: AppDelegate.self)) == 1)
        #expect(UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, nil) == 1)
    }
}

/// An app delegate `UIApplicationMain` can make from its name.
final class InstantiableAppDelegate: UIResponder, UIApplicationDelegate, LaunchInstantiable {
    static let log = LifecycleLog()

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        Self.log.record("didFinishLaunching (\(application.applicationState == .inactive ? "inactive" : "other"))")
        return true
    }
    func applicationDidBecomeActive(_ application: UIApplication) {
        Self.log.record("applicationDidBecomeActive (\(application.applicationState == .active ? "active" : "other"))")
    }
    func applicationWillTerminate(_ application: UIApplication) { Self.log.record("applicationWillTerminate") }
}
