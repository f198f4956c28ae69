import CPangoCairo
import Foundation

/// A stretch of one laid-out line in one font and color, where the engine
/// drew it: what a backend that sets text itself (HTML) needs to put the
/// same words on the same lines at the same places.
public struct TextLineSegment: Hashable, Sendable {
    /// The characters shown: a piece of the block's text, or "…" where
    /// the engine ellipsized.
    public var text: String
    /// The segment's left edge and advance, in points from the block's origin.
    public var x: Double
    public var width: Double
    public var font: FontDescription
    public var color: TextColor
}

/// One line of a laid-out block, in points from the block's top-left corner.
public struct TextLine: Hashable, Sendable {
    /// The top and height of the line's logical box.
    public var top: Double
    public var height: Double
    /// The baseline, from the block's top.
    public var baseline: Double
    /// The line's segments in visual order, left to right.
    public var segments: [TextLineSegment]
}

extension TextEngine {
    /// The lines `draw(_:width:in:x:y:)` draws for `block` at `width`, each
    /// with its segments: the same pieces, the same Pango layouts and the
    /// same line positions, so that text set elsewhere (an HTML page) wraps
    /// and truncates exactly as the picture does.
    /// - Complexity: O(n) in the length of the text.
    public func lines(of block: TextBlock, width: Double?) -> [TextLine] {
        let lineWidth: Double? = width.flatMap { $0.isFinite ? max(0, $0) : nil }
        lock.lock()
        defer { lock.unlock() }
        let plan = makePlan(block, width: lineWidth)
        let scale = Double(trellis_pango_scale())
        var result: [TextLine] = []
        var text = block.text
        text.withUTF8 { bytes in
            for piece in plan.pieces {
                let sub = subBlock(of: block, piece: piece, bytes: bytes)
                let subBytes = Array(sub.text.utf8)
                // UTF-16 offsets of each UTF-8 offset, to find a segment's run.
                var utf16 = [Int](repeating: 0, count: subBytes.count + 1)
                var units = 0
                for (index, byte) in subBytes.enumerated() {
                    utf16[index] = units
                    if byte & 0xC0 != 0x80 { units += byte >= 0xF0 ? 2 : 1 }
                }
                utf16[subBytes.count] = units
                func style(at offset: Int) -> (FontDescription, TextColor) {
                    let position = utf16[min(max(0, offset), subBytes.count)]
                    if let run = sub.runs.first(where: { $0.range.contains(position) }) { return (run.font, run.color) }
                    return (sub.defaultFont, sub.defaultColor)
                }
                forEachLine(of: piece, laidOutAs: sub, in: plan) { box, lineX, line in
                    var x = Double(lineX) / scale
                    var segments: [TextLineSegment] = []
                    var node = line?.pointee.runs
                    while let current = node {
                        defer { node = current.pointee.next }
                        guard let data = current.pointee.data else { continue }
                        let run = data.assumingMemoryBound(to: PangoGlyphItem.self).pointee
                        let advance = Double(pango_glyph_string_get_width(run.glyphs)) / scale
                        guard let item = run.item?.pointee else { x += advance; continue }
                        let start = Int(item.offset), length = Int(item.length)
                        let (font, color) = style(at: start)
                        // PANGO_ANALYSIS_FLAG_IS_ELLIPSIS (1 << 1): the run is
                        // the ellipsis standing for the text its item covers.
                        let shown: String
                        if item.analysis.flags & 2 != 0 {
                            shown = "…"
                        } else {
                            let lower = min(max(0, start), subBytes.count), upper = min(subBytes.count, lower + max(0, length))
                            shown = String(decoding: subBytes[lower..<upper], as: UTF8.self)
                        }
                        segments.append(TextLineSegment(text: shown, x: x, width: advance, font: font, color: color))
                        x += advance
                    }
                    result.append(TextLine(top: Double(piece.top + box.top) / scale, height: Double(box.height) / scale,
                                           baseline: Double(piece.top + box.baseline) / scale, segments: segments))
                    return true
                }
            }
        }
        return result
    }
}
