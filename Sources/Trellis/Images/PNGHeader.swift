import CPangoCairo
import Foundation

/// How large an image Trellis decodes.
///
/// A PNG states its size in its first chunk, and decoding one allocates
/// four bytes per pixel whatever the file's size: a 388 KB file declaring
/// 20,000 × 20,000 pixels took 4.7 GB. Images beyond these limits are
/// refused when loaded, before any pixel is decoded. The defaults allow
/// 16,384 pixels a side (Cairo's own limit is 32,767) and 2^26 pixels in
/// all: a 256 MiB bitmap, 8,192 × 8,192, well past any screen.
package struct ImageLimits: Sendable, Equatable {
    package var maximumPixelDimension: Int
    package var maximumPixelCount: Int

    package init(maximumPixelDimension: Int = 16_384, maximumPixelCount: Int = 1 << 26) {
        self.maximumPixelDimension = maximumPixelDimension
        self.maximumPixelCount = maximumPixelCount
    }

    /// Whether an image of `width` × `height` pixels is within the limits.
    package func allows(width: Double, height: Double) -> Bool {
        width <= Double(maximumPixelDimension) && height <= Double(maximumPixelDimension)
            && width * height <= Double(maximumPixelCount)
    }
}

/// What a PNG's chunks say, checked from end to end before any pixel is
/// decoded: every chunk whole and its CRC right, the header's numbers
/// valid and within `ImageLimits`, and the image data a zlib stream that
/// inflates to exactly the bytes the header's size needs. Cairo (libpng)
/// then decodes on first draw and cannot meet a surprise: no truncation, no
/// bad CRC, no header lying about its size, no zlib stream that goes on
/// inflating long after the image is complete.
struct PNGHeader: Equatable {
    let width: Int
    let height: Int
    let bitDepth: Int
    let colorType: Int
    let interlaced: Bool

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Why a PNG is refused: the file is broken, or it is too large.
    enum Problem: Error, Equatable {
        case corrupt(String)
        case tooLarge(width: Int, height: Int)
    }

