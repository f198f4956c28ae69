import Foundation
import Trellis
import TrellisPreviewHost

/// What the page asks previews to be drawn for: a device, an orientation,
/// an appearance and a text size, by the names the host program takes.
/// Made only from known names, so a request cannot put anything else on
/// the host's command line or in a file name.
public struct RenderSettings: Hashable, Sendable, Codable {
    public var device: String
    public var orientation: String
    public var appearance: String
    public var textSize: String

    /// An upright iPhone 15, light, at the default text size (Large).
    public static let standard = RenderSettings(device: Device.iPhone15.name, orientation: "portrait", appearance: "light", textSize: "l")

    public static let devices = Device.all.map(\.name)
    public static let orientations = ["portrait", "landscapeLeft", "landscapeRight", "portraitUpsideDown"]
    public static let appearances = ["light", "dark"]
    /// Smallest to largest.
    public static let textSizes = ["xs", "s", "m", "l", "xl", "xxl", "xxxl", "ax1", "ax2", "ax3", "ax4", "ax5"]

    public enum Problem: Error, CustomStringConvertible, Equatable {
        case unknown(parameter: String, value: String, choices: [String])

        public var description: String {
            switch self {
            case let .unknown(parameter, value, choices):
                "no \(parameter) \"\(value.prefix(80))\": choose one of \(choices.joined(separator: ", "))"
            }
        }
    }

    init(device: String, orientation: String, appearance: String, textSize: String) {
        self.device = device
        self.orientation = orientation
        self.appearance = appearance
        self.textSize = textSize
    }

    /// Settings from a request's query, the standard ones where a parameter
    /// is missing.
    public init(query: [String: String]) throws(Problem) {
        func pick(_ parameter: String, _ choices: [String], _ standard: String) throws(Problem) -> String {
            guard let value = query[parameter] else { return standard }
            guard choices.contains(value) else { throw .unknown(parameter: parameter, value: value, choices: choices) }
            return value
        }
        let standard = Self.standard
        device = try pick("device", Self.devices, standard.device)
        orientation = try pick("orientation", Self.orientations, standard.orientation)
        appearance = try pick("appearance", Self.appearances, standard.appearance)
        textSize = try pick("textSize", Self.textSizes, standard.textSize)
    }

    /// A name for the folder of these settings' drawings: only letters,
    /// digits and dashes.
    public var key: String {
        let device = Self.devices.firstIndex(of: self.device) ?? 0
        return "d\(device)-\(orientation)-\(appearance)-\(textSize)"
    }

    var hostArguments: [String] {
        ["--device", device, "--orientation", orientation, "--appearance", appearance, "--text-size", textSize]
    }
}
