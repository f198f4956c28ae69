import CPangoCairo
import Foundation

// Why text is laid out in pieces
//
// Pango keeps positions in 32-bit Pango units (1/1024 pt), so nothing it
// lays out may be wider or taller than about 2,097,000 points. A paragraph
// of 270 KB of 17-point text is wider than that before it is broken into
// lines: Pango 1.50 adds up the width of the whole run, the sum wraps round
// to a small number, the run "fits" on one line, and the paragraph comes
// out as one line 0 points wide. A PangoLayout with many paragraphs is also
// slow out of proportion: in a C loop over Pango 1.50, 100 KB in 3,300
// lines took 3.5 s and 1 MB in 33,000 lines 286 s, ten times the text for
// eighty times the time.
//
// So a block is laid out in pieces: each paragraph on its own, and a
// paragraph longer than `windowBytes` in windows of that many bytes that
// each start at the start of a line. Of a window that does not reach the end
// of its paragraph only the lines before its last two are kept (the last
// line may be cut short, and the cut may change where the line before it
// breaks), and the next window starts at the first line not kept. Pango
// breaks lines greedily from the start of a line, so the lines are the ones
// one layout of the whole paragraph would make (LongTextTests compares
// them). Windows are cut before a space where they can, so that plain text
// stays on the `PlainTextMeasurer` fast path. Without a width (no wrapping)
// a long paragraph is one line made of windows cut after a space, set side
// by side; only kerning across those spaces is lost. Heights and widths are
// added up in 64 bits.
//
// Two approximations remain, both far from any screen: a window that makes
// a single line (a line wider than the window, at widths past about 100,000
// points) is kept whole and the next window starts a new line; and the
// ellipsized last line of a paragraph longer than a window is laid out from
// its first and last half-window, joined where the ellipsis hides the join.
//
// Measuring keeps each piece's place (`TextPlan`); drawing lays out again
// only the pieces that cross the visible part of the Cairo context, from
// the same text with the same settings, so what is drawn is what was
// measured.

/// One line as laid out, in Pango units held in 64 bits, relative to the
/// piece of text it came from.
struct LineBox {
    /// UTF-8 offset of the line's first byte in its piece's text.
    var start: Int
    var top: Int
    var height: Int
    var baseline: Int
    var x: Int
    var logicalWidth: Int
    /// The width without the spaces the line ends in.
    var visibleWidth: Int
}

/// A stretch of a block laid out on its own: a paragraph, or a window of a
/// long one, or the ellipsized last line of a long paragraph.
struct TextPiece {
    /// UTF-8 range of the block's text this piece lays out.
    var head: Range<Int>
    /// For an ellipsized last line of a paragraph too long to lay out at
    /// once: the end of the paragraph, set after `head` (the ellipsis hides
    /// the join).
    var tail: Range<Int>?
    /// UTF-16 offsets of `head` and `tail` in the block (for its runs).
    var headUTF16 = 0
    var tailUTF16 = 0
    /// UTF-16 units past `head` that runs still apply to: the first of the
    /// paragraph separator, whose font sets an empty paragraph's height, as
    /// in one layout.
    var runsExtend = 0
    /// The line limit the piece is laid out with (Pango ellipsizes its last line).
    var lineLimit: Int
    /// A window of a long line laid out without a width; its first line
    /// continues the line the window before ended with.
    var isUnwrappedWindow = false
    var continuesLine = false
    /// How many of the piece's lines are shown.
    var keptLines = 0
    /// Pango units: the block's y of the piece's top.
    var top = 0
    /// For a window: its first line's x within the whole line, and that
    /// line's logical width.
    var lineOffset = 0
    var wholeLineWidth = 0
    /// Pango units: where the piece's shown lines lie in the block.
    var minX = 0, maxX = 0, minY = 0, maxY = 0
}

/// How a block was laid out: its pieces and its measurement.
final class TextPlan {
    let pieces: [TextPiece]
    let measurement: TextMeasurement
    /// The width lines were broken at; nil for no wrapping.
    let lineWidth: Double?
    /// Without a width, centred and right-aligned lines sit against the
    /// widest line (as in a PangoLayout without a width): its width.
    let alignmentWidth: Int?

