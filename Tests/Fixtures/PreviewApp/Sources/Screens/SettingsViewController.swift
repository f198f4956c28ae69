import UIKit

/// A short settings list in a navigation controller.
final class SettingsViewController: UITableViewController {
    private let rows = ["Notifications", "Appearance", "Privacy"]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = rows[indexPath.row]
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }
}

#Preview("Settings") {
    UINavigationController(rootViewController: SettingsViewController())
}

#Preview(traits: .landscapeLeft, .fixedLayout(width: 480, height: 320)) {
    SettingsViewController()
}
