import Foundation
import Trellis
import TrellisExamples
import TrellisRender

/// Times drawing a snapshot matrix of the project's screens (the sign-up
/// screen and the flight card) on one thread and on several, as
/// TrellisSnapshotTesting's `assertSnapshots(of:matrix:)` draws one: per
/// configuration a window of the device, orientation, text size and
/// appearance, the screen's view controller as its root, a layout pass and
/// a PNG at scale 1 with Cairo's writer; configurations shared out to
/// threads that each make their own windows (Trellis keeps its current
/// state per thread and locks its caches). The comparison of PNGs with
/// references is not included: it is the same on one thread or several.
///
/// Each sample draws the whole matrix afresh (new windows and view
/// controllers); text measurements stay in the shared cache after the
/// first sample.
public struct SnapshotMatrixBenchmark {
    public var budget: Duration
    public var minimumSamples: Int

    public init(budget: Duration = .milliseconds(3000), minimumSamples: Int = 3) {
        self.budget = budget
        self.minimumSamples = minimumSamples
    }

    /// One configuration: device, text size, dark or not.
    public struct Configuration: Sendable {
        public var device: Device
        public var size: UIContentSizeCategory
        public var dark: Bool
    }

    /// A screen of the matrix.
    public enum Screen: String, Sendable, CaseIterable {
        case signUp = "sign-up", flightCard = "flight card"
    }

    /// The matrix of `count` configurations: devices × text sizes × light
    /// and dark × screens, the first `count` of the 24 (3 devices, 2 sizes,
    /// 2 appearances, 2 screens).
    public static func matrix(_ count: Int) -> [(Screen, Configuration)] {
        var all: [(Screen, Configuration)] = []
        for screen in Screen.allCases {
            for device in [Device.iPhoneSE3, .iPhone15ProMax, .iPad10] {
                for size in [UIContentSizeCategory.large, .accessibilityExtraLarge] {
                    for dark in [false, true] { all.append((screen, Configuration(device: device, size: size, dark: dark))) }
                }
            }
        }
        return Array(all.prefix(count))
    }

    public static let sizes = [4, 12, 24]

    final class Host: UIViewController {
        let screen: Screen
        init(_ screen: Screen) {
            self.screen = screen
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }
        override func loadView() {
            switch screen {
            case .signUp: view = SignUpView(frame: UIScreen.main.bounds)
            case .flightCard: view = FlightCardView(frame: UIScreen.main.bounds)
            }
        }
    }

    /// One configuration drawn to PNG.
    static func draw(_ screen: Screen, _ configuration: Configuration) -> Data {
        let window = UIWindow(device: configuration.device)
        window.setPreferredContentSizeCategory(configuration.size)
        window.setUserInterfaceStyle(configuration.dark ? .dark : .light)
        window.makeKey()
        window.rootViewController = Host(screen)
        window.isHidden = false
        window.layoutIfNeeded()
        defer {
            window.rootViewController = nil
            window.isHidden = true
        }
        var renderer = Renderer(scale: 1, traitCollection: window.traitCollection)
        renderer.pngWriter = .cairo
        return (try? renderer.render(window, as: .png)) ?? Data()
    }

    /// The matrix drawn on `threads` threads; the PNGs' total size.
    public static func drawAll(_ matrix: [(Screen, Configuration)], threads: Int) -> Int {
        final class State: @unchecked Sendable {
            let lock = NSLock()
            var next = 0
            var bytes = 0
        }
        let state = State()
        let group = DispatchGroup()
        for _ in 0..<max(1, threads) {
            group.enter()
            let thread = Thread {
                defer { group.leave() }
                while true {
                    state.lock.lock()
                    let index = state.next
                    state.next += 1
                    state.lock.unlock()
                    guard index < matrix.count else { return }
                    let png = draw(matrix[index].0, matrix[index].1)
                    state.lock.lock()
                    state.bytes += png.count
                    state.lock.unlock()
                }
            }
            thread.stackSize = 16 << 20
            thread.start()
        }
        group.wait()
        return state.bytes
    }

    public struct Result: Sendable {
        public var snapshots: Int
        public var threads: Int
        public var medianMilliseconds: Double
        public var samples: Int
        public var millisecondsPerSnapshot: Double { medianMilliseconds / Double(snapshots) }
    }

    /// Each matrix size on one thread and on `threads` (all cores).
    public func run(threads: Int = ProcessInfo.processInfo.activeProcessorCount) -> [Result] {
        var results: [Result] = []
        _ = Self.drawAll(Self.matrix(4), threads: 1)  // warm the text cache and fonts
        for size in Self.sizes {
            let matrix = Self.matrix(size)
            for count in Array(Set([1, max(1, threads)])).sorted() {
                var samples: [Double] = []
                let clock = ContinuousClock()
                let start = clock.now
                while samples.count < minimumSamples || clock.now - start < budget {
                    let begin = clock.now
                    _ = Self.drawAll(matrix, threads: count)
                    let elapsed = clock.now - begin
                    samples.append(Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15)
                    if samples.count >= 50 { break }
                }
                samples.sort()
                results.append(Result(snapshots: size, threads: count, medianMilliseconds: samples[samples.count / 2], samples: samples.count))
            }
        }
        return results
    }
}