    init(pieces: [TextPiece], measurement: TextMeasurement, lineWidth: Double?, alignmentWidth: Int?) {
        self.pieces = pieces
        self.measurement = measurement
        self.lineWidth = lineWidth
        self.alignmentWidth = alignmentWidth
    }

    /// Where line `index` of `piece` starts, in Pango units.
    func x(of line: LineBox, at index: Int, in piece: TextPiece, alignment: TextAlignment) -> Int {
        Self.x(of: line, at: index, in: piece, alignment: alignment, alignmentWidth: alignmentWidth)
    }

    static func x(of line: LineBox, at index: Int, in piece: TextPiece, alignment: TextAlignment, alignmentWidth: Int?) -> Int {
        if piece.isUnwrappedWindow, index == 0 {
            let start = alignmentWidth.map { PlainTextMeasurer.xOffset(alignment: alignment, layoutWidth: $0, lineWidth: piece.wholeLineWidth) } ?? 0
            return start + piece.lineOffset
        }
        if let alignmentWidth { return PlainTextMeasurer.xOffset(alignment: alignment, layoutWidth: alignmentWidth, lineWidth: line.logicalWidth) }
        return line.x
    }
}

/// A paragraph of a block's text: its UTF-8 range without the separator,
/// and whether a separator follows.
struct Paragraph: Equatable {
    var range: Range<Int>
    var isSeparated: Bool
}

extension TextEngine {
    /// The most UTF-8 bytes of `block` laid out at once. A byte is at most
    /// one character and a character rarely advances more than 2 em, so a
    /// window stays within 500,000 points wide (Pango's limit is about
    /// 2,097,000) and, a line at least a character, as tall.
    static func windowBytes(for block: TextBlock) -> Int {
        var size = max(1, block.defaultFont.effectiveSize)
        for run in block.runs { size = max(size, run.font.effectiveSize) }
        let pitch = size * 1.5 + abs(lineSpacing(of: block))
        return Int(min(16_384, max(64, min(250_000 / size, 500_000 / pitch))))
    }

    /// Lines drawn from one layout at most: a screen is a few such chunks.
    static let drawingChunkLines = 32

    /// Extra space between lines, at most 10,000 points either way (so that
    /// a window of 64 lines stays within Pango's 32-bit units); none for NaN
    /// or infinity, which would trap on the way there.
    static func lineSpacing(of block: TextBlock) -> Double {
        block.lineSpacing.isFinite ? min(10_000, max(-10_000, block.lineSpacing)) : 0
    }

    /// The paragraphs of `text` as Pango finds them: separated by LF, CR,
    /// CR LF or U+2029; as many as separators plus one.
    static func paragraphs(in text: UnsafeBufferPointer<UInt8>) -> [Paragraph] {
        var paragraphs: [Paragraph] = []
        var start = 0, index = 0
        while index < text.count {
            let byte = text[index]
            if byte == 0x0A {
                paragraphs.append(Paragraph(range: start..<index, isSeparated: true))
                index += 1
            } else if byte == 0x0D {
                paragraphs.append(Paragraph(range: start..<index, isSeparated: true))
                index += index + 1 < text.count && text[index + 1] == 0x0A ? 2 : 1
            } else if byte == 0xE2, index + 2 < text.count, text[index + 1] == 0x80, text[index + 2] == 0xA9 {
                paragraphs.append(Paragraph(range: start..<index, isSeparated: true))
                index += 3
            } else {
                index += 1
                continue
            }
            start = index
        }
        paragraphs.append(Paragraph(range: start..<text.count, isSeparated: false))
        return paragraphs
    }

    /// Lays `block` out piece by piece at `width` (already through
    /// `lineWidth`). The caller holds the lock.
    /// - Complexity: O(n) in the length of the text shown.
    func makePlan(_ block: TextBlock, width: Double?) -> TextPlan {
        var text = block.text
        return text.withUTF8 { makePlan(block, bytes: $0, width: width) }
    }

