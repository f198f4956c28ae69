import ArgumentParser
import Foundation
import Storyboard
@_spi(LayoutEngine) import Trellis
import TrellisConstraintSystems
import TrellisBenchmarks
import TrellisExamples
import TrellisRender

/// `trellis explain FILE-OR-SCREEN`: what the view debugger shows, as text
/// for terminals and CI logs (docs/explain.md); a package's `#Preview` too
/// (`--preview`, ExplainPreview.swift).
struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Explain a screen's layout: views and frames, constraints, ambiguous views, conflicts.",
        discussion: """
        FILE-OR-SCREEN is a .storyboard (its initial scene, or --scene), a .xib (its first top-level \
        view), a demo screen (\(Demo.Screen.allCases.map(\.rawValue).joined(separator: ", "))), or a \
        #Preview: a package's folder with --preview NAME, or a Swift file (its only #Preview, or --preview), \
        built as `trellis preview` builds it. \
        Prints the view tree with frames, each view's constraints in UIKit's description format with \
        its hugging and compression resistance priorities, the views whose layout is ambiguous, and \
        each conflict with its minimal conflicting set. --html writes the view debugger page; \
        --constraints writes the constraint system in `trellis solve`'s JSON format; \
        --fail-on-problems exits with status 1 when there is a conflict or an ambiguous view.
        """
    )

    @Argument(help: "A .storyboard or .xib file, a demo screen name, or a package folder or Swift file with #Preview.")
    var target: String

    @Option(help: "The #Preview to explain, by its name, \"Line N\" (one without a name) or File.swift:N.")
    var preview: String?

    @Option(help: "With a preview: the folder to build the preview program in (as `trellis preview --scratch-path`).")
    var scratchPath: String?

    @Option(help: "The storyboard scene's identifier (storyboardIdentifier); the initial scene by default.")
    var scene: String?

    @Option(help: "The device: \(Device.all.map { Explain.deviceKey($0.name) }.joined(separator: ", ")).")
    var device = "iphone15"

    @Flag(help: "Lay out in landscape.")
    var landscape = false

    @Flag(help: "Resolve colors in dark mode (for --html).")
    var dark = false

    @Option(help: "Also write the view debugger page (HTML, self-contained) to this file.")
    var html: String?

    @Option(help: "Also write the constraint system layout solved, in `trellis solve`'s JSON format, to this file.")
    var constraints: String?

    @Flag(help: "Exit with status 1 when layout found a conflict or an ambiguous view.")
    var failOnProblems = false

    /// A device's name as typed: lower case, letters and digits, a point as "_" ("ipadpro12_9inch6thgeneration").
    static func deviceKey(_ name: String) -> String {
        name.lowercased().filter { $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" }.replacingOccurrences(of: ".", with: "_")
    }

    /// The device named exactly (letters and digits only, any case), or
    /// the one device whose name starts so (`ipadpro12_9`, `iphonese`).
    static func device(named name: String) -> Device? {
        let key = deviceKey(name)
        if let exact = Device.all.first(where: { deviceKey($0.name) == key }) { return exact }
        let starting = Device.all.filter { deviceKey($0.name).hasPrefix(key) }
        return !key.isEmpty && starting.count == 1 ? starting[0] : nil
    }

    func validate() throws {
        guard Self.device(named: device) != nil else {
            throw ValidationError("unknown device '\(device)': use one of \(Device.all.map { Self.deviceKey($0.name) }.joined(separator: ", "))")
        }
        if preview != nil || explainsAPreview {
            // A preview has no scenes.
            if scene != nil { throw ValidationError("--scene is for storyboards: name a preview with --preview") }
        } else if scratchPath != nil {
            throw ValidationError("--scratch-path is for previews (a package folder or a Swift file)")
        }
        for (option, file) in [("--constraints", constraints)] {
            guard let file else { continue }
            var isFolder: ObjCBool = false
            if file.isEmpty || (FileManager.default.fileExists(atPath: file, isDirectory: &isFolder) && isFolder.boolValue) {
                throw ValidationError("\(option) needs a file name such as system.json")
            }
        }
        if let html {
            guard !html.isEmpty else { throw ValidationError("--html needs a file name") }
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: html, isDirectory: &isFolder), isFolder.boolValue {
                throw ValidationError("--html \(html) is a folder; name a file such as screen.html")
            }
        }
    }

    func run() throws {
        if preview != nil || explainsAPreview { return try runPreview() }
        let (view, messages) = try load()
        let report = LayoutReport(root: view, messages: messages)
        print(report.text, terminator: "")
        try finish(view, report: report, messages: messages)
    }

    /// Writes the page if asked, and fails on problems if asked.
    func finish(_ view: UIView, report: LayoutReport, messages: [LayoutDiagnostics.Message]) throws {
        if let html {
            var renderer = HTMLRenderer(scale: 2, traitCollection: UITraitCollection(userInterfaceStyle: dark ? .dark : .light))
            renderer.includesDebugger = true
            do {
                let page = try renderer.page(for: view, title: URL(fileURLWithPath: target).lastPathComponent, messages: messages)
                try Data(page.utf8).write(to: URL(fileURLWithPath: html))
            } catch let error as Renderer.RenderError {
                throw ValidationError("could not draw \(target): \(error)")
            } catch {
                throw ValidationError("cannot write \(html): \((error as NSError).localizedDescription)")
            }
            print("wrote \(URL(fileURLWithPath: html).path)")
        }
        if let constraints {
            // The layout engine's own constraints, as `trellis bench shapes
            // --export` writes them: `trellis solve FILE` solves the same system.
            let system = ConstraintSystem(solverConstraints: view.layoutEngineConstraints)
            do {
                try Data(system.jsonText.utf8).write(to: URL(fileURLWithPath: constraints))
            } catch {
                throw ValidationError("cannot write \(constraints): \((error as NSError).localizedDescription)")
            }
            print("wrote \(URL(fileURLWithPath: constraints).path)")
        }
        if failOnProblems, !report.conflicts.isEmpty || report.views.contains(where: \.isAmbiguous) { throw ExitCode(1) }
    }

    /// The screen, built and laid out, with the layout messages reported
    /// meanwhile (collected, not printed).
    func load() throws -> (UIView, [LayoutDiagnostics.Message]) {
        let device = Self.device(named: self.device) ?? .iPhone15
        let lower = target.lowercased()
        if let screen = Demo.Screen(rawValue: lower), !FileManager.default.fileExists(atPath: target) {
            return LayoutReport.collectingMessages { Self.demo(screen, device: device, landscape: landscape) }
        }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: target, isDirectory: &isFolder) else {
            throw ValidationError("'\(target)' is neither a file nor a demo screen (\(Demo.Screen.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        guard !isFolder.boolValue else { throw ValidationError("'\(target)' is a folder: name a .storyboard or .xib file") }
        let url = URL(fileURLWithPath: target)
        do {
            switch url.pathExtension.lowercased() {
            case "storyboard":
                return try LayoutReport.collectingMessages { try storyboardWindow(url, device: device) }
            case "xib":
                return try LayoutReport.collectingMessages { try xibView(url, device: device) }
            default:
                throw ValidationError("'\(target)' is not a .storyboard or .xib file")
            }
        } catch let error as StoryboardError {
            throw ValidationError("\(error)")
        }
    }

    private func storyboardWindow(_ url: URL, device: Device) throws -> UIView {
        let document = try IBDocument(contentsOf: url)
        let storyboard = UIStoryboard(name: url.deletingPathExtension().lastPathComponent, bundle: .main, document: document)
        let controller = try scene.map { try storyboard.viewController(withIdentifier: $0) } ?? storyboard.initialViewController()
        let window = UIWindow(device: device, orientation: landscape ? .landscapeLeft : .portrait)
        window.setUserInterfaceStyle(dark ? .dark : .light)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    private func xibView(_ url: URL, device: Device) throws -> UIView {
        let nib = UINib(document: try IBDocument(contentsOf: url))
        guard let view = try nib.instantiateObjects(withOwner: nil).compactMap({ $0 as? UIView }).first else {
            throw ValidationError("'\(target)' has no top-level view")
        }
        if view.bounds.width < 1 || view.bounds.height < 1 {
            let size = landscape ? CGSize(width: device.portraitSize.height, height: device.portraitSize.width) : device.portraitSize
            view.frame = CGRect(origin: .zero, size: size)
        }
        view.layoutIfNeeded()
        return view
    }

    static func demo(_ screen: Demo.Screen, device: Device, landscape: Bool) -> UIView {
        let size = landscape ? CGSize(width: device.portraitSize.height, height: device.portraitSize.width) : device.portraitSize
        let view: UIView
        switch screen {
        case .forecast:
            view = ForecastScreen.make(width: size.width, height: size.height)
        case .signup:
            let signUp = SignUpView(frame: CGRect(origin: .zero, size: size))
            signUp.traitOverrides.horizontalSizeClass = size.width >= 700 ? .regular : .compact
            view = signUp
        case .flightcard:
            view = FlightCardView(frame: CGRect(origin: .zero, size: size))
        }
        view.layoutIfNeeded()
        return view
    }
}
