import Foundation

/// How the ends of stroked open subpaths are drawn.
public enum CGLineCap: Int32, Sendable {
    case butt = 0
    case round = 1
    case square = 2
}

/// How the corners of stroked paths are drawn.
public enum CGLineJoin: Int32, Sendable {
    case miter = 0
    case round = 1
    case bevel = 2
}

/// What `CGContext.drawPath(using:)` does with the current path.
public enum CGPathDrawingMode: Int32, Sendable {
    case fill = 0
    case eoFill = 1
    case stroke = 2
    case fillStroke = 3
    case eoFillStroke = 4
}

/// How later drawing combines with what is already drawn; Core
/// Graphics' names and order. Backends draw the separable and
/// non-separable modes their format supports and `.normal` otherwise.
public enum CGBlendMode: Int32, Sendable, CaseIterable {
    case normal = 0
    case multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight, difference, exclusion
    case hue, saturation, color, luminosity
    case clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn, destinationOut, destinationAtop, xor
    case plusDarker, plusLighter
}

/// How carefully images are resampled; recorded, backends choose their filter from it.
public enum CGInterpolationQuality: Int32, Sendable {
    case `default` = 0
    case none = 1
    case low = 2
    case high = 3
    case medium = 4
}

/// Whether a gradient paints beyond its start and end.
public struct CGGradientDrawingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}

/// A color space. Trellis draws in sRGB only: every space made here
/// describes it, under the name asked for, so code that creates Display P3
/// or device RGB spaces compiles and draws in sRGB.
public final class CGColorSpace: Hashable, Sendable {
    /// The name the space was made with (`CGColorSpace.sRGB` for device RGB).
    public let name: CFStringName?

    /// Color space names, as Core Graphics' `CFString` constants.
    public typealias CFStringName = String

    public static let sRGB: CFStringName = "kCGColorSpaceSRGB"
    public static let displayP3: CFStringName = "kCGColorSpaceDisplayP3"
    public static let genericRGBLinear: CFStringName = "kCGColorSpaceGenericRGBLinear"
    public static let extendedSRGB: CFStringName = "kCGColorSpaceExtendedSRGB"
    public static let linearSRGB: CFStringName = "kCGColorSpaceLinearSRGB"
    public static let genericGrayGamma2_2: CFStringName = "kCGColorSpaceGenericGrayGamma2_2"

    /// A color space of the given name; nil only for an empty name.
    public init?(name: CFStringName) {
        guard !name.isEmpty else { return nil }
        self.name = name
    }

    package init(uncheckedName name: CFStringName) { self.name = name }

    /// Red, green and blue: three components plus alpha.
    public var numberOfComponents: Int { name == Self.genericGrayGamma2_2 ? 1 : 3 }

    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// The device RGB space (sRGB here).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(uncheckedName: CGColorSpace.sRGB) }
/// The device gray space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace(uncheckedName: CGColorSpace.genericGrayGamma2_2) }

/// Colors at locations from 0 to 1, drawn by `CGContext.drawLinearGradient`
/// and `drawRadialGradient` or by a gradient layer.
public final class CGGradient: Hashable, Sendable {
    /// The stops in increasing location order.
    package let stops: [Stop]

    package struct Stop: Hashable, Sendable {
        package let location: CGFloat
        package let color: CGColor
        package init(location: CGFloat, color: CGColor) {
            self.location = location
            self.color = color
        }
    }

    package init(stops: [Stop]) { self.stops = stops.sorted { $0.location < $1.location } }

    /// A gradient of `colors` (CGColors) at `locations`, or spread evenly
    /// from 0 to 1 when `locations` is nil. Nil when a color is not a
    /// CGColor, when there are no colors, or when the counts differ.
    public convenience init?(colorsSpace space: CGColorSpace?, colors: [Any], locations: UnsafePointer<CGFloat>?) {
        let cgColors = colors.compactMap { $0 as? CGColor }
        guard !cgColors.isEmpty, cgColors.count == colors.count else { return nil }
        let places = Self.locations(locations, count: cgColors.count)
        self.init(stops: zip(places, cgColors).map { Stop(location: $0, color: $1) })
    }

    /// `colors` given as an array of CGColors (what Swift code passes as
    /// `colors as CFArray`).
    public convenience init?(colorsSpace space: CGColorSpace?, colors: [CGColor], locations: [CGFloat]?) {
        guard !colors.isEmpty, locations == nil || locations?.count == colors.count else { return nil }
        let places = locations ?? Self.evenLocations(colors.count)
        self.init(stops: zip(places, colors).map { Stop(location: $0, color: $1) })
    }

    /// A gradient from a flat array of components (`colorSpace`'s
    /// components plus alpha for each of `count` colors).
    public convenience init?(colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>, locations: UnsafePointer<CGFloat>?, count: Int) {
        guard count > 0 else { return nil }
        let per = space.numberOfComponents + 1
        var colors: [CGColor] = []
        for i in 0..<count {
            let c = (0..<per).map { components[i * per + $0] }
            colors.append(per == 2 ? CGColor(gray: c[0], alpha: c[1]) : CGColor(red: c[0], green: c[1], blue: c[2], alpha: c[3]))
        }
        let places = Self.locations(locations, count: count)
        self.init(stops: zip(places, colors).map { Stop(location: $0, color: $1) })
    }

