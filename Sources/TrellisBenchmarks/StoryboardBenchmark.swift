import TrellisConstraintSystems
import Foundation
import Storyboard
import TextEngine
import Trellis

// MARK: - The scene as a storyboard

extension SettingsScene {
    /// The scene as Xcode saves a storyboard: one scene, its controller the
    /// initial view controller, element ids in Xcode's `abc-12-xyz` form,
    /// design-time frames, each constraint in the nearest common ancestor
    /// of its items (a size in the view itself), and the system colors it
    /// uses under `<resources>`.
    public static func storyboardXML() -> String {
        var ids = ElementIDs()
        let scene = ids.make(), controller = ids.make(), root = ids.make(), safeArea = ids.make(), firstResponder = ids.make()
        let rows = (0..<rowCount).map { _ in RowIDs(&ids) }

        var xml = XMLWriter()
        xml.open("document", [
            ("type", "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"), ("version", "3.0"), ("toolsVersion", "22505"),
            ("targetRuntime", "iOS.CocoaTouch"), ("propertyAccessControl", "none"), ("useAutolayout", "YES"),
            ("useTraitCollections", "YES"), ("useSafeAreas", "YES"), ("colorMatched", "YES"), ("initialViewController", controller),
        ])
        xml.leaf("device", [("id", "retina6_12"), ("orientation", "portrait"), ("appearance", "light")])
        xml.open("dependencies")
        xml.leaf("plugIn", [("identifier", "com.apple.InterfaceBuilder.IBCocoaTouchPlugin"), ("version", "22504")])
        for (name, version) in [("Safe area layout guides", "9.0"), ("System colors in document resources", "11.0"),
                                ("documents saved in the Xcode 8 format", "8.0")] {
            xml.leaf("capability", [("name", name), ("minToolsVersion", version)])
        }
        xml.close()
        xml.open("scenes")
        xml.open("scene", [("sceneID", scene)])
        xml.open("objects")
        xml.open("viewController", [("id", controller), ("sceneMemberID", "viewController")])
        xml.open("view", [("key", "view"), ("contentMode", "scaleToFill"), ("id", root)])
        xml.frame(CGRect(origin: .zero, size: Layout.screen))
        xml.leaf("autoresizingMask", [("key", "autoresizingMask"), ("widthSizable", "YES"), ("heightSizable", "YES")])
        xml.open("subviews")
        for (index, row) in rows.enumerated() { writeRow(index, row, to: &xml, ids: &ids) }
        xml.close()
        xml.leaf("viewLayoutGuide", [("key", "safeArea"), ("id", safeArea)])
        xml.systemColor("backgroundColor", "systemBackgroundColor")
        xml.open("constraints")
        for (index, row) in rows.enumerated() {
            xml.constraint(row.row, "leading", safeArea, "leading", id: ids.make())
            xml.constraint(safeArea, "trailing", row.row, "trailing", id: ids.make())
            xml.constraint(row.row, "top", index == 0 ? safeArea : rows[index - 1].row, index == 0 ? "top" : "bottom", id: ids.make())
        }
        xml.close()
        xml.close()
        xml.close()
        xml.leaf("placeholder", [("placeholderIdentifier", "IBFirstResponder"), ("id", firstResponder), ("userLabel", "First Responder"),
                                 ("customClass", "UIResponder"), ("sceneMemberID", "firstResponder")])
        xml.close()
        xml.leaf("point", [("key", "canvasLocation"), ("x", "132"), ("y", "-2")])
        xml.close()
        xml.close()
        xml.open("resources")
        for (name, color) in resourceColors {
            xml.open("systemColor", [("name", name)])
            xml.leaf("color", color)
            xml.close()
        }
        xml.close()
        xml.close()
        return xml.text
    }

