import Foundation
import SnapshotTesting
import Testing
import Trellis
import TrellisSnapshotTesting

/// A form of text controls (issue 19): a title shrunk to fit its width, a
/// text field showing its placeholder, a secure field, a scrolling text
/// view and a self-sizing one, in light and in dark (the dark one through
/// `overrideUserInterfaceStyle`), drawn at scale 1 on an iPhone 15.
@Suite struct TextSnapshotTests {
    final class FormController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground

            let title = UILabel()
            title.text = "Passenger Details for Your Flight"
            title.font = .boldSystemFont(ofSize: 34)
            title.adjustsFontSizeToFitWidth = true
            title.minimumScaleFactor = 0.5

            let name = UITextField()
            name.placeholder = "Full name"
            name.borderStyle = .roundedRect
            name.textContentType = .name

            let password = UITextField()
            password.text = "correct horse"
            password.isSecureTextEntry = true
            password.borderStyle = .roundedRect

            let notes = UITextView()
            notes.font = .preferredFont(forTextStyle: .body)
            notes.text = "Window seat, please. I travel with a folding bicycle in a soft case and would like to board early. "
                + "Vegetarian meal. Please seat us together if the flight is full; we will not need the extra legroom."
            notes.layer.cornerRadius = 8
            notes.layer.borderWidth = 1
            notes.layer.borderColor = UIColor.separator.cgColor

            let summary = UITextView()
            summary.isScrollEnabled = false
            summary.isEditable = false
            summary.backgroundColor = .secondarySystemBackground
            summary.font = .preferredFont(forTextStyle: .footnote)
            summary.textColor = .secondaryLabel
            summary.text = "Fares include one carry-on bag. Changes are free up to 24 hours before departure."

            let stack = UIStackView(arrangedSubviews: [title, name, password, notes, summary])
            stack.axis = .vertical
            stack.spacing = 16
            stack.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
                stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                notes.heightAnchor.constraint(equalToConstant: 100),
            ])
        }
    }

    @Test func form() {
        for style in [UIUserInterfaceStyle.light, .dark] {
            let window = UIWindow(device: .iPhone15, orientation: .portrait)
            window.rootViewController = FormController()
            window.overrideUserInterfaceStyle = style
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
            // The renderer resolves backgrounds against the traits it is
            // given: the window's, which carry the override.
            assertSnapshot(of: window, as: .image(precision: 0.995, perceptualPrecision: 0.97, scale: 1, traits: window.traitCollection),
                           named: style == .dark ? "dark" : "light")
        }
    }
}
