import Foundation
import Testing
import Trellis

// Code written the iOS way against the signatures that differed from UIKit's
// (issue 17). Each test would not compile, or would fail, before its fix; the
// comments give the UIKit source. docs/uikit-api-audit.md lists the rest.

// Apps give `UILayoutPriority` literal conformances themselves (UIKit has
// none), so Trellis must not have them either: this would be a redundant
// conformance.
extension UILayoutPriority: ExpressibleByIntegerLiteral {
    public init(integerLiteral value: Int) { self.init(rawValue: Float(value)) }
}

/// A view that takes the keyboard's focus, as a custom input view on iOS does.
private final class KeyInputView: UIView {
    override var canBecomeFirstResponder: Bool { true }
}

/// A view that reacts to one trait the iOS 17 way, written as the samples do.
private final class SizeAwareView: UIView {
    var sizes: [UIContentSizeCategory] = []
    var styleChanges = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) { (self: Self, previous: UITraitCollection) in
            self.sizes.append(self.traitCollection.preferredContentSizeCategory)
        }
        registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (view: SizeAwareView, _: UITraitCollection) in
            view.styleChanges += 1
        }
    }

    required init?(coder: NSCoder) { nil }
}

/// Logs the hierarchy callbacks, as a view that starts work when it joins a window does.
private final class WindowWatchingView: UIView {
    var log: [String] = []
    override func willMove(toSuperview newSuperview: UIView?) { log.append("willMove(toSuperview: \(newSuperview == nil ? "nil" : "view"))") }
    override func didMoveToSuperview() { log.append("didMoveToSuperview") }
    override func willMove(toWindow newWindow: UIWindow?) { log.append("willMove(toWindow: \(newWindow == nil ? "nil" : "window"))") }
    override func didMoveToWindow() { log.append("didMoveToWindow \(window == nil ? "nil" : "window")") }
}

/// A custom section header, built in its content view as on iOS.
private final class BadgeHeader: UITableViewHeaderFooterView {
    let badge = UIView()

    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        badge.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            badge.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
            badge.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            badge.heightAnchor.constraint(equalToConstant: 28),
        ])
    }

    required init?(coder: NSCoder) { nil }
}

/// A controller that updates its views for editing, as iOS controllers do.
private final class EditingAwareController: UIViewController {
    var changes: [Bool] = []
    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        changes.append(editing)
    }
}

/// Overrides of optional data source, delegate and scroll view methods,
/// spelled as in a `UITableViewController` subclass on iOS.
private final class EditableListController: UITableViewController {
    var deselected: [IndexPath] = []
    var committed: [(UITableViewCell.EditingStyle, IndexPath)] = []
    var dragging = false

    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { indexPath.row > 0 }
    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        committed.append((editingStyle, indexPath))
    }
    override func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { deselected.append(indexPath) }
    override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { nil }
    override func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { dragging = true }
}

/// A data source that writes only the two required methods.
private final class MinimalDataSource: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
}

/// A cell that follows selection through `isSelected`, as iOS cells do.
private final class CheckCell: UITableViewCell {
    var selections: [Bool] = []
    override func setSelected(_ selected: Bool, animated: Bool) {
        super.setSelected(selected, animated: animated)
        selections.append(selected)
    }
}

@Suite struct UIKitSignatureTests {
    // MARK: Number-backed structs

    /// UIKit's overlay gives UILayoutPriority, UIFont.Weight and UIWindow.Level
    /// `+`, `-`, `+=`, `-=` with their raw type and `-` between two values
    /// (swiftlang/swift stdlib/public/Darwin/UIKit/UIKit.swift, `_UIKitNumericRawRepresentable`).
    @Test func priorityArithmeticIsUIKits() {
        #expect(UILayoutPriority.required - 1 == UILayoutPriority(999))
        #expect(1 + UILayoutPriority.defaultLow == UILayoutPriority(251))
        #expect(UILayoutPriority.defaultHigh - UILayoutPriority.defaultLow == 500)
        var priority = UILayoutPriority.defaultHigh
        priority -= 10
        priority += 1
        #expect(priority.rawValue == 741)
        let fromLiteral: UILayoutPriority = 600   // the app's own conformance, above
        #expect(fromLiteral.rawValue == 600)
        #expect(UIFont.Weight.regular + 0.3 == UIFont.Weight.semibold)
        #expect(UIWindow.Level.normal + 1 > UIWindow.Level.normal)
    }

