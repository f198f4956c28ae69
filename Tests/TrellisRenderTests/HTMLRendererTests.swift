import CPangoCairo
import Foundation
import RainstormKit
import Testing
import Trellis
import TrellisExamples
@testable import TrellisRender
import TrellisSnapshotTesting

/// The HTML backend: what the page holds (no browser needed), and, when
/// Debian's `chromium` is installed, the page's screenshot in headless
/// Chromium against the Cairo PNG of the same screen.
@Suite struct HTMLRendererTests {
    // MARK: - Screens

    /// A card with a label, a shadow, a border, a gradient, a rotated badge,
    /// a shape layer and a view that draws itself with `draw(_:)`.
    final class Sparkline: UIView {
        override func draw(_ rect: CGRect) {
            UIColor.systemBlue.setStroke()
            let path = UIBezierPath()
            path.lineWidth = 3
            path.lineCapStyle = .round
            path.lineJoinStyle = .round
            let points: [CGFloat] = [0.2, 0.5, 0.35, 0.8, 0.6, 0.9, 0.4]
            for (index, value) in points.enumerated() {
                let point = CGPoint(x: 8 + CGFloat(index) * (bounds.width - 16) / CGFloat(points.count - 1), y: bounds.height * (1 - value))
                if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
            }
            path.stroke()
            UIColor.systemRed.setFill()
            UIBezierPath(ovalIn: CGRect(x: bounds.width - 20, y: 6, width: 12, height: 12)).fill()
        }
    }