    private func makePlan(_ block: TextBlock, bytes: UnsafeBufferPointer<UInt8>, width: Double?) -> TextPlan {
        let wraps = !(block.lineBreak == .clip && block.lineLimit == 1)
        let lineWidth = wraps ? width : nil
        let window = Self.windowBytes(for: block)
        let ellipsizes = lineWidth != nil && block.lineLimit > 0
            && (block.lineBreak == .truncateHead || block.lineBreak == .truncateMiddle || block.lineBreak == .truncateTail)
        var remaining = block.lineLimit > 0 ? block.lineLimit : Int.max
        var collected: [(piece: TextPiece, lines: [LineBox])] = []
        var truncated = false
        var utf16 = UTF16Counter(bytes: bytes, active: !block.runs.isEmpty)
        var checksFonts = true

        func layOut(_ piece: TextPiece, width: Double?) -> (lines: [LineBox], total: Int, ellipsized: Bool) {
            let sub = subBlock(of: block, piece: piece, bytes: bytes)
            if let direct = linesDirectly(sub, width: width) { return (direct.lines, direct.total, false) }
            let layout = makeLayout(sub, width: width)
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            if checksFonts { checksFonts = !checkFonts(of: layout, block: sub) }
            var subText = sub.text
            let lines = subText.withUTF8 { Self.lines(of: layout, text: $0) }
            return (lines, Int(pango_layout_get_line_count(layout)), pango_layout_is_ellipsized(layout) != 0)
        }

        for paragraph in Self.paragraphs(in: bytes) {
            if remaining == 0 {
                truncated = true
                break
            }
            let range = paragraph.range
            if range.count <= window {
                var piece = TextPiece(head: range, headUTF16: utf16.offset(at: range.lowerBound),
                                      runsExtend: paragraph.isSeparated ? 1 : 0, lineLimit: block.lineLimit)
                let result = layOut(piece, width: lineWidth)
                piece.keptLines = min(result.lines.count, remaining)
                truncated = truncated || piece.keptLines < result.total || result.ellipsized
                remaining -= piece.keptLines
                collected.append((piece, Array(result.lines.prefix(piece.keptLines))))
            } else if let lineWidth {
                var start = range.lowerBound
                var paragraphLine = 0
                while start < range.upperBound, remaining > 0 {
                    if ellipsizes, paragraphLine == block.lineLimit - 1 {
                        // The paragraph's last allowed line: Pango sets the rest
                        // of the paragraph on it and ellipsizes it.
                        var piece = TextPiece(head: start..<range.upperBound, lineLimit: 1)
                        if range.upperBound - start > window {
                            let half = window / 2
                            piece.head = start..<Self.scalarStart(in: bytes, atOrBefore: start + half)
                            if block.lineBreak != .truncateTail {
                                piece.tail = Self.scalarStart(in: bytes, atOrBefore: range.upperBound - half)..<range.upperBound
                            }
                        }
                        piece.headUTF16 = utf16.offset(at: piece.head.lowerBound)
                        if let tail = piece.tail { piece.tailUTF16 = utf16.offset(at: tail.lowerBound) }
                        let result = layOut(piece, width: lineWidth)
                        piece.keptLines = min(1, result.lines.count)
                        truncated = truncated || result.ellipsized || result.total > 1
                        remaining -= piece.keptLines
                        collected.append((piece, Array(result.lines.prefix(piece.keptLines))))
                        start = range.upperBound
                        break
                    }
                    let end = Self.windowEnd(in: bytes, from: start, paragraphEnd: range.upperBound, window: window, afterSpace: false)
                    var piece = TextPiece(head: start..<end, headUTF16: utf16.offset(at: start),
                                          runsExtend: end == range.upperBound && paragraph.isSeparated ? 1 : 0, lineLimit: 0)
                    let result = layOut(piece, width: lineWidth)
                    let final = end == range.upperBound ? result.lines.count
                        : result.lines.count >= 3 ? result.lines.count - 2 : max(1, result.lines.count - 1)
                    let limit = min(remaining, ellipsizes ? block.lineLimit - 1 - paragraphLine : Int.max)
                    piece.keptLines = min(final, limit)
                    remaining -= piece.keptLines
                    paragraphLine += piece.keptLines
                    collected.append((piece, Array(result.lines.prefix(piece.keptLines))))
                    start = piece.keptLines < result.lines.count ? start + result.lines[piece.keptLines].start : end
                }
                if start < range.upperBound { truncated = true }
            } else {
                var start = range.lowerBound
                while start < range.upperBound {
                    let end = Self.windowEnd(in: bytes, from: start, paragraphEnd: range.upperBound, window: window, afterSpace: true)
                    var piece = TextPiece(head: start..<end, headUTF16: utf16.offset(at: start),
                                          runsExtend: end == range.upperBound && paragraph.isSeparated ? 1 : 0, lineLimit: 0)
                    piece.isUnwrappedWindow = true
                    piece.continuesLine = start > range.lowerBound
                    let result = layOut(piece, width: nil)
                    let newLines = result.lines.count - (piece.continuesLine ? 1 : 0)
                    let shown = min(newLines, remaining)
                    piece.keptLines = shown + (piece.continuesLine ? 1 : 0)
                    remaining -= shown
                    collected.append((piece, Array(result.lines.prefix(piece.keptLines))))
                    if shown < newLines {
                        truncated = true
                        break
                    }
                    start = end
                }
            }
        }
        return assemble(collected, block: block, bytes: bytes, lineWidth: lineWidth, truncated: truncated)
    }

