import Foundation
import SnapshotTesting
import Testing
import Trellis
import TrellisSnapshotTesting

/// Layers as apps use them, drawn at scale 2: a card with a `shadowPath`
/// shadow, a gradient header inserted under the card's subviews, a
/// progress ring (a shape layer stroked to 70% with round caps over a
/// faint full ring), a dashed baseline, radial and conic gradients, a
/// masked view and a rotated badge.
@Suite struct LayerSnapshotTests {
    final class ProgressRingView: UIView {
        override class var layerClass: AnyClass { CAShapeLayer.self }
        let track = CAShapeLayer()

        override init(frame: CGRect) {
            super.init(frame: frame)
            let ring = layer as! CAShapeLayer
            for shape in [track, ring] {
                shape.fillColor = nil
                shape.lineWidth = 8
                shape.lineCap = .round
            }
            track.strokeColor = UIColor.systemGreen.withAlphaComponent(0.2).cgColor
            ring.strokeColor = UIColor.systemGreen.cgColor
            ring.strokeEnd = 0.7
            layer.insertSublayer(track, at: 0)
        }

        required init?(coder: NSCoder) { nil }

        override func layoutSubviews() {
            super.layoutSubviews()
            // Clockwise from the top, as activity rings start.
            let path = CGMutablePath()
            path.addArc(center: CGPoint(x: bounds.midX, y: bounds.midY), radius: min(bounds.width, bounds.height) / 2 - 6,
                        startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: false)
            (layer as! CAShapeLayer).path = path
            track.path = path
        }
    }

    func screen() -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
        root.backgroundColor = .systemGroupedBackground

        let card = UIView(frame: CGRect(x: 16, y: 16, width: 288, height: 150))
        card.backgroundColor = .white
        card.layer.cornerRadius = 16
        card.layer.shadowOpacity = 0.2
        card.layer.shadowRadius = 10
        card.layer.shadowOffset = CGSize(width: 0, height: 6)
        card.layer.shadowPath = CGPath(roundedRect: card.bounds, cornerWidth: 16, cornerHeight: 16, transform: nil)
        root.addSubview(card)

        let header = CAGradientLayer()
        header.frame = CGRect(x: 0, y: 0, width: 288, height: 56)
        header.colors = [UIColor.systemIndigo.cgColor, UIColor.systemTeal.cgColor]
        header.startPoint = CGPoint(x: 0, y: 0.5)
        header.endPoint = CGPoint(x: 1, y: 0.5)
        header.cornerRadius = 16
        header.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        let title = UILabel(frame: CGRect(x: 16, y: 14, width: 200, height: 28))
        title.text = "Activity"
        title.font = .boldSystemFont(ofSize: 22)
        title.textColor = .white
        card.addSubview(title)
        card.layer.insertSublayer(header, at: 0)

        let ring = ProgressRingView(frame: CGRect(x: 20, y: 66, width: 76, height: 76))
        card.addSubview(ring)

        let baseline = CAShapeLayer()
        let line = CGMutablePath()
        line.move(to: CGPoint(x: 112, y: 104))
        line.addLine(to: CGPoint(x: 272, y: 104))
        baseline.path = line
        baseline.strokeColor = UIColor.separator.cgColor
        baseline.lineWidth = 1
        baseline.lineDashPattern = [4, 4]
        card.layer.addSublayer(baseline)

        let badge = UILabel(frame: CGRect(x: 226, y: 16, width: 48, height: 22))
        badge.text = "NEW"
        badge.font = .systemFont(ofSize: 11, weight: .heavy)
        badge.textAlignment = .center
        badge.textColor = .white
        badge.backgroundColor = .systemRed
        badge.layer.cornerRadius = 5
        badge.clipsToBounds = true
        badge.transform = CGAffineTransform(rotationAngle: -.pi / 12)
        card.addSubview(badge)

        let radial = CAGradientLayer()
        radial.type = .radial
        radial.frame = CGRect(x: 16, y: 190, width: 90, height: 90)
        radial.colors = [UIColor.systemYellow.cgColor, UIColor.systemOrange.cgColor, UIColor.systemOrange.withAlphaComponent(0).cgColor]
        radial.startPoint = CGPoint(x: 0.5, y: 0.5)
        radial.endPoint = CGPoint(x: 1, y: 1)
        root.layer.addSublayer(radial)

        let conic = CAGradientLayer()
        conic.type = .conic
        conic.frame = CGRect(x: 122, y: 190, width: 90, height: 90)
        conic.cornerRadius = 45
        conic.masksToBounds = true
        conic.colors = [UIColor.systemRed.cgColor, UIColor.systemYellow.cgColor, UIColor.systemGreen.cgColor,
                        UIColor.systemBlue.cgColor, UIColor.systemPurple.cgColor, UIColor.systemRed.cgColor]
        conic.startPoint = CGPoint(x: 0.5, y: 0.5)
        conic.endPoint = CGPoint(x: 0.5, y: 0)
        root.layer.addSublayer(conic)

        let masked = UIView(frame: CGRect(x: 228, y: 190, width: 76, height: 90))
        masked.backgroundColor = .systemBlue
        let fade = CAGradientLayer()
        fade.frame = masked.bounds
        fade.colors = [UIColor.black.cgColor, UIColor.black.withAlphaComponent(0).cgColor]
        masked.layer.mask = fade
        root.addSubview(masked)
        return root
    }

    @Test func layersAsAppsUseThem() {
        let view = screen()
        view.layoutIfNeeded()
        assertSnapshot(of: view, as: .image(precision: 0.995, perceptualPrecision: 0.97, scale: 2), named: "layers")
    }
}
