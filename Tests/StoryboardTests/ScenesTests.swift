import Foundation
import Testing
import Trellis
@testable import Storyboard

/// The initial scene of Scenes.storyboard: a container view embedding the
/// list, a button with a show segue, and a manual presentation segue.
final class HostViewController: UIViewController, StoryboardInstantiable {
    @Outlet var containerView: UIView!
    @Outlet var compactTop: NSLayoutConstraint!
    @Outlet var neverInstalled: UILabel!
    @Outlet var detailsButton: UIButton!
    @Outlet var sunView: UIImageView!
    /// What happened, in order: "prepare:<identifier>:<destination>", "viewDidLoad", "should:<identifier>".
    var events: [String] = []
    var allowsDetails = true

    override func viewDidLoad() {
        super.viewDidLoad()
        events.append("viewDidLoad")
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        events.append("prepare:\(segue.identifier ?? "-"):\(type(of: segue.destination)):\(sender is UIButton ? "button" : "none")")
        if let list = segue.destination as? ListViewController { list.rows = [.title("Weather", "Cupertino"), .row("Today", String(repeating: "Rain in the afternoon. ", count: 8)), .row("Tomorrow", "Clear")] }
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        events.append("should:\(identifier)")
        return allowsDetails
    }
}

/// A table view controller scene whose rows come from two prototypes.
final class ListViewController: UITableViewController, StoryboardInstantiable {
    enum Row { case title(String, String), row(String, String) }
    var rows: [Row] = []

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        switch rows[indexPath.row] {
        case let .title(title, subtitle):
            let cell = tableView.dequeueReusableCell(withIdentifier: "Title", for: indexPath)
            cell.textLabel?.text = title
            cell.detailTextLabel?.text = subtitle
            return cell
        case let .row(heading, body):
            let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
            (cell as? RowCell)?.headingLabel.text = heading
            (cell as? RowCell)?.bodyLabel.text = body
            return cell
        }
    }
}

/// A custom cell class of a prototype and of RowCell.xib: its content comes from the file.
final class RowCell: UITableViewCell {
    @Outlet({ $0.textColor = .systemBlue }) var headingLabel: UILabel!
    @Outlet var bodyLabel: UILabel!
}

@Suite struct ScenesTests {
    init() {
        Storyboard.register(HostViewController.self)
        Storyboard.register(ListViewController.self)
        Storyboard.register(RowCell.self)
    }

    /// The host in an iPhone 15 window, laid out.
    func host(_ reports: Reports) throws -> (HostViewController, UIWindow) {
        let storyboard = try UIStoryboard.load(name: "Scenes", bundle: .module)
        let host = try #require(try reports.capture { try storyboard.initialViewController() } as? HostViewController)
        let window = UIWindow(device: .iPhone15)
        reports.capture {
            window.rootViewController = host
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
        }
        return (host, window)
    }

    @Test func embedSegueMakesTheListAChildBeforeViewDidLoad() throws {
        let reports = Reports()
        let (host, _) = try host(reports)
        #expect(host.events == ["prepare:embedList:ListViewController:none", "viewDidLoad"])
        let list = try #require(host.children.first as? ListViewController)
        #expect(host.children.count == 1 && list.parent === host)
        #expect(list.view.superview === host.containerView)
        #expect(list.view.frame == host.containerView.bounds)
        #expect(list.view.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        #expect(list.storyboard === host.storyboard && host.storyboard != nil)
    }