    /// Stacks the pieces' lines and measures the whole.
    private func assemble(_ collected: [(piece: TextPiece, lines: [LineBox])], block: TextBlock,
                          bytes: UnsafeBufferPointer<UInt8>, lineWidth: Double?, truncated: Bool) -> TextPlan {
        let spacing = Int(Self.lineSpacing(of: block) * Double(trellis_pango_scale()))
        // Lines as shown: a window continuing a line adds to the line before.
        var lineCount = 0, firstBaseline = 0, lastBaseline = 0, lastTop = 0, bottom: Int?
        var widest = 0
        var wholeLineWidths: [Int] = []
        var wholeLineOfPiece: [Int] = []
        var pieces: [TextPiece] = []
        pieces.reserveCapacity(collected.count)
        for (piece, lines) in collected where !lines.isEmpty {
            var piece = piece
            for (index, line) in lines.enumerated() {
                if index == 0, piece.continuesLine, !wholeLineWidths.isEmpty {
                    piece.top = lastTop - line.top
                    wholeLineOfPiece.append(wholeLineWidths.count - 1)
                    piece.lineOffset = wholeLineWidths[wholeLineWidths.count - 1]
                    wholeLineWidths[wholeLineWidths.count - 1] += line.logicalWidth
                    widest = max(widest, wholeLineWidths[wholeLineWidths.count - 1])
                    continue
                }
                if index == 0 { piece.top = (bottom.map { $0 + spacing } ?? 0) - line.top }
                let baseline = piece.top + line.baseline
                if lineCount == 0 { firstBaseline = baseline }
                lastBaseline = baseline
                lineCount += 1
                wholeLineWidths.append(line.logicalWidth)
                widest = max(widest, line.logicalWidth)
                if index == 0 { wholeLineOfPiece.append(wholeLineWidths.count - 1) }
                lastTop = piece.top + line.top
                bottom = lastTop + line.height
            }
            pieces.append(piece)
        }
        // Windows learn their whole line's width once every window is in.
        for index in pieces.indices where pieces[index].isUnwrappedWindow {
            pieces[index].wholeLineWidth = wholeLineWidths[wholeLineOfPiece[index]]
        }
        let alignmentWidth: Int? = lineWidth == nil && (block.alignment == .center || block.alignment == .right) ? widest : nil
        var left = Int.max, right = Int.min
        var shown: [TextPiece] = []
        shown.reserveCapacity(pieces.count)
        var utf16 = UTF16Counter(bytes: bytes, active: !block.runs.isEmpty)
        for (piece, lines) in zip(pieces, collected.lazy.map(\.lines).filter { !$0.isEmpty }) {
            let xs = lines.indices.map { TextPlan.x(of: lines[$0], at: $0, in: piece, alignment: block.alignment, alignmentWidth: alignmentWidth) }
            for (line, x) in zip(lines, xs) {
                left = min(left, x)
                right = max(right, x + line.visibleWidth)
            }
            // Drawing lays out a piece again, so a piece of many lines is
            // drawn in chunks of `drawingChunkLines`: each from the start of
            // its first line to the start of the third line after its last,
            // so that its lines break (and justify) as in the whole piece.
            // A piece Pango ellipsizes stays whole.
            let chunks = lineWidth == nil || piece.isUnwrappedWindow || piece.lineLimit > 0 ? [0..<lines.count]
                : stride(from: 0, to: lines.count, by: Self.drawingChunkLines).map { $0..<min($0 + Self.drawingChunkLines, lines.count) }
            for chunk in chunks {
                var part = piece
                if chunks.count > 1 {
                    let after = chunk.upperBound + 2
                    part.head = (piece.head.lowerBound + lines[chunk.lowerBound].start)
                        ..< (after < lines.count ? piece.head.lowerBound + lines[after].start : piece.head.upperBound)
                    part.headUTF16 = utf16.offset(at: part.head.lowerBound)
                    part.runsExtend = part.head.upperBound == piece.head.upperBound ? piece.runsExtend : 0
                    part.top = piece.top + lines[chunk.lowerBound].top
                    part.keptLines = chunk.count
                }
                part.minX = chunk.map { xs[$0] }.min()!
                part.maxX = chunk.map { xs[$0] + lines[$0].logicalWidth }.max()!
                part.minY = piece.top + lines[chunk.lowerBound].top
                part.maxY = piece.top + lines[chunk.upperBound - 1].top + lines[chunk.upperBound - 1].height
                shown.append(part)
            }
        }
        let scale = Double(trellis_pango_scale())
        let measurement = TextMeasurement(
            size: CGSize(width: right > left ? Double(right - left) / scale : 0, height: Double(bottom ?? 0) / scale),
            lineCount: lineCount, firstBaseline: Double(firstBaseline) / scale, lastBaseline: Double(lastBaseline) / scale,
            isTruncated: truncated)
        return TextPlan(pieces: shown, measurement: measurement, lineWidth: lineWidth, alignmentWidth: alignmentWidth)
    }

