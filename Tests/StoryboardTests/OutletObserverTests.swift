import Foundation
import Testing
import Trellis
@testable import Storyboard

/// The pattern the issue is about: the outlet's didSet makes the controller
/// the table's data source. Made by the storyboard through init(coder:).
class ObservingTableController: UIViewController, UITableViewDataSource {
    @Outlet var tableView: UITableView! {
        didSet {
            didSetCount += 1
            tableView.dataSource = self
        }
    }
    var didSetCount = 0
    var didSetCountAtViewDidLoad = -1
    var dataSourceSetInViewDidLoad = false

    override func viewDidLoad() {
        super.viewDidLoad()
        didSetCountAtViewDidLoad = didSetCount
        dataSourceSetInViewDidLoad = tableView.dataSource === self
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
}

/// The same outlet declared by a class of its own, so that no other test
/// has used it first (a subclass would share its superclass's outlet and
/// what was learned about it).
final class FirstObservingController: UIViewController, UITableViewDataSource {
    @Outlet var tableView: UITableView! {
        didSet {
            didSetCount += 1
            tableView.dataSource = self
        }
    }
    var didSetCount = 0
    var didSetCountAtViewDidLoad = -1
    var dataSourceSetInViewDidLoad = false

    override func viewDidLoad() {
        super.viewDidLoad()
        didSetCountAtViewDidLoad = didSetCount
        dataSourceSetInViewDidLoad = tableView.dataSource === self
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
}

/// A class whose outlet is registered, so its first object gets didSet at connection.
final class RegisteredObservingController: UIViewController, UITableViewDataSource {
    @Outlet var tableView: UITableView! {
        didSet {
            didSetCount += 1
            tableView.dataSource = self
        }
    }
    var didSetCount = 0
    var didSetCountAtViewDidLoad = -1

    override func viewDidLoad() {
        super.viewDidLoad()
        didSetCountAtViewDidLoad = didSetCount
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
}

/// A File's Owner for Card.xib whose outlet collection has a didSet.
final class CollectionObservingOwner {
    @Outlet var titleLabel: UILabel!
    @OutletCollection var rows: [UILabel] {
        didSet { rowCountsSet.append(rows.count) }
    }
    var rowCountsSet: [Int] = []
}

/// A subclass: the outlet is its superclass's, and so is what was learned about it.
final class ObservingSubclassController: ObservingTableController {}

/// UIKit connects outlets with setValue:forKey:, which calls the property's
/// setter, so Swift's didSet runs, before awakeFromNib and viewDidLoad:
/// "When an object receives an awakeFromNib message, it is guaranteed to
/// have all its outlet and action connections already established"
/// (developer.apple.com/documentation/objectivec/nsobject-swift.class/awakefromnib();
/// the Resource Programming Guide's "Nib Object Life Cycle" names
/// setValue:forKey: as how outlets are set on iOS).
@Suite(.serialized) struct OutletObserverTests {
    /// Once the outlet's key path is known (any object of the class has used
    /// the property), the loader sets it through the setter: didSet has run
    /// when viewDidLoad starts.
    @Test func didSetRunsBeforeViewDidLoad() throws {
        let storyboard = try UIStoryboard.load(name: "Observers", bundle: .module)
        let first = try storyboard.viewController(identifier: "Observer", creator: nil as ((NSCoder) -> ObservingTableController?)?)
        first.loadViewIfNeeded()
        let second = try storyboard.viewController(identifier: "Observer", creator: nil as ((NSCoder) -> ObservingTableController?)?)
        second.loadViewIfNeeded()
        #expect(second.didSetCountAtViewDidLoad == 1)
        #expect(second.dataSourceSetInViewDidLoad)
        #expect(second.didSetCount == 1)
        second.view.frame = CGRect(x: 0, y: 0, width: 393, height: 852)
        second.view.layoutIfNeeded()
        #expect(second.tableView.numberOfRows(inSection: 0) == 3)
    }

    /// The first object of a class in the process: the key path is not known
    /// yet, so didSet runs at the property's first use, here the read in
    /// viewDidLoad, before the read returns.
    @Test func theFirstObjectRunsDidSetAtFirstUse() throws {
        let storyboard = try UIStoryboard.load(name: "Observers", bundle: .module)
        let first = try storyboard.viewController(identifier: "FirstObserver", creator: nil as ((NSCoder) -> FirstObservingController?)?)
        first.loadViewIfNeeded()
        #expect(first.didSetCountAtViewDidLoad == 0)
        #expect(first.dataSourceSetInViewDidLoad)
        #expect(first.didSetCount == 1)
        // Later objects of the class get it before viewDidLoad.
        let later = try storyboard.viewController(identifier: "FirstObserver", creator: nil as ((NSCoder) -> FirstObservingController?)?)
        later.loadViewIfNeeded()
        #expect(later.didSetCountAtViewDidLoad == 1)
    }

    /// With the outlet registered, even the first object of the class has
    /// its didSet run at connection, with nothing reading the property.
    @Test func aRegisteredOutletRunsDidSetOnTheFirstObject() throws {
        Storyboard.registerOutlets(\RegisteredObservingController.tableView)
        let storyboard = try UIStoryboard.load(name: "Observers", bundle: .module)
        let first = try storyboard.viewController(identifier: "Observer") { coder in RegisteredObservingController(coder: coder) }
        first.loadViewIfNeeded()
        #expect(first.didSetCountAtViewDidLoad == 1)
        #expect(first.didSetCount == 1)
    }

    @Test func aSubclassUsesItsSuperclassesOutletSetter() throws {
        let storyboard = try UIStoryboard.load(name: "Observers", bundle: .module)
        _ = try storyboard.viewController(identifier: "Observer", creator: nil as ((NSCoder) -> ObservingTableController?)?).view
        let sub = try storyboard.viewController(identifier: "Observer") { coder in ObservingSubclassController(coder: coder) }
        sub.loadViewIfNeeded()
        #expect(sub.didSetCountAtViewDidLoad == 1)
    }

    /// UIKit sets an outlet collection's whole array at once: didSet runs
    /// once, with every element (in file order).
    @Test func anOutletCollectionIsSetOnceWithAllItsElements() throws {
        let nib = try UINib.load(nibName: "Card", bundle: .module)
        let first = CollectionObservingOwner()
        _ = Reports().capture { nib.instantiate(withOwner: first) }
        #expect(first.rows.map(\.text) == ["High", "Low"])
        #expect(first.rowCountsSet == [2])
        let second = CollectionObservingOwner()
        _ = Reports().capture { nib.instantiate(withOwner: second) }
        #expect(second.rowCountsSet == [2])
        #expect(second.rows.map(\.text) == ["High", "Low"])
    }

    /// The outlet's configuration closure still runs, after the setter.
    @Test func configureClosureRunsThroughTheSetterToo() throws {
        let storyboard = try UIStoryboard.load(name: "Main", bundle: .module)
        for _ in 0..<2 {
            let day = try storyboard.viewController(identifier: "Day", creator: nil as ((NSCoder) -> DayViewController?)?)
            day.loadViewIfNeeded()
            #expect(day.dayLabel.numberOfLines == 3)
        }
    }
}
