import Foundation
import SnapshotTesting
import Testing
import TrellisLaunch
import TrellisSnapshotTesting
import UIKit

/// The template app's first screen, drawn from one call after a headless
/// launch, as a test of an app built on Trellis does it.
@Suite struct LaunchSnapshotTests {
    @Test func renderLaunchDrawsTheFirstScreenInOneCall() throws {
        let png = try HeadlessApp.renderLaunch(AppDelegate(), sceneDelegate: SceneDelegate.init,
                                               bundle: try Fixtures.bundle("TemplateApp"), device: .iPhoneSE3, scale: 1)
        let pixels = try #require(PNGPixels(png: png))
        // 375 x 667 points at scale 1, on systemBackground (white, light).
        #expect(pixels.width == 375 && pixels.height == 667)
        #expect(pixels.pixel(2, 2) == (255, 255, 255, 255))
        #expect(UIApplication.current == nil)
    }

    @Test func theDarkLaunchDrawsOnTheDarkBackground() throws {
        let png = try HeadlessApp.renderLaunch(AppDelegate(), sceneDelegate: SceneDelegate.init,
                                               bundle: try Fixtures.bundle("TemplateApp"), userInterfaceStyle: .dark, scale: 1)
        let pixels = try #require(PNGPixels(png: png))
        // systemBackground is black in dark appearance.
        #expect(pixels.pixel(2, 2) == (0, 0, 0, 255))
    }

    @Test func theLaunchStoryboardIsWhatIOSShowsWhileTheAppLaunches() throws {
        let bundle = try Fixtures.bundle("TemplateApp")
        let window = try #require(try HeadlessApp.launchStoryboardWindow(bundle: bundle, device: .iPhoneSE3))
        #expect(!window.isHidden && !window.isKeyWindow && window.bounds.size == CGSize(width: 375, height: 667))
        let png = try #require(try HeadlessApp.renderLaunchStoryboard(bundle: bundle, device: .iPhoneSE3, userInterfaceStyle: .dark, scale: 1))
        let pixels = try #require(PNGPixels(png: png))
        // The template's launch screen is systemBackground alone: black in dark appearance.
        #expect(pixels.width == 375 && pixels.pixel(187, 333) == (0, 0, 0, 255))
        #expect(try HeadlessApp.launchStoryboardWindow(bundle: try Fixtures.bundle("CodeOnlyApp")) == nil)
    }

    @Test func theCodeOnlyAppInItsNavigationController() throws {
        let app = try HeadlessApp.launch(CodeOnlyAppDelegate(), sceneDelegate: CodeOnlySceneDelegate.init,
                                         bundle: try Fixtures.bundle("CodeOnlyApp"), device: .iPhone15)
        defer { app.terminate() }
        assertSnapshot(of: app, as: .image(precision: 0.995, perceptualPrecision: 0.97, scale: 1), named: "iPhone15-portrait-light")
    }

    @Test func theTemplateAppOnThreeDevices() throws {
        let variants: [(name: String, device: Device, orientation: UIDeviceOrientation, style: UIUserInterfaceStyle)] = [
            ("iPhoneSE-portrait-light", .iPhoneSE3, .portrait, .light),
            ("iPhone15ProMax-portrait-dark", .iPhone15ProMax, .portrait, .dark),
            ("iPad-landscape-light", .iPad10, .landscapeLeft, .light),
        ]
        for variant in variants {
            let app = try HeadlessApp.launch(AppDelegate(), sceneDelegate: SceneDelegate.init, bundle: try Fixtures.bundle("TemplateApp"),
                                             device: variant.device, orientation: variant.orientation, userInterfaceStyle: variant.style)
            assertSnapshot(of: app, as: .image(precision: 0.995, perceptualPrecision: 0.97, scale: 1), named: variant.name)
            app.terminate()
        }
    }
}