    static func drawingScreen() -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 520))
        root.backgroundColor = .systemGroupedBackground
        let card = UIView(frame: CGRect(x: 20, y: 40, width: 350, height: 200))
        card.backgroundColor = .white
        card.layer.cornerRadius = 16
        card.layer.shadowColor = UIColor.black.cgColor
        card.layer.shadowOpacity = 0.2
        card.layer.shadowRadius = 8
        card.layer.shadowOffset = CGSize(width: 0, height: 4)
        root.addSubview(card)
        let title = UILabel(frame: CGRect(x: 16, y: 12, width: 318, height: 60))
        title.text = "Weekly steps, with a title long enough to wrap onto a second line"
        title.numberOfLines = 2
        title.font = .preferredFont(forTextStyle: .headline)
        card.addSubview(title)
        let sparkline = Sparkline(frame: CGRect(x: 16, y: 80, width: 318, height: 100))
        sparkline.backgroundColor = .clear
        card.addSubview(sparkline)
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 20, y: 270, width: 350, height: 80)
        gradient.colors = [UIColor.systemPink.cgColor, UIColor.systemOrange.cgColor]
        gradient.startPoint = CGPoint(x: 0, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
        gradient.cornerRadius = 12
        root.layer.addSublayer(gradient)
        let ring = CAShapeLayer()
        ring.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 90, height: 90)).cgPath
        ring.frame = CGRect(x: 30, y: 380, width: 90, height: 90)
        ring.fillColor = UIColor.clear.cgColor
        ring.strokeColor = UIColor.systemGreen.cgColor
        ring.lineWidth = 10
        root.layer.addSublayer(ring)
        let badge = UILabel(frame: CGRect(x: 200, y: 400, width: 140, height: 44))
        badge.text = "Rotated"
        badge.textAlignment = .center
        badge.textColor = .white
        badge.backgroundColor = .systemIndigo
        badge.layer.cornerRadius = 10
        badge.clipsToBounds = true
        badge.layer.borderWidth = 2
        badge.layer.borderColor = UIColor.systemYellow.cgColor
        badge.transform = CGAffineTransform(rotationAngle: -0.2)
        root.addSubview(badge)
        // A layer mask: a teal square cut to a circle.
        let masked = UIView(frame: CGRect(x: 150, y: 400, width: 40, height: 40))
        masked.backgroundColor = .systemTeal
        let circle = CAShapeLayer()
        circle.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 40, height: 40)).cgPath
        masked.layer.mask = circle
        root.addSubview(masked)
        root.layoutIfNeeded()
        return root
    }

    static func signUpScreen() -> UIView {
        let signUp = SignUpView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        signUp.traitOverrides.horizontalSizeClass = .compact
        signUp.emailField.text = "ada@example.com"
        signUp.passwordField.text = "correct horse"
        signUp.termsSwitch.isOn = true
        signUp.layoutIfNeeded()
        return signUp
    }

    final class FruitController: UITableViewController {
        let fruits = ["Apple", "Banana", "Cherry", "Damson", "Elderberry", "Fig", "Grape", "Huckleberry"]
        init() { super.init(style: .insetGrouped) }
        required init?(coder: NSCoder) { nil }
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        }
        override func numberOfSections(in tableView: UITableView) -> Int { 2 }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 4 }
        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { section == 0 ? "Favourites" : "Others" }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            var content = UIListContentConfiguration.valueCell()
            content.text = fruits[indexPath.section * 4 + indexPath.row]
            content.secondaryText = "\(indexPath.row + 1) kg"
            content.image = UIImage(systemName: "leaf.fill")
            content.imageProperties.tintColor = .systemGreen
            cell.contentConfiguration = content
            cell.accessoryType = indexPath.row == 0 ? .checkmark : .disclosureIndicator
            return cell
        }
    }

    static func tableScreen() -> UIView {
        let window = UIWindow(device: .iPhone15, orientation: .portrait)
        window.rootViewController = FruitController()
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    static func rainstormScreen() throws -> UIView {
        try RainstormScreen.make(report: SampleWeather.cupertino(), device: .iPhone15)
    }

    // MARK: - The page

    @Test func pageHoldsSelectableTextFontsAndOneElementPerView() throws {
        let screen = Self.drawingScreen()
        let page = try HTMLRenderer().page(for: screen, title: "Drawing")
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        #expect(page.contains("<title>Drawing</title>"))
        // Text is text, per line as Pango broke it: the headline wraps in two.
        #expect(page.contains(">Weekly steps, with a title long enough </span>"))
        #expect(page.contains(">to wrap onto a second line</span>"))
        #expect(page.contains(">Rotated</span>"))
        // Inter, embedded: the page renders offline.
        #expect(page.contains("@font-face{font-family:\"Inter\";font-weight:600;font-style:normal;src:url(data:font/otf;base64,"))
        #expect(!page.contains("http://") && !page.contains("https://"))
        // One element per view's layer, found by the inspector.
        #expect(page.contains("data-view=\"0\" data-class=\"UIView\""))
        #expect(page.contains("data-class=\"Sparkline\""))
        #expect(page.contains("data-class=\"UILabel\""))
        // The rotated badge is a CSS matrix; the shape layer and draw(_:) are SVG.
        #expect(page.contains("transform:matrix(0.9801,-0.1987,0.1987,0.9801,"))
        #expect(page.contains("<svg class=\"tp\""))
        #expect(page.contains("stroke-linecap=\"round\""))
        #expect(page.contains("<linearGradient"))
        // The shadow is a CSS drop-shadow with a blur of 2σ.
        #expect(page.contains("filter:blur(8px)") || page.contains("drop-shadow(0px 4px 16px"))
        // The debugger's data is JSON naming every view.
        let data = try #require(Self.debuggerData(in: page))
        let views = try #require(data["views"] as? [[String: Any]])
        #expect(views.count == 6)
        #expect(views.map { $0["class"] as? String } == ["UIView", "UIView", "UILabel", "Sparkline", "UILabel", "UIView"])
        // The mask is Cairo's picture of the circle, as the group's mask image.
        #expect(page.contains(";mask:url(data:image/png;base64,"))
    }

    /// A view that tints an icon the iOS way: flip the CTM, clip to the
    /// icon's alpha with `clip(to:mask:)`, fill.
    final class TintedIcon: UIView {
        override func draw(_ rect: CGRect) {
            let icon = UIGraphicsImageRenderer(size: bounds.size).image { _ in
                UIColor.black.setFill()
                UIBezierPath(ovalIn: bounds.insetBy(dx: 4, dy: 4)).fill()
            }
            guard let context = UIGraphicsGetCurrentContext(), let mask = icon.cgImage else { return }
            context.translateBy(x: 0, y: bounds.height)
            context.scaleBy(x: 1, y: -1)
            context.clip(to: bounds, mask: mask)
            context.setFillColor(UIColor.systemPurple.cgColor)
            context.fill(bounds)
        }
    }

    /// `clip(to:mask:)` reaches the page as the mask image of the group it
    /// cuts, as a layer's mask does.
    @Test func aDrawnMaskIsTheGroupsMaskImage() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        root.backgroundColor = .white
        let icon = TintedIcon(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        icon.backgroundColor = .clear
        root.addSubview(icon)
        let page = try HTMLRenderer().page(for: root, title: "Mask")
        #expect(page.contains("data-class=\"TintedIcon\""))
        #expect(page.contains(";mask:url(data:image/png;base64,"))
    }

    @Test func fragmentIsTheScreenWithoutThePage() {
        let (html, css) = HTMLRenderer().fragment(for: Self.drawingScreen())
        #expect(html.hasPrefix("<div class=\"trellis-screen\""))
        #expect(html.contains("class=\"trellis-data\""))
        #expect(!html.contains("<html"))
        #expect(css.contains("@font-face"))
        var served = HTMLRenderer()
        served.fontSource = .url(prefix: "/fonts/")
        #expect(served.fragment(for: Self.drawingScreen()).css.contains("src:url(/fonts/Inter-SemiBold.otf)"))
        #expect(HTMLFonts.file(named: "Inter-SemiBold.otf") != nil)
        #expect(HTMLFonts.file(named: "../Inter-SemiBold.otf") == nil)
        #expect(HTMLFonts.file(named: "passwd") == nil)
    }

    @Test func emptyViewIsRefused() {
        let view = UIView(frame: .zero)
        #expect(throws: Renderer.RenderError.emptyView(.zero)) { try HTMLRenderer().page(for: view) }
        #expect(HTMLRenderer().fragment(for: view).html.contains("trellis-screen"))
    }

    /// Ellipsized text shows the ellipsis the engine drew, not the text it hid.
    @Test func truncatedLabelShowsTheEllipsis() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
        label.text = "A label far too long for its width"
        root.addSubview(label)
        let page = try HTMLRenderer().page(for: root)
        #expect(page.contains(">…</span>"))
        #expect(!page.contains("its width</span>"))
    }

    /// A deliberate conflict (two required widths) and an ambiguous view
    /// (no horizontal position): the report names exactly the conflict's
    /// two constraints and the one ambiguous view.
    @Test func reportNamesTheMinimalConflictAndTheAmbiguousView() throws {
        let (root, messages) = LayoutReport.collectingMessages { () -> UIView in
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            let box = UIView()
            box.accessibilityIdentifier = "box"
            box.translatesAutoresizingMaskIntoConstraints = false
            let floating = UIView()
            floating.accessibilityIdentifier = "floating"
            floating.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(box)
            root.addSubview(floating)
            let narrow = box.widthAnchor.constraint(equalToConstant: 100)
            narrow.identifier = "narrow"
            let wide = box.widthAnchor.constraint(equalToConstant: 200)
            wide.identifier = "wide"
            NSLayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                box.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
                box.heightAnchor.constraint(equalToConstant: 50),
                narrow, wide,
                floating.topAnchor.constraint(equalTo: box.bottomAnchor, constant: 8),
                floating.widthAnchor.constraint(equalToConstant: 80),
                floating.heightAnchor.constraint(equalToConstant: 30),
            ])
            root.layoutIfNeeded()
            return root
        }
        let report = LayoutReport(root: root, messages: messages)
        #expect(report.conflicts.count == 1)
        let conflict = try #require(report.conflicts.first)
        let named = conflict.memberConstraints.compactMap { $0 }.map { report.constraints[$0].identifier }
        #expect(Set(named) == ["narrow", "wide"])
        #expect(conflict.members.count == 2)
        #expect(conflict.views == [1])
        #expect(report.views.filter(\.isAmbiguous).map(\.accessibilityIdentifier) == ["floating"])
        let broken = try #require(conflict.brokenConstraint)
        #expect(!report.constraints[broken].isInEngine)
        let text = report.text
        #expect(text.contains("Ambiguous views: 1"))
        #expect(text.contains("Conflicts: 1"))
        #expect(text.contains("'floating' (") && text.contains("AMBIGUOUS LAYOUT"))
        let page = try HTMLRenderer().page(for: root, messages: messages)
        let data = try #require(Self.debuggerData(in: page))
        #expect((data["conflicts"] as? [[String: Any]])?.first?["views"] as? [Int] == [1])
    }

    static func debuggerData(in page: String) -> [String: Any]? {
        guard let start = page.range(of: "<script type=\"application/json\" class=\"trellis-data\">"),
              let end = page.range(of: "</script>", range: start.upperBound..<page.endIndex) else { return nil }
        return try? JSONSerialization.jsonObject(with: Data(page[start.upperBound..<end.lowerBound].utf8)) as? [String: Any]
    }

    // MARK: - Chromium against Cairo

    /// Headless Chromium's screenshot of the page against the Cairo PNG,
    /// both at 2 pixels a point. Antialiasing and glyph rasterization differ
    /// between Skia and Cairo (edges of shapes and every glyph's edge), so
    /// the two agree per pixel within a tolerance: at least `minimumShare`
    /// of the pixels within `channelTolerance` of 255 on every channel.
    static let channelTolerance = 24
    static let minimumShare = 0.97

    @Test(.enabled(if: Chromium.path != nil, "needs Debian's chromium"), .serialized,
          arguments: ["drawing", "signup", "table", "rainstorm"])
    func chromiumScreenshotMatchesCairo(screen name: String) throws {
        let screen: UIView = switch name {
        case "drawing": Self.drawingScreen()
        case "signup": Self.signUpScreen()
        case "table": Self.tableScreen()
        default: try Self.rainstormScreen()
        }
        let size = screen.bounds.size
        let cairo = try Renderer(scale: 2).render(screen, as: .png)
        var renderer = HTMLRenderer(scale: 2)
        renderer.includesDebugger = false
        let page = try renderer.page(for: screen, title: name)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-html-compare")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let html = folder.appendingPathComponent("\(name).html")
        try Data(page.utf8).write(to: html)
        try cairo.write(to: folder.appendingPathComponent("\(name)-cairo.png"))
        let shot = folder.appendingPathComponent("\(name)-chromium.png")
        try Chromium.screenshot(html, size: size, scale: 2, to: shot)
        let a = try Bitmap(png: cairo), b = try Bitmap(png: Data(contentsOf: shot))
        #expect(a.width == b.width && a.height == b.height)
        let width = min(a.width, b.width), height = min(a.height, b.height)
        var within = 0
        var diff = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                let p = a.pixel(x, y), q = b.pixel(x, y)
                let worst = max(abs(p.r - q.r), abs(p.g - q.g), abs(p.b - q.b))
                if worst <= Self.channelTolerance { within += 1 } else { diff[y * width + x] = 255 }
            }
        }
        let share = Double(within) / Double(max(1, width * height))
        try Self.writeMask(diff, width: width, height: height, to: folder.appendingPathComponent("\(name)-diff.png"))
        print("\(name): \(String(format: "%.2f", share * 100))% of \(width)×\(height) pixels within \(Self.channelTolerance)/255")
        #expect(share >= Self.minimumShare, "\(name): \(share) of pixels within \(Self.channelTolerance)/255 (see \(folder.path))")
    }

    /// The pixels that differ, white on black, to look at.
    static func writeMask(_ mask: [UInt8], width: Int, height: Int, to url: URL) throws {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        defer { cairo_surface_destroy(surface) }
        let data = cairo_image_surface_get_data(surface)!
        let stride = Int(cairo_image_surface_get_stride(surface))
        for y in 0..<height {
            for x in 0..<width {
                let v = UInt32(mask[y * width + x])
                UnsafeMutableRawPointer(data + y * stride).storeBytes(of: 0xFF00_0000 | v << 16 | v << 8 | v, toByteOffset: 4 * x, as: UInt32.self)
            }
        }
        cairo_surface_mark_dirty(surface)
        cairo_surface_write_to_png(surface, url.path)
    }
}

/// Debian's headless Chromium, if installed.
enum Chromium {
    static let path: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Screenshots `page` in a window of `size` points at `scale`, hinting
    /// off as the text engine draws, within a minute.
    static func screenshot(_ page: URL, size: CGSize, scale: CGFloat, to output: URL) throws {
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-chromium-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: profile) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
        process.arguments = ["60", path!, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--font-render-hinting=none",
                             "--force-device-scale-factor=\(Int(scale))", "--window-size=\(Int(size.width)),\(Int(size.height))",
                             "--user-data-dir=\(profile.path)", "--no-first-run", "--disable-extensions",
                             "--screenshot=\(output.path)", page.absoluteString]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try? FileManager.default.removeItem(at: output)
        try process.run()
        process.waitUntilExit()
        guard FileManager.default.fileExists(atPath: output.path) else {
            throw Renderer.RenderError.cairo("chromium wrote no screenshot (exit \(process.terminationStatus))")
        }
    }
}
