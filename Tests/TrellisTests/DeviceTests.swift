import Foundation
import Testing
@testable import Trellis

/// The device presets, `UIScreen` and `UIDevice`. The figures and their
/// sources are in UIDevice+Presets.swift; these tests hold them together.
@Suite struct DeviceTests {
    @Test func screenSizesAndScales() {
        // Apple HIG "Layout", device screen sizes (points, scale).
        let expected: [(Device, CGFloat, CGFloat, CGFloat)] = [
            (.iPhoneSE3, 375, 667, 2), (.iPhone15, 393, 852, 3), (.iPhone15Pro, 393, 852, 3),
            (.iPhone15ProMax, 430, 932, 3), (.iPad10, 820, 1180, 2), (.iPadPro12_9, 1024, 1366, 2),
        ]
        for (device, width, height, scale) in expected {
            #expect(device.portraitSize == CGSize(width: width, height: height), "\(device)")
            #expect(device.scale == scale, "\(device)")
            #expect(device.size(for: .landscapeRight) == CGSize(width: height, height: width), "\(device)")
        }
        #expect(Device.all.count == 6)
        #expect(Set(Device.all.map(\.name)).count == 6)
    }

    @Test func screens() {
        let screen = UIScreen(device: .iPhone15)
        #expect(screen.bounds == CGRect(x: 0, y: 0, width: 393, height: 852))
        // 1179 × 2556 pixels, the iPhone 15's panel.
        #expect(screen.nativeBounds == CGRect(x: 0, y: 0, width: 1179, height: 2556))
        #expect(screen.scale == 3 && screen.nativeScale == 3)
        let turned = UIScreen(device: .iPadPro12_9, orientation: .landscapeLeft)
        // Bounds follow the interface (since iOS 8); native bounds stay upright.
        #expect(turned.bounds.size == CGSize(width: 1366, height: 1024))
        #expect(turned.nativeBounds.size == CGSize(width: 2048, height: 2732))
        #expect(turned.traitCollection.horizontalSizeClass == .regular)
        #expect(turned.traitCollection.userInterfaceIdiom == .pad)
    }

    @Test func sizeClassesPerOrientation() {
        // HIG size classes: iPhone upright compact/regular; sideways
        // compact/compact, Plus and Max regular/compact; iPad full screen
        // regular/regular either way.
        for device in [Device.iPhoneSE3, .iPhone15, .iPhone15Pro] {
            #expect(device.sizeClasses(width: device.portraitSize.width, orientation: .portrait) == (.compact, .regular))
            #expect(device.sizeClasses(width: device.portraitSize.height, orientation: .landscapeLeft) == (.compact, .compact))
        }
        #expect(Device.iPhone15ProMax.sizeClasses(width: 932, orientation: .landscapeRight) == (.regular, .compact))
        #expect(Device.iPhone15ProMax.sizeClasses(width: 430, orientation: .portrait) == (.compact, .regular))
        for device in [Device.iPad10, .iPadPro12_9] {
            #expect(device.sizeClasses(width: device.portraitSize.width, orientation: .portrait) == (.regular, .regular))
            #expect(device.sizeClasses(width: device.portraitSize.height, orientation: .landscapeLeft) == (.regular, .regular))
        }
    }

