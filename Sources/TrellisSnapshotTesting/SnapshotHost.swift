import Foundation
import Trellis
import TrellisRender

/// What a snapshot draws: a view controller, shown as the root of a window
/// of the configuration, or a view, placed in one.
public enum SnapshotSubject {
    case viewController(UIViewController)
    case view(UIView)
}

/// One snapshot drawn: its PNG, the text the report shows beside it and
/// what the matrix's checks found in it, one finding a line.
struct SnapshotDrawing {
    var png: Data
    var legend: String?
    var findings: [String] = []
}

/// Draws a view controller or a view in a `SnapshotConfiguration`: the
/// window, its settings, the pseudolocale and the whole content are applied
/// in the order an app on a device would see them (settings before the
/// screen appears, strings before layout).
public enum SnapshotHost {
    /// A window of the configuration's device, orientation (or custom
    /// size), text size, appearance and layout direction, made key on this
    /// thread. Hide it (`isHidden = true`) when done so that the thread's
    /// `UIScreen.main` forgets it.
    public static func makeWindow(for configuration: SnapshotConfiguration, contentSize: CGSize? = nil) -> UIWindow {
        let window: UIWindow
        let device = configuration.resolvedDevice
        if let size = configuration.size ?? (configuration.device == nil ? contentSize : nil), size.width >= 1, size.height >= 1,
           size.width.isFinite, size.height.isFinite {
            window = UIWindow(frame: CGRect(origin: .zero, size: CGSize(width: min(size.width, 16_384), height: min(size.height, 16_384))),
                              device: device)
        } else {
            window = UIWindow(device: device, orientation: configuration.resolvedOrientation)
        }
        if let category = configuration.contentSizeCategory { window.setPreferredContentSizeCategory(category) }
        if let style = configuration.userInterfaceStyle { window.setUserInterfaceStyle(style) }
        window.setLayoutDirection(configuration.resolvedLayoutDirection)
        return window
    }

    /// The subject drawn to PNG in `configuration`. The view controller or
    /// view is put in a new window, laid out, pseudolocalized if asked
    /// (then laid out again, as often as layout brings new strings, at most
    /// four times), grown to its whole content if asked, and drawn; the
    /// window is hidden and the subject taken out of it afterwards, so the
    /// same subject can be drawn in the next configuration.
    /// - Complexity: O(views + pixels) per pass.
    public static func png(of subject: SnapshotSubject, in configuration: SnapshotConfiguration) throws -> Data {
        try draw(subject, in: configuration, legend: nil).png
    }

    /// The subject drawn to PNG, and `legend`'s text for the view drawn
    /// (the window or the view) once it is laid out, for the report.
    public static func draw(_ subject: SnapshotSubject, in configuration: SnapshotConfiguration,
                            legend: (@Sendable (UIView) -> String)?) throws -> (png: Data, legend: String?) {
        let drawing = try draw(subject, in: configuration, checks: [], legend: legend)
        return (drawing.png, drawing.legend)
    }

    /// The subject drawn, with `legend`'s text and what `checks` find in
    /// the laid-out window (or view), layout findings first. With
    /// `.layout`, what the engine reports while the subject is hosted and
    /// laid out is collected for the checks instead of printed.
    static func draw(_ subject: SnapshotSubject, in configuration: SnapshotConfiguration, checks: SnapshotChecks,
                     legend: (@Sendable (UIView) -> String)?) throws -> SnapshotDrawing {
        let (window, drawn, messages) = host(subject, in: configuration, checks: checks)
        defer { unhost(subject, from: window) }
        var renderer = Renderer(scale: configuration.resolvedScale, traitCollection: window.traitCollection)
        // References are kept in git: Cairo's writer makes them smaller.
        renderer.pngWriter = .cairo
        // As `.image`: an iOS snapshot of a window has no status bar.
        renderer.drawsStatusBar = false
        var drawing = SnapshotDrawing(png: Data())
        (drawing.findings, drawing.legend) = inspect(drawn, messages: messages, checks: checks)
        if let legend { drawing.legend = legend(drawn) }
        drawing.png = try renderer.render(drawn, as: .png)
        return drawing
    }

    /// What `checks` find in the subject hosted in `configuration`, one
    /// finding a line, without drawing it.
    static func findings(of subject: SnapshotSubject, in configuration: SnapshotConfiguration, checks: SnapshotChecks) -> [String] {
        let (window, drawn, messages) = host(subject, in: configuration, checks: checks)
        defer { unhost(subject, from: window) }
        return inspect(drawn, messages: messages, checks: checks).findings
    }

    /// `host`, collecting what the engine reports meanwhile when the
    /// layout checks are to run (instead of printing it).
    static func host(_ subject: SnapshotSubject, in configuration: SnapshotConfiguration,
                     checks: SnapshotChecks) -> (window: UIWindow, drawn: UIView, messages: [LayoutDiagnostics.Message]) {
        guard checks.contains(.layout) else {
            let (window, drawn) = host(subject, in: configuration)
            return (window, drawn, [])
        }
        let (hosted, messages) = LayoutMessages.collecting { host(subject, in: configuration) }
        return (hosted.window, hosted.drawn, messages)
    }