    /// The colors Xcode 15 writes for the system colors the scene uses (light appearance).
    private static let resourceColors: [(String, [(String, String?)])] = [
        ("secondaryLabelColor", [("red", "0.23529411764705882"), ("green", "0.23529411764705882"), ("blue", "0.2627450980392157"),
                                 ("alpha", "0.59999999999999998"), ("colorSpace", "custom"), ("customColorSpace", "sRGB")]),
        ("separatorColor", [("red", "0.23529411764705882"), ("green", "0.23529411764705882"), ("blue", "0.2627450980392157"),
                            ("alpha", "0.28999999999999998"), ("colorSpace", "custom"), ("customColorSpace", "sRGB")]),
        ("systemBackgroundColor", [("white", "1"), ("alpha", "1"), ("colorSpace", "custom"), ("customColorSpace", "genericGamma22GrayColorSpace")]),
    ]

    private struct RowIDs {
        let row, title, detail, accessory, separator: String
        init(_ ids: inout ElementIDs) {
            (row, title, detail, accessory, separator) = (ids.make(), ids.make(), ids.make(), ids.make(), ids.make())
        }
    }

    private static func writeRow(_ index: Int, _ row: RowIDs, to xml: inout XMLWriter, ids: inout ElementIDs) {
        let width = Layout.screen.width
        xml.open("view", [("contentMode", "scaleToFill"), ("translatesAutoresizingMaskIntoConstraints", "NO"), ("id", row.row)])
        xml.frame(CGRect(x: 0, y: Layout.safeAreaTop + CGFloat(index) * Layout.rowHeight, width: width, height: Layout.rowHeight))
        xml.open("subviews")
        writeLabel(title(index), id: row.title, frame: CGRect(x: Layout.margin, y: Layout.titleTop, width: 200, height: 21),
                   font: [("type", "system"), ("pointSize", "17")], textColor: nil, to: &xml)
        writeLabel(detail(index), id: row.detail, frame: CGRect(x: Layout.margin, y: Layout.titleTop + 21 + Layout.detailSpacing, width: 160, height: 21),
                   font: [("style", "UICTFontTextStyleBody")], textColor: "secondaryLabelColor", to: &xml)
        if hasSwitch(index) {
            xml.open("switch", [("opaque", "NO"), ("contentMode", "scaleToFill"),
                                ("horizontalHuggingPriority", format(Layout.switchHugging)), ("verticalHuggingPriority", format(Layout.switchHugging)),
                                ("contentHorizontalAlignment", "center"), ("contentVerticalAlignment", "center"),
                                ("on", switchIsOn(index) ? "YES" : nil), ("translatesAutoresizingMaskIntoConstraints", "NO"), ("id", row.accessory)])
            xml.frame(CGRect(x: width - Layout.margin - 51, y: 12.5, width: 51, height: 31))
        } else {
            xml.open("button", [("opaque", "NO"), ("contentMode", "scaleToFill"), ("contentHorizontalAlignment", "center"),
                                ("contentVerticalAlignment", "center"), ("buttonType", "system"), ("lineBreakMode", "middleTruncation"),
                                ("translatesAutoresizingMaskIntoConstraints", "NO"), ("id", row.accessory)])
            xml.frame(CGRect(x: width - Layout.margin - 41, y: 12.5, width: 41, height: 31))
            xml.leaf("state", [("key", "normal"), ("title", buttonTitle(index))])
        }
        xml.close()
        let separatorWidth = hasHalfSeparator(index) ? width / 2 : width - Layout.margin
        xml.open("view", [("contentMode", "scaleToFill"), ("translatesAutoresizingMaskIntoConstraints", "NO"), ("id", row.separator)])
        xml.frame(CGRect(x: Layout.margin, y: Layout.rowHeight - Layout.separatorHeight, width: separatorWidth, height: Layout.separatorHeight))
        xml.systemColor("backgroundColor", "separatorColor")
        xml.open("constraints")
        xml.constraint(nil, "height", nil, nil, constant: Layout.separatorHeight, id: ids.make())
        xml.close()
        xml.close()
        xml.close()
        xml.systemColor("backgroundColor", "systemBackgroundColor")
        xml.open("constraints")
        xml.constraint(nil, "height", nil, nil, constant: Layout.rowHeight, priority: Layout.rowHeightPriority, id: ids.make())
        xml.constraint(row.title, "leading", row.row, "leading", constant: Layout.margin, id: ids.make())
        xml.constraint(row.title, "top", row.row, "top", constant: Layout.titleTop, id: ids.make())
        xml.constraint(row.detail, "leading", row.title, "leading", id: ids.make())
        xml.constraint(row.detail, "top", row.title, "bottom", constant: Layout.detailSpacing, id: ids.make())
        xml.constraint(row.accessory, "centerY", row.row, "centerY", id: ids.make())
        xml.constraint(row.row, "trailing", row.accessory, "trailing", constant: Layout.margin, id: ids.make())
        xml.constraint(row.accessory, "leading", row.title, "trailing", relation: "greaterThanOrEqual", constant: Layout.accessorySpacing, id: ids.make())
        xml.constraint(row.separator, "leading", row.title, "leading", id: ids.make())
        xml.constraint(row.separator, "bottom", row.row, "bottom", id: ids.make())
        if hasHalfSeparator(index) {
            xml.constraint(row.separator, "width", row.row, "width", multiplier: "1:2", id: ids.make())
        } else {
            xml.constraint(row.separator, "trailing", row.row, "trailing", id: ids.make())
        }
        if limitsDetailToHalf(index) {
            xml.constraint(row.detail, "width", row.row, "width", relation: "lessThanOrEqual", multiplier: "1:2", id: ids.make())
        }
        xml.close()
        xml.close()
    }

