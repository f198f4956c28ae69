import UIKit

/// What the program prints, and the welcome screen's title.
let welcomeGreeting = "Welcome to Trellis"

/// The first screen of the app, in the executable target: Xcode previews
/// app targets, and so does `trellis preview`.
final class WelcomeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let label = UILabel()
        label.text = welcomeGreeting
        label.font = .preferredFont(forTextStyle: .largeTitle)
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            label.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }
}

#Preview("Welcome") {
    WelcomeViewController()
}
