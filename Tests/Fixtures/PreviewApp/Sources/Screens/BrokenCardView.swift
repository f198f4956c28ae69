import UIKit

/// A card with two deliberate mistakes, for `trellis explain --preview
/// "Broken card"` (docs/previews.md): its box has two required widths (a
/// conflict whose minimal set is those two), and its badge has a width, a
/// height and a top but no horizontal position (ambiguous).
final class BrokenCardView: UIView {
    init() {
        super.init(frame: .zero)
        backgroundColor = .systemBackground
        let box = UIView()
        box.backgroundColor = .systemBlue
        box.accessibilityIdentifier = "box"
        let badge = UIView()
        badge.backgroundColor = .systemRed
        badge.accessibilityIdentifier = "badge"
        for view in [box, badge] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        let narrow = box.widthAnchor.constraint(equalToConstant: 120)
        narrow.identifier = "box-narrow"
        let wide = box.widthAnchor.constraint(equalToConstant: 240)
        wide.identifier = "box-wide"
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor, constant: 20),
            box.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            box.heightAnchor.constraint(equalToConstant: 44),
            narrow, wide,
            badge.topAnchor.constraint(equalTo: box.bottomAnchor, constant: 12),
            badge.widthAnchor.constraint(equalToConstant: 80),
            badge.heightAnchor.constraint(equalToConstant: 30),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

#Preview("Broken card") {
    BrokenCardView()
}