    private static func writeLabel(_ text: String, id: String, frame: CGRect, font: [(String, String?)], textColor: String?,
                                   to xml: inout XMLWriter) {
        xml.open("label", [("opaque", "NO"), ("userInteractionEnabled", "NO"), ("contentMode", "left"),
                           ("horizontalHuggingPriority", format(Layout.labelHugging)), ("verticalHuggingPriority", format(Layout.labelHugging)),
                           ("text", text), ("textAlignment", "natural"), ("lineBreakMode", "tailTruncation"),
                           ("baselineAdjustment", "alignBaselines"),
                           ("adjustsFontForContentSizeCategory", font.contains { $0.0 == "style" } ? "YES" : nil),
                           ("adjustsFontSizeToFit", "NO"), ("translatesAutoresizingMaskIntoConstraints", "NO"), ("id", id)])
        xml.frame(frame)
        xml.leaf("fontDescription", [("key", "fontDescription")] + font)
        if let textColor { xml.systemColor("textColor", textColor) } else { xml.leaf("nil", [("key", "textColor")]) }
        xml.leaf("nil", [("key", "highlightedColor")])
        xml.close()
    }
}

/// Numbers as Xcode writes them: "0.0" for zero, whole numbers without a fraction.
private func format<Number: BinaryFloatingPoint>(_ value: Number) -> String {
    let number = Double(value)
    if number == 0 { return "0.0" }
    return number == number.rounded() ? String(Int(number)) : String(number)
}

/// Element ids in Interface Builder's form, `abc-12-xyz`: distinct, and the
/// same on every run.
private struct ElementIDs {
    private static let alphabet = Array("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
    private var count = 0

    mutating func make() -> String {
        count += 1
        // A factor prime to 62 permutes 0..<62⁸, so ids stay distinct; being near
        // 62⁸ × 0.618, it changes every character from one id to the next. The
        // product fits in an Int for the first 68,000 ids.
        var value = count * 134_941_606_347_813 % 218_340_105_584_896
        let characters = (0..<8).map { _ in
            defer { value /= 62 }
            return Self.alphabet[value % 62]
        }
        return String(characters[0..<3]) + "-" + String(characters[3..<5]) + "-" + String(characters[5..<8])
    }
}

/// Writes indented XML, four spaces a level as Xcode does.
private struct XMLWriter {
    private(set) var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    private var open: [String] = []

    /// Attributes whose value is nil are left out.
    mutating func open(_ name: String, _ attributes: [(String, String?)] = []) {
        line("<\(name)\(Self.attributes(attributes))>")
        open.append(name)
    }

    mutating func leaf(_ name: String, _ attributes: [(String, String?)]) {
        line("<\(name)\(Self.attributes(attributes))/>")
    }

