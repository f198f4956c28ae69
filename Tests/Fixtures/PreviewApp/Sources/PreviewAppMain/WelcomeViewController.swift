import Foundation
import UIKit

/// What the program prints, and the welcome screen's title.
let welcomeGreeting = "Welcome to Trellis"

/// The subtitle: read from the target's resources when its settings define
/// `WELCOME_FROM_RESOURCES`, as Package.swift does.
var welcomeSubtitle: String {
    #if WELCOME_FROM_RESOURCES
    guard let url = Bundle.module.url(forResource: "welcome", withExtension: "txt"),
          let text = try? String(contentsOf: url, encoding: .utf8) else { return "The resource is missing" }
    return text.trimmingCharacters(in: .whitespacesAndNewlines)
    #else
    return "The target's settings were not applied"
    #endif
}

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
        let subtitle = UILabel()
        subtitle.text = welcomeSubtitle
        subtitle.font = .preferredFont(forTextStyle: .body)
        subtitle.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(subtitle)
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            label.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            subtitle.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            subtitle.firstBaselineAnchor.constraint(equalToSystemSpacingBelow: label.lastBaselineAnchor, multiplier: 1),
        ])
    }
}

#Preview("Welcome") {
    WelcomeViewController()
}