    // MARK: First responder

    /// `UIResponder.canBecomeFirstResponder` (false by default),
    /// `becomeFirstResponder()`, `isFirstResponder`; one first responder per
    /// hierarchy (developer.apple.com/documentation/uikit/uiresponder).
    @Test func viewsTakeAndGiveUpTheFirstResponder() {
        let root = UIView()
        let plain = UIView(), custom = KeyInputView(), field = UITextField()
        for view in [plain, custom, field] { root.addSubview(view) }
        #expect(!plain.becomeFirstResponder() && !plain.isFirstResponder)
        #expect(custom.becomeFirstResponder() && custom.isFirstResponder)
        #expect(field.becomeFirstResponder() && field.isEditing && field.isFirstResponder)
        #expect(!custom.isFirstResponder, "the field took the status from the custom view")
        #expect(custom.becomeFirstResponder() && !field.isEditing)
    }

    /// `endEditing(_:)` resigns the first responder in the view's subtree,
    /// true if it resigned (developer.apple.com/documentation/uikit/uiview/endediting(_:)).
    @Test func endEditingResignsTheFieldInTheSubtree() {
        let root = UIView(), form = UIView(), field = UITextField()
        root.addSubview(form)
        form.addSubview(field)
        field.becomeFirstResponder()
        var ended = 0
        field.addAction(UIAction { _ in ended += 1 }, for: .editingDidEnd)
        #expect(root.endEditing(true))
        #expect(!field.isEditing && !field.isFirstResponder && ended == 1)
    }

    /// A disabled field cannot become first responder.
    @Test func aDisabledFieldDoesNotBecomeFirstResponder() {
        let field = UITextField()
        field.isEnabled = false
        #expect(!field.canBecomeFirstResponder && !field.becomeFirstResponder() && !field.isEditing)
    }

    // MARK: Members of existing classes

    /// UITextInputTraits' defaults: `.sentences`, `.default`, `.default`
    /// (developer.apple.com/documentation/uikit/uitextinputtraits).
    @Test func textFieldInputTraitsHaveUIKitsDefaults() {
        let field = UITextField()
        #expect(field.autocapitalizationType == .sentences)
        #expect(field.autocorrectionType == .default && field.spellCheckingType == .default)
        field.autocapitalizationType = .words
        field.autocorrectionType = .no
        #expect(field.autocapitalizationType == .words && field.autocorrectionType == .no)
    }

    /// UITextField adopts `UIContentSizeCategoryAdjusting` as UILabel does:
    /// body is 17 points at large and 23 at extraExtraExtraLarge (Apple's
    /// Human Interface Guidelines, Dynamic Type sizes).
    @Test func textFieldFontFollowsDynamicType() {
        let root = UIView(), field = UITextField()
        root.addSubview(field)
        field.font = .preferredFont(forTextStyle: .body)
        field.adjustsFontForContentSizeCategory = true
        root.traitOverrides.preferredContentSizeCategory = .extraExtraExtraLarge
        #expect(field.font?.pointSize == 23)
    }

