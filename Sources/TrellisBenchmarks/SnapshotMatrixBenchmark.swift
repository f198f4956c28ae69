import Foundation
import RainstormKit
import Trellis
import TrellisExamples
import TrellisRender
#if canImport(Glibc)
import Glibc
#endif

/// Times drawing the project's whole snapshot matrix: every configuration
/// the matrix tests keep a picture of (ProjectScreensMatrixTests and
/// AppShellMatrixTests: the weather app, the sign-up screen, the flight
/// card, the tab bar app, the split view, the compositional grid and the
/// inset-grouped list; 33 snapshots), drawn as `assertSnapshots(of:matrix:)`
/// draws them: per configuration a new window of the device, orientation,
/// text size, appearance and direction, made key before the screen's
/// controller is made, a layout pass and a PNG at scale 1 with Cairo's
/// writer, configurations shared out to threads that each make their own
/// windows (Trellis keeps its current state per thread and locks its
/// caches). Left out: the pseudolocalized sign-up snapshot (the
/// pseudolocale lives in TrellisSnapshotTesting, which the command line
/// does not link) and the comparison with references (the same work on one
/// thread or several).
///
/// Each sample draws its matrix afresh (new windows and view controllers);
/// text measurements stay in the shared cache after the first sample, as
/// they do across the tests of one run.
public struct SnapshotMatrixBenchmark {
    public var budget: Duration
    public var minimumSamples: Int

    public init(budget: Duration = .milliseconds(3000), minimumSamples: Int = 3) {
        self.budget = budget
        self.minimumSamples = minimumSamples
    }

    /// A screen of the matrix.
    public enum Screen: String, Sendable, CaseIterable {
        case weather, signUp = "sign-up", flightCard = "flight card", tabs = "tab bar app", split = "split view",
             grid = "grid", settings = "settings list"
    }

    /// One configuration.
    public struct Configuration: Sendable {
        public var device: Device
        public var landscape = false
        public var size: UIContentSizeCategory = .large
        public var dark = false
        public var rightToLeft = false
    }

    /// The project's whole matrix, screen by screen, in the tests' order.
    public static let wholeMatrix: [(Screen, Configuration)] = {
        func product(_ devices: [(Device, Bool)], _ sizes: [UIContentSizeCategory], _ darks: [Bool]) -> [Configuration] {
            devices.flatMap { device in
                sizes.flatMap { size in darks.map { Configuration(device: device.0, landscape: device.1, size: size, dark: $0) } }
            }
        }
        let phone = (Device.iPhoneSE3, false), pad = (Device.iPad10, false), padLandscape = (Device.iPad10, true)
        let sizes: [UIContentSizeCategory] = [.large, .accessibilityExtraLarge]
        var rtlPhone = Configuration(device: .iPhoneSE3)
        rtlPhone.rightToLeft = true
        var rtlPad = Configuration(device: .iPad10, landscape: true)
        rtlPad.rightToLeft = true
        let screens: [(Screen, [Configuration])] = [
            (.weather, product([phone, pad], sizes, [false, true])),
            (.signUp, product([phone], sizes, [false, true])),
            (.flightCard, product([phone], [.large], [false, true])),
            (.tabs, product([phone], sizes, [false, true]) + product([padLandscape], [.large], [true])),
            (.split, product([padLandscape], sizes, [false, true]) + [rtlPad]),
            (.grid, product([phone, padLandscape], [.large], [false, true])),
            (.settings, product([phone], sizes, [false, true]) + [rtlPhone]),
        ]
        return screens.flatMap { screen, configurations in configurations.map { (screen, $0) } }
    }()

    /// The first `count` snapshots of the whole matrix taken round-robin
    /// over the screens, so that every size mixes them alike.
    public static func matrix(_ count: Int) -> [(Screen, Configuration)] {
        var byScreen = Screen.allCases.map { screen in wholeMatrix.filter { $0.0 == screen } }
        var mixed: [(Screen, Configuration)] = []
        while mixed.count < min(count, wholeMatrix.count) {
            for index in byScreen.indices where !byScreen[index].isEmpty && mixed.count < count {
                mixed.append(byScreen[index].removeFirst())
            }
        }
        return mixed
    }

    /// The matrix sizes timed: a third, two thirds and all of it.
    public static var sizes: [Int] { [11, 22, wholeMatrix.count] }

