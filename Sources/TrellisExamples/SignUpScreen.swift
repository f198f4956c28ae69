import Foundation
import Trellis

/// The sign-up screen of SPEC §7, built with Auto Layout in code: a title,
/// email and password fields, a switch beside a wrapping terms label, and a
/// centred "Sign Up" button, in a container centred vertically in the
/// margins. In a compact width the container spans the margins; in a
/// regular width it is half as wide and centred. When the size class
/// changes, the old constraints are deactivated and the new activated.
public final class SignUpView: UIView {
    public let container = UIView()
    public let titleLabel = UILabel()
    public let emailField = UITextField()
    public let passwordField = UITextField()
    public let termsSwitch = UISwitch()
    public let termsLabel = UILabel()
    public let signUpButton: UIButton

    /// The constraints for each width class; one set is active at a time.
    public private(set) var compactConstraints: [NSLayoutConstraint] = []
    public private(set) var regularConstraints: [NSLayoutConstraint] = []

    public init(frame: CGRect, buttonTitle: String = "Sign Up") {
        var configuration = UIButton.Configuration.filled()
        configuration.title = buttonTitle
        signUpButton = UIButton(configuration: configuration)
        super.init(frame: frame)
        backgroundColor = .systemBackground
        build()
        applySizeClass()
    }

    public required init?(coder: NSCoder) { nil }

    public override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.horizontalSizeClass != traitCollection.horizontalSizeClass { applySizeClass() }
    }

    /// Regular width: half as wide, centred; otherwise (compact or unknown): the margins' width.
    private func applySizeClass() {
        let regular = traitCollection.horizontalSizeClass == .regular
        NSLayoutConstraint.deactivate(regular ? compactConstraints : regularConstraints)
        NSLayoutConstraint.activate(regular ? regularConstraints : compactConstraints)
    }

    private func build() {
        for view in [container, titleLabel, emailField, passwordField, termsSwitch, termsLabel, signUpButton] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
        }
        container.accessibilityIdentifier = "container"
        addSubview(container)

        titleLabel.text = "Sign Up"
        titleLabel.font = .preferredFont(forTextStyle: .title1)
        emailField.placeholder = "Email"
        emailField.borderStyle = .roundedRect
        passwordField.placeholder = "Password"
        passwordField.borderStyle = .roundedRect
        passwordField.isSecureTextEntry = true
        termsLabel.text = "I have read and agree to the terms and conditions"
        termsLabel.numberOfLines = 0
        // The label gives way, so the switch keeps its size and the label wraps.
        termsLabel.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        // What VoiceOver reads (the accessibility snapshot flagged these): the
        // title is a heading; a placeholder is gone once the user types, so
        // each field has a label; the switch says what it agrees to, as the
        // label beside it does (VoiceOver reads the two apart).
        titleLabel.accessibilityTraits = .header
        emailField.accessibilityLabel = "Email"
        passwordField.accessibilityLabel = "Password"
        termsSwitch.accessibilityLabel = "Agree to the terms and conditions"
        for view in [titleLabel, emailField, passwordField, termsSwitch, termsLabel, signUpButton] as [UIView] {
            container.addSubview(view)
        }

        let margins = layoutMarginsGuide
        NSLayoutConstraint.activate([
            container.centerYAnchor.constraint(equalTo: margins.centerYAnchor),
            container.topAnchor.constraint(greaterThanOrEqualTo: margins.topAnchor),
            container.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),

            titleLabel.topAnchor.constraint(equalTo: container.topAnchor),
            titleLabel.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            titleLabel.trailingAnchor.constraint(lessThanOrEqualTo: container.trailingAnchor),

            emailField.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 16),
            emailField.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            emailField.trailingAnchor.constraint(equalTo: container.trailingAnchor),

            passwordField.topAnchor.constraint(equalTo: emailField.bottomAnchor, constant: 8),
            passwordField.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            passwordField.trailingAnchor.constraint(equalTo: container.trailingAnchor),

            termsSwitch.topAnchor.constraint(equalTo: passwordField.bottomAnchor, constant: 16),
            termsSwitch.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            termsLabel.leadingAnchor.constraint(equalTo: termsSwitch.trailingAnchor, constant: 8),
            termsLabel.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            termsLabel.topAnchor.constraint(equalTo: termsSwitch.topAnchor),

            // The button goes below whichever of the switch and the label is lower.
            signUpButton.topAnchor.constraint(greaterThanOrEqualTo: termsSwitch.bottomAnchor, constant: 24),
            signUpButton.topAnchor.constraint(greaterThanOrEqualTo: termsLabel.bottomAnchor, constant: 24),
            signUpButton.centerXAnchor.constraint(equalTo: container.centerXAnchor),
            signUpButton.leadingAnchor.constraint(greaterThanOrEqualTo: container.leadingAnchor),
            signUpButton.trailingAnchor.constraint(lessThanOrEqualTo: container.trailingAnchor),
            signUpButton.bottomAnchor.constraint(equalTo: container.bottomAnchor),
        ])
        let snug = signUpButton.topAnchor.constraint(equalTo: termsSwitch.bottomAnchor, constant: 24)
        snug.priority = .defaultLow
        snug.isActive = true

        compactConstraints = [
            container.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            container.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        ]
        regularConstraints = [
            container.widthAnchor.constraint(equalTo: margins.widthAnchor, multiplier: 0.5),
            container.centerXAnchor.constraint(equalTo: margins.centerXAnchor),
        ]
    }
}