    /// Draws the pieces of `plan` that cross `visible` (Pango units, relative
    /// to the block's top-left corner at (x, y)). The caller holds the lock.
    /// - Complexity: O(log p + v) for p pieces and v bytes of text in the
    ///   pieces drawn.
    func draw(_ plan: TextPlan, block: TextBlock, in cairo: OpaquePointer, x: Double, y: Double,
              visible: (minX: Int, minY: Int, maxX: Int, maxY: Int)) {
        var text = block.text
        text.withUTF8 { bytes in
            let pieces = plan.pieces
            // Pieces go down the block: the first that reaches the visible top.
            var low = 0, high = pieces.count
            while low < high {
                let middle = (low + high) / 2
                if pieces[middle].maxY < visible.minY { low = middle + 1 } else { high = middle }
            }
            let scale = Double(trellis_pango_scale())
            for piece in pieces[low...] {
                if piece.minY > visible.maxY { break }
                guard piece.maxX >= visible.minX, piece.minX <= visible.maxX else { continue }
                let sub = subBlock(of: block, piece: piece, bytes: bytes)
                forEachLine(of: piece, laidOutAs: sub, in: plan) { box, lineX, line in
                    let top = piece.top + box.top
                    if top > visible.maxY { return false }
                    if top + box.height >= visible.minY, lineX <= visible.maxX, lineX + box.logicalWidth >= visible.minX {
                        cairo_move_to(cairo, x + Double(lineX) / scale, y + Double(piece.top + box.baseline) / scale)
                        pango_cairo_show_layout_line(cairo, line)
                    }
                    return true
                }
            }
        }
    }