    private static func locations(_ pointer: UnsafePointer<CGFloat>?, count: Int) -> [CGFloat] {
        guard let pointer else { return evenLocations(count) }
        return (0..<count).map { pointer[$0] }
    }

    package static func evenLocations(_ count: Int) -> [CGFloat] {
        count == 1 ? [0] : (0..<count).map { CGFloat($0) / CGFloat(count - 1) }
    }

    public static func == (lhs: CGGradient, rhs: CGGradient) -> Bool { lhs.stops == rhs.stops }
    public func hash(into hasher: inout Hasher) { hasher.combine(stops) }
}

/// A bitmap image: `width` × `height` pixels of premultiplied ARGB, 8 bits a
/// component, one 32-bit native-endian word a pixel (Cairo's ARGB32 layout,
/// so backends draw it without converting).
public final class CGImage: Hashable, @unchecked Sendable {
    // @unchecked: the pixels never change after the image is made.
    public let width: Int
    public let height: Int
    public let bytesPerRow: Int
    public var bitsPerComponent: Int { 8 }
    public var bitsPerPixel: Int { 32 }
    /// Whether every pixel is opaque (recorded when the image is made).
    package let isOpaque: Bool
    /// The pixels, `bytesPerRow × height` bytes.
    package let pixels: [UInt8]

    /// An image of the given pixels; nil when the sizes do not agree.
    package init?(width: Int, height: Int, bytesPerRow: Int, pixels: [UInt8], isOpaque: Bool = false) {
        guard width > 0, height > 0, bytesPerRow >= width * 4, pixels.count >= bytesPerRow * height else { return nil }
        self.width = width
        self.height = height
        self.bytesPerRow = bytesPerRow
        self.pixels = pixels
        self.isOpaque = isOpaque
    }

    /// The part of the image inside `rect` (in pixels), nil when it is empty.
    public func cropping(to rect: CGRect) -> CGImage? {
        let r = rect.standardized.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !r.isNull, r.width >= 1, r.height >= 1 else { return nil }
        let x = Int(r.minX), y = Int(r.minY), w = Int(r.width), h = Int(r.height)
        var out = [UInt8](repeating: 0, count: w * 4 * h)
        for row in 0..<h {
            let from = (y + row) * bytesPerRow + x * 4
            out.replaceSubrange(row * w * 4..<(row + 1) * w * 4, with: pixels[from..<from + w * 4])
        }
        return CGImage(width: w, height: h, bytesPerRow: w * 4, pixels: out, isOpaque: isOpaque)
    }

    /// The premultiplied (alpha, red, green, blue) of the pixel at `x`, `y`.
    package func pixel(x: Int, y: Int) -> (a: UInt8, r: UInt8, g: UInt8, b: UInt8) {
        let word = pixels.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: y * bytesPerRow + x * 4, as: UInt32.self) }
        return (UInt8(word >> 24), UInt8((word >> 16) & 0xFF), UInt8((word >> 8) & 0xFF), UInt8(word & 0xFF))
    }

    /// The image as a mask for `CGContext.clip(to:mask:)`: white at each
    /// pixel's coverage, which is the pixel's alpha when the image has
    /// transparency and its gray level (Rec. 601 luma) when every pixel is
    /// opaque (a PNG without alpha, a photo, a mask drawn in gray).
    package var maskAlpha: CGImage {
        var out = [UInt8](repeating: 0, count: width * height * 4)
        pixels.withUnsafeBytes { source in
            var isOpaque = self.isOpaque
            if !isOpaque {
                isOpaque = true
                rows: for y in 0..<height {
                    for x in 0..<width where source.loadUnaligned(fromByteOffset: y * bytesPerRow + x * 4, as: UInt32.self) >> 24 != 0xFF {
                        isOpaque = false
                        break rows
                    }
                }
            }
            for y in 0..<height {
                for x in 0..<width {
                    let word = source.loadUnaligned(fromByteOffset: y * bytesPerRow + x * 4, as: UInt32.self)
                    let coverage: UInt32
                    if isOpaque {
                        let r = (word >> 16) & 0xFF, g = (word >> 8) & 0xFF, b = word & 0xFF
                        coverage = (299 * r + 587 * g + 114 * b + 500) / 1000
                    } else {
                        coverage = word >> 24
                    }
                    let value = UInt8(coverage)
                    let at = (y * width + x) * 4
                    out[at] = value; out[at + 1] = value; out[at + 2] = value; out[at + 3] = value
                }
            }
        }
        return CGImage(width: width, height: height, bytesPerRow: width * 4, pixels: out, isOpaque: false)!
    }

    public static func == (lhs: CGImage, rhs: CGImage) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
