import Foundation
import QuartzCore
import TextEngine
import Trellis

/// Draws a laid-out view tree (any view or window) as HTML: absolutely
/// positioned elements, one group per layer, made from the same display
/// list the PNG is drawn from, with the same fonts (Inter, the files the
/// text engine reads), colors, corner radii, borders, shadows, images,
/// gradients, transforms and clips, and text placed line by line where
/// the text engine broke it, so that it can be selected and inspected in a
/// browser. Content a view draws itself (`draw(_:)`, shape layers) is
/// inline SVG. See docs/drawing.md, "The HTML backend".
///
/// Two entry points, both stable:
///
/// - `page(for:title:)`: a self-contained page (fonts embedded, no
///   network) with the view debugger: click a view to see its class,
///   frame, constraints, content priorities and ambiguity; conflicts are
///   listed and their minimal sets outlined on the picture.
/// - `fragment(for:)`: the screen's HTML and CSS, for a page that shows
///   several screens (`trellis preview`): put the CSS in the page once per
///   screen, then `HTMLDebuggerAssets.pictureCSS`, `panelCSS` and, at the
///   end of the body, `HTMLDebuggerAssets.script` once.
///
/// Layout messages (conflicts) that arise while the renderer lays the view
/// out are collected; those reported earlier, while the screen was built,
/// are passed in with `messages` (collect them with
/// `LayoutReport.collectingMessages`).
public struct HTMLRenderer: Sendable {
    /// Points to pixels the page is meant to be seen at; bitmaps keep their
    /// own pixels whatever it is, and the page scales with the browser's
    /// device pixel ratio.
    public var scale: CGFloat
    /// The traits dynamic colors resolve against (light by default).
    public var traitCollection: UITraitCollection
    /// Where the fonts come from: embedded in the page (the default), or
    /// from URLs a server answers with `HTMLFonts.file(named:)`.
    public var fontSource: HTMLFonts.Source = .embedded
    /// Whether `page(for:title:)` carries the view debugger (its panel,
    /// outlines of ambiguous views and script). Without it the page is the
    /// picture alone.
    public var includesDebugger = true

    public init(scale: CGFloat = 2, traitCollection: UITraitCollection = UITraitCollection(userInterfaceStyle: .light)) {
        self.scale = scale
        self.traitCollection = traitCollection
    }

    /// A whole HTML document showing `view` at the top-left corner, its
    /// size in CSS pixels, with the view debugger beside it (unless
    /// `includesDebugger` is off): it needs nothing but itself to render.
    /// - Throws: `Renderer.RenderError.emptyView` for a view under 1×1 point.
    /// - Complexity: O(layers + text + image bytes).
    public func page(for view: UIView, title: String? = nil, messages: [LayoutDiagnostics.Message] = []) throws -> String {
        let (screen, css) = try render(view, messages: messages)
        let name = HTMLText.escape(title ?? String(describing: type(of: view)))
        var page = "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
            + "<meta name=\"viewport\" content=\"width=device-width\"><title>\(name)</title>\n<style>\n"
            + "html,body{margin:0;padding:0;background:#fff}\n" + HTMLDebuggerAssets.pictureCSS + "\n"
        if includesDebugger { page += HTMLDebuggerAssets.panelCSS + "\n" }
        page += css + "</style></head>\n<body data-trellis-layout=\"single\">\n" + screen + "\n"
        if includesDebugger { page += "<div id=\"trellis-panel\"></div>\n<script>\n" + HTMLDebuggerAssets.script + "\n</script>\n" }
        return page + "</body></html>\n"
    }

    /// The screen's HTML (a `.trellis-screen` element holding the picture
    /// and the debugger's data) and the CSS it needs (its fonts), to put in
    /// a page of several screens; see the type's documentation. An empty
    /// view gives an empty element.
    /// - Complexity: O(layers + text + image bytes).
    public func fragment(for view: UIView) -> (html: String, css: String) {
        (try? render(view, messages: [])) ?? ("<div class=\"trellis-screen\" style=\"width:0;height:0\"></div>", "")
    }

    /// `fragment(for:)` with the layout messages to show as conflicts.
    public func fragment(for view: UIView, messages: [LayoutDiagnostics.Message]) -> (html: String, css: String) {
        (try? render(view, messages: messages)) ?? ("<div class=\"trellis-screen\" style=\"width:0;height:0\"></div>", "")
    }

    /// Writes `page(for:title:)` to a file.
    public func write(_ view: UIView, to url: URL, title: String? = nil, messages: [LayoutDiagnostics.Message] = []) throws {
        try Data(page(for: view, title: title, messages: messages).utf8).write(to: url)
    }

    private func render(_ view: UIView, messages: [LayoutDiagnostics.Message]) throws -> (html: String, css: String) {
        let (_, layoutMessages) = LayoutReport.collectingMessages { view.layoutIfNeeded() }
        let size = view.bounds.size
        guard size.width.isFinite, size.height.isFinite, size.width >= 1, size.height >= 1 else { throw Renderer.RenderError.emptyView(size) }
        let report = LayoutReport(root: view, messages: messages + layoutMessages)

        // The display list, and which layer (and view) opens each scope of it.
        var viewNumbers: [ObjectIdentifier: Int] = [:]
        var number = 0
        func visit(_ view: UIView) {
            viewNumbers[ObjectIdentifier(view)] = number
            number += 1
            for subview in view.subviews { visit(subview) }
        }
        visit(view)
        let recorder = LayerRecorder()
        let list = CALayer.$renderObserver.withValue({ layer, index in recorder.record(layer, index) }) {
            Renderer(scale: 1, traitCollection: traitCollection).displayList(of: view)
        }
        let prefix = "s" + String(UInt32.random(in: 0...UInt32.max), radix: 36)
        var writer = HTMLDisplayListWriter(idPrefix: prefix)
        var layerCount = 0
        for (layer, index) in recorder.entries {
            let owner = layer.delegate as? UIView
            writer.owners[index] = (layer: layerCount, view: owner.flatMap { viewNumbers[ObjectIdentifier($0)] },
                                    className: owner.map { String(describing: type(of: $0)) } ?? String(describing: type(of: layer)))
            layerCount += 1
        }
        writer.write(list)
        let background = traitCollection.userInterfaceStyle == .dark ? "#000" : "#fff"
        let html = "<div class=\"trellis-screen\" id=\"\(prefix)\" style=\"width:\(n(size.width))px;height:\(n(size.height))px;background:\(background)\">"
            + "<div class=\"trellis-picture\">" + writer.output + "</div>"
            + "<script type=\"application/json\" class=\"trellis-data\">" + report.json + "</script></div>"
        return (html, HTMLFonts.css(for: writer.fonts, source: fontSource))
    }
}

/// The layers drawn and where their items start, in drawing order.
private final class LayerRecorder: @unchecked Sendable {
    // @unchecked: rendering runs on one thread; the lock covers the rest.
    private let lock = NSLock()
    private(set) var entries: [(CALayer, Int)] = []
    func record(_ layer: CALayer, _ index: Int) { lock.lock(); entries.append((layer, index)); lock.unlock() }
}
