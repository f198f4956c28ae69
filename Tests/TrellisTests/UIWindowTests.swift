import Foundation
import Testing
@testable import Trellis

/// Windows: the traits they give their views, their root view controller,
/// and the ways Trellis simulates the world changing (rotation, Split View,
/// text size, appearance, language direction).
@Suite struct UIWindowTests {
    final class TraitRecorder: UIView {
        var previous: [UITraitCollection?] = []
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            previous.append(previousTraitCollection)
        }
    }

    final class RecordingController: UIViewController {
        var events: [String] = []
        var transitionSizes: [CGSize] = []
        override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); events.append("viewWillAppear") }
        override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); events.append("viewDidAppear") }
        override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); events.append("viewWillDisappear") }
        override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); events.append("viewDidDisappear") }
        override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
            transitionSizes.append(size)
            events.append("viewWillTransition")
            let view = self.view!
            coordinator.animate(alongsideTransition: { _ in
                // Alongside the change: the window already has its new size.
                self.events.append("alongside \(Int(view.window!.bounds.width))")
            }, completion: { _ in
                // After it: the view is laid out at the new size.
                self.events.append("completion \(Int(view.bounds.width))")
            })
        }
    }

    /// A window on `device` holding a root view with a recorder inside, laid out.
    func makeWindow(_ device: Device, _ orientation: UIDeviceOrientation = .portrait) -> (UIWindow, TraitRecorder) {
        let window = UIWindow(device: device, orientation: orientation)
        let root = UIView(frame: window.bounds)
        root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let leaf = TraitRecorder(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(leaf)
        window.addSubview(root)
        window.layoutIfNeeded()
        leaf.previous = []
        return (window, leaf)
    }

    @Test func windowsSupplyTheirDevicesTraits() {
        let (phone, leaf) = makeWindow(.iPhone15)
        let traits = leaf.traitCollection
        #expect(traits.horizontalSizeClass == .compact && traits.verticalSizeClass == .regular)
        #expect(traits.userInterfaceIdiom == .phone && traits.displayScale == 3)
        // The system defaults: large text, light, left to right.
        #expect(traits.preferredContentSizeCategory == .large)
        #expect(traits.userInterfaceStyle == .light)
        #expect(traits.layoutDirection == .leftToRight)
        #expect(phone.traitCollection == traits)

        let pad = UIWindow(device: .iPad10, orientation: .landscapeLeft).traitCollection
        #expect(pad.horizontalSizeClass == .regular && pad.verticalSizeClass == .regular)
        #expect(pad.userInterfaceIdiom == .pad && pad.displayScale == 2)
        let max = UIWindow(device: .iPhone15ProMax, orientation: .landscapeRight).traitCollection
        #expect(max.horizontalSizeClass == .regular && max.verticalSizeClass == .compact)
        // Overrides still apply below the window.
        let inner = UIView()
        inner.traitOverrides.userInterfaceStyle = .dark
        phone.addSubview(inner)
        #expect(inner.traitCollection.userInterfaceStyle == .dark && inner.traitCollection.displayScale == 3)
        inner.traitOverrides = UITraitOverrides()
    }

    @Test func viewsKnowTheirWindow() {
        let (window, leaf) = makeWindow(.iPhoneSE3)
        #expect(leaf.window === window)
        #expect(window.window === window)
        let loose = UIView()
        #expect(loose.window == nil)
        leaf.removeFromSuperview()
        #expect(leaf.window == nil)
    }

    @Test func movingIntoAWindowDeliversTraitsOtherThanPredicted() {
        // UIKit predicts the traits of a view before it joins a window and
        // tells it only of traits that differ from the prediction: in a
        // window with the default settings (large text, light, left to
        // right), nothing.
        let plain = UIWindow(device: .iPhone15)
        let quiet = TraitRecorder()
        plain.addSubview(quiet)
        #expect(quiet.previous.isEmpty && quiet.traitCollection.horizontalSizeClass == .compact)
        quiet.removeFromSuperview()
        #expect(quiet.previous.isEmpty)

        let window = UIWindow(device: .iPhone15)
        window.setPreferredContentSizeCategory(.extraExtraExtraLarge)
        let container = UIView()
        let leaf = TraitRecorder()
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        container.addSubview(leaf)
        container.addSubview(label)
        window.addSubview(container)
        #expect(leaf.previous.count == 1)
        #expect(leaf.previous.first??.horizontalSizeClass == .unspecified)
        // Body text is 23 points at extraExtraExtraLarge (DynamicTypeTable).
        #expect(label.font.pointSize == 23)
        container.removeFromSuperview()
        #expect(leaf.previous.count == 2)
        #expect(leaf.previous.last??.preferredContentSizeCategory == .extraExtraExtraLarge)
    }

    @Test func rotationDeliversThePreviousTraitsAndRelaysOut() {
        let window = UIWindow(device: .iPhone15)
        let controller = RecordingController()
        let leaf = TraitRecorder(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        controller.view.addSubview(leaf)
        window.rootViewController = controller
        window.isHidden = false
        // Moving into a window with the default settings delivers nothing:
        // UIKit predicts a view's traits (since iOS 13).
        #expect(leaf.previous.isEmpty && leaf.traitCollection.verticalSizeClass == .regular)
        controller.events = []
        leaf.previous = []
        window.rotate(to: .landscapeLeft)
        #expect(window.interfaceOrientation == .landscapeRight)
        #expect(window.bounds.size == CGSize(width: 852, height: 393))
        #expect(controller.view.frame == window.bounds)
        #expect(controller.transitionSizes == [CGSize(width: 852, height: 393)])
        #expect(controller.events == ["viewWillTransition", "alongside 852", "completion 852"])
        // Compact/regular before, compact/compact now.
        #expect(leaf.previous.count == 1)
        #expect(leaf.previous.first??.verticalSizeClass == .regular)
        #expect(leaf.traitCollection.verticalSizeClass == .compact)
        window.rotate(to: .portrait)
        #expect(leaf.previous.count == 2)
        #expect(leaf.previous.last??.verticalSizeClass == .compact)
        #expect(controller.view.frame.size == CGSize(width: 393, height: 852))
        // A turn that keeps the size classes (left to right on an iPhone 15
        // Pro Max, regular/compact both ways) delivers nothing.
        let (max, maxLeaf) = makeWindow(.iPhone15ProMax, .landscapeLeft)
        max.rotate(to: .landscapeRight)
        #expect(max.interfaceOrientation == .landscapeLeft)
        #expect(maxLeaf.previous.isEmpty)
    }

    @Test func rotatingToNoOrientationChangesNothing() {
        let (window, leaf) = makeWindow(.iPhone15)
        let size = window.bounds.size
        for orientation in [UIDeviceOrientation.faceUp, .faceDown, .unknown, .portraitUpsideDown] {
            window.rotate(to: orientation)
            #expect(window.deviceOrientation == orientation)
            #expect(window.interfaceOrientation == .portrait)
            #expect(window.bounds.size == size)
        }
        #expect(leaf.previous.isEmpty)
        // An iPad turns upside down; its traits stay.
        let (pad, padLeaf) = makeWindow(.iPad10)
        pad.rotate(to: .portraitUpsideDown)
        #expect(pad.interfaceOrientation == .portraitUpsideDown)
        #expect(pad.bounds.size == CGSize(width: 820, height: 1180))
        #expect(padLeaf.previous.isEmpty)
    }

    @Test func splitViewDeliversTraitsOnlyAcrossASizeClass() {
        let (window, leaf) = makeWindow(.iPadPro12_9, .landscapeLeft)
        // Full screen to 2/3: still regular, nothing delivered.
        window.resize(to: .twoThirds)
        #expect(window.bounds.size == CGSize(width: 981, height: 1024))
        #expect(window.subviews[0].frame.size == CGSize(width: 981, height: 1024))
        #expect(leaf.previous.isEmpty)
        // The 12.9-inch even split is regular too.
        window.resize(to: .half)
        #expect(window.bounds.width == 678 && leaf.previous.isEmpty)
        // 1/3: compact, delivered with the regular traits before.
        window.resize(to: .oneThird)
        #expect(window.bounds.width == 375)
        #expect(leaf.previous.count == 1 && leaf.previous[0]?.horizontalSizeClass == .regular)
        #expect(leaf.traitCollection.horizontalSizeClass == .compact && leaf.traitCollection.verticalSizeClass == .regular)
        // Rotating keeps the 1/3 split, still compact: nothing delivered.
        window.rotate(to: .portrait)
        #expect(window.bounds.size == CGSize(width: 375, height: 1366))
        #expect(leaf.previous.count == 1)
        // No even split upright: ignored and reported.
        let messages = recordingDiagnostics { window.resize(to: .half) }
        #expect(messages.count == 1 && window.bounds.width == 375)
        window.resize(to: .full)
        #expect(window.bounds.width == 1024)
        #expect(leaf.previous.count == 2 && leaf.previous[1]?.horizontalSizeClass == .compact)
        // The iPad (10th generation)'s even split is compact.
        let (small, smallLeaf) = makeWindow(.iPad10, .landscapeRight)
        small.resize(to: .half)
        #expect(small.bounds.width == 585 && smallLeaf.traitCollection.horizontalSizeClass == .compact)
        #expect(smallLeaf.previous.count == 1)
    }

    @Test func badWidthsAreIgnored() {
        let (window, leaf) = makeWindow(.iPad10)
        for width in [CGFloat.nan, -100, 0, .infinity, -.infinity] {
            let messages = recordingDiagnostics { window.resize(to: width) }
            #expect(messages.count == 1, "\(width)")
            #expect(messages.first?.kind == .invalidOperation)
            #expect(window.bounds.size == CGSize(width: 820, height: 1180))
        }
        // Wider than the screen: held to the screen.
        window.resize(to: 500)
        window.resize(to: 5000)
        #expect(window.bounds.width == 820)
        #expect(leaf.previous.count == 2)
        // Any width is allowed below it; an iPhone keeps its orientation's size classes.
        let (phone, phoneLeaf) = makeWindow(.iPhone15ProMax, .landscapeLeft)
        phone.resize(to: 400)
        #expect(phone.bounds.width == 400 && phoneLeaf.traitCollection.horizontalSizeClass == .regular)
        #expect(phoneLeaf.previous.isEmpty)
        let splits = recordingDiagnostics { phone.resize(to: .oneThird) }
        #expect(splits.count == 1)
    }

    @Test func aContentSizeChangeRemeasuresAdjustingLabels() {
        let window = UIWindow(device: .iPhone15)
        let root = UIView(frame: window.bounds)
        window.addSubview(root)
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.text = "Body text"
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        let fixed = UILabel()
        fixed.font = .preferredFont(forTextStyle: .body)
        root.addSubview(label)
        root.addSubview(fixed)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
        ])
        window.layoutIfNeeded()
        let before = label.frame.size
        #expect(label.font.pointSize == 17)
        window.setPreferredContentSizeCategory(.accessibilityExtraExtraExtraLarge)
        #expect(label.font.pointSize == 53)
        #expect(label.traitCollection.preferredContentSizeCategory == .accessibilityExtraExtraExtraLarge)
        #expect(label.frame.height > before.height && label.frame.width > before.width)
        #expect(label.frame.minY == 59)
        #expect(fixed.font.pointSize == 17)
        // The system always has a text size: unspecified is ignored.
        window.setPreferredContentSizeCategory(.unspecified)
        #expect(label.traitCollection.preferredContentSizeCategory == .accessibilityExtraExtraExtraLarge)
        window.setPreferredContentSizeCategory(.large)
        #expect(label.font.pointSize == 17 && label.frame.size == before)
    }

    @Test func lightAndDark() {
        let (window, leaf) = makeWindow(.iPhone15)
        window.setUserInterfaceStyle(.dark)
        #expect(leaf.traitCollection.userInterfaceStyle == .dark)
        #expect(leaf.previous.count == 1 && leaf.previous[0]?.userInterfaceStyle == .light)
        // The same style again, or unspecified: nothing.
        window.setUserInterfaceStyle(.dark)
        window.setUserInterfaceStyle(.unspecified)
        #expect(leaf.previous.count == 1)
        // Dynamic colors resolve against the window's traits.
        let light = UIColor.systemBackground.resolvedColor(with: UIWindow(device: .iPhone15).traitCollection)
        let dark = UIColor.systemBackground.resolvedColor(with: leaf.traitCollection)
        #expect(light != dark)
        window.setUserInterfaceStyle(.light)
        #expect(leaf.previous.count == 2 && leaf.previous[1]?.userInterfaceStyle == .dark)
    }

    @Test func layoutDirectionFlipsLeadingAndTrailing() {
        let (window, leaf) = makeWindow(.iPhoneSE3)
        let root = window.subviews[0]
        let first = autoLayoutView("first"), forced = autoLayoutView("forced")
        forced.semanticContentAttribute = .forceLeftToRight
        root.addSubview(first)
        root.addSubview(forced)
        let inner = autoLayoutView("inner")
        forced.addSubview(inner)
        NSLayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            first.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            first.widthAnchor.constraint(equalToConstant: 100),
            first.heightAnchor.constraint(equalToConstant: 40),
            forced.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            forced.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            forced.topAnchor.constraint(equalTo: first.bottomAnchor),
            forced.heightAnchor.constraint(equalToConstant: 40),
            inner.leadingAnchor.constraint(equalTo: forced.leadingAnchor, constant: 10),
            inner.topAnchor.constraint(equalTo: forced.topAnchor),
            inner.widthAnchor.constraint(equalToConstant: 50),
            inner.heightAnchor.constraint(equalToConstant: 20),
        ])
        window.layoutIfNeeded()
        #expect(first.frame.minX == 20)
        window.setLayoutDirection(.rightToLeft)
        #expect(leaf.traitCollection.layoutDirection == .rightToLeft)
        #expect(leaf.previous.count == 1 && leaf.previous[0]?.layoutDirection == .leftToRight)
        #expect(root.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        // Leading is now the right edge: 375 - 20 - 100.
        #expect(first.frame.minX == 255)
        // A view forcing left to right keeps its subviews' leading on the left.
        #expect(inner.frame.minX == 10)
        window.setLayoutDirection(.unspecified)
        #expect(leaf.previous.count == 1)
        window.setLayoutDirection(.leftToRight)
        #expect(first.frame.minX == 20)
    }

    @Test func rootViewControllerFillsTheWindowAndAppears() {
        let window = UIWindow(device: .iPhone15Pro, orientation: .landscapeLeft)
        let first = RecordingController()
        // Hidden: no appearance yet.
        window.rootViewController = first
        #expect(first.view.superview === window)
        #expect(first.view.frame == CGRect(x: 0, y: 0, width: 852, height: 393))
        #expect(first.events.isEmpty)
        // UIKit's order: viewWillAppear, a layout pass, viewDidAppear.
        window.isHidden = false
        #expect(first.events == ["viewWillAppear", "viewDidAppear"])
        #expect(first.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        // Replacing it while visible: the old one disappears, the new one appears.
        let second = RecordingController()
        window.rootViewController = second
        #expect(first.events.suffix(2) == ["viewWillDisappear", "viewDidDisappear"])
        #expect(first.view.superview == nil)
        #expect(second.events == ["viewWillAppear", "viewDidAppear"])
        #expect(window.subviews.count == 1 && window.subviews[0] === second.view)
        window.isHidden = true
        #expect(second.events.suffix(2) == ["viewWillDisappear", "viewDidDisappear"])
        window.rootViewController = nil
        #expect(window.subviews.isEmpty)
    }

    @Test func aRootControllerLoadsWithTheWindowsTraits() {
        /// Reads its size class in viewDidLoad, as UIKit code may since
        /// iOS 13 predicts traits before the view joins the window.
        final class Adaptive: UIViewController {
            var loadedWith: UIUserInterfaceSizeClass?
            override func viewDidLoad() {
                super.viewDidLoad()
                loadedWith = traitCollection.horizontalSizeClass
            }
        }
        let pad = Adaptive(), phone = Adaptive()
        UIWindow(device: .iPadPro12_9).rootViewController = pad
        UIWindow(device: .iPhone15).rootViewController = phone
        #expect(pad.loadedWith == .regular)
        #expect(phone.loadedWith == .compact)
    }

    @Test func windowLevelsAndFrames() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 600, height: 400), device: .iPhone15)
        #expect(window.windowLevel == .normal)
        #expect(UIWindow.Level.normal < .statusBar && UIWindow.Level.statusBar < .alert)
        #expect(window.interfaceOrientation == .landscapeRight)
        #expect(window.traitCollection.userInterfaceIdiom == .phone)
        #expect(window.traitCollection.verticalSizeClass == .compact)
        let pad = UIWindow(frame: CGRect(x: 0, y: 0, width: 500, height: 800), device: .iPadPro12_9)
        #expect(pad.traitCollection.horizontalSizeClass == .compact)
        #expect(pad.screen.device == .iPadPro12_9)
    }
}
