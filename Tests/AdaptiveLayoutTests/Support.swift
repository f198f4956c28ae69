import AdaptiveLayout
import Foundation
import Trellis

/// A view of a fixed size, standing in for a label or icon: `sizeThatFits`
/// gives its size whatever width it is offered.
final class Block: UIView {
    let size: CGSize

    init(_ width: CGFloat, _ height: CGFloat, _ name: String = "") {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
        accessibilityIdentifier = name
    }

    required init?(coder: NSCoder) { nil }

    override func sizeThatFits(_ size: CGSize) -> CGSize { self.size }
    override var intrinsicContentSize: CGSize { size }
}

func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}

/// The layout diagnostics reported while `body` runs.
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
