import CPangoCairo
import Dispatch
import Foundation

/// Writes a Cairo image surface as PNG, faster than
/// `cairo_surface_write_to_png_stream` for screens: an opaque surface is
/// written as 8-bit RGB (no alpha channel), every row with PNG's "Up" filter,
/// and zlib's run-length strategy, which suits the flat colors of a user
/// interface. The rows are compressed in two halves at once (as pigz does),
/// joined into one zlib stream with a combined Adler-32.
enum PNGEncoder {
    enum EncodeError: Error, CustomStringConvertible {
        case notAnImageSurface
        case zlib(Int32)

        var description: String {
            switch self {
            case .notAnImageSurface: "only an ARGB32 image surface can be written as PNG"
            case let .zlib(code): "zlib failed with code \(code)"
            }
        }
    }

    /// The surface (ARGB32, premultiplied, as Cairo draws) as a PNG file.
    static func encode(_ surface: OpaquePointer) throws -> Data {
        cairo_surface_flush(surface)
        guard cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32,
              let pixels = cairo_image_surface_get_data(surface) else { throw EncodeError.notAnImageSurface }
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let image = Image(pixels: UnsafeRawPointer(pixels), width: width, height: height, stride: stride)
        let opaque = image.isOpaque
        let channels = opaque ? 3 : 4

        // Two halves of the rows, filtered and compressed side by side.
        let split = height > 64 ? height / 2 : height
        let parts = split < height ? [0..<split, split..<height] : [0..<height]
        var results = [Result<Compressed, EncodeError>](repeating: .failure(.zlib(0)), count: parts.count)
        results.withUnsafeMutableBufferPointer { results in
            let results = SendablePointer(results.baseAddress!)
            DispatchQueue.concurrentPerform(iterations: parts.count) { index in
                results.pointer[index] = Result {
                    try compress(image, rows: parts[index], channels: channels, isLast: index == parts.count - 1)
                }.mapError { $0 as? EncodeError ?? .zlib(0) }
            }
        }
        let compressed = try results.map { try $0.get() }
        var checksum = compressed[0].adler
        for part in compressed.dropFirst() { checksum = UInt32(adler32_combine(uLong(checksum), uLong(part.adler), off_t(part.inputLength))) }

        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var header = Data()
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header.append(contentsOf: [8, opaque ? 2 : 6, 0, 0, 0]) // depth 8, RGB or RGBA, deflate, adaptive filters, no interlace
        appendChunk("IHDR", header, to: &png)
        var stream = Data([0x78, 0x01]) // zlib header: deflate, 32K window, fastest
        stream.reserveCapacity(compressed.reduce(6) { $0 + $1.bytes.count })
        for part in compressed { stream.append(part.bytes) }
        stream.appendBigEndian(checksum)
        appendChunk("IDAT", stream, to: &png)
        appendChunk("IEND", Data(), to: &png)
        return png
    }

    private struct Image: @unchecked Sendable {
        let pixels: UnsafeRawPointer
        let width, height, stride: Int

        var isOpaque: Bool {
            for y in 0..<height {
                let row = (pixels + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width where row[x] >> 24 != 0xFF { return false }
            }
            return true
        }
    }

    private struct SendablePointer<T>: @unchecked Sendable {
        let pointer: UnsafeMutablePointer<T>
        init(_ pointer: UnsafeMutablePointer<T>) { self.pointer = pointer }
    }

    private struct Compressed {
        var bytes: Data
        var adler: UInt32
        var inputLength: Int
    }

