import Testing
@testable import TrellisPort

/// Ports `source` and checks that a second run changes nothing (every rule is idempotent).
func port(_ source: String, inPlace: Bool = false, sourceLocation: SourceLocation = #_sourceLocation) -> PortedSource {
    let options = PortOptions(keepsIOSSpelling: inPlace)
    let first = SourcePorter.port(source, file: "App.swift", options: options)
    let second = SourcePorter.port(first.ported, file: "App.swift", options: options)
    #expect(second.ported == first.ported, "a second run changed the file", sourceLocation: sourceLocation)
    #expect(second.changes.isEmpty, "a second run made changes: \(second.changes)", sourceLocation: sourceLocation)
    return first
}

/// `addTarget(_:action:for:)` → `addAction(UIAction { … }, for:)`: the iOS 14
/// form, so one spelling for both platforms. UIKit's target-action keeps
/// the target weakly ("The control does not retain the object in the target
/// parameter", developer.apple.com/documentation/uikit/uicontrol/addtarget(_:action:for:)),
/// hence `[weak self]`.
@Suite struct TargetActionRuleTests {
    @Test func aMethodWithoutSenderIsCalledThroughAWeakSelf() {
        let result = port("""
            class C: UIViewController {
                let button = UIButton()
                override func viewDidLoad() {
                    // Tap to refresh.
                    button.addTarget(self, action: #selector(refresh), for: .touchUpInside)
                }
                @objc func refresh() {}
            }
            """)
        #expect(result.ported.contains("""
                    // Tap to refresh.
                    button.addAction(UIAction { [weak self] _ in self?.refresh() }, for: .touchUpInside)
            """))
        #expect(result.ported.contains("    func refresh() {}"))
        #expect(result.changes.map(\.rule) == ["target-action", "objc"])
        #expect(result.changes.first?.line == 5)
        #expect(result.problems.isEmpty)
    }

    @Test func theSenderIsPassedCastToTheParameterType() {
        let result = port("""
            class C {
                func setUp(_ toggle: UISwitch) {
                    toggle.addTarget(self, action: #selector(toggled(_:)), for: .valueChanged)
                }
                @objc private func toggled(_ sender: UISwitch) {}
            }
            """)
        #expect(result.ported.contains("""
                    toggle.addAction(UIAction { [weak self] action in
                        guard let sender = action.sender as? UISwitch else { return }
                        self?.toggled(sender)
                    }, for: .valueChanged)
            """))
    }

    @Test func anySenderAndTheEventFormAndAnotherTarget() {
        let result = port("""
            class C {
                func setUp(_ b: UIButton, _ model: Model) {
                    b.addTarget(model, action: #selector(Model.tapped(_:)), for: .touchUpInside)
                    b.addTarget(self, action: #selector(touched(_:forEvent:)), for: [.touchDown])
                }
                func touched(_ sender: Any, forEvent event: UIEvent) {}
            }
            class Model { func tapped(_ sender: Any?) {} }
            """)
        #expect(result.ported.contains("b.addAction(UIAction { [weak model] action in model?.tapped(action.sender) }, for: .touchUpInside)"))
        #expect(result.ported.contains("b.addAction(UIAction { [weak self] action in self?.touched(action.sender as Any, forEvent: UIEvent()) }, for: [.touchDown])"))
    }

    @Test func whatCannotBeWrittenSafelyIsReportedAndLeft() {
        let source = """
            class C {
                func setUp(_ b: UIButton) {
                    b.addTarget(nil, action: #selector(UIResponder.becomeFirstResponder), for: .touchUpInside)
                    b.addTarget(self, action: #selector(elsewhere(_:)), for: .touchUpInside)
                    b.removeTarget(self, action: nil, for: .allEvents)
                    perform(#selector(setUp(_:)), with: b)
                }
            }
            """
        let result = port(source)
        #expect(result.ported == source)
        #expect(result.problems.map(\.line) == [3, 4, 5, 6])
        #expect(result.problems[0].message.contains("responder chain"))
        #expect(result.problems[1].message.contains("not declared in this file"))
        #expect(result.problems[2].message.contains("removeAction(identifiedBy:for:)"))
        #expect(result.problems[3].rule == "selector")
    }
}

/// `UIBarButtonItem(…target:action:)` → the iOS 14 `primaryAction:` forms:
/// one spelling for both platforms. The title or image goes into the
/// action, because UIKit configures the item's title and image from its
/// primary action (developer.apple.com/documentation/uikit/uibarbuttonitem/init(title:image:primaryaction:menu:):
/// "which the item uses to configure its title and image"; UIBarButtonItem.h:
/// "updating the title & image of the item if appropriate (primaryAction is
/// non-nil, and this is not a system item)").
@Suite struct BarButtonItemRuleTests {
    @Test func titleSystemItemAndImageForms() {
        let result = port("""
            class C: UIViewController {
                override func viewDidLoad() {
                    navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(add))
                    navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: self, action: #selector(edit(_:)))
                    let space = UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
                    let done = UIBarButtonItem(title: NSLocalizedString("Done", comment: ""), style: .done, target: self, action: #selector(add))
                    let share = UIBarButtonItem(image: UIImage(systemName: "square.and.arrow.up"), style: .plain, target: self, action: #selector(add))
                    let label = UIBarButtonItem(title: name, style: .plain, target: nil, action: nil)
                    let named = UIBarButtonItem(title: name, style: .plain, target: self, action: #selector(add))
                }
                @objc func add() {}
                @objc func edit(_ sender: UIBarButtonItem) {}
            }
            """)
        #expect(result.ported.contains("UIBarButtonItem(systemItem: .add, primaryAction: UIAction { [weak self] _ in self?.add() })"))
        #expect(result.ported.contains("""
                    navigationItem.leftBarButtonItem = UIBarButtonItem(primaryAction: UIAction(title: "Edit") { [weak self] action in
                        guard let sender = action.sender as? UIBarButtonItem else { return }
                        self?.edit(sender)
                    })
            """))
        #expect(result.ported.contains("let space = UIBarButtonItem(systemItem: .flexibleSpace)"))
        #expect(result.ported.contains("""
                    let done = {
                        let item = UIBarButtonItem(primaryAction: UIAction(title: NSLocalizedString("Done", comment: "")) { [weak self] _ in self?.add() })
                        item.style = .done
                        return item
                    }()
            """))
        #expect(result.ported.contains("let share = UIBarButtonItem(primaryAction: UIAction(image: UIImage(systemName: \"square.and.arrow.up\")) { [weak self] _ in self?.add() })"))
        #expect(result.ported.contains("let label = UIBarButtonItem(title: name)"))
        #expect(result.problems.map(\.line) == [9])
    }
}

/// Gesture recognizers: Trellis's closure API (Linux only), so in place the
/// iOS original stays in an `#if canImport(ObjectiveC)` branch.
@Suite struct GestureRuleTests {
    static let source = """
        class C: UIViewController {
            override func viewDidLoad() {
                let tap = UITapGestureRecognizer(target: self, action: #selector(tapped(_:)))
                view.addGestureRecognizer(tap)
                let pan = UIPanGestureRecognizer()
                pan.addTarget(self, action: #selector(panned))
            }
            func tapped(_ recognizer: UITapGestureRecognizer) {}
            func panned() {}
        }
        """

    @Test func initAndAddTargetBecomeHandlers() {
        let result = port(Self.source)
        #expect(result.ported.contains("""
                    let tap = UITapGestureRecognizer(handler: { [weak self] recognizer in
                        guard let sender = recognizer as? UITapGestureRecognizer else { return }
                        self?.tapped(sender)
                    })
            """))
        #expect(result.ported.contains("pan.addAction({ [weak self] _ in self?.panned() })"))
    }

    @Test func inPlaceKeepsTheIOSSpellingInABranch() {
        let result = port(Self.source, inPlace: true)
        #expect(result.ported.contains("""
                    #if canImport(ObjectiveC)
                    pan.addTarget(self, action: #selector(panned))
                    #else
                    pan.addAction({ [weak self] _ in self?.panned() })
                    #endif
            """))
        #expect(result.problems.isEmpty)
    }
}

/// What Swift 6.3.1 on Linux accepts, found with `swiftc -parse-as-library
/// -typecheck`: `@objc` ("Objective-C interoperability is disabled"),
/// `@objcMembers` and `@IBOutlet` of a Trellis class ("'@IBOutlet' property
/// cannot have non-'@objc' class type") fail; `@IBAction` with one
/// parameter, `@IBInspectable`, `@IBDesignable`, `@IBSegueAction` and
/// `dynamic` compile; `@IBAction` with two fails ("@IBAction methods must
/// have 1 argument").
@Suite struct AttributeRuleTests {
    @Test func objcGoesDynamicStays() {
        let result = port("""
            /// A model.
            @objcMembers class Model: NSObject {
                @objc dynamic var count = 0
                @objc(doIt:)
                func doIt(_ x: Int) {}
                @IBInspectable var radius: CGFloat = 0
            }
            """)
        #expect(result.ported == """
            /// A model.
            class Model: NSObject {
                dynamic var count = 0
                func doIt(_ x: Int) {}
                @IBInspectable var radius: CGFloat = 0
            }
            """)
    }

    @Test func inPlaceObjcStaysForIOS() {
        let result = port("""
            class Model: NSObject {
                @objc func doIt() {}
            }
            """, inPlace: true)
        #expect(result.ported == """
            class Model: NSObject {
                #if canImport(ObjectiveC)
                @objc
                #endif
                func doIt() {}
            }
            """)
    }

    @Test func optionalRequirementsAreReported() {
        let source = """
            @objc protocol P {
                @objc optional func maybe()
            }
            """
        let result = port(source)
        #expect(result.ported == source)
        #expect(result.problems.first?.line == 1)
    }

    @Test func inPlaceAnOutletIsBranched() {
        let result = port("""
            class C: UIViewController {
                // The title.
                @IBOutlet weak var titleLabel: UILabel!
            }
            """, inPlace: true)
        #expect(result.ported == """
            class C: UIViewController {
                // The title.
                #if canImport(ObjectiveC)
                @IBOutlet weak var titleLabel: UILabel!
                #else
                @Outlet var titleLabel: UILabel!
                #endif
            }
            """)
    }

    @Test func outletsBecomeStoryboardOutletsKeepingDidSet() {
        let result = port("""
            class C: UIViewController {
                @IBOutlet weak var titleLabel: UILabel!
                @IBOutlet private weak var tableView: UITableView! {
                    didSet { tableView.dataSource = self }
                }
                @IBOutlet var labels: [UILabel]!
            }
            """)
        #expect(result.ported == """
            class C: UIViewController {
                @Outlet var titleLabel: UILabel!
                @Outlet private var tableView: UITableView! {
                    didSet { tableView.dataSource = self }
                }
                @OutletCollection var labels: [UILabel]
            }
            """)
        #expect(result.changes.map(\.line) == [2, 3, 6])
    }
}

/// `@IBAction` methods stay callable from storyboards through `storyboardActions`.
@Suite struct StoryboardActionRuleTests {
    @Test func selectorNamesFollowInterfaceBuilder() {
        let result = port("""
            class C: UIViewController {
                @IBAction func refresh(_ sender: Any) {}
                @IBAction func save() {}
                @IBAction func toggled(_ sender: UISwitch) {}
                @IBAction func touched(_ sender: UIButton, forEvent event: UIEvent) {}
            }
            """)
        #expect(result.ported.contains(#""refresh:": { [weak self] sender in self?.refresh(sender) },"#))
        #expect(result.ported.contains(#""save": { [weak self] _ in self?.save() },"#))
        #expect(result.ported.contains(#""toggled:": { [weak self] sender in if let sender = sender as? UISwitch { self?.toggled(sender) } },"#))
        #expect(result.ported.contains(#""touched:forEvent:": { [weak self] sender in if let sender = sender as? UIButton { self?.touched(sender, forEvent: UIEvent()) } },"#))
        #expect(result.ported.contains("    func touched(_ sender: UIButton, forEvent event: UIEvent) {}"))
        #expect(result.ported.hasSuffix("extension C: StoryboardActionTarget {}\n"))
    }

    @Test func aSubclassMergesItsSuperclassActions() {
        let result = port("""
            class A: UIViewController {
                @IBAction func a() {}
            }
            class B: A {
                @IBAction func b() {}
            }
            """)
        #expect(result.ported.contains("override var storyboardActions: [String: (AnyObject) -> Void] {"))
        #expect(result.ported.contains("super.storyboardActions.merging(["))
        #expect(result.ported.contains("extension A: StoryboardActionTarget {}"))
        #expect(!result.ported.contains("extension B: StoryboardActionTarget {}"))
    }

    @Test func inPlaceTheActionsAreLinuxOnly() {
        let result = port("""
            class A: UIViewController {
                @IBAction func a() {}
            }
            """, inPlace: true)
        #expect(result.ported.contains("    #if !canImport(ObjectiveC)\n"))
        #expect(result.ported.contains("#if !canImport(ObjectiveC)\nextension A: StoryboardActionTarget {}\n#endif"))
    }
}

/// `addObserver(_:selector:name:object:)` → the block-based form
/// (developer.apple.com/documentation/foundation/notificationcenter/addobserver(forname:object:queue:using:)),
/// whose token "you must … remove" (removeObserver(_:)): kept and removed.
@Suite struct NotificationRuleTests {
    @Test func observersAreBlockBasedAndRemoved() {
        let result = port("""
            class C: UIViewController {
                override func viewDidLoad() {
                    NotificationCenter.default.addObserver(self, selector: #selector(changed(_:)), name: UIContentSizeCategory.didChangeNotification, object: nil)
                    NotificationCenter.default.addObserver(self, selector: #selector(left), name: .leave, object: nil)
                }
                deinit {
                    NotificationCenter.default.removeObserver(self)
                }
                func stop() { NotificationCenter.default.removeObserver(self, name: .leave, object: nil) }
                @objc func changed(_ note: Notification) {}
                @objc func left() {}
            }
            """)
        #expect(result.ported.contains("portedObservers.append((NotificationCenter.default, UIContentSizeCategory.didChangeNotification, NotificationCenter.default.addObserver(forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: nil) { [weak self] notification in self?.changed(notification) }))"))
        #expect(result.ported.contains("queue: nil) { [weak self] _ in self?.left() }))"))
        #expect(result.ported.contains("        removePortedObservers()\n"))
        #expect(result.ported.contains("func stop() { removePortedObservers(named: .leave) }"))
        #expect(result.ported.contains("    private var portedObservers: [(center: NotificationCenter, name: Notification.Name?, token: NSObjectProtocol)] = []"))
    }

    @Test func anExtensionOfAClassElsewhereIsReported() {
        let source = """
            extension Other {
                func start() {
                    NotificationCenter.default.addObserver(self, selector: #selector(go), name: .go, object: nil)
                }
                func go() {}
            }
            """
        let result = port(source)
        #expect(result.ported == source)
        #expect(result.problems.map(\.line) == [3])
        #expect(result.problems.first?.rule == "notification")
    }
}

/// Initializers Trellis calls through a metatype are `required`.
@Suite struct RequiredInitRuleTests {
    static let source = """
        final class Cell: UITableViewCell {
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        class Header: UITableViewHeaderFooterView {
            public override init(reuseIdentifier: String?) { super.init(reuseIdentifier: reuseIdentifier) }
        }
        class Item: UICollectionViewCell {
            override init(frame: CGRect) { super.init(frame: frame) }
        }
        """

    @Test func cellsAndHeadersButNotCollectionCells() {
        let result = port(Self.source)
        #expect(result.ported.contains("    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {"))
        #expect(result.ported.contains("    public required init(reuseIdentifier: String?)"))
        #expect(result.ported.contains("    override init(frame: CGRect)"))
        #expect(result.changes.map(\.line) == [2, 8])
    }

    @Test func inPlaceKeepsOverride() {
        let result = port(Self.source, inPlace: true)
        #expect(result.ported.contains("    required override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {"))
    }
}

/// Overrides in extensions move into the class body.
@Suite struct ExtensionOverrideRuleTests {
    @Test func overridesMoveConformancesStay() {
        let result = port("""
            class C: UITableViewController {
                var items: [String] = []
            }

            extension C {
                // Loads the items.
                override func viewDidLoad() {
                    super.viewDidLoad()
                }
            }

            extension C: UISearchBarDelegate {
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
                func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
            }

            extension Elsewhere {
                override func viewWillAppear(_ animated: Bool) {}
            }
            """)
        #expect(result.ported == """
            class C: UITableViewController {
                var items: [String] = []

                // Loads the items.
                override func viewDidLoad() {
                    super.viewDidLoad()
                }
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
            }

            extension C: UISearchBarDelegate {
                func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
            }

            extension Elsewhere {
                override func viewWillAppear(_ animated: Bool) {}
            }
            """)
        #expect(result.problems.map(\.line) == [18])
    }
}

@Suite struct ParseFailureTests {
    @Test func aFileThatDoesNotParseIsReportedInOneLineAndLeft() {
        let source = "class C {\n    func f( {\n}\n"
        let result = SourcePorter.port(source, file: "Broken.swift")
        #expect(result.ported == source)
        #expect(result.problems.count == 1)
        #expect(result.problems.first?.description.hasPrefix("Broken.swift:2: [parse]") == true)
    }
}

/// In place, the classes UIKit makes from their names declare
/// `LaunchInstantiable` on Linux (docs/app-lifecycle.md).
@Suite struct LaunchRuleTests {
    static let source = """
        import UIKit

        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
        }

        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
        }

        """

    @Test func inPlaceTheDelegatesAreLaunchInstantiable() {
        let result = port(Self.source, inPlace: true)
        #expect(result.ported == """
            import UIKit

            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                /// Made from its name at launch (LaunchInstantiable, docs/app-lifecycle.md).
                required override init() { super.init() }
                var window: UIWindow?
            }

            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
            }

            #if !canImport(ObjectiveC)
            extension AppDelegate: LaunchInstantiable {}
            extension SceneDelegate: LaunchInstantiable {}
            #endif

            """)
    }

    @Test func aPackageNeedsNone() {
        #expect(port(Self.source).ported == Self.source)
    }
}

/// A selector naming a method declared in another file of the app.
@Suite struct MethodIndexTests {
    @Test func aMethodInAnotherFileGivesTheSendersType() {
        var index = MethodIndex()
        index.add(source: """
            extension C {
                @objc func dismissKeyboard() {}
                @objc func keyboardWillShow(_ notification: NSNotification) {}
            }
            """)
        let source = """
            class C: UIViewController {
                override func viewDidLoad() {
                    view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(dismissKeyboard)))
                    NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow), name: UIResponder.keyboardWillShowNotification, object: nil)
                }
            }
            """
        let alone = SourcePorter.port(source, file: "C.swift")
        #expect(alone.problems.count == 2)
        let result = SourcePorter.port(source, file: "C.swift", options: PortOptions(index: index))
        #expect(result.problems.isEmpty)
        #expect(result.ported.contains("UITapGestureRecognizer(handler: { [weak self] _ in self?.dismissKeyboard() })"))
        #expect(result.ported.contains("{ [weak self] notification in self?.keyboardWillShow(NSNotification(name: notification.name, object: notification.object, userInfo: notification.userInfo)) }"))
    }
}

/// Timers with a target and selector take the block forms.
@Suite struct TimerRuleTests {
    @Test func theBlockKeepsTheTargetStronglyAsTheTimerDid() {
        let result = port("""
            class C {
                var timer: Timer?
                func start() {
                    timer = Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick(_:)), userInfo: nil, repeats: true)
                    let once = Timer(timeInterval: 2, target: self, selector: #selector(fire), userInfo: nil, repeats: false)
                    _ = Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(fire), userInfo: ["a": 1], repeats: false)
                }
                @objc func tick(_ timer: Timer) {}
                @objc func fire() {}
            }
            """)
        #expect(result.ported.contains("timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { timer in self.tick(timer) }"))
        #expect(result.ported.contains("let once = Timer(timeInterval: 2, repeats: false) { _ in self.fire() }"))
        #expect(result.problems.map(\.line) == [6])
    }
}

/// `@IBAction`s in an extension in another file of the app are listed in
/// the class's `storyboardActions`, in the file that declares the class.
@Suite struct CrossFileActionTests {
    @Test func anActionInAnotherFilesExtensionIsListed() {
        let controller = """
            class C: UIViewController {
                @IBAction func save(_ sender: Any) {}
            }
            """
        let ext = """
            extension C {
                @IBAction func share(_ sender: UIButton) {}
            }
            """
        var index = MethodIndex()
        index.add(source: controller)
        index.add(source: ext)
        let options = PortOptions(index: index)
        let ported = SourcePorter.port(controller, file: "C.swift", options: options)
        #expect(ported.ported.contains(#""save:": { [weak self] sender in self?.save(sender) },"#))
        #expect(ported.ported.contains(#""share:": { [weak self] sender in if let sender = sender as? UIButton { self?.share(sender) } },"#))
        let other = SourcePorter.port(ext, file: "C+Share.swift", options: options)
        #expect(other.problems.isEmpty && other.changes.isEmpty)
        #expect(other.ported == ext)
        // A two-parameter action loses @IBAction there too (Linux refuses it).
        let event = SourcePorter.port("extension C {\n    @IBAction func tapped(_ sender: Any, forEvent event: UIEvent) {}\n}\n", file: "C+Event.swift", options: options)
        #expect(event.ported == "extension C {\n    func tapped(_ sender: Any, forEvent event: UIEvent) {}\n}\n")
        // Alone, the extension's action is reported.
        #expect(SourcePorter.port(ext, file: "C+Share.swift").problems.count == 1)
    }
}
