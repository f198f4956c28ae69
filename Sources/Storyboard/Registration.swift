import Foundation
import Trellis

/// A class the storyboard loader makes with a plain `init()` once
/// registered (`Storyboard.register(_:)`), then configures from the file.
/// Not needed for most classes: the loader finds a scene's class by name
/// and makes it with `init?(coder:)`, as UIKit does (`Storyboard.lookUpClass`).
/// Registration is for classes the runtime cannot find by that name (a
/// private or generic class, one Xcode names differently) or whose
/// `init(coder:)` is not usable. `UIViewController` and `UIView` already
/// have `init()`, so a `final` subclass only declares conformance; a
/// non-final one writes `required init() { super.init(nibName: nil, bundle: nil) }`.
public protocol StoryboardInstantiable: AnyObject {
    init()
}

/// Custom classes by name. A storyboard names a class by `customClass` and
/// `customModule`; the loader finds it through the runtime
/// (`lookUpClass`), and a class registered once here,
/// `Storyboard.register(DayViewController.self)`, is made by its factory
/// instead. A registered class is found both as "Module.Class" and as "Class".
public enum Storyboard {
    final class Registry: @unchecked Sendable {
        let lock = NSLock()
        var factories: [String: () -> AnyObject] = [:]
        var cellFactories: [String: (UITableViewCell.CellStyle, String?) -> UITableViewCell] = [:]
    }
    static let registry = Registry()

    /// Registers `type` under "Module.Class" and "Class".
    public static func register<T: StoryboardInstantiable>(_ type: T.Type) {
        let qualified = String(reflecting: type)
        register(name: qualified) { T() }
        if let dot = qualified.lastIndex(of: ".") { register(name: String(qualified[qualified.index(after: dot)...])) { T() } }
    }

    /// Registers a table view cell class under "Module.Class" and "Class".
    /// Prototype cells and cells in xibs of this class are made with
    /// `init(style:reuseIdentifier:)` (UITableViewCell's required
    /// initializer), so a cell class needs no `init()`. Its content comes
    /// from the file: the initializer should not add subviews of its own.
    public static func register<Cell: UITableViewCell>(_ type: Cell.Type) {
        let qualified = String(reflecting: type)
        var names = [qualified]
        if let dot = qualified.lastIndex(of: ".") { names.append(String(qualified[qualified.index(after: dot)...])) }
        registry.lock.lock()
        for name in names {
            registry.cellFactories[name] = { Cell(style: $0, reuseIdentifier: $1) }
            registry.factories[name] = { Cell(style: .default, reuseIdentifier: nil) }
        }
        registry.lock.unlock()
    }

    /// Makes the cell class registered for `customClass`/`customModule`; nil when none is.
    static func makeCell(customClass: String, module: String?, style: UITableViewCell.CellStyle, reuseIdentifier: String?) -> UITableViewCell? {
        registry.lock.lock()
        let qualified = module.flatMap { registry.cellFactories["\($0).\(customClass)"] }
        let bare = registry.cellFactories[customClass]
        registry.lock.unlock()
        if let qualified { return qualified(style, reuseIdentifier) }
        if bareNameIsShadowed(customClass, module: module) { return nil }
        return bare?(style, reuseIdentifier)
    }

    /// Registers a factory under an explicit name, for classes made another way.
    public static func register(name: String, factory: @escaping () -> AnyObject) {
        registry.lock.lock()
        registry.factories[name] = factory
        registry.lock.unlock()
    }

    /// Makes the registered class for `customClass`/`customModule`: the
    /// qualified name first, then the bare name unless the runtime finds
    /// the module-qualified class. Nil when not registered.
    static func make(customClass: String, module: String?) -> AnyObject? {
        registry.lock.lock()
        let qualified = module.flatMap { registry.factories["\($0).\(customClass)"] }
        let bare = registry.factories[customClass]
        registry.lock.unlock()
        if let qualified { return qualified() }
        if bareNameIsShadowed(customClass, module: module) { return nil }
        return bare?()
    }

    /// Whether the file's module names a class the runtime finds, which
    /// then wins over a class of another module registered under the bare
    /// name: `RainstormKit.DayViewController` is not a test's
    /// `DayViewController` registered as "DayViewController".
    private static func bareNameIsShadowed(_ customClass: String, module: String?) -> Bool {
        guard let module, isIdentifier(module), isQualifiedName(customClass) else { return false }
        return _typeByName("\(module).\(customClass)") is AnyClass
    }
}