    final class ViewHost: UIViewController {
        let screen: Screen
        init(_ screen: Screen) {
            self.screen = screen
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }
        override func loadView() {
            view = screen == .signUp ? SignUpView(frame: UIScreen.main.bounds) : FlightCardView(frame: UIScreen.main.bounds)
        }
    }

    /// The weather the weather app shows (the bundled Cupertino sample).
    static let weather: WeatherReport? = try? SampleWeather.cupertino()

    /// A new controller of `screen` (on a thread whose key window is the
    /// configuration's, as the matrix makes it).
    static func controller(_ screen: Screen) -> UIViewController {
        switch screen {
        case .weather:
            guard let root = try? RainstormStoryboard.main().initialViewController() else { return UIViewController() }
            (root as? RootViewController)?.weather = weather
            return root
        case .signUp, .flightCard: return ViewHost(screen)
        case .tabs: return AppShellExamples.tabApp()
        case .split: return AppShellExamples.splitApp()
        case .grid: return AppShellExamples.grid()
        case .settings: return AppShellExamples.settings()
        }
    }

    /// One configuration drawn to PNG.
    static func draw(_ screen: Screen, _ configuration: Configuration) -> Data {
        let window = UIWindow(device: configuration.device, orientation: configuration.landscape ? .landscapeLeft : .portrait)
        window.setPreferredContentSizeCategory(configuration.size)
        window.setUserInterfaceStyle(configuration.dark ? .dark : .light)
        window.setLayoutDirection(configuration.rightToLeft ? .rightToLeft : .leftToRight)
        window.makeKey()
        window.rootViewController = controller(screen)
        window.isHidden = false
        window.layoutIfNeeded()
        defer {
            window.rootViewController = nil
            window.isHidden = true
        }
        var renderer = Renderer(scale: 1, traitCollection: window.traitCollection)
        renderer.pngWriter = .cairo
        renderer.drawsStatusBar = false
        return (try? renderer.render(window, as: .png)) ?? Data()
    }