    /// Filters `rows` (each prefixed by its filter type) and deflates them as
    /// raw deflate data; all but the last part end byte-aligned and unfinished.
    private static func compress(_ image: Image, rows: Range<Int>, channels: Int, isLast: Bool) throws -> Compressed {
        let rowBytes = 1 + image.width * channels
        let filtered = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes * rows.count)
        defer { filtered.deallocate() }
        let previous = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes)
        let current = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes)
        defer { previous.deallocate(); current.deallocate() }
        if rows.lowerBound > 0 { unpremultiply(image, row: rows.lowerBound - 1, channels: channels, into: previous) }
        for (index, y) in rows.enumerated() {
            unpremultiply(image, row: y, channels: channels, into: current)
            let out = filtered + index * rowBytes
            if y == 0 {
                out[0] = 0 // None
                (out + 1).update(from: current, count: rowBytes - 1)
            } else {
                out[0] = 2 // Up
                for i in 0..<(rowBytes - 1) { out[1 + i] = current[i] &- previous[i] }
            }
            previous.update(from: current, count: rowBytes - 1)
        }
        let inputLength = rowBytes * rows.count
        let adler = UInt32(adler32(adler32(0, nil, 0), filtered, uInt(inputLength)))

        var stream = z_stream()
        var status = deflateInit2_(&stream, 1, Z_DEFLATED, -15, 8, Z_RLE, zlibVersion(), Int32(MemoryLayout<z_stream>.size))
        guard status == Z_OK else { throw EncodeError.zlib(status) }
        defer { deflateEnd(&stream) }
        let bound = Int(deflateBound(&stream, uLong(inputLength))) + 16
        var output = Data(count: bound)
        let written = output.withUnsafeMutableBytes { buffer -> Int in
            stream.next_in = filtered
            stream.avail_in = uInt(inputLength)
            stream.next_out = buffer.baseAddress!.assumingMemoryBound(to: UInt8.self)
            stream.avail_out = uInt(bound)
            status = deflate(&stream, isLast ? Z_FINISH : Z_SYNC_FLUSH)
            return bound - Int(stream.avail_out)
        }
        guard status == (isLast ? Z_STREAM_END : Z_OK), stream.avail_in == 0 else { throw EncodeError.zlib(status) }
        output.count = written
        return Compressed(bytes: output, adler: adler, inputLength: inputLength)
    }

    /// Row `y` as 8-bit RGB or RGBA, alpha no longer premultiplied.
    private static func unpremultiply(_ image: Image, row y: Int, channels: Int, into out: UnsafeMutablePointer<UInt8>) {
        let row = (image.pixels + y * image.stride).assumingMemoryBound(to: UInt32.self)
        if channels == 3 {
            for x in 0..<image.width {
                let pixel = row[x]
                out[3 * x] = UInt8(truncatingIfNeeded: pixel >> 16)
                out[3 * x + 1] = UInt8(truncatingIfNeeded: pixel >> 8)
                out[3 * x + 2] = UInt8(truncatingIfNeeded: pixel)
            }
            return
        }
        for x in 0..<image.width {
            let pixel = row[x]
            let alpha = pixel >> 24
            var red = (pixel >> 16) & 0xFF, green = (pixel >> 8) & 0xFF, blue = pixel & 0xFF
            if alpha != 0xFF && alpha != 0 {
                // As Cairo's own PNG writer rounds: (c * 255 + a / 2) / a.
                red = (red * 255 + alpha / 2) / alpha
                green = (green * 255 + alpha / 2) / alpha
                blue = (blue * 255 + alpha / 2) / alpha
            }
            out[4 * x] = UInt8(truncatingIfNeeded: red)
            out[4 * x + 1] = UInt8(truncatingIfNeeded: green)
            out[4 * x + 2] = UInt8(truncatingIfNeeded: blue)
            out[4 * x + 3] = UInt8(truncatingIfNeeded: alpha)
        }
    }

    private static func appendChunk(_ type: String, _ body: Data, to png: inout Data) {
        png.appendBigEndian(UInt32(body.count))
        var chunk = Data(type.utf8)
        chunk.append(body)
        png.append(chunk)
        let crc = chunk.withUnsafeBytes { UInt32(crc32(0, $0.bindMemory(to: UInt8.self).baseAddress, uInt($0.count))) }
        png.appendBigEndian(crc)
    }
}

private extension Data {
    mutating func appendBigEndian(_ value: UInt32) {
        append(contentsOf: [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)])
    }
}