    /// The findings of `checks` in a laid-out view, layout first, and the
    /// accessibility audit's legend when it ran.
    static func inspect(_ drawn: UIView, messages: [LayoutDiagnostics.Message], checks: SnapshotChecks) -> (findings: [String], legend: String?) {
        var findings: [String] = []
        var legend: String?
        if checks.contains(.layout) {
            findings += LayoutChecks.findings(in: drawn, messages: messages).map(\.description)
        }
        if checks.contains(.accessibility) {
            let audit = AccessibilityAudit(of: drawn)
            findings += audit.warnings.map { "accessibility: \($0.element.number). \($0.element.summary): \($0.warning)" }
            legend = audit.text
        }
        return (findings, legend)
    }

    /// Puts the subject in a window of the configuration and lays it out;
    /// returns the window and the view to draw (the window for a view
    /// controller, the view itself for a view). Call `unhost` afterwards.
    public static func host(_ subject: SnapshotSubject, in configuration: SnapshotConfiguration) -> (window: UIWindow, drawn: UIView) {
        switch subject {
        case let .viewController(controller):
            let window = makeWindow(for: configuration)
            // Key before the controller loads its view: code written for
            // iOS sizes its views by `UIScreen.main.bounds`.
            window.makeKey()
            window.rootViewController = controller
            window.isHidden = false
            window.layoutIfNeeded()
            if configuration.isPseudolocalized {
                for _ in 0..<4 where Pseudolocale.apply(to: controller) > 0 { window.layoutIfNeeded() }
            }
            if configuration.showsWholeContent { expandToWholeContent(window) }
            return (window, window)
        case let .view(view):
            let ownSize = view.bounds.size.width >= 1 && view.bounds.size.height >= 1 ? view.bounds.size : nil
            let window = makeWindow(for: configuration, contentSize: ownSize)
            window.makeKeyAndVisible()
            window.addSubview(view)
            if ownSize == nil || configuration.device != nil || configuration.size != nil { size(view, toWidthOf: window) }
            window.layoutIfNeeded()
            if configuration.isPseudolocalized {
                for _ in 0..<4 where Pseudolocale.apply(to: view) > 0 {
                    if ownSize == nil || configuration.device != nil || configuration.size != nil { size(view, toWidthOf: window) }
                    window.layoutIfNeeded()
                }
            }
            if configuration.showsWholeContent { expandToWholeContent(view) }
            return (window, view)
        }
    }

    /// Takes the subject out of the window and hides it.
    public static func unhost(_ subject: SnapshotSubject, from window: UIWindow) {
        switch subject {
        case .viewController: window.rootViewController = nil
        case let .view(view): view.removeFromSuperview()
        }
        window.isHidden = true
    }

    /// A view without a size of its own takes the window's width and the
    /// height Auto Layout fits it to at that width (the window's height if
    /// it has no constraints to tell).
    static func size(_ view: UIView, toWidthOf window: UIWindow) {
        let width = window.bounds.width
        let fitting = view.systemLayoutSizeFitting(CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
                                                   withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        let height = fitting.height.isFinite && fitting.height >= 1 ? fitting.height : window.bounds.height
        view.frame = CGRect(x: 0, y: 0, width: width, height: min(height, 16_384))
    }

    // MARK: - Whole content

    /// The tallest-content scroll view under `root` that is not inside
    /// another scroll view: the screen's main table, collection view or
    /// scroll view.
    static func mainScrollView(in root: UIView) -> UIScrollView? {
        var best: UIScrollView?
        var bestArea: CGFloat = 0
        func visit(_ view: UIView) {
            if let scroll = view as? UIScrollView, !scroll.isHidden {
                let area = scroll.bounds.width * scroll.bounds.height
                if area > bestArea { best = scroll; bestArea = area }
                return
            }
            for subview in view.subviews where !subview.isHidden { visit(subview) }
        }
        visit(root)
        return best
    }

    /// How much taller than its bounds a scroll view's content is, its
    /// adjusted insets included (0 when it all shows).
    static func hiddenHeight(of scroll: UIScrollView) -> CGFloat {
        let inset = scroll.adjustedContentInset
        let hidden = scroll.contentSize.height + inset.top + inset.bottom - scroll.bounds.height
        return hidden.isFinite ? max(0, hidden) : 0
    }

    /// Grows `root` (a window or a hosted view) until its main scroll view
    /// shows all of its content: by the content's hidden height, laid out
    /// again, repeated while rows measured on the way change the content
    /// height (estimated heights), at most eight times and to 16,384 points
    /// (the renderer's pixel limit at scale 1).
    static func expandToWholeContent(_ root: UIView) {
        for _ in 0..<8 {
            guard let scroll = mainScrollView(in: root) else { return }
            let hidden = hiddenHeight(of: scroll)
            guard hidden >= 0.5 else { break }
            let height = min(root.frame.height + hidden, 16_384)
            guard height > root.frame.height else { break }
            root.frame.size.height = height
            root.setNeedsLayout()
            root.layoutIfNeeded()
            scroll.contentOffset = CGPoint(x: scroll.contentOffset.x, y: -scroll.adjustedContentInset.top)
            root.layoutIfNeeded()
        }
    }
}
