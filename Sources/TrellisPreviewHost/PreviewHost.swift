import Foundation
@_spi(LayoutEngine) import Trellis
import TrellisConstraintSystems
import TrellisPreview
import TrellisRender

/// Draws previews: the engine of the program `trellis preview` generates
/// against a package, which reaches each `#Preview` through its registry
/// function and hands them all to `main(_:)`.
///
/// One run draws every preview on one device in one orientation, text size
/// and appearance, into a folder: a PNG each and `index.json`, which says
/// which preview is which and why one could not be drawn.
@MainActor
public enum PreviewHost {
    /// What one run draws for.
    public struct Settings: Equatable, Sendable {
        public var device: Device = .iPhone15
        /// Used by previews with no orientation trait of their own.
        public var orientation: UIDeviceOrientation = .portrait
        public var userInterfaceStyle: UIUserInterfaceStyle = .light
        public var contentSizeCategory: UIContentSizeCategory = .large
        /// Pixels per point of the PNGs: 2 keeps them small enough to send
        /// on every save, and sharp on most screens.
        public var scale: CGFloat = 2

        public init() {}
    }

    /// One preview in `index.json`.
    public struct Entry: Codable, Equatable, Sendable {
        /// The preview's registry symbol, the same in every run.
        public var id: String
        /// The name given to `#Preview`, or "Line N" as Xcode labels one without.
        public var name: String
        public var fileID: String
        public var line: Int
        public var column: Int
        /// The PNG's file name in the output folder, when it was drawn.
        public var png: String?
        /// The HTML page's (`HTMLRenderer`, with the view debugger), when
        /// it was drawn.
        public var html: String?
        /// The size drawn, in points.
        public var width: Double?
        public var height: Double?
        /// The laid-out view tree as text (`TextDump`), for search and tests.
        public var text: String?
        /// Why the preview could not be drawn.
        public var error: String?
    }

    /// The program's entry point: reads the settings from the command line
    /// (`options(from:)`), draws `registries` into `--output` and exits 0,
    /// or prints why not and exits 2. With `--explain NAME` it prints that
    /// preview's layout report instead (`trellis explain --preview`), and
    /// exits 1 when `--fail-on-problems` is given and layout found a
    /// conflict or an ambiguous view.
    public static func main(_ registries: [any PreviewRegistry.Type]) -> Never {
        do {
            let options = try options(from: Array(CommandLine.arguments.dropFirst()))
            if let name = options.explain {
                let explained = try explain(registries, preview: name, settings: options.settings)
                print(explained.report.text, terminator: "")
                if let html = options.html {
                    var renderer = HTMLRenderer(scale: options.settings.scale, traitCollection: explained.window.traitCollection)
                    renderer.includesDebugger = true
                    let page = try renderer.page(for: explained.window, title: explained.name, messages: explained.messages)
                    try Data(page.utf8).write(to: URL(fileURLWithPath: html))
                    print("wrote \(URL(fileURLWithPath: html).path)")
                }
                if let constraints = options.constraints {
                    try Data(explained.constraintSystem.jsonText.utf8).write(to: URL(fileURLWithPath: constraints))
                    print("wrote \(URL(fileURLWithPath: constraints).path)")
                }
                let report = explained.report
                exit(options.failOnProblems && (!report.conflicts.isEmpty || report.views.contains(where: \.isAmbiguous)) ? 1 : 0)
            }
            guard let output = options.output else { throw OptionError(description: "--output is required") }
            try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
            let entries = registries.enumerated().map { index, registry in
                draw(registry, settings: options.settings, into: output, fileName: "\(index)")
            }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            try encoder.encode(entries).write(to: output.appendingPathComponent("index.json"), options: .atomic)
            exit(0)
        } catch {
            FileHandle.standardError.write(Data("trellis preview host: \(error)\n".utf8))
            exit(2)
        }
    }

    struct OptionError: Error, CustomStringConvertible {
        let description: String
    }

    /// What the command line asks for.
    struct Options {
        var settings = Settings()
        /// Where the drawings go (required unless explaining).
        var output: URL?
        /// The preview to explain instead of drawing them all.
        var explain: String?
        /// With `explain`: the view debugger page's file.
        var html: String?
        /// With `explain`: the file for the constraint system layout solved.
        var constraints: String?
        var failOnProblems = false
    }