    /// The matrix drawn on `threads` threads; the PNGs' total size (0
    /// bytes for one would mean it did not draw).
    public static func drawAll(_ matrix: [(Screen, Configuration)], threads: Int) -> (bytes: Int, empty: Int) {
        final class State: @unchecked Sendable {
            let lock = NSLock()
            var next = 0
            var bytes = 0
            var empty = 0
        }
        let state = State()
        let group = DispatchGroup()
        for _ in 0..<max(1, min(threads, matrix.count)) {
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
                    if png.isEmpty { state.empty += 1 }
                    state.lock.unlock()
                }
            }
            thread.stackSize = 16 << 20
            thread.start()
        }
        group.wait()
        return (state.bytes, state.empty)
    }

    public struct Result: Sendable {
        public var snapshots: Int
        public var threads: Int
        /// Wall time of the whole matrix (median of the samples).
        public var medianMilliseconds: Double
        /// Processor time of the whole process over the same sample (user
        /// and system, every thread): more than the wall time when threads
        /// run at once; higher under load only by the cost of switching.
        public var medianCPUMilliseconds: Double
        public var samples: Int
        public var millisecondsPerSnapshot: Double { medianMilliseconds / Double(snapshots) }
        public var cpuMillisecondsPerSnapshot: Double { medianCPUMilliseconds / Double(snapshots) }
    }

    /// One screen's share of the whole matrix on one thread.
    public struct ScreenResult: Sendable {
        public var screen: Screen
        public var snapshots: Int
        public var millisecondsPerSnapshot: Double
        public var cpuMillisecondsPerSnapshot: Double
    }

    /// The process's processor time so far, in milliseconds.
    public static func cpuMilliseconds() -> Double {
        #if canImport(Glibc)
        var usage = rusage()
        guard getrusage(RUSAGE_SELF.rawValue, &usage) == 0 else { return 0 }
        func ms(_ time: timeval) -> Double { Double(time.tv_sec) * 1000 + Double(time.tv_usec) / 1000 }
        return ms(usage.ru_utime) + ms(usage.ru_stime)
        #else
        return 0
        #endif
    }

    /// The load averages over 1, 5 and 15 minutes (zeros where unknown).
    public static func loadAverage() -> [Double] {
        #if canImport(Glibc)
        var loads = [Double](repeating: 0, count: 3)
        return getloadavg(&loads, 3) == 3 ? loads : [0, 0, 0]
        #else
        return [0, 0, 0]
        #endif
    }

    static func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
    }

    /// Samples one matrix on `threads` threads within the budget.
    func measure(_ matrix: [(Screen, Configuration)], threads: Int) -> Result {
        var walls: [Double] = [], cpus: [Double] = []
        let clock = ContinuousClock()
        let start = clock.now
        while walls.count < minimumSamples || clock.now - start < budget {
            let cpu = Self.cpuMilliseconds()
            let begin = clock.now
            _ = Self.drawAll(matrix, threads: threads)
            walls.append(Self.milliseconds(clock.now - begin))
            cpus.append(Self.cpuMilliseconds() - cpu)
            if walls.count >= 50 { break }
        }
        walls.sort()
        cpus.sort()
        return Result(snapshots: matrix.count, threads: threads, medianMilliseconds: walls[walls.count / 2],
                      medianCPUMilliseconds: cpus[cpus.count / 2], samples: walls.count)
    }

    /// Each screen's configurations on one thread.
    public func runScreens() -> [ScreenResult] {
        Screen.allCases.map { screen in
            let matrix = Self.wholeMatrix.filter { $0.0 == screen }
            let result = measure(matrix, threads: 1)
            return ScreenResult(screen: screen, snapshots: matrix.count, millisecondsPerSnapshot: result.millisecondsPerSnapshot,
                                cpuMillisecondsPerSnapshot: result.cpuMillisecondsPerSnapshot)
        }
    }

    /// Each matrix size on one thread and on `threads` (all cores).
    public func run(threads: Int = ProcessInfo.processInfo.activeProcessorCount) -> [Result] {
        var results: [Result] = []
        _ = Self.drawAll(Self.wholeMatrix, threads: 1)  // warm the text cache, fonts, symbols and the storyboard
        for size in Self.sizes {
            let matrix = Self.matrix(size)
            for count in Array(Set([1, max(1, threads)])).sorted() {
                results.append(measure(matrix, threads: count))
            }
        }
        return results
    }

    /// Runs everything and prints the table `trellis bench snapshots`
    /// shows: the date, cores and load average; each matrix size on one
    /// thread and on `threads`, wall and processor time, per snapshot, and
    /// the speedup; then each screen's time per snapshot on one thread.
    public func printReport(threads: Int = ProcessInfo.processInfo.activeProcessorCount) {
        func loads() -> String { Self.loadAverage().map { String(format: "%.2f", $0) }.joined(separator: " ") }
        let formatter = ISO8601DateFormatter()
        print("trellis bench snapshots, \(formatter.string(from: Date())), \(ProcessInfo.processInfo.activeProcessorCount) cores,"
              + " load average \(loads()) (1, 5, 15 min)")
        let results = run(threads: threads)
        print("")
        print("snapshots  threads  wall (ms)  cpu (ms)  wall/snapshot (ms)  cpu/snapshot (ms)  speedup  samples")
        var serial: [Int: Double] = [:]
        for result in results {
            if result.threads == 1 { serial[result.snapshots] = result.medianMilliseconds }
            let speedup = result.threads > 1 ? serial[result.snapshots].map { String(format: "%6.2f×", $0 / result.medianMilliseconds) } ?? "      –" : "      –"
            print(String(format: "%9d %8d %10.1f %9.1f %19.2f %18.2f", result.snapshots, result.threads, result.medianMilliseconds,
                         result.medianCPUMilliseconds, result.millisecondsPerSnapshot, result.cpuMillisecondsPerSnapshot)
                  + "  \(speedup) \(String(format: "%8d", result.samples))")
        }
        print("")
        print("screen (one thread)  snapshots  wall/snapshot (ms)  cpu/snapshot (ms)")
        for screen in runScreens() {
            print(screen.screen.rawValue.padding(toLength: 20, withPad: " ", startingAt: 0)
                  + String(format: " %9d %19.2f %18.2f", screen.snapshots, screen.millisecondsPerSnapshot, screen.cpuMillisecondsPerSnapshot))
        }
        print("")
        print("load average at the end: \(loads())")
    }
}