    /// Checks the whole file.
    ///
    /// - Complexity: O(n) in the file's size, plus inflating its image data,
    ///   which is bounded by the size the header declares.
    static func inspect(_ data: Data, limits: ImageLimits) throws(Problem) -> PNGHeader {
        let result: Result<PNGHeader, Problem> = data.withUnsafeBytes { bytes in
            do throws(Problem) {
                return .success(try inspect(bytes, limits: limits))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    private static func inspect(_ bytes: UnsafeRawBufferPointer, limits: ImageLimits) throws(Problem) -> PNGHeader {
        guard bytes.starts(with: signature) else { throw .corrupt("it does not start with the PNG signature") }
        var offset = signature.count
        var header: PNGHeader?
        var sawPalette = false, sawIEND = false
        var imageData: [Range<Int>] = []
        var imageDataEnded = false
        func readUInt32(_ at: Int) -> UInt32 {
            (0..<4).reduce(UInt32(0)) { $0 << 8 | UInt32(bytes[at + $1]) }
        }
        while !sawIEND {
            guard bytes.count - offset >= 12 else {
                throw .corrupt(offset == bytes.count
                    ? "it ends at byte \(offset), before its IEND chunk"
                    : "it ends inside the chunk at byte \(offset)")
            }
            let length = Int(readUInt32(offset))
            let typeBytes = Array(bytes[(offset + 4)..<(offset + 8)])
            guard typeBytes.allSatisfy({ (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }) else {
                throw .corrupt("the chunk at byte \(offset) has no valid type (bytes \(typeBytes.map { String(format: "%02X", $0) }.joined(separator: " ")))")
            }
            let type = String(decoding: typeBytes, as: UTF8.self)
            guard length <= 0x7FFF_FFFF else {
                throw .corrupt("its \(type) chunk at byte \(offset) declares \(length) bytes, more than PNG allows")
            }
            let dataStart = offset + 8
            guard bytes.count - dataStart - 4 >= length else {
                throw .corrupt("its \(type) chunk at byte \(offset) declares \(length) bytes, but the file ends \(max(0, bytes.count - dataStart)) bytes later")
            }
            let stored = readUInt32(dataStart + length)
            let computed = UInt32(crc32(0, bytes.baseAddress!.assumingMemoryBound(to: UInt8.self) + offset + 4, UInt32(length + 4)))
            guard stored == computed else {
                throw .corrupt("CRC error in its \(type) chunk at byte \(offset) (stored \(String(format: "%08X", stored)), computed \(String(format: "%08X", computed)))")
            }
            if header == nil && type != "IHDR" { throw .corrupt("its first chunk is \(type), not IHDR") }
            if !imageData.isEmpty && type != "IDAT" { imageDataEnded = true }
            switch type {
            case "IHDR":
                guard header == nil else { throw .corrupt("it has a second IHDR chunk at byte \(offset)") }
                guard length == 13 else { throw .corrupt("its IHDR chunk has \(length) bytes, not 13") }
                header = try parseIHDR(bytes, at: dataStart, readUInt32: readUInt32, limits: limits)
            case "PLTE":
                guard imageData.isEmpty else { throw .corrupt("its PLTE chunk at byte \(offset) comes after image data") }
                guard length > 0, length % 3 == 0, length <= 768 else {
                    throw .corrupt("its PLTE chunk has \(length) bytes, not 3 for each of 1 to 256 colors")
                }
                sawPalette = true
            case "IDAT":
                guard !imageDataEnded else { throw .corrupt("its IDAT chunk at byte \(offset) is separated from the others") }
                imageData.append(dataStart..<(dataStart + length))
            case "IEND":
                sawIEND = true
            default:
                // Ancillary chunks (lower-case first letter) may be skipped;
                // a critical one Trellis does not know cannot be.
                if (0x41...0x5A).contains(typeBytes[0]) {
                    throw .corrupt("its chunk at byte \(offset) is \(type), a critical chunk PNG decoders do not know")
                }
            }
            offset = dataStart + length + 4
        }
        guard let header else { throw .corrupt("it has no IHDR chunk") }
        guard !imageData.isEmpty else { throw .corrupt("it has no IDAT chunk, so no pixels") }
        if header.colorType == 3 && !sawPalette { throw .corrupt("it is a palette image without a PLTE chunk") }
        try header.checkImageData(bytes, imageData)
        return header
    }

    private static func parseIHDR(_ bytes: UnsafeRawBufferPointer, at start: Int, readUInt32: (Int) -> UInt32,
                                  limits: ImageLimits) throws(Problem) -> PNGHeader {
        let width = Int(readUInt32(start)), height = Int(readUInt32(start + 4))
        let bitDepth = Int(bytes[start + 8]), colorType = Int(bytes[start + 9])
        let compression = bytes[start + 10], filter = bytes[start + 11], interlace = bytes[start + 12]
        guard width > 0, height > 0 else { throw .corrupt("its IHDR declares \(width) × \(height) pixels; neither may be 0") }
        guard width <= 0x7FFF_FFFF, height <= 0x7FFF_FFFF else {
            throw .corrupt("its IHDR declares \(width) × \(height) pixels, more than PNG allows")
        }
        let depths: [Int: Set<Int>] = [0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16]]
        guard let allowed = depths[colorType] else { throw .corrupt("its IHDR declares color type \(colorType), which PNG does not have") }
        guard allowed.contains(bitDepth) else {
            throw .corrupt("its IHDR declares \(bitDepth)-bit samples, which color type \(colorType) does not allow")
        }
        guard compression == 0, filter == 0, interlace <= 1 else {
            throw .corrupt("its IHDR declares compression \(compression), filter \(filter) and interlace \(interlace); PNG has only 0, 0 and 0 or 1")
        }
        guard limits.allows(width: Double(width), height: Double(height)) else {
            throw .tooLarge(width: width, height: height)
        }
        return PNGHeader(width: width, height: height, bitDepth: bitDepth, colorType: colorType, interlaced: interlace == 1)
    }

    // MARK: - Image data

    /// Rows of each pass the filtered image has, and their length in bytes
    /// without the filter byte: one pass, or Adam7's seven.
    var passes: [(rows: Int, rowBytes: Int)] {
        let channels = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colorType] ?? 1
        let bitsPerPixel = channels * bitDepth
        func rowBytes(_ pixels: Int) -> Int { (pixels * bitsPerPixel + 7) / 8 }
        guard interlaced else { return [(height, rowBytes(width))] }
        let adam7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
        return adam7.compactMap { xStart, yStart, xStep, yStep in
            let columns = width > xStart ? (width - xStart + xStep - 1) / xStep : 0
            let rows = height > yStart ? (height - yStart + yStep - 1) / yStep : 0
            return columns > 0 && rows > 0 ? (rows, rowBytes(columns)) : nil
        }
    }

    /// Inflates the image data through a small buffer, without keeping it:
    /// it must be one zlib stream, end, and hold exactly the rows the
    /// header needs, each starting with a filter type of 0 to 4.
    private func checkImageData(_ bytes: UnsafeRawBufferPointer, _ chunks: [Range<Int>]) throws(Problem) {
        let passes = self.passes
        let expected = passes.reduce(0) { $0 + $1.rows * ($1.rowBytes + 1) }
        // Offsets (in the inflated data) of the filter bytes still to check:
        // the start of each row, pass after pass.
        var passIndex = 0, rowInPass = 0, nextFilterByte = 0
        func advanceRow() {
            nextFilterByte += passes[passIndex].rowBytes + 1
            rowInPass += 1
            if rowInPass == passes[passIndex].rows {
                passIndex += 1
                rowInPass = 0
            }
        }

        var stream = z_stream()
        guard inflateInit_(&stream, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw .corrupt("zlib could not start inflating")
        }
        defer { inflateEnd(&stream) }
        let bufferSize = 65_536
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: bufferSize)
        defer { buffer.deallocate() }
        let base = bytes.baseAddress!.assumingMemoryBound(to: UInt8.self)
        var produced = 0
        var ended = false
        chunks: for chunk in chunks {
            stream.next_in = UnsafeMutablePointer(mutating: base + chunk.lowerBound)
            stream.avail_in = UInt32(chunk.count)
            var filled = true
            while stream.avail_in > 0 || filled {
                stream.next_out = buffer
                stream.avail_out = UInt32(bufferSize)
                let status = inflate(&stream, Z_NO_FLUSH)
                let count = bufferSize - Int(stream.avail_out)
                filled = stream.avail_out == 0
                if produced + count > expected {
                    throw .corrupt("its image data inflates to more than the \(expected) bytes its \(width) × \(height) pixels need")
                }
                while nextFilterByte < produced + count && passIndex < passes.count {
                    let filter = buffer[nextFilterByte - produced]
                    guard filter <= 4 else {
                        throw .corrupt("row \(rowInPass) of its image data has filter type \(filter); PNG has 0 to 4")
                    }
                    advanceRow()
                }
                produced += count
                if status == Z_STREAM_END {
                    ended = true
                    break chunks
                }
                if status == Z_BUF_ERROR && count == 0 { break }
                guard status == Z_OK else {
                    let message = stream.msg.map { String(cString: $0) } ?? "error \(status)"
                    throw .corrupt("its image data is not a valid zlib stream (\(message))")
                }
            }
        }
        guard produced == expected else {
            throw .corrupt("its image data holds \(produced) bytes, fewer than the \(expected) its \(width) × \(height) pixels need")
        }
        guard ended else { throw .corrupt("its image data stops before the end of its zlib stream") }
    }
}