    @Test func tableViewControllerSceneDequeuesCellsFromItsPrototypes() throws {
        let reports = Reports()
        let (host, _) = try host(reports)
        let list = try #require(host.children.first as? ListViewController)
        let table = try #require(list.tableView)
        #expect(table === list.view)
        #expect(table.dataSource === list && table.delegate === list)
        #expect(table.rowHeight == UITableView.automaticDimension && table.estimatedRowHeight == UITableView.automaticDimension)
        let cells = table.visibleCells
        #expect(cells.count == 3)
        // The subtitle prototype: built-in labels with the prototype's fonts, and its accessory.
        let title = cells[0]
        #expect(type(of: title) == UITableViewCell.self && title.style == .subtitle && title.reuseIdentifier == "Title")
        #expect(title.textLabel?.text == "Weather" && title.detailTextLabel?.text == "Cupertino")
        #expect(title.textLabel?.font == UIFont.boldSystemFont(ofSize: 17) && title.detailTextLabel?.font == UIFont.systemFont(ofSize: 12))
        #expect(title.accessoryType == .disclosureIndicator)
        // The custom prototype: its class, outlets (configured on connection) and self-sizing constraints.
        let today = try #require(cells[1] as? RowCell)
        let tomorrow = try #require(cells[2] as? RowCell)
        #expect(today !== tomorrow && today.reuseIdentifier == "Row" && today.selectionStyle == .none)
        #expect(today.headingLabel.text == "Today" && today.headingLabel.textColor == .systemBlue)
        #expect(today.headingLabel.superview === today.contentView && today.bodyLabel.numberOfLines == 0)
        #expect(today.headingLabel.font == UIFont.preferredFont(forTextStyle: .headline))
        let margins = today.contentView.layoutMargins
        #expect(today.bodyLabel.frame.minY == today.headingLabel.frame.maxY + 8)
        #expect(today.bodyLabel.frame.maxY == today.contentView.bounds.height - margins.bottom)
        // The wrapped body makes today's row taller than tomorrow's one-line row.
        #expect(today.bodyLabel.frame.height > 2 * tomorrow.bodyLabel.frame.height)
        #expect(today.frame.height > tomorrow.frame.height + 40)
        #expect(tomorrow.frame.height == tomorrow.bodyLabel.frame.maxY + margins.bottom)
        // The prototype with no reuse identifier is reported, not registered.
        #expect(reports.messages.map(\.text).contains(
            "Scenes.storyboard:163: prototype <tableViewCell id=\"Lst-Ce-003\"> has no reuse identifier; it cannot be dequeued and was skipped"))
    }

    @Test func triggeredSegueAsksThenPreparesThenPresents() throws {
        let reports = Reports()
        let (host, window) = try host(reports)
        host.allowsDetails = false
        reports.capture { host.detailsButton.sendActions(for: .touchUpInside) }
        #expect(host.presentedViewController == nil)
        host.allowsDetails = true
        reports.capture { host.detailsButton.sendActions(for: .touchUpInside) }
        #expect(host.events.suffix(3) == ["should:showDetail", "should:showDetail", "prepare:showDetail:UIViewController:button"])
        let detail = try #require(host.presentedViewController)
        #expect(detail.title == "Detail" && detail.isViewLoaded && detail.view.window != nil)
        #expect(detail.storyboard === host.storyboard)
        withExtendedLifetime(window) {}
    }

    @Test func performSegueRunsManualSeguesAndReportsUnknownOnes() throws {
        let reports = Reports()
        let (host, _) = try host(reports)
        reports.capture { host.performSegue(withIdentifier: "settings", sender: nil) }
        let settings = try #require(host.presentedViewController)
        #expect(settings.title == "Settings" && settings.modalPresentationStyle == .formSheet)
        #expect(host.events.last == "prepare:settings:UIViewController:none")
        reports.capture { host.performSegue(withIdentifier: "nowhere", sender: nil) }
        #expect(reports.messages.last?.kind == .unknownSegue)
        #expect(reports.messages.last?.text == "Scenes.storyboard: Receiver (HostViewController) has no segue with identifier 'nowhere'")
        let plain = UIViewController()
        reports.capture { plain.performSegue(withIdentifier: "settings", sender: nil) }
        #expect(reports.messages.last?.text == "Receiver (UIViewController) has no segue with identifier 'settings': it was not made from a storyboard")
    }

    @Test func uninstalledConstraintsAndViewsAreMadeButNotInstalled() throws {
        let reports = Reports()
        let (host, _) = try host(reports)
        #expect(host.compactTop != nil && !host.compactTop.isActive && host.compactTop.constant == 100)
        #expect(host.neverInstalled.text == "Never installed" && host.neverInstalled.superview == nil)
        let label = try #require(host.view.subviews.compactMap { $0 as? UILabel }.first)
        #expect(label.frame.minY == host.detailsButton.frame.maxY + 16)
        #expect(reports.messages.map(\.text).contains(
            "Scenes.storyboard:78: size-class variation 'heightClass=compact' is not applied; the Any×Any constraints and views are used"))
    }

    @Test func imagesComeFromTheBundleAndMissingOnesAreReported() throws {
        let reports = Reports()
        let (host, _) = try host(reports)
        let sun = try #require(host.sunView.image)
        #expect(sun.size == CGSize(width: 12, height: 8))
        #expect(host.detailsButton.image(for: .normal)?.size == CGSize(width: 12, height: 8))
        let images = host.view.subviews.compactMap { $0 as? UIImageView }
        // `<imageReference key="image" image="cloud.rain" catalog="system"/>`: the SF Symbol.
        #expect(images.count == 3 && images[1].image?.isSymbolImage == true && images[2].image == nil)
        let imageReports = reports.messages.filter { $0.kind == .invalidValue }.map(\.text)
        #expect(!imageReports.contains { $0.contains("cloud.rain") })
        #expect(imageReports.contains("Scenes.storyboard:39: Could not load the \"moon\" image referenced from <imageView id=\"Hst-Iv-003\">; no image is set"))
    }

    @Test func navigationControllerSceneIsANavigationControllerWithItsRoot() throws {
        let storyboard = try UIStoryboard.load(name: "Scenes", bundle: .module)
        let reports = Reports()
        let made = try #require(try reports.capture { try storyboard.viewController(withIdentifier: "Nav") } as? UINavigationController)
        #expect(made.viewControllers.map(\.title) == ["Detail"])
        #expect(made.topViewController?.storyboard === made.storyboard)
        #expect(reports.messages.isEmpty)
    }

    @Test func tableViewControllerInCodeMakesItsOwnTable() {
        let controller = UITableViewController(style: .insetGrouped)
        #expect(!controller.isViewLoaded)
        let table = controller.tableView!
        #expect(table.style == .insetGrouped && table.dataSource === controller && table.delegate === controller)
        #expect(table.autoresizingMask == [.flexibleWidth, .flexibleHeight] && table.frame == UIScreen.main.bounds)
        #expect(controller.clearsSelectionOnViewWillAppear)
        #expect(controller.tableView(table, numberOfRowsInSection: 0) == 0 && controller.numberOfSections(in: table) == 1)
    }

    @Test func aDuplicateIDIsReportedAndTheFirstElementKeepsIt() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <view contentMode="scaleToFill" id="Dup-Vw-001">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
                    <subviews>
                        <label text="first" translatesAutoresizingMaskIntoConstraints="NO" id="Dup-Lb-001"/>
                        <label text="second" translatesAutoresizingMaskIntoConstraints="NO" id="Dup-Lb-001"/>
                    </subviews>
                </view>
            </objects>
        </document>
        """
        let reports = Reports()
        let objects = try reports.capture { try UINib(data: Data(xml.utf8), bundle: nil).instantiateObjects(withOwner: nil) }
        let root = try #require(objects.first as? UIView)
        #expect(root.subviews.compactMap { ($0 as? UILabel)?.text } == ["first", "second"])
        #expect(reports.messages.map(\.text) == ["(data).xib:8: <label> has the id 'Dup-Lb-001' of the <label> on line 7; references to it mean the first"])
    }

    @Test func nibRegisteredCellsComeFromTheXib() throws {
        let reports = Reports()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
        reports.capture { table.register(UINib(nibName: "RowCell", bundle: .module), forCellReuseIdentifier: "Nib") }
        #expect(table.hasRegistration(forCellReuseIdentifier: "Nib"))
        let first = try #require(reports.capture { table.dequeueReusableCell(withIdentifier: "Nib") } as? RowCell)
        let second = try #require(reports.capture { table.dequeueReusableCell(withIdentifier: "Nib") } as? RowCell)
        #expect(first !== second && first.reuseIdentifier == "Nib")
        #expect(first.headingLabel.text == "From a nib" && first.headingLabel.textColor == .systemBlue)
        #expect(first.headingLabel.superview === first.contentView && first.contentView.constraints.count == 3)
        table.register(nil as UINib?, forCellReuseIdentifier: "Nib")
        #expect(!table.hasRegistration(forCellReuseIdentifier: "Nib"))
        #expect(reports.messages.isEmpty)
    }
}