    mutating func close() {
        let name = open.removeLast()
        line("</\(name)>")
    }

    mutating func frame(_ rect: CGRect) {
        leaf("rect", [("key", "frame"), ("x", format(rect.minX)), ("y", format(rect.minY)),
                      ("width", format(rect.width)), ("height", format(rect.height))])
    }

    mutating func systemColor(_ key: String, _ name: String) {
        leaf("color", [("key", key), ("systemColor", name)])
    }

    /// A constraint; a nil first item is the view that holds the constraint.
    mutating func constraint(_ first: String?, _ firstAttribute: String, _ second: String?, _ secondAttribute: String?,
                             relation: String? = nil, multiplier: String? = nil, constant: CGFloat = 0, priority: Float? = nil, id: String) {
        leaf("constraint", [("firstItem", first), ("firstAttribute", firstAttribute), ("relation", relation),
                            ("secondItem", second), ("secondAttribute", secondAttribute), ("multiplier", multiplier),
                            ("constant", constant == 0 ? nil : format(constant)), ("priority", priority.map { format($0) }), ("id", id)])
    }

    private mutating func line(_ content: String) {
        text += String(repeating: "    ", count: open.count) + content + "\n"
    }

    private static func attributes(_ pairs: [(String, String?)]) -> String {
        pairs.compactMap { name, value in value.map { " \(name)=\"\(escape($0))\"" } }.joined()
    }

    private static func escape(_ value: String) -> String {
        value.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: "\"", with: "&quot;")
    }
}

// MARK: - Timing

/// Times loading a storyboard of `SettingsScene` against building the same
/// scene in code, in the same run, samples interleaved:
///
/// - **load**: parse the file's bytes (`IBDocument(data:fileName:)`), make
///   the `UIStoryboard`, `instantiateInitialViewController()`, put the
///   controller in an iPhone 15 window as its root, `makeKeyAndVisible()`
///   and `layoutIfNeeded()`: what an app does at launch with Main.storyboard.
/// - **parse**: the first step alone.
/// - **code**: `SettingsViewController` through the same window steps.
///
/// The text measurement cache is emptied before each load and code sample,
/// as at launch, so both measure their 80 labels and 20 button titles afresh. The
/// run throws if the storyboard reports anything, if layout reports a
/// conflict, or if the two scenes' frames differ.
public struct StoryboardBenchmark {
    public var budget: Duration
    public var minimumSamples: Int

    public init(budget: Duration = .milliseconds(1000), minimumSamples: Int = 21) {
        self.budget = budget
        self.minimumSamples = minimumSamples
    }

    /// The target of issue 10 for the load: under 20 ms.
    public static let targetMilliseconds = 20.0
    public static let fileName = "Settings.storyboard"

    public struct Result: Sendable {
        /// Load, parse and code, in that order.
        public var measurements: [SolverBenchmark.Measurement]
        /// The fastest sample of each, in the same order.
        public var minimumMicroseconds: [Double]
        /// Views in the storyboard's hierarchy, the buttons' title labels included.
        public var views: Int
        public var fileBytes: Int
        public var maxFrameDifference: CGFloat

        public var load: SolverBenchmark.Measurement { measurements[0] }
        public var parse: SolverBenchmark.Measurement { measurements[1] }
        public var code: SolverBenchmark.Measurement { measurements[2] }
    }

    /// Why a run stopped: the scene did not load or lay out cleanly.
    public enum Failure: Error, CustomStringConvertible {
        case diagnostics([String])
        case framesDiffer(points: CGFloat)
        case notLoaded

        public var description: String {
            switch self {
            case let .diagnostics(messages):
                "the storyboard benchmark's scene reported \(messages.count) problem(s), first:\n" + messages.prefix(10).joined(separator: "\n")
            case let .framesDiffer(points):
                "the storyboard and code-built scenes' frames differ by up to \(points) points"
            case .notLoaded:
                "\(StoryboardBenchmark.fileName) gave no initial view controller"
            }
        }
    }

