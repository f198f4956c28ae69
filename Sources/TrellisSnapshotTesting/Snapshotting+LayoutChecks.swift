import Foundation
@_spi(Internals) import SnapshotTesting
import Trellis

extension Snapshotting where Value: UIView, Format == String {
    /// The view's layout findings (`LayoutChecks.findings(in:)`) as text,
    /// one a line, or "No layout findings." for a clean screen: conflicting
    /// constraints, ambiguous layout, views outside their window,
    /// overlapping sibling text and truncated labels, each by view path
    /// and identifier. The reference is the accepted list, so a screen
    /// recorded clean fails as soon as any finding appears. Messages the
    /// engine reports during the layout pass the strategy runs are
    /// included; `assertLayoutClean(of:)` also catches those reported
    /// while the screen is built.
    public static var layoutChecks: Snapshotting {
        Snapshotting(pathExtension: "layout.txt", diffing: .lines) { view in
            let messages = LayoutMessages.collect { view.layoutIfNeeded() }
            return LayoutChecks.report(LayoutChecks.findings(in: view, messages: messages))
        }
    }
}

extension LayoutChecks {
    /// Findings as the `.layoutChecks` text: one a line, or "No layout findings.".
    public static func report(_ findings: [LayoutFinding]) -> String {
        findings.isEmpty ? "No layout findings.\n" : findings.map(\.description).joined(separator: "\n") + "\n"
    }
}

/// Fails, listing each finding by view path and identifier, when the
/// screen `view` builds has conflicting constraints, ambiguous layout,
/// views outside their window, overlapping sibling text or truncated
/// labels. The view is made inside the call, so conflicts the engine
/// reports while constraints are activated are caught as well as those it
/// broke before.
///
///     assertLayoutClean(of: makeWindow(.iPhoneSE3, .accessibilityExtraExtraExtraLarge))
///
/// - Parameter ignoring: kinds of finding not to fail on.
/// - Returns: the findings, ignored kinds included.
@discardableResult
public func assertLayoutClean(
    of view: @autoclosure () throws -> UIView,
    ignoring: Set<LayoutFinding.Kind> = [],
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) -> [LayoutFinding] {
    var made: Result<UIView, any Error> = .failure(CancellationError())
    let messages = LayoutMessages.collect {
        made = Result { try view() }
        if case let .success(view) = made { view.layoutIfNeeded() }
    }
    let root: UIView
    switch made {
    case let .success(view): root = view
    case let .failure(error):
        recordIssue("Couldn't make the view: \(error)", fileID: fileID, filePath: filePath, line: line, column: column)
        return []
    }
    let findings = LayoutChecks.findings(in: root, messages: messages)
    let failing = findings.filter { !ignoring.contains($0.kind) }
    if !failing.isEmpty {
        recordIssue("\(failing.count) layout finding\(failing.count == 1 ? "" : "s"):\n" + LayoutChecks.report(failing),
                    fileID: fileID, filePath: filePath, line: line, column: column)
    }
    return findings
}

/// Collects what `LayoutDiagnostics` reports during a call, instead of
/// printing it.
enum LayoutMessages {
    /// A box the handler (which must be `@Sendable`) appends to: the call
    /// runs on this thread, and the lock keeps a handler reached from
    /// another thread safe.
    private final class Box: @unchecked Sendable {
        private let lock = NSLock()
        private var messages: [LayoutDiagnostics.Message] = []
        func append(_ message: LayoutDiagnostics.Message) { lock.withLock { messages.append(message) } }
        var collected: [LayoutDiagnostics.Message] { lock.withLock { messages } }
    }

    static func collect(_ body: () throws -> Void) rethrows -> [LayoutDiagnostics.Message] {
        let box = Box()
        try LayoutDiagnostics.$handler.withValue({ box.append($0) }, operation: body)
        return box.collected
    }

    /// `body`'s result and what was reported while it ran.
    static func collecting<Result>(_ body: () throws -> Result) rethrows -> (Result, [LayoutDiagnostics.Message]) {
        let box = Box()
        let result = try LayoutDiagnostics.$handler.withValue({ box.append($0) }, operation: body)
        return (result, box.collected)
    }
}
