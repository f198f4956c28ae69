import Foundation
import Testing
@testable import Trellis

/// Safe areas: a window takes its device's insets; each view in it has the
/// part of its superview's insets it overlaps (UIKit's `safeAreaInsets`:
/// "for other views in the view hierarchy, the insets reflect only the
/// portion of the view that is covered"), and its margins sit inside them.
@Suite struct SafeAreaTests {
    final class Recorder: UIView {
        var safeAreaChanges: [UIEdgeInsets] = []
        override func safeAreaInsetsDidChange() {
            super.safeAreaInsetsDidChange()
            safeAreaChanges.append(safeAreaInsets)
        }
    }

    /// A window holding a full-screen root view, laid out.
    func makeWindow(_ device: Device, _ orientation: UIDeviceOrientation = .portrait) -> (UIWindow, Recorder) {
        let window = UIWindow(device: device, orientation: orientation)
        let root = Recorder(frame: window.bounds)
        root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(root)
        window.layoutIfNeeded()
        return (window, root)
    }

    @Test func insetsAndRootMarginsPerDeviceAndOrientation() {
        // Device insets (sources in UIDevice+Presets.swift); a root view's
        // margins are its own 8 points plus the insets (UIKit's
        // `insetsLayoutMarginsFromSafeArea`, true by default).
        let cases: [(Device, UIDeviceOrientation, UIEdgeInsets)] = [
            (.iPhoneSE3, .portrait, UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)),
            (.iPhoneSE3, .landscapeLeft, .zero),
            (.iPhone15, .portrait, UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)),
            (.iPhone15, .landscapeLeft, UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59)),
            (.iPhone15Pro, .landscapeRight, UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59)),
            (.iPhone15ProMax, .portrait, UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)),
            (.iPhone15ProMax, .landscapeLeft, UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59)),
            (.iPad10, .portrait, UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0)),
            (.iPad10, .landscapeLeft, UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0)),
            (.iPadPro12_9, .landscapeRight, UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0)),
        ]
        for (device, orientation, insets) in cases {
            let (window, root) = makeWindow(device, orientation)
            #expect(window.safeAreaInsets == insets, "\(device) \(orientation)")
            #expect(root.safeAreaInsets == insets, "\(device) \(orientation)")
            #expect(root.layoutMargins == UIEdgeInsets(top: 8 + insets.top, left: 8 + insets.left,
                                                       bottom: 8 + insets.bottom, right: 8 + insets.right), "\(device) \(orientation)")
            #expect(root.safeAreaLayoutGuide.layoutFrame == window.bounds.inset(by: insets))
        }
    }

    @Test func controllerRootViewMarginsPerSizeClass() {
        // A view controller's root view: margins of at least the system
        // minimum (16 points at compact width, 20 at regular, issue 6),
        // measured from the safe area.
        let cases: [(Device, UIDeviceOrientation, UIEdgeInsets)] = [
            (.iPhone15, .portrait, UIEdgeInsets(top: 59, left: 16, bottom: 34, right: 16)),
            (.iPhone15, .landscapeLeft, UIEdgeInsets(top: 0, left: 59 + 16, bottom: 21, right: 59 + 16)),
            (.iPhone15ProMax, .landscapeLeft, UIEdgeInsets(top: 0, left: 59 + 20, bottom: 21, right: 59 + 20)),
            (.iPad10, .portrait, UIEdgeInsets(top: 24, left: 20, bottom: 20, right: 20)),
        ]
        for (device, orientation, margins) in cases {
            let window = UIWindow(device: device, orientation: orientation)
            let controller = UIViewController()
            window.rootViewController = controller
            window.layoutIfNeeded()
            #expect(controller.view.frame == window.bounds)
            #expect(controller.view.layoutMargins == margins, "\(device) \(orientation)")
        }
    }

    @Test func aSubviewHasThePartOfTheInsetsItOverlaps() {
        let (window, root) = makeWindow(.iPhone15)
        // 20 points down: 39 of the 59 still cover it; 100 points tall, it ends far above the home indicator.
        let header = UIView(frame: CGRect(x: 0, y: 20, width: 393, height: 100))
        // Wholly inside the safe area.
        let middle = UIView(frame: CGRect(x: 50, y: 300, width: 200, height: 100))
        // Reaching past the top of its superview: capped at the superview's 59.
        let above = UIView(frame: CGRect(x: 0, y: -40, width: 100, height: 200))
        // Along the bottom, 10 points from the right edge.
        let footer = UIView(frame: CGRect(x: 0, y: 800, width: 383, height: 52))
        for view in [header, middle, above, footer] { root.addSubview(view) }
        window.layoutIfNeeded()
        #expect(header.safeAreaInsets == UIEdgeInsets(top: 39, left: 0, bottom: 0, right: 0))
        #expect(middle.safeAreaInsets == .zero)
        #expect(above.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 0, right: 0))
        #expect(footer.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        // Nested: a view inside the header, 10 points further down.
        let inner = UIView(frame: CGRect(x: 0, y: 10, width: 50, height: 50))
        header.addSubview(inner)
        window.layoutIfNeeded()
        #expect(inner.safeAreaInsets == UIEdgeInsets(top: 29, left: 0, bottom: 0, right: 0))
        // Sideways: the header spans the width, so it takes both side insets.
        window.rotate(to: .landscapeLeft)
        header.frame = CGRect(x: 0, y: 20, width: root.bounds.width, height: 100)
        window.layoutIfNeeded()
        #expect(header.safeAreaInsets == UIEdgeInsets(top: 0, left: 59, bottom: 0, right: 59))
        #expect(inner.safeAreaInsets == UIEdgeInsets(top: 0, left: 59, bottom: 0, right: 0))
    }

    @Test func theSafeAreaGuideFollowsRotation() {
        let (window, root) = makeWindow(.iPhone15)
        let content = autoLayoutView("content")
        root.addSubview(content)
        let guide = root.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: guide.topAnchor),
            content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        ])
        window.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 0, y: 59, width: 393, height: 852 - 59 - 34))
        window.rotate(to: .landscapeLeft)
        #expect(root.frame.size == CGSize(width: 852, height: 393))
        #expect(content.frame == CGRect(x: 59, y: 0, width: 852 - 118, height: 393 - 21))
        // Content pinned to the safe area has none of its own.
        #expect(content.safeAreaInsets == .zero)
        window.rotate(to: .portrait)
        #expect(content.frame == CGRect(x: 0, y: 59, width: 393, height: 852 - 59 - 34))
    }

    @Test func marginConstraintsFollowTheSafeArea() {
        let (window, root) = makeWindow(.iPhone15)
        let label = autoLayoutView("label")
        root.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
            label.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            label.heightAnchor.constraint(equalToConstant: 20),
        ])
        let badge = autoLayoutView("badge")
        root.addSubview(badge)
        // Margin attributes, not the guide.
        let leading = NSLayoutConstraint(item: badge, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .leadingMargin, multiplier: 1, constant: 0)
        let bottom = NSLayoutConstraint(item: badge, attribute: .bottom, relatedBy: .equal, toItem: root, attribute: .bottomMargin, multiplier: 1, constant: 0)
        NSLayoutConstraint.activate([leading, bottom, badge.widthAnchor.constraint(equalToConstant: 30), badge.heightAnchor.constraint(equalToConstant: 30)])
        window.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 8, y: 67, width: 377, height: 20))
        #expect(badge.frame == CGRect(x: 8, y: 852 - 42 - 30, width: 30, height: 30))
        window.rotate(to: .landscapeRight)
        #expect(label.frame == CGRect(x: 67, y: 8, width: 852 - 134, height: 20))
        #expect(badge.frame == CGRect(x: 67, y: 393 - 29 - 30, width: 30, height: 30))
        // Without the safe area, the margins are the view's own again.
        root.insetsLayoutMarginsFromSafeArea = false
        window.layoutIfNeeded()
        #expect(root.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(label.frame == CGRect(x: 8, y: 8, width: 852 - 16, height: 20))
        #expect(badge.frame == CGRect(x: 8, y: 393 - 8 - 30, width: 30, height: 30))
    }

    @Test func safeAreaInsetsDidChangeOnlyWhenTheyChange() {
        let (window, root) = makeWindow(.iPhone15)
        #expect(root.safeAreaChanges == [UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)])
        window.layoutIfNeeded()
        root.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(root.safeAreaChanges.count == 1)
        window.rotate(to: .landscapeLeft)
        #expect(root.safeAreaChanges.last == UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        #expect(root.safeAreaChanges.count == 2)
        // Landscape left to right: the same insets, no call.
        window.rotate(to: .landscapeRight)
        #expect(root.safeAreaChanges.count == 2)
    }

    @Test func outsideAWindowThereIsNoSafeArea() {
        let (window, root) = makeWindow(.iPhone15)
        let child = Recorder(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(child)
        window.layoutIfNeeded()
        #expect(child.safeAreaInsets.top == 59)
        root.removeFromSuperview()
        #expect(root.safeAreaInsets == .zero)
        #expect(child.safeAreaInsets == .zero)
        #expect(child.safeAreaChanges.last == .zero)
        #expect(root.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        // A view that never was in a window.
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        plain.addSubview(inner)
        plain.layoutIfNeeded()
        #expect(inner.safeAreaInsets == .zero)
        // A window made from a frame away from the screen's edges has none
        // of the device's insets (WindowOnDeviceTests has the others).
        let framed = UIWindow(frame: CGRect(x: 20, y: 100, width: 320, height: 480))
        #expect(framed.safeAreaInsets == .zero)
    }
}
