import Foundation
import SnapshotTesting
import Testing
import Trellis
import TrellisSnapshotTesting

/// Views that draw themselves (issue 19): `draw(_:)` with Bézier paths,
/// clipping, a symbol and text, and an image made by
/// `UIGraphicsImageRenderer`, in a window as an app shows them.
@Suite struct DrawingSnapshotTests {
    /// An avatar as apps draw one: a ring, a clipped disc and a symbol.
    final class AvatarView: UIView {
        override func draw(_ rect: CGRect) {
            guard let context = UIGraphicsGetCurrentContext() else { return }
            let ring = UIBezierPath(ovalIn: bounds.insetBy(dx: 2, dy: 2))
            ring.lineWidth = 4
            UIColor.systemYellow.setStroke()
            ring.stroke()
            let disc = bounds.insetBy(dx: 8, dy: 8)
            context.saveGState()
            UIBezierPath(ovalIn: disc).addClip()
            UIColor.white.withAlphaComponent(0.9).setFill()
            UIRectFill(disc)
            let configuration = UIImage.SymbolConfiguration(pointSize: disc.width * 0.8, weight: .light)
            if let symbol = UIImage(systemName: "person.crop.circle", withConfiguration: configuration)?
                .withTintColor(.systemGray, renderingMode: .alwaysOriginal) {
                let size = symbol.size
                symbol.draw(in: CGRect(x: disc.midX - size.width / 2, y: disc.midY - size.height / 2, width: size.width, height: size.height))
            }
            context.restoreGState()
        }
    }

    /// A badge drawn with a rounded-corner path and centred text.
    final class BadgeView: UIView {
        override func draw(_ rect: CGRect) {
            UIColor.systemRed.setFill()
            UIBezierPath(roundedRect: bounds, byRoundingCorners: [.topLeft, .bottomRight], cornerRadii: CGSize(width: 10, height: 10)).fill()
            let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 13, weight: .heavy), .foregroundColor: UIColor.white]
            let size = "NEW".size(withAttributes: attributes)
            "NEW".draw(at: CGPoint(x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2), withAttributes: attributes)
        }
    }

    @Test func viewsThatDrawThemselves() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 240, height: 150))
        let root = UIViewController()
        root.view.backgroundColor = .systemIndigo
        window.rootViewController = root
        let avatar = AvatarView(frame: CGRect(x: 16, y: 16, width: 96, height: 96))
        avatar.isOpaque = false
        avatar.backgroundColor = .clear
        let badge = BadgeView(frame: CGRect(x: 128, y: 16, width: 80, height: 28))
        badge.backgroundColor = .clear
        let thumbnail = UIImageView(frame: CGRect(x: 128, y: 56, width: 96, height: 56))
        let values: [CGFloat] = (0..<30).map { index -> CGFloat in
            let step = CGFloat(index)
            return 10 + 6 * sin(step / 3) + step / 2
        }
        thumbnail.image = UIGraphicsImageRenderer(size: thumbnail.bounds.size).image { context in
            UIColor.systemGreen.withAlphaComponent(0.25).setFill()
            context.fill(CGRect(origin: .zero, size: thumbnail.bounds.size))
            let line = UIBezierPath()
            for (index, value) in values.enumerated() {
                let x: CGFloat = 4 + CGFloat(index) * 88 / 29
                let y: CGFloat = 52 - value * 1.4
                let point = CGPoint(x: x, y: y)
                if index == 0 { line.move(to: point) } else { line.addLine(to: point) }
            }
            line.lineWidth = 2
            line.lineJoinStyle = .round
            UIColor.systemGreen.setStroke()
            line.stroke()
        }
        for view in [avatar, badge, thumbnail] { root.view.addSubview(view) }
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        assertSnapshot(of: window, as: .image(precision: 0.995, perceptualPrecision: 0.97, scale: 2), named: "drawing")
    }
}