    /// Parses the file and shows its initial controller in a laid-out iPhone 15 window.
    public static func loadStoryboard(_ data: Data) throws -> UIWindow {
        let document = try IBDocument(data: data, fileName: fileName)
        let storyboard = UIStoryboard(name: "Settings", document: document)
        guard let controller = storyboard.instantiateInitialViewController() else { throw Failure.notLoaded }
        return show(controller)
    }

    /// `SettingsViewController` in a laid-out iPhone 15 window.
    public static func buildInCode() -> UIWindow {
        show(SettingsViewController())
    }

    private static func show(_ controller: UIViewController) -> UIWindow {
        let window = UIWindow(device: .iPhone15)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    public func run() throws -> Result {
        let data = Data(SettingsScene.storyboardXML().utf8)
        let log = DiagnosticLog()
        let result = Swift.Result { try log.capture { try sample(data) } }
        // What the loader or the layout reported explains any other failure, so it comes first.
        guard log.messages.isEmpty else { throw Failure.diagnostics(log.messages) }
        return try result.get()
    }

    private func sample(_ data: Data) throws -> Result {
        // The untimed first round: code paths and fonts warm, and the check that both scenes agree.
        let loaded = try Self.loadStoryboard(data), built = Self.buildInCode()
        let difference = SettingsScene.maxFrameDifference(loaded.rootViewController!.view, built.rootViewController!.view)
        guard difference == 0 else { throw Failure.framesDiffer(points: difference) }
        let views = SettingsScene.countViews(loaded.rootViewController!.view)

        let clock = ContinuousClock()
        var load: [Duration] = [], parse: [Duration] = [], code: [Duration] = []
        let start = clock.now
        while load.count < minimumSamples || clock.now - start < budget {
            var window: UIWindow?
            // Alternating which goes first, so neither always inherits the other's heap.
            for storyboardFirst in load.count % 2 == 0 ? [true, false] : [false, true] {
                TextEngine.shared.clearCache()
                if storyboardFirst {
                    try load.append(clock.measure { window = try Self.loadStoryboard(data) })
                    try parse.append(clock.measure { _ = try IBDocument(data: data, fileName: Self.fileName) })
                } else {
                    code.append(clock.measure { window = Self.buildInCode() })
                }
                precondition(window?.rootViewController?.view.subviews.last?.frame.minY ?? 0 > 0, "the scene was not laid out")
                window = nil
            }
            if load.count >= 1001 { break }
        }
        let name = "settings-\(SettingsScene.viewCount)"
        let phases = [("load", load), ("parse", parse), ("code", code)]
        return Result(
            measurements: phases.map { SolverBenchmark.Measurement(workload: name, phase: $0.0, medianMicroseconds: SolverBenchmark.median($0.1), samples: $0.1.count) },
            minimumMicroseconds: phases.map { microseconds($0.1.min()!) },
            views: views, fileBytes: data.count, maxFrameDifference: difference)
    }
}

private func microseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1e6 + Double(duration.components.attoseconds) / 1e12
}

/// Collects diagnostics reported while the benchmark runs.
private final class DiagnosticLog: @unchecked Sendable {
    // Guarded by `lock`: handlers may be called from any thread.
    private let lock = NSLock()
    private var stored: [String] = []
    func append(_ message: String) { lock.withLock { stored.append(message) } }
    var messages: [String] { lock.withLock { stored } }

    /// Runs `body` with both diagnostics handlers appending here.
    ///
    /// Unoptimized on purpose: Swift 6.3.1's optimizer passes a task-local
    /// whose value is a closure to `swift_task_localValuePush` with metadata
    /// the runtime cannot read, and the release build crashes there
    /// (swiftlang/swift#88321; the fix is not in 6.3.1).
    @_optimize(none)
    func capture<T>(_ body: () throws -> T) rethrows -> T {
        try StoryboardDiagnostics.$handler.withValue({ [self] in append("Storyboard: \($0.text)") }) {
            try LayoutDiagnostics.$handler.withValue({ [self] in append("Layout: \($0.text)") }, operation: body)
        }
    }
}
