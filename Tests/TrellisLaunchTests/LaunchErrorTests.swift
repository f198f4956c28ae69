import Foundation
import Testing
import TrellisLaunch
import UIKit

/// An Info.plist comes from outside the program: what is wrong in it is an
/// error naming the key, never a trap.
@Suite struct LaunchErrorTests {
    func info(delegateClassName: String? = "$(PRODUCT_MODULE_NAME).SceneDelegate", storyboard: String? = "Main") -> AppInfo {
        AppInfo(sceneManifest: AppInfo.SceneManifest(configurations: [
            UISceneSession.Role.windowApplication.rawValue: [
                AppInfo.SceneConfiguration(name: "Default Configuration", delegateClassName: delegateClassName, storyboardName: storyboard),
            ],
        ]))
    }

    @Test func aSceneDelegateClassThatDoesNotExistNamesTheKey() throws {
        let error = #expect(throws: LaunchError.self) {
            try HeadlessApp.launch(AppDelegate(), bundle: try Fixtures.bundle("TemplateApp"), info: info(delegateClassName: "$(PRODUCT_MODULE_NAME).MissingDelegate"))
        }
        #expect(error == .classNotFound(name: "TrellisLaunchTests.MissingDelegate",
                                        key: "UISceneConfigurations.UIWindowSceneSessionRoleApplication[0].UISceneDelegateClassName"))
        // The failed launch leaves no application on the thread.
        #expect(UIApplication.current == nil)
    }

    @Test func aClassThatIsNotASceneDelegateIsRefused() throws {
        let error = #expect(throws: LaunchError.self) {
            try HeadlessApp.launch(AppDelegate(), bundle: try Fixtures.bundle("TemplateApp"), info: info(delegateClassName: "$(PRODUCT_MODULE_NAME).ViewController"))
        }
        #expect(error == .wrongClass(name: "TrellisLaunchTests.ViewController", key: "UISceneDelegateClassName", expected: "UISceneDelegate"))
    }

    @Test func aSceneDelegateSwiftCannotMakeByNameSaysWhatToDeclare() throws {
        let error = #expect(throws: LaunchError.self) {
            try HeadlessApp.launch(AppDelegate(), bundle: try Fixtures.bundle("TemplateApp"))
        }
        #expect(error == .notInstantiable(name: "TrellisLaunchTests.SceneDelegate", key: "UISceneDelegateClassName"))
        #expect(error?.description.contains("extension SceneDelegate: LaunchInstantiable {}") == true)
    }

    @Test func aSceneDelegateOfAnotherClassThanConfiguredIsRefused() throws {
        let error = #expect(throws: LaunchError.self) {
            try HeadlessApp.launch(AppDelegate(), sceneDelegate: CodeOnlySceneDelegate.init, bundle: try Fixtures.bundle("TemplateApp"))
        }
        #expect(error == .sceneDelegateMismatch(configured: "TrellisLaunchTests.SceneDelegate", made: "TrellisLaunchTests.CodeOnlySceneDelegate"))
    }

    @Test func aMissingStoryboardIsAStoryboardError() throws {
        let error = #expect(throws: LaunchError.self) {
            try HeadlessApp.launch(AppDelegate(), sceneDelegate: SceneDelegate.init, bundle: try Fixtures.bundle("TemplateApp"),
                                   info: info(storyboard: "Missing"))
        }
        guard case let .storyboard(storyboardError)? = error, case .fileNotFound(name: "Missing", fileExtension: "storyboard", _) = storyboardError else {
            Issue.record("expected a missing storyboard, got \(String(describing: error))")
            return
        }
    }

    @Test func infoPlistValuesOfTheWrongTypeNameTheirKey() throws {
        #expect(throws: LaunchError.invalidInfoPlist(key: "UIApplicationSceneManifest", reason: "is not a dictionary")) {
            try AppInfo(dictionary: ["UIApplicationSceneManifest": "yes"])
        }
        #expect(throws: LaunchError.invalidInfoPlist(key: "UIApplicationSupportsMultipleScenes", reason: "is not a Boolean")) {
            try AppInfo(dictionary: ["UIApplicationSceneManifest": ["UIApplicationSupportsMultipleScenes": "no"]])
        }
        #expect(throws: LaunchError.invalidInfoPlist(key: "UISceneConfigurations.UIWindowSceneSessionRoleApplication[0].UISceneStoryboardFile", reason: "is not a string")) {
            try AppInfo(dictionary: ["UIApplicationSceneManifest": ["UISceneConfigurations": ["UIWindowSceneSessionRoleApplication": [["UISceneStoryboardFile": 3]]]]])
        }
        #expect(throws: LaunchError.invalidInfoPlist(key: "UIMainStoryboardFile", reason: "is not a string")) {
            try AppInfo(dictionary: ["UIMainStoryboardFile": ["Main"]])
        }
    }

    @Test func anInfoPlistThatIsNotAPropertyListCannotBeRead() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("app-launch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("<plist><dict><key>".utf8).write(to: folder.appendingPathComponent("Info.plist"))
        let bundle = try #require(Bundle(url: folder))
        let error = #expect(throws: LaunchError.self) { try AppInfo.of(bundle) }
        guard case .unreadableInfoPlist? = error else {
            Issue.record("expected an unreadable Info.plist, got \(String(describing: error))")
            return
        }
    }

    @Test func theTemplatesInfoPlistIsReadAsXcodeWritesIt() throws {
        let info = try AppInfo.of(try Fixtures.bundle("TemplateApp"))
        #expect(info == AppInfo(sceneManifest: AppInfo.SceneManifest(supportsMultipleScenes: false, configurations: [
            "UIWindowSceneSessionRoleApplication": [
                AppInfo.SceneConfiguration(name: "Default Configuration", delegateClassName: "$(PRODUCT_MODULE_NAME).SceneDelegate", storyboardName: "Main"),
            ],
        ]), launchStoryboardName: "LaunchScreen"))
    }
}