    /// `--output DIR` (required unless `--explain`), `--device NAME`,
    /// `--orientation portrait|landscapeLeft|landscapeRight|portraitUpsideDown`,
    /// `--appearance light|dark`, `--text-size` (`textSizes`' names),
    /// `--scale N`; `--explain NAME`, `--html FILE`, `--constraints FILE` and
    /// `--fail-on-problems`.
    static func options(from arguments: [String]) throws -> Options {
        var options = Options()
        var index = 0
        while index < arguments.count {
            let name = arguments[index]
            if name == "--fail-on-problems" {
                options.failOnProblems = true
                index += 1
                continue
            }
            guard index + 1 < arguments.count else { throw OptionError(description: "\(name) needs a value") }
            let value = arguments[index + 1]
            index += 2
            switch name {
            case "--output": options.output = URL(fileURLWithPath: value)
            case "--explain": options.explain = value
            case "--html":
                guard !value.isEmpty else { throw OptionError(description: "--html needs a file name") }
                options.html = value
            case "--constraints":
                guard !value.isEmpty else { throw OptionError(description: "--constraints needs a file name") }
                options.constraints = value
            case "--device":
                guard let device = Device.all.first(where: { $0.name == value }) else {
                    throw OptionError(description: "no device \"\(value)\": \(Device.all.map(\.name).joined(separator: ", "))")
                }
                options.settings.device = device
            case "--orientation":
                guard let orientation = orientations[value] else { throw OptionError(description: "no orientation \"\(value)\"") }
                options.settings.orientation = orientation
            case "--appearance":
                guard value == "light" || value == "dark" else { throw OptionError(description: "no appearance \"\(value)\": light or dark") }
                options.settings.userInterfaceStyle = value == "dark" ? .dark : .light
            case "--text-size":
                guard let category = textSizes[value] else { throw OptionError(description: "no text size \"\(value)\"") }
                options.settings.contentSizeCategory = category
            case "--scale":
                guard let scale = Double(value), Renderer.scaleRange.contains(CGFloat(scale)) else {
                    throw OptionError(description: "no scale \"\(value)\"")
                }
                options.settings.scale = CGFloat(scale)
            default: throw OptionError(description: "unknown option \(name)")
            }
        }
        guard options.output != nil || options.explain != nil else { throw OptionError(description: "--output is required") }
        return options
    }

    /// One preview laid out for `trellis explain --preview`: its window,
    /// the layout messages reported while it was made and laid out, and
    /// the report of both.
    public struct Explained {
        public var name: String
        public var window: UIWindow
        public var messages: [LayoutDiagnostics.Message]
        public var report: LayoutReport

        /// The constraint system the window's layout engine solved, as
        /// `trellis explain --constraints` writes it for `trellis solve`.
        public var constraintSystem: ConstraintSystem {
            ConstraintSystem(solverConstraints: window.layoutEngineConstraints)
        }
    }

    /// Lays out the preview `name` names, collecting layout's messages
    /// rather than printing them. `name` is the name given to `#Preview`,
    /// "Line N" for one without, or `File.swift:N` (the file and line of
    /// the `#Preview`), which also tells apart two previews of one name.
    public static func explain(_ registries: [any PreviewRegistry.Type], preview name: String, settings: Settings) throws -> Explained {
        var found: [(registry: any PreviewRegistry.Type, preview: Preview, label: String)] = []
        var all: [String] = []
        for registry in registries {
            let preview = try registry.makePreview()
            let label = preview.displayName ?? "Line \(registry.line)"
            let file = registry.fileID.split(separator: "/").last.map(String.init) ?? registry.fileID
            let place = "\(file):\(registry.line)"
            all.append("\"\(label)\" (\(place))")
            if name == label || name == place || name == "\(registry.fileID):\(registry.line)" {
                found.append((registry, preview, label))
            }
        }
        guard found.count == 1, let (_, preview, label) = found.first else {
            let known = all.isEmpty ? "the package has none" : "the package has " + all.joined(separator: ", ")
            throw OptionError(description: found.isEmpty
                ? "no preview is named \"\(name)\": \(known)"
                : "\(found.count) previews are named \"\(name)\": name one by its file and line (\(known))")
        }
        let (window, messages) = try LayoutReport.collectingMessages { try layOut(preview, settings: settings) }
        return Explained(name: label, window: window, messages: messages, report: LayoutReport(root: window, messages: messages))
    }