    /// `isOpaque` is true by default and `transform` `.identity`; Auto
    /// Layout places the untransformed view
    /// (developer.apple.com/documentation/uikit/uiview/transform).
    @Test func transformLeavesLayoutAlone() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            badge.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            badge.widthAnchor.constraint(equalToConstant: 50), badge.heightAnchor.constraint(equalToConstant: 30),
        ])
        #expect(badge.isOpaque && badge.transform == .identity)
        badge.transform = CGAffineTransform(rotationAngle: -.pi / 12)
        root.layoutIfNeeded()
        #expect(badge.center == CGPoint(x: 35, y: 35) && badge.bounds.size == CGSize(width: 50, height: 30))
        #expect(badge.transform != .identity)
    }

    /// `accessoryView` replaces the accessory type's symbol: the switch sits
    /// at the trailing edge and the content view ends where it begins
    /// (developer.apple.com/documentation/uikit/uitableviewcell/accessoryview).
    @Test func accessoryViewTakesTheTrailingEdge() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        let toggle = UISwitch()
        cell.accessoryView = toggle
        cell.layoutIfNeeded()
        #expect(toggle.superview === cell)
        #expect(toggle.frame == CGRect(x: 320 - 16 - 51, y: 7, width: 51, height: 31))
        #expect(cell.contentView.frame.maxX == toggle.frame.minX)
        cell.accessoryView = nil
        cell.layoutIfNeeded()
        #expect(toggle.superview == nil && cell.contentView.frame.width == 320)
    }

    /// `isSelected` is settable and goes through `setSelected(_:animated:)`
    /// (developer.apple.com/documentation/uikit/uitableviewcell/isselected).
    @Test func settingIsSelectedCallsSetSelected() {
        let cell = CheckCell(style: .default, reuseIdentifier: nil)
        cell.isSelected = true
        cell.isHighlighted = true
        #expect(cell.selections == [true] && cell.isSelected && cell.isHighlighted)
    }

    /// iOS 13's `hasDifferentColorAppearance(comparedTo:)`; nil is different.
    @Test func colorAppearanceComparesTheStyle() {
        let light = UITraitCollection(userInterfaceStyle: .light), dark = UITraitCollection(userInterfaceStyle: .dark)
        #expect(light.hasDifferentColorAppearance(comparedTo: dark))
        #expect(!light.hasDifferentColorAppearance(comparedTo: UITraitCollection(traitsFrom: [light, UITraitCollection(displayScale: 3)])))
        #expect(light.hasDifferentColorAppearance(comparedTo: nil))
    }

    /// `registerForTraitChanges(_:handler:)` calls the handler only for
    /// changes of the traits it names, with the environment as first
    /// argument (developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94/registerfortraitchanges(_:handler:)).
    @Test func traitChangeRegistrationsFireForTheirTraits() {
        let root = UIView(), view = SizeAwareView()
        root.addSubview(view)
        root.traitOverrides.preferredContentSizeCategory = .extraLarge
        root.traitOverrides.horizontalSizeClass = .compact
        #expect(view.sizes == [.extraLarge] && view.styleChanges == 0)
        root.traitOverrides.userInterfaceStyle = .dark
        #expect(view.sizes == [.extraLarge] && view.styleChanges == 1)
    }

    @Test func unregisteredHandlersStopFiring() {
        let root = UIView(), view = UIView()
        root.addSubview(view)
        var calls = 0
        let registration = view.registerForTraitChanges([UITraitHorizontalSizeClass.self]) { (_: UIView, _: UITraitCollection) in calls += 1 }
        root.traitOverrides.horizontalSizeClass = .compact
        view.unregisterForTraitChanges(registration)
        root.traitOverrides.horizontalSizeClass = .regular
        #expect(calls == 1)
    }

    /// `willMove(toWindow:)` and `didMoveToWindow()` reach the view and its
    /// subviews, in the order UIKit logs: after `didMoveToSuperview()` on
    /// joining, between `willMove(toSuperview:)` and `didMoveToSuperview()`
    /// on leaving (developer.apple.com/documentation/uikit/uiview/didmovetowindow();
    /// order as logged on iOS in e-com-net.com/article/5357521.htm).
    @Test func windowCallbacksFollowUIKitsOrder() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        let container = UIView(), watcher = WindowWatchingView(), child = WindowWatchingView()
        watcher.addSubview(child)
        child.log = []
        window.addSubview(container)
        container.addSubview(watcher)
        #expect(watcher.log == ["willMove(toSuperview: view)", "didMoveToSuperview", "willMove(toWindow: window)", "didMoveToWindow window"])
        #expect(child.log == ["willMove(toWindow: window)", "didMoveToWindow window"])
        watcher.log = []
        watcher.removeFromSuperview()
        #expect(watcher.log == ["willMove(toSuperview: nil)", "willMove(toWindow: nil)", "didMoveToWindow nil", "didMoveToSuperview"])
        // Moves outside any window say nothing about windows.
        watcher.log = []
        let first = UIView(), second = UIView()
        first.addSubview(watcher)
        #expect(watcher.log == ["willMove(toSuperview: view)", "didMoveToSuperview"])
        // A move between superviews is one move, not a removal and an addition.
        watcher.log = []
        second.addSubview(watcher)
        #expect(watcher.log == ["willMove(toSuperview: view)", "didMoveToSuperview"])
    }

    /// UIKit's overlay encodes insets as an unkeyed list of the four numbers.
    @Test func edgeInsetsAreCodableAsUIKitEncodesThem() throws {
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        let data = try JSONEncoder().encode(insets)
        #expect(String(decoding: data, as: UTF8.self) == "[1,2,3,4]")
        #expect(try JSONDecoder().decode(UIEdgeInsets.self, from: data) == insets)
        let directional = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(try JSONDecoder().decode(NSDirectionalEdgeInsets.self, from: JSONEncoder().encode(directional)) == directional)
    }

    /// `NSLayoutConstraint(item:…)` is a convenience initializer that a
    /// subclass inherits, as SnapKit's `LayoutConstraint` relies on.
    @Test func constraintSubclassesInheritTheItemInitializer() {
        final class TaggedConstraint: NSLayoutConstraint { var tag = "" }
        let view = UIView()
        let constraint = TaggedConstraint(item: view, attribute: .width, relatedBy: .equal, toItem: nil,
                                          attribute: .notAnAttribute, multiplier: 1, constant: 40)
        constraint.tag = "width"
        #expect(constraint.firstItem === view && constraint.constant == 40 && constraint.tag == "width")
    }

    /// `isEditing` goes through `setEditing(_:animated:)`; a table view
    /// controller's editing mode is its table's
    /// (developer.apple.com/documentation/uikit/uiviewcontroller/setediting(_:animated:)).
    @Test func editingModeGoesThroughSetEditing() {
        let controller = EditingAwareController()
        controller.isEditing = true
        #expect(controller.changes == [true] && controller.isEditing)
        let list = UITableViewController(style: .plain)
        list.setEditing(true, animated: true)
        #expect(list.isEditing && list.tableView.isEditing)
    }

    /// `buttonType` and `isAnimating` are read-only `open` properties, as in UIKit.
    @Test func readOnlyControlStateReadsAsInUIKit() {
        #expect(UIButton(type: .system).buttonType == .system && UIButton().buttonType == .custom)
        let spinner = UIActivityIndicatorView(style: .medium)
        spinner.startAnimating()
        #expect(spinner.isAnimating && !spinner.isHidden)
        spinner.stopAnimating()
        #expect(!spinner.isAnimating && spinner.isHidden)
    }

    /// Header and footer views are registered and dequeued by class; the
    /// title label is optional; custom content sits in `contentView`
    /// (developer.apple.com/documentation/uikit/uitableview/dequeuereusableheaderfooterview(withidentifier:)).
    @Test func headerFooterViewsAreRegisteredAndDequeued() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "badge") == nil)
        table.register(BadgeHeader.self, forHeaderFooterViewReuseIdentifier: "badge")
        let header = table.dequeueReusableHeaderFooterView(withIdentifier: "badge")
        #expect(header is BadgeHeader && header?.reuseIdentifier == "badge")
        header?.textLabel?.text = "Recent"
        #expect(header?.textLabel?.text == "Recent" && header?.textLabel?.superview === header?.contentView)
        let size = header?.systemLayoutSizeFitting(CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
                                                   verticalFittingPriority: .fittingSizeLevel)
        #expect(size?.height == 44)
        // A plain header with only a title is as tall as the title and 6 points above and below.
        let plain = UITableViewHeaderFooterView(reuseIdentifier: "plain")
        plain.textLabel?.text = "Recent"
        let titleHeight = plain.textLabel?.intrinsicContentSize.height ?? 0
        let plainSize = plain.systemLayoutSizeFitting(CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
                                                      verticalFittingPriority: .fittingSizeLevel)
        #expect(titleHeight > 0 && plainSize.height == titleHeight + 12)
    }

    /// `exchangeSubview(at:withSubviewAt:)` swaps the drawing order
    /// (developer.apple.com/documentation/uikit/uiview/exchangesubview(at:withsubviewat:)).
    @Test func exchangeSubviewSwapsTheOrder() {
        let parent = UIView(), back = UIView(), front = UIView()
        parent.addSubview(back)
        parent.addSubview(front)
        parent.exchangeSubview(at: 0, withSubviewAt: 1)
        #expect(parent.subviews[0] === front && parent.subviews[1] === back)
        let messages = recordingDiagnostics { parent.exchangeSubview(at: 0, withSubviewAt: 5) }
        #expect(messages.count == 1 && parent.subviews[0] === front)
    }

    // MARK: Visual format language

    /// `constraints(withVisualFormat:options:metrics:views:)`: a dash is 8
    /// points between views and 20 to the superview (the constants UIKit
    /// gives `[view]-[view]` and `[view]-|`, e-learn.cn/qa/q-384987.html);
    /// predicates with priorities (Apple's Auto Layout Guide, "Visual
    /// Format Language").
    @Test func visualFormatLinesBecomeConstraints() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let label = UIView(), field = UIView()
        for view in [label, field] {
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
        }
        let views: [String: Any] = ["label": label, "field": field]
        let line = NSLayoutConstraint.constraints(withVisualFormat: "H:|-[label(40)]-gap-[field(>=50@750)]-|",
                                                  metrics: ["gap": 12], views: views)
        #expect(line.count == 5)
        #expect(line.map(\.constant).sorted() == [12, 20, 20, 40, 50])
        let minimumWidth = line.first { $0.relation == .greaterThanOrEqual }
        #expect(minimumWidth?.constant == 50 && minimumWidth?.priority.rawValue == 750 && minimumWidth?.firstAttribute == .width)
        // At the end of a line the superview is the first item: container.trailing == field.trailing + 20.
        let trailing = line.first { $0.firstItem === container }
        #expect(trailing?.firstAttribute == .trailing && trailing?.secondItem === field && trailing?.constant == 20)
        let column = NSLayoutConstraint.constraints(withVisualFormat: "V:|[label][field(==label)]|", metrics: nil, views: views)
        #expect(column.count == 4)
        let aligned = NSLayoutConstraint.constraints(withVisualFormat: "V:[label][field]", options: .alignAllCenterX, metrics: nil, views: views)
        #expect(aligned.count == 2 && aligned[1].firstAttribute == .centerX && aligned[1].secondAttribute == .centerX)
        NSLayoutConstraint.activate(line + column)
        container.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 20, y: 0, width: 40, height: 50))
        #expect(field.frame.minX == 72 && field.frame.maxX == 280 && field.frame.minY == 50 && field.frame.height == 50)
    }

    /// A format UIKit cannot parse raises there; here it is reported and
    /// gives no constraints.
    @Test func badVisualFormatIsReported() {
        var constraints: [NSLayoutConstraint] = [.init(item: UIView(), attribute: .width, relatedBy: .equal, toItem: nil,
                                                       attribute: .notAnAttribute, multiplier: 1, constant: 1)]
        let messages = recordingDiagnostics {
            constraints = NSLayoutConstraint.constraints(withVisualFormat: "H:[a]-[missing]", metrics: nil, views: ["a": UIView()])
        }
        #expect(constraints.isEmpty)
        #expect(messages.count == 1 && messages[0].kind == .invalidOperation)
        #expect(messages.first?.text.contains("missing is not a key in the views dictionary") == true)
    }

    // MARK: Optional protocol methods

    /// Optional data source methods have UIKit's defaults: rows are editable,
    /// not movable, and there is no section index
    /// (developer.apple.com/documentation/uikit/uitableviewdatasource).
    @Test func optionalDataSourceMethodsHaveDefaults() {
        let source = MinimalDataSource(), table = UITableView()
        #expect(source.numberOfSections(in: table) == 1)
        #expect(source.tableView(table, canEditRowAt: IndexPath(row: 0, section: 0)))
        #expect(!source.tableView(table, canMoveRowAt: IndexPath(row: 0, section: 0)))
        #expect(source.sectionIndexTitles(for: table) == nil)
    }

    /// A `UITableViewController` subclass overrides optional methods, and
    /// calls through the protocols reach the overrides.
    @Test func tableControllerSubclassOverridesOptionalMethods() {
        let controller = EditableListController(style: .plain)
        let table = controller.tableView!
        let dataSource: UITableViewDataSource = controller
        let delegate: UITableViewDelegate = controller
        let first = IndexPath(row: 0, section: 0), second = IndexPath(row: 1, section: 0)
        #expect(!dataSource.tableView(table, canEditRowAt: first) && dataSource.tableView(table, canEditRowAt: second))
        dataSource.tableView(table, commit: .delete, forRowAt: second)
        delegate.tableView(table, didDeselectRowAt: first)
        #expect(delegate.tableView(table, willSelectRowAt: first) == nil)
        delegate.scrollViewWillBeginDragging(table)
        #expect(controller.committed.count == 1 && controller.committed[0].0 == .delete && controller.deselected == [first])
        #expect(controller.dragging)
        #expect(delegate.tableView(table, editingStyleForRowAt: first) == .delete)
    }
}