    @Test func splitViewWidthsAgreeWithTheirSizeClasses() {
        for device in [Device.iPad10, .iPadPro12_9] {
            for split in device.splitViews {
                let orientation: UIInterfaceOrientation = split.isLandscape ? .landscapeLeft : .portrait
                #expect(device.sizeClasses(width: split.width, orientation: orientation) == (split.horizontalSizeClass, .regular),
                        "\(device) \(split.layout) \(split.width)")
            }
            // A 10-point divider between the two sides of a split.
            let landscape = device.size(for: .landscapeLeft).width, portrait = device.portraitSize.width
            #expect(device.width(of: .twoThirds, in: .landscapeLeft)! + device.width(of: .oneThird, in: .landscapeLeft)! + 10 == landscape)
            #expect(device.width(of: .half, in: .landscapeLeft)! * 2 + 10 == landscape)
            #expect(device.width(of: .twoThirds, in: .portrait)! + device.width(of: .oneThird, in: .portrait)! + 10 == portrait)
            // No even split upright; `.full` is the screen.
            #expect(device.width(of: .half, in: .portrait) == nil)
            #expect(device.width(of: .full, in: .portrait) == portrait)
        }
        // The 12.9-inch iPad Pro's even split is regular (swift-snapshot-testing's
        // ViewImageConfig.iPadPro12_9); the 10.9-inch iPad's is compact.
        #expect(Device.iPadPro12_9.width(of: .half, in: .landscapeLeft) == 678)
        #expect(Device.iPadPro12_9.splitViews.first { $0.layout == .half }?.horizontalSizeClass == .regular)
        #expect(Device.iPad10.splitViews.first { $0.layout == .half }?.horizontalSizeClass == .compact)
        // iPhones have no split view.
        #expect(Device.iPhone15ProMax.width(of: .oneThird, in: .landscapeLeft) == nil)
    }

    @Test func orientations() {
        // UIKit: the device turned left turns the interface right.
        #expect(UIDeviceOrientation.landscapeLeft.interfaceOrientation == .landscapeRight)
        #expect(UIDeviceOrientation.landscapeRight.interfaceOrientation == .landscapeLeft)
        #expect(UIDeviceOrientation.portrait.interfaceOrientation == .portrait)
        for flat in [UIDeviceOrientation.faceUp, .faceDown, .unknown] {
            #expect(flat.interfaceOrientation == nil)
            #expect(!flat.isValidInterfaceOrientation)
        }
        #expect(UIDeviceOrientation.faceUp.isFlat && !UIDeviceOrientation.faceUp.isPortrait)
        // Upside down: iPads only (UIKit's phone default is `.allButUpsideDown`).
        #expect(!Device.iPhone15.supports(.portraitUpsideDown))
        #expect(Device.iPad10.supports(.portraitUpsideDown))
    }

    @Test func aWindowOnAnIPhoneFlatOnATableKeepsItsInterface() {
        let window = UIWindow(device: .iPhone15, orientation: .faceUp)
        #expect(window.interfaceOrientation == .portrait)
        #expect(window.deviceOrientation == .faceUp)
        #expect(window.bounds.size == CGSize(width: 393, height: 852))
        let sideways = UIWindow(device: .iPhoneSE3, orientation: .landscapeLeft)
        #expect(sideways.interfaceOrientation == .landscapeRight)
        #expect(sideways.screen.bounds.size == CGSize(width: 667, height: 375))
        // Upside down on an iPhone: the interface stays upright.
        #expect(UIWindow(device: .iPhone15Pro, orientation: .portraitUpsideDown).interfaceOrientation == .portrait)
        #expect(UIWindow(device: .iPad10, orientation: .portraitUpsideDown).interfaceOrientation == .portraitUpsideDown)
    }
}

/// `UIDevice.current` and `UIScreen.main` describe the key window (the
/// current thread's: a test's windows do not meet another test's).
@Suite(.serialized) struct KeyWindowDeviceTests {
    @Test func currentDeviceFollowsTheKeyWindow() {
        let pad = UIWindow(device: .iPadPro12_9, orientation: .landscapeLeft)
        pad.makeKeyAndVisible()
        #expect(pad.isKeyWindow && !pad.isHidden)
        #expect(UIDevice.current.userInterfaceIdiom == .pad)
        #expect(UIDevice.current.model == "iPad")
        #expect(UIDevice.current.systemName == "iPadOS")
        #expect(UIDevice.current.orientation == .landscapeLeft)
        #expect(UIScreen.main === pad.screen)
        #expect(UIScreen.main.bounds.size == CGSize(width: 1366, height: 1024))

        let phone = UIWindow(device: .iPhoneSE3)
        phone.makeKeyAndVisible()
        #expect(!pad.isKeyWindow && phone.isKeyWindow)
        #expect(UIDevice.current.userInterfaceIdiom == .phone)
        #expect(UIDevice.current.name == "iPhone")
        #expect(UIDevice.current.systemName == "iOS")
        #expect(UIDevice.current.systemVersion == "17.0")
        #expect(UIScreen.main.scale == 2)
        // Held flat: the device reports it, the interface stays upright.
        phone.rotate(to: .faceUp)
        #expect(UIDevice.current.orientation == .faceUp)
        #expect(UIScreen.main.bounds.size == CGSize(width: 375, height: 667))
        phone.rotate(to: .landscapeRight)
        #expect(UIDevice.current.orientation == .landscapeRight)
        #expect(UIScreen.main.bounds.size == CGSize(width: 667, height: 375))
        // A hidden window stops being key; with none, an iPhone 15 upright.
        phone.isHidden = true
        #expect(!phone.isKeyWindow)
        #expect(UIDevice.current.device == .iPhone15 && UIDevice.current.orientation == .portrait)
        #expect(UIScreen.main.bounds.size == CGSize(width: 393, height: 852))
    }

    @Test func aWindowThatGoesAwayStopsBeingKey() {
        do {
            let window = UIWindow(device: .iPad10)
            window.makeKeyAndVisible()
            #expect(UIDevice.current.userInterfaceIdiom == .pad)
        }
        #expect(UIDevice.current.userInterfaceIdiom == .phone)
    }
}
