import CPangoCairo
import Foundation
import TrellisCairo

/// The document a PDF renderer writes (`UIGraphicsPDFRendererFormat`, iOS 10).
open class UIGraphicsPDFRendererFormat: UIGraphicsRendererFormat, @unchecked Sendable {
    /// Document information (`kCGPDFContextTitle` and the like). Kept;
    /// Cairo's PDF writer does not take it from here.
    open var documentInfo: [String: Any] = [:]

    public required init() {
        super.init()
    }

    override func copyValues(to copy: UIGraphicsRendererFormat) {
        (copy as? UIGraphicsPDFRendererFormat)?.documentInfo = documentInfo
    }
}

/// What a PDF renderer's actions draw with: pages begun one after another
/// (`UIGraphicsPDFRendererContext`).
open class UIGraphicsPDFRendererContext: UIGraphicsRendererContext {
    /// A finished page: what was drawn on it and its size.
    struct Page {
        var list: DisplayList
        var size: CGSize
    }

    private(set) var pages: [Page] = []
    private var pageBounds: CGRect?
    private let defaultBounds: CGRect
    private var page: CGContext

    init(format: UIGraphicsPDFRendererFormat, bounds: CGRect) {
        defaultBounds = bounds
        page = CGContext(bounds: CGRect(origin: .zero, size: bounds.size))
        super.init(cgContext: page, format: format)
    }

    /// The bounds of the page being drawn; the renderer's bounds before the first page.
    open var pdfContextBounds: CGRect { pageBounds ?? defaultBounds }

    /// The context of the page being drawn: `cgContext` is each page's in turn.
    open override var cgContext: CGContext { page }

    /// Ends the page being drawn, if any, and starts one of the renderer's bounds.
    open func beginPage() {
        beginPage(withBounds: defaultBounds, pageInfo: [:])
    }

    /// Ends the page being drawn, if any, and starts one of `bounds`, whose
    /// origin is the page's top-left corner in the drawing's coordinates.
    open func beginPage(withBounds bounds: CGRect, pageInfo: [String: Any]) {
        finishPage()
        let bounds = UIGraphicsRenderer.validBounds(bounds)
        let context = CGContext(bounds: CGRect(origin: .zero, size: bounds.size))
        if bounds.origin != .zero { context.translateBy(x: -bounds.minX, y: -bounds.minY) }
        swapCurrent(to: context)
        pageBounds = bounds
    }

    /// Links `rect` to `url`. Recorded nowhere: Cairo's PDF links are not
    /// written by the backend yet.
    open func setURL(_ url: URL, for rect: CGRect) {}

    /// A named destination at `point`; not written, as `setURL(_:for:)`.
    open func addDestination(withName name: String, at point: CGPoint) {}

    /// A link from `rect` to a named destination; not written.
    open func setDestinationWithName(_ name: String, for rect: CGRect) {}

    /// Closes the page being drawn.
    func finishPage() {
        guard let bounds = pageBounds else { return }
        pages.append(Page(list: UIView.balanced(page.displayList), size: bounds.size))
        pageBounds = nil
    }

    /// Makes `context` the page's context, and current in place of the old one.
    private func swapCurrent(to context: CGContext) {
        let stack = GraphicsContextStack.current
        if let index = stack.entries.lastIndex(where: { $0.context === page }) {
            stack.entries[index] = .init(context: context, image: nil)
        }
        page = context
    }
}

/// Draws PDF documents: each page's actions are recorded, then written by
/// the Cairo backend's PDF surface (`UIGraphicsPDFRenderer`, iOS 10).
/// Drawing before the first `beginPage()` is not on any page, as in UIKit.
open class UIGraphicsPDFRenderer: UIGraphicsRenderer {
    /// A closure that draws a document.
    public typealias DrawingActions = (UIGraphicsPDFRendererContext) -> Void

    /// A renderer of pages of `bounds` (the default page: 612 × 792 points,
    /// US Letter, when `bounds` is empty, as UIKit's documentation says).
    public convenience init(bounds: CGRect, format: UIGraphicsPDFRendererFormat) {
        self.init(bounds: bounds, formatOrNil: format)
    }

    override class func defaultFormat() -> UIGraphicsRendererFormat { UIGraphicsPDFRendererFormat.default() }

    /// The document `actions` draw.
    ///
    /// - Complexity: what the actions draw, then O(items) to write.
    open func pdfData(actions: (UIGraphicsPDFRendererContext) -> Void) -> Data {
        let pages = draw(actions)
        return Self.document(pages) ?? Data()
    }

    /// Writes the document `actions` draw to the file at `url`.
    /// - Throws: what writing the file throws.
    open func writePDF(to url: URL, withActions actions: (UIGraphicsPDFRendererContext) -> Void) throws {
        try pdfData(actions: actions).write(to: url)
    }

    private func draw(_ actions: (UIGraphicsPDFRendererContext) -> Void) -> [UIGraphicsPDFRendererContext.Page] {
        var bounds = format.bounds
        if bounds.width <= 0 || bounds.height <= 0 { bounds = CGRect(x: 0, y: 0, width: 612, height: 792) }
        let format = storedFormat as? UIGraphicsPDFRendererFormat ?? .default()
        let context = UIGraphicsPDFRendererContext(format: format, bounds: bounds)
        GraphicsContextStack.withCurrent(context.cgContext) { actions(context) }
        context.finishPage()
        return context.pages
    }

    /// The pages as a PDF, each at its own size; nil when Cairo fails.
    private static func document(_ pages: [UIGraphicsPDFRendererContext.Page]) -> Data? {
        let first = pages.first?.size ?? CGSize(width: 612, height: 792)
        let sink = CairoBackend.DataSink()
        guard let surface = cairo_pdf_surface_create_for_stream(CairoBackend.DataSink.write, Unmanaged.passUnretained(sink).toOpaque(),
                                                                Double(first.width), Double(first.height)) else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cairo = cairo_create(surface) else { return nil }
        for page in pages {
            cairo_pdf_surface_set_size(surface, Double(page.size.width), Double(page.size.height))
            CairoBackend.draw(page.list, in: cairo)
            cairo_show_page(cairo)
        }
        let status = cairo_status(cairo)
        cairo_destroy(cairo)
        cairo_surface_finish(surface)
        return withExtendedLifetime(sink) { status == CAIRO_STATUS_SUCCESS ? sink.data : nil }
    }
}
