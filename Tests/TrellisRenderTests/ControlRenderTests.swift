import Foundation
import Testing
import Trellis
@testable import TrellisRender

/// Controls draw where their frames say: a switch's track and knob, a
/// spinner's spokes, a text field's border and placeholder, a filled
/// button's background and title.
@Suite struct ControlRenderTests {
    func render(_ build: (UIView) -> Void, width: CGFloat = 200, height: CGFloat = 60) throws -> Bitmap {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        root.backgroundColor = .white
        build(root)
        return try Bitmap(png: Renderer(scale: 2).render(root, as: .png))
    }

    @Test func aSwitchShowsItsStateInTrackAndKnob() throws {
        for on in [false, true] {
            let bitmap = try render { root in
                let toggle = UISwitch(frame: CGRect(x: 10, y: 10, width: 0, height: 0))
                toggle.isOn = on
                root.addSubview(toggle)
            }
            // Knob centre: 2 + 13.5 from the left when off, from the right when on.
            let knobX = on ? 10 + 51 - 15.5 : 10 + 15.5
            let knob = bitmap.pixel(Int(knobX * 2), Int(25.5 * 2))
            #expect(knob.r > 245 && knob.g > 245 && knob.b > 245, "knob \(knob)")
            let trackX = on ? 10 + 10.0 : 10 + 41.0
            let track = bitmap.pixel(Int(trackX * 2), Int(25.5 * 2))
            if on {
                #expect(track.g > 150 && track.r < 100, "on track \(track)")  // system green
            } else {
                #expect(track.r < 245 && abs(track.r - track.g) < 8, "off track \(track)")  // gray fill
            }
        }
    }

    @Test func aStoppedSpinnerDrawsNothingAndARunningOneDrawsSpokes() throws {
        func darkPixels(animating: Bool) throws -> Int {
            let bitmap = try render { root in
                let spinner = UIActivityIndicatorView(style: .large)
                spinner.frame.origin = CGPoint(x: 10, y: 10)
                if animating { spinner.startAnimating() }
                root.addSubview(spinner)
            }
            var count = 0
            for y in 20..<94 { for x in 20..<94 where bitmap.pixel(x, y).r < 200 { count += 1 } }
            return count
        }
        #expect(try darkPixels(animating: false) == 0)
        #expect(try darkPixels(animating: true) > 100)
    }

    @Test func aTextFieldDrawsItsBorderAndPlaceholder() throws {
        let bitmap = try render { root in
            let field = UITextField(frame: CGRect(x: 10, y: 10, width: 180, height: 34))
            field.borderStyle = .roundedRect
            field.placeholder = "MMMMMM"
            root.addSubview(field)
        }
        // The left border line at x = 10 is gray; the placeholder's ink lies inside the text rect.
        let border = bitmap.pixel(Int(10.25 * 2), Int(27 * 2))
        #expect(border.r < 250, "border \(border)")
        var ink = 0
        for y in 40..<68 { for x in 34..<200 where bitmap.pixel(x, y).r < 220 { ink += 1 } }
        #expect(ink > 50)
    }

    @Test func aFilledButtonDrawsItsBackgroundAndTitle() throws {
        var frame = CGRect.zero
        let bitmap = try render { root in
            var configuration = UIButton.Configuration.filled()
            configuration.title = "OK"
            let button = UIButton(configuration: configuration)
            button.frame = CGRect(origin: CGPoint(x: 20, y: 10), size: button.intrinsicContentSize)
            frame = button.frame
            root.addSubview(button)
        }
        // Inside near a corner (past the 6-point radius) is the tint, system blue.
        let blue = bitmap.pixel(Int((frame.minX + 8) * 2), Int((frame.minY + 4) * 2))
        #expect(blue.b > 230 && blue.r < 30, "\(blue)")
        // The white title has white pixels in the middle of the button.
        var white = 0
        for y in Int(frame.minY * 2)..<Int(frame.maxY * 2) { for x in Int(frame.minX * 2)..<Int(frame.maxX * 2) where bitmap.pixel(x, y).r > 240 { white += 1 } }
        #expect(white > 20)
    }
}

/// Table cells draw their separators and accessories.
@Suite struct TableRenderTests {
    final class OneRow: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.accessoryType = .checkmark
            return cell
        }
    }

    @Test func cellsDrawSeparatorsAndAccessories() throws {
        let source = OneRow()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 100), style: .plain)
        table.rowHeight = 44
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = source
        let bitmap = try Bitmap(png: Renderer(scale: 2).render(table, as: .png))
        // The checkmark, in system blue, near the trailing edge of the first row.
        var blue = 0
        for y in 24..<64 { for x in 580..<630 where bitmap.pixel(x, y).b > 200 && bitmap.pixel(x, y).r < 120 { blue += 1 } }
        #expect(blue > 10)
        // The separator: a gray hairline at the row's bottom, from 16 points in.
        let line = bitmap.pixel(100, 87), before = bitmap.pixel(10, 87)
        #expect(line.r < 250 && before.r > 250, "\(line) \(before)")
        withExtendedLifetime(source) {}
    }
}

/// The README's "A screen on a device" example, as written there.
@Suite struct ReadmeDeviceExample {
    final class WeekViewController: UIViewController {
        var events: [String] = []
        override func viewDidLoad() { super.viewDidLoad(); events.append("viewDidLoad") }
        override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); events.append("viewWillAppear") }
        override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
            events.append("viewWillTransition \(Int(size.width))x\(Int(size.height))")
        }
    }

    @Test func theExampleRunsAsTheReadmeSays() throws {
        let controller = WeekViewController()
        let window = UIWindow(device: .iPhone15, orientation: .portrait)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.rotate(to: .landscapeLeft)
        window.setPreferredContentSizeCategory(.accessibilityLarge)
        let png = try Renderer(scale: 3).render(window, as: .png)
        let bitmap = try Bitmap(png: png)
        #expect(controller.events == ["viewDidLoad", "viewWillAppear", "viewWillTransition 852x393"])
        #expect(bitmap.width == 852 * 3 && bitmap.height == 393 * 3)
        #expect(window.traitCollection.preferredContentSizeCategory == .accessibilityLarge)
    }
}

/// `maskedCorners` rounds only the corners it names.
@Suite struct MaskedCornerTests {
    @Test func onlyTheMaskedCornersAreRounded() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.backgroundColor = .white
        let card = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
        card.backgroundColor = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
        card.layer.cornerRadius = 20
        card.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        root.addSubview(card)
        let bitmap = try Bitmap(png: Renderer(scale: 1).render(root, as: .png))
        #expect(bitmap.pixel(11, 11).r > 200, "top-left is rounded away")
        #expect(bitmap.pixel(88, 11).r > 200, "top-right is rounded away")
        #expect(bitmap.pixel(11, 88).r < 50, "bottom-left stays square")
        #expect(bitmap.pixel(88, 88).r < 50, "bottom-right stays square")
    }
}
