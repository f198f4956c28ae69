import UIKit

/// A card with a title and a line of text.
final class GreetingView: UIView {
    private enum Layout {
        static let padding: CGFloat = 20
        static let spacing: CGFloat = 8
    }

    let titleLabel = UILabel()
    let messageLabel = UILabel()

    init(title: String, message: String) {
        super.init(frame: .zero)
        backgroundColor = .systemBackground
        titleLabel.text = title
        titleLabel.font = .preferredFont(forTextStyle: .title1)
        titleLabel.adjustsFontForContentSizeCategory = true
        messageLabel.text = message
        messageLabel.font = .preferredFont(forTextStyle: .body)
        messageLabel.textColor = .secondaryLabel
        messageLabel.numberOfLines = 0
        let stack = UIStackView(arrangedSubviews: [titleLabel, messageLabel])
        stack.axis = .vertical
        stack.spacing = Layout.spacing
        stack.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor, constant: Layout.padding),
            stack.bottomAnchor.constraint(lessThanOrEqualTo: safeAreaLayoutGuide.bottomAnchor, constant: -Layout.padding),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

#Preview("Greeting") {
    GreetingView(title: "Hello, Trellis", message: "This screen is drawn on Linux from a #Preview.")
}

#Preview("Badge", traits: .sizeThatFitsLayout) {
    let label = UILabel()
    label.text = "  3 new  "
    label.backgroundColor = .systemBlue
    label.textColor = .white
    return label
}
