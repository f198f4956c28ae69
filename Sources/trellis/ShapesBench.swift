import ArgumentParser
import Foundation
import TrellisBenchmarks
import TrellisRender

/// `trellis bench shapes`: the screen shapes of issue 22 at several sizes,
/// from scratch and after a width change, with µs per view and the growth
/// exponent between sizes; `--export DIR` writes each shape's constraint
/// system for `trellis solve` and `Bench/kiwi_shapes.py`.
struct ShapesBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shapes",
        abstract: "Time realistic screen shapes (flat chain, margins, nested, stacks, grid, form, cells, compositional) at 100, 1,000 and 10,000 views: from scratch and after a width change, µs per view and growth exponent.",
        discussion: """
        The growth exponent between two sizes is log(t2/t1)/log(n2/n1): 1 is linear, 2 quadratic. \
        --export DIR writes DIR/SHAPE-VIEWS.json, the constraint system the layout engine solved, \
        in the format `trellis solve` reads; `make bench` solves them with kiwi beside this run.
        """
    )

    @OptionGroup var sampling: Sampling

    @Option(parsing: .upToNextOption, help: "Shapes to run (default: all): \(ScreenShape.allCases.map(\.rawValue).joined(separator: ", ")).")
    var shapes: [String] = []

    @Option(help: "Screen sizes in views, comma-separated (default: 100,1000,10000).")
    var sizes: String = ShapesBenchmark.sizes.map(String.init).joined(separator: ",")

    @Option(help: "A folder to write each shape's constraint system to, as JSON for `trellis solve`.")
    var export: String?

    /// Ten times the largest default.
    static let largestScreen = 100_000

    var parsedSizes: [Int] { sizes.split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) } }

    func validate() throws {
        let parts = sizes.split(separator: ",", omittingEmptySubsequences: false)
        guard !parts.isEmpty, parts.count == parsedSizes.count else {
            throw CommandLineError("--sizes \(sizes) is not a comma-separated list of view counts such as 100,1000,10000")
        }
        if let size = parsedSizes.first(where: { !(10...Self.largestScreen).contains($0) }) {
            throw CommandLineError("--sizes: \(size) is not from 10 to \(Self.largestScreen) views")
        }
        let names = ScreenShape.allCases.map(\.rawValue)
        if let unknown = shapes.first(where: { !names.contains($0) }) {
            throw CommandLineError("--shapes \(unknown) is not a shape; choose from \(names.joined(separator: ", "))")
        }
        if let export {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: export, isDirectory: &isFolder), !isFolder.boolValue {
                throw CommandLineError("--export \(export) is a file, not a folder")
            }
        }
    }

    func run() throws {
        let chosen = shapes.isEmpty ? ScreenShape.allCases : ScreenShape.allCases.filter { shapes.contains($0.rawValue) }
        let benchmark = ShapesBenchmark(budget: sampling.duration)
        if let export {
            do {
                try FileManager.default.createDirectory(atPath: export, withIntermediateDirectories: true)
            } catch {
                throw CommandLineError("--export \(export): cannot make the folder: \((error as NSError).localizedDescription)")
            }
        }
        if !sampling.json {
            print("shape          views   scratch (ms)  µs/view  exponent   width (ms)  exponent  memory (KB/view)  samples")
        }
        for shape in chosen {
            var previous: ShapesBenchmark.Result?
            for size in parsedSizes {
                let result = benchmark.run(shape, views: size)
                func exponent(_ keyPath: KeyPath<ShapesBenchmark.Result, Double>) -> Double? {
                    guard let previous, previous.views != result.views, previous[keyPath: keyPath] > 0 else { return nil }
                    return log(result[keyPath: keyPath] / previous[keyPath: keyPath]) / log(Double(result.views) / Double(previous.views))
                }
                let scratchExponent = exponent(\.scratchMicroseconds), widthExponent = exponent(\.widthMicroseconds)
                var file: String?
                if let export {
                    let (system, _) = benchmark.export(shape, views: size)
                    let path = (export as NSString).appendingPathComponent("\(shape.rawValue)-\(size).json")
                    do {
                        try system.jsonText.write(toFile: path, atomically: true, encoding: .utf8)
                    } catch {
                        throw CommandLineError("--export: cannot write \(path): \((error as NSError).localizedDescription)")
                    }
                    file = path
                }
                if sampling.json {
                    var fields = ["\"shape\":\"\(shape.rawValue)\"", "\"size\":\(size)", "\"views\":\(result.views)",
                                  "\"scratch_us\":\(String(format: "%.1f", result.scratchMicroseconds))",
                                  "\"width_us\":\(String(format: "%.1f", result.widthMicroseconds))",
                                  "\"memory_bytes\":\(result.memoryBytes)", "\"samples\":\(result.samples)"]
                    if let scratchExponent { fields.append("\"scratch_exponent\":\(String(format: "%.3f", scratchExponent))") }
                    if let widthExponent { fields.append("\"width_exponent\":\(String(format: "%.3f", widthExponent))") }
                    if let file { fields.append("\"export\":\"\(file)\"") }
                    print("{" + fields.joined(separator: ",") + "}")
                } else {
                    func text(_ value: Double?) -> String { value.map { String(format: "%.2f", $0) } ?? "-" }
                    print(shape.rawValue.padding(toLength: 13, withPad: " ", startingAt: 0)
                          + String(format: "%7d %13.2f %8.2f", result.views, result.scratchMicroseconds / 1000, result.scratchMicroseconds / Double(result.views))
                          + text(scratchExponent).leftPadded(10)
                          + String(format: "%13.3f", result.widthMicroseconds / 1000) + text(widthExponent).leftPadded(10)
                          + String(format: "%18.2f", Double(result.memoryBytes) / 1024 / Double(result.views))
                          + String(result.samples).leftPadded(9))
                }
                previous = result
            }
        }
    }
}

private extension String {
    func leftPadded(_ width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}