    /// The orientations a preview is drawn in, by `PreviewTrait`'s names.
    nonisolated public static let orientations: [String: UIDeviceOrientation] = [
        "portrait": .portrait, "landscapeLeft": .landscapeLeft,
        "landscapeRight": .landscapeRight, "portraitUpsideDown": .portraitUpsideDown,
    ]

    /// The text sizes by the short names of Settings › Accessibility › Larger
    /// Text's steps: xs to xxxl, then the five accessibility sizes.
    nonisolated public static let textSizes: [String: UIContentSizeCategory] = [
        "xs": .extraSmall, "s": .small, "m": .medium, "l": .large, "xl": .extraLarge, "xxl": .extraExtraLarge,
        "xxxl": .extraExtraExtraLarge, "ax1": .accessibilityMedium, "ax2": .accessibilityLarge,
        "ax3": .accessibilityExtraLarge, "ax4": .accessibilityExtraExtraLarge, "ax5": .accessibilityExtraExtraExtraLarge,
    ]

    /// Where the HTML pages find Inter: the server answers `/fonts/NAME`
    /// with `HTMLFonts.file(named:)`, so each page does not carry its own
    /// copy (about 350 KB a face).
    public static let fontPrefix = "/fonts/"

    /// Draws one preview to `fileName`.png and `fileName`.html in `folder`;
    /// what went wrong goes in the entry rather than ending the run, so one
    /// broken preview leaves the others on the page.
    public static func draw(_ registry: any PreviewRegistry.Type, settings: Settings, into folder: URL, fileName: String) -> Entry {
        var entry = Entry(id: "", name: "Line \(registry.line)", fileID: registry.fileID, line: registry.line, column: registry.column)
        do {
            let preview = try registry.makePreview()
            if let name = preview.displayName { entry.name = name }
            let window = try layOut(preview, settings: settings)
            defer { window.isHidden = true }
            let renderer = Renderer(scale: settings.scale, traitCollection: window.traitCollection)
            try renderer.write(window, to: folder.appendingPathComponent(fileName + ".png"))
            entry.png = fileName + ".png"
            var html = HTMLRenderer(scale: settings.scale, traitCollection: window.traitCollection)
            html.fontSource = .url(prefix: fontPrefix)
            try html.write(window, to: folder.appendingPathComponent(fileName + ".html"), title: entry.name)
            entry.html = fileName + ".html"
            entry.width = Double(window.bounds.width)
            entry.height = Double(window.bounds.height)
            entry.text = TextDump.describe(window)
        } catch {
            entry.error = "\(error)"
        }
        return entry
    }

    /// A window holding the preview's content, laid out: the device's
    /// screen (`.defaultLayout`), the content's fitting size offered that
    /// screen (`.sizeThatFitsLayout`) or a fixed size. A view fills the root
    /// view of a plain view controller; a view controller is the root.
    public static func layOut(_ preview: Preview, settings: Settings) throws -> UIWindow {
        let orientation = preview.hasOrientationTrait ? preview.orientation : settings.orientation
        let controller: UIViewController
        switch preview.content {
        case let .viewController(make):
            controller = make()
        case let .view(make):
            controller = UIViewController()
            let view = make()
            view.translatesAutoresizingMaskIntoConstraints = false
            controller.view.addSubview(view)
            NSLayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
                view.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
                view.topAnchor.constraint(equalTo: controller.view.topAnchor),
                view.bottomAnchor.constraint(equalTo: controller.view.bottomAnchor),
            ])
        }
        let window: UIWindow
        switch preview.layout {
        case .device:
            window = UIWindow(device: settings.device, orientation: orientation)
        case let .fixed(width, height):
            window = UIWindow(frame: CGRect(x: 0, y: 0, width: max(1, width), height: max(1, height)), device: settings.device)
        case .sizeThatFits:
            let screen = UIWindow(device: settings.device, orientation: orientation).bounds.size
            let fitted = controller.view.systemLayoutSizeFitting(screen)
            let size = CGSize(width: min(screen.width, max(1, fitted.width.rounded(.up))),
                              height: min(screen.height, max(1, fitted.height.rounded(.up))))
            window = UIWindow(frame: CGRect(origin: .zero, size: size), device: settings.device)
        }
        window.setUserInterfaceStyle(settings.userInterfaceStyle)
        window.setPreferredContentSizeCategory(settings.contentSizeCategory)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }
}
