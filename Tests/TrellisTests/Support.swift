import Foundation
@testable import Trellis

/// A view with content of a chosen size, standing in for a label or button.
final class ContentView: UIView {
    var content: CGSize {
        didSet { invalidateIntrinsicContentSize() }
    }

    init(_ width: CGFloat, _ height: CGFloat) {
        content = CGSize(width: width, height: height)
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
    }

    required init?(coder: NSCoder) { nil }

    override var intrinsicContentSize: CGSize { content }
}

/// Collects the layout diagnostics reported while `body` runs.
func recordingDiagnostics(_ body: () throws -> Void) rethrows -> [LayoutDiagnostics.Message] {
    final class Recorder: @unchecked Sendable {
        // Guarded by `lock`: the handler may be called from any thread.
        private let lock = NSLock()
        private var stored: [LayoutDiagnostics.Message] = []
        func append(_ message: LayoutDiagnostics.Message) { lock.withLock { stored.append(message) } }
        var messages: [LayoutDiagnostics.Message] { lock.withLock { stored } }
    }
    let recorder = Recorder()
    try LayoutDiagnostics.$handler.withValue({ recorder.append($0) }, operation: body)
    return recorder.messages
}

/// An Auto Layout view (translatesAutoresizingMaskIntoConstraints = false).
func autoLayoutView(_ identifier: String? = nil) -> UIView {
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    view.accessibilityIdentifier = identifier
    return view
}
