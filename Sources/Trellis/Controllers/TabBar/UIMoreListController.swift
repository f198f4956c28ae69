import Foundation

/// The list at the root of a tab bar controller's More navigation
/// controller (UIKit's private `UIMoreListController`): one row per tab
/// that does not fit in the bar, with the tab's image (in the tint colour)
/// and title and a disclosure indicator; choosing a row shows that tab in
/// the More navigation controller. Titled "More", with an Edit button
/// while some tabs are customizable, as in UIKit.
final class UIMoreListController: UITableViewController {
    weak var tabController: UITabBarController?

    init() {
        super.init(style: .plain)
        title = "More"
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    private static let reuseIdentifier = "UIMoreListCell"

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.reuseIdentifier)
        updateEditButton()
    }

    /// The tabs changed: list them again.
    func reload() {
        updateEditButton()
        if isViewLoaded { tableView.reloadData() }
    }

    private var rows: [UIViewController] { tabController?.overflowControllers ?? [] }

    private func updateEditButton() {
        let customizable = !(tabController?.customizableViewControllers ?? []).isEmpty
        guard customizable else {
            navigationItem.rightBarButtonItem = nil
            return
        }
        guard navigationItem.rightBarButtonItem == nil else { return }
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .edit, primaryAction: UIAction { [weak self] _ in
            guard let tabController = self?.tabController else { return }
            tabController.tabBar.beginCustomizingItems((tabController.viewControllers ?? []).map { $0.tabBarItem })
        })
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.reuseIdentifier, for: indexPath)
        let item = rows[indexPath.row].tabBarItem
        cell.textLabel?.text = item?.shownTitle
        cell.imageView?.image = item?.shownImage.map { TabBarItemView.tabImage($0, style: .stacked) }
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard let tabController, rows.indices.contains(indexPath.row) else { return }
        tabController.selectedViewController = rows[indexPath.row]
    }
}