    /// Lays `piece` out as `sub` (its `subBlock`) at the plan's width and
    /// calls `body` with each line the piece keeps: its box (Pango units from
    /// the piece's top), its left edge in the block (`TextPlan.x`, with the
    /// block's alignment) and Pango's line; `body` returns false to stop.
    /// Drawing and `lines(of:width:)` both walk lines here, so text set
    /// elsewhere (an HTML page) sits where the picture draws it.
    func forEachLine(of piece: TextPiece, laidOutAs sub: TextBlock, in plan: TextPlan,
                     _ body: (_ box: LineBox, _ x: Int, _ line: UnsafeMutablePointer<PangoLayoutLine>?) -> Bool) {
        let layout = makeLayout(sub, width: piece.isUnwrappedWindow ? nil : plan.lineWidth)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let iterator = pango_layout_get_iter(layout)
        defer { pango_layout_iter_free(iterator) }
        for index in 0..<piece.keptLines {
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &logical)
            let box = LineBox(start: 0, top: Int(logical.y), height: Int(logical.height),
                              baseline: Int(pango_layout_iter_get_baseline(iterator)), x: Int(logical.x),
                              logicalWidth: Int(logical.width), visibleWidth: Int(logical.width))
            guard body(box, plan.x(of: box, at: index, in: piece, alignment: sub.alignment), pango_layout_iter_get_line_readonly(iterator)),
                  pango_layout_iter_next_line(iterator) != 0 else { break }
        }
    }

    /// The block a piece is laid out as: its text, and the runs over it.
    func subBlock(of block: TextBlock, piece: TextPiece, bytes: UnsafeBufferPointer<UInt8>) -> TextBlock {
        var sub = block
        // The commonest block, one short paragraph, is its own piece.
        if piece.head == 0..<bytes.count, piece.tail == nil {
            sub.lineLimit = piece.lineLimit
            return sub
        }
        let head = UnsafeBufferPointer(rebasing: bytes[piece.head])
        sub.text = String(decoding: head, as: UTF8.self)
        sub.lineLimit = piece.lineLimit
        var tailBytes: UnsafeBufferPointer<UInt8>?
        if let tail = piece.tail {
            tailBytes = UnsafeBufferPointer(rebasing: bytes[tail])
            sub.text += String(decoding: tailBytes!, as: UTF8.self)
        }
        if !block.runs.isEmpty {
            let headLength = UTF16Counter.count(head)
            var runs = Self.runs(block.runs, from: piece.headUTF16, to: piece.headUTF16 + headLength + piece.runsExtend, shift: 0)
            if let tailBytes {
                runs += Self.runs(block.runs, from: piece.tailUTF16, to: piece.tailUTF16 + UTF16Counter.count(tailBytes), shift: headLength)
            }
            sub.runs = runs
        }
        return sub
    }

    /// The parts of `runs` (in order) within `from..<to`, moved to start at `shift`.
    private static func runs(_ runs: [TextRun], from: Int, to: Int, shift: Int) -> [TextRun] {
        var low = 0, high = runs.count
        while low < high {
            let middle = (low + high) / 2
            if runs[middle].range.upperBound <= from { low = middle + 1 } else { high = middle }
        }
        var result: [TextRun] = []
        for run in runs[low...] {
            if run.range.lowerBound >= to { break }
            let lower = max(run.range.lowerBound, from), upper = min(run.range.upperBound, to)
            guard lower < upper else { continue }
            var part = run
            part.range = (lower - from + shift)..<(upper - from + shift)
            result.append(part)
        }
        return result
    }

    /// Where a window starting at `start` ends: at most `window` bytes on,
    /// before a space (after one when `afterSpace`) in its second half if
    /// there is one, else at a character boundary.
    private static func windowEnd(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, paragraphEnd: Int,
                                  window: Int, afterSpace: Bool) -> Int {
        guard paragraphEnd - start > window else { return paragraphEnd }
        var end = start + window
        while end > start + window / 2 {
            if bytes[end - 1] == 0x20 { return afterSpace ? end : end - 1 }
            end -= 1
        }
        return scalarStart(in: bytes, atOrBefore: start + window)
    }

    /// The start of the character at or before `index`.
    private static func scalarStart(in bytes: UnsafeBufferPointer<UInt8>, atOrBefore index: Int) -> Int {
        var index = index
        while index > 0, index < bytes.count, bytes[index] & 0xC0 == 0x80 { index -= 1 }
        return index
    }

    /// Every line of `layout`, in Pango units.
    static func lines(of layout: OpaquePointer, text: UnsafeBufferPointer<UInt8>) -> [LineBox] {
        var lines: [LineBox] = []
        lines.reserveCapacity(Int(pango_layout_get_line_count(layout)))
        let iterator = pango_layout_get_iter(layout)
        defer { pango_layout_iter_free(iterator) }
        repeat {
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &logical)
            let line = pango_layout_iter_get_line_readonly(iterator)
            lines.append(LineBox(start: line.map { Int($0.pointee.start_index) } ?? 0, top: Int(logical.y), height: Int(logical.height),
                                 baseline: Int(pango_layout_iter_get_baseline(iterator)), x: Int(logical.x),
                                 logicalWidth: Int(logical.width), visibleWidth: visibleWidth(of: line, text: text)))
        } while pango_layout_iter_next_line(iterator) != 0
        return lines
    }

    /// A line's width without the spaces it wrapped at: Pango counts the
    /// space at which a line wrapped, UIKit does not. Spaces that end the
    /// text or a paragraph are text and count, up to the width lines wrap
    /// at: Pango ellipsizes a line wider than its width with them, as Core
    /// Text counts them ("a line … longer than the desired width due to
    /// trailing whitespace", Apple's `CTLineGetTrailingWhitespaceWidth`), so
    /// a label at its own size ("  3 new  ") would be drawn truncated if
    /// they did not.
    private static func visibleWidth(of line: UnsafeMutablePointer<PangoLayoutLine>?, text: UnsafeBufferPointer<UInt8>) -> Int {
        guard let line else { return 0 }
        let start = Int(line.pointee.start_index)
        let lineEnd = min(text.count, start + Int(line.pointee.length))
        var logical = PangoRectangle()
        pango_layout_line_get_extents(line, nil, &logical)
        let full = Int(logical.width)
        var end = lineEnd
        while end > start, text[end - 1] == 0x20 || text[end - 1] == 0x09 || text[end - 1] == 0x0A { end -= 1 }
        var stripped = full
        if end < lineEnd {
            var x: Int32 = 0
            pango_layout_line_index_to_x(line, Int32(end), 0, &x)
            stripped = min(full, Int(x - logical.x))
        }
        if wrapped(at: lineEnd, in: text) { return stripped }
        let wrapWidth = line.pointee.layout.map { Int(pango_layout_get_width($0)) } ?? -1
        return wrapWidth >= 0 ? max(stripped, min(full, wrapWidth)) : full
    }

    /// Whether a line ending at `end` wrapped there: text follows, and not
    /// after a line or paragraph separator (which Pango leaves out of the line).
    private static func wrapped(at end: Int, in text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard end < text.count else { return false }
        if text[end] == 0x0A || text[end] == 0x0D { return false }
        // U+2028 LINE SEPARATOR and U+2029 PARAGRAPH SEPARATOR: E2 80 A8/A9.
        if end + 2 < text.count, text[end] == 0xE2, text[end + 1] == 0x80, text[end + 2] == 0xA8 || text[end + 2] == 0xA9 { return false }
        return true
    }
}

/// UTF-16 offsets of UTF-8 offsets asked for in increasing order, counted
/// once through the text.
struct UTF16Counter {
    let bytes: UnsafeBufferPointer<UInt8>
    let active: Bool
    private var position = 0
    private var count = 0

    init(bytes: UnsafeBufferPointer<UInt8>, active: Bool) {
        self.bytes = bytes
        self.active = active
    }

    mutating func offset(at index: Int) -> Int {
        guard active else { return 0 }
        if index < position { (position, count) = (0, 0) }
        count += Self.count(UnsafeBufferPointer(rebasing: bytes[position..<index]))
        position = index
        return count
    }

    /// UTF-16 units in valid UTF-8: one for each character, two for four-byte ones.
    static func count(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var count = 0
        for byte in bytes {
            if byte & 0xC0 != 0x80 { count += 1 }
            if byte >= 0xF0 { count += 1 }
        }
        return count
    }
}
