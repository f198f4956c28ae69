import Foundation
import Trellis

/// The coder storyboard objects are made with, as UIKit makes them with
/// `init(coder:)`. Trellis configures the object from the file after it is
/// made, so the coder holds nothing: it is keyed and answers every question
/// with "no value" (nil, 0, false), which is what an initializer that calls
/// `super.init(coder:)` and perhaps `decodeObject(forKey:)` for a key of its
/// own expects when the key was never archived.
public final class IBCoder: NSCoder {
    public override init() { super.init() }
    public override var allowsKeyedCoding: Bool { true }
    public override func containsValue(forKey key: String) -> Bool { false }
    public override func decodeObject(forKey key: String) -> Any? { nil }
    public override func decodeBool(forKey key: String) -> Bool { false }
    public override func decodeInt32(forKey key: String) -> Int32 { 0 }
    public override func decodeInt64(forKey key: String) -> Int64 { 0 }
    public override func decodeInteger(forKey key: String) -> Int { 0 }
    public override func decodeFloat(forKey key: String) -> Float { 0 }
    public override func decodeDouble(forKey key: String) -> Double { 0 }
    // Foundation traps in these unless a subclass answers them.
    public override var error: Error? { nil }
    public override func decodeObject() -> Any? { nil }
    public override func decodeData() -> Data? { nil }
}

extension Storyboard {
    /// The class a storyboard names with `customClass` and `customModule`,
    /// found by the Swift runtime (`_typeByName("Module.Class")`, which finds
    /// any class compiled into the process; Foundation's
    /// `NSClassFromString` finds the same module-qualified names on Linux).
    ///
    /// With a module, "Module.Class" is tried first. Without one (Xcode
    /// leaves it out for Objective-C classes and `@objc(Name)` ones), or when
    /// the named module has no such class (`customModuleProvider="target"`
    /// writes the Xcode target's name, which may differ from the SwiftPM
    /// target's), these modules are tried in order, the first match winning:
    /// the module whose resource bundle the file came from
    /// (`<Package>_<Module>.resources`, or a folder inside one), the main executable's module (its
    /// file name), then the modules of registered classes, sorted.
    package static func lookUpClass(_ name: String, module: String?, bundle: Bundle?) -> AnyClass? {
        guard isQualifiedName(name) else { return nil }
        var modules: [String] = []
        if let module, isIdentifier(module) { modules.append(module) }
        if let bundle { modules += modulesOfEnclosingResourceBundle(bundle.bundleURL) }
        if let executable = ProcessInfo.processInfo.arguments.first.map({ URL(fileURLWithPath: $0).lastPathComponent }) {
            let moduleName = String(executable.prefix { $0 != "." }.map { $0 == "-" ? "_" : $0 })
            if isIdentifier(moduleName) { modules.append(moduleName) }
        }
        modules += registeredModules()
        var tried: Set<String> = []
        for module in modules where tried.insert(module).inserted {
            if let type = _typeByName("\(module).\(name)") as? AnyClass { return type }
        }
        return nil
    }

    /// The modules of the resource bundle `url` is, or is inside of: an app
    /// folder copied into a target's resources
    /// (`Pkg_Target.resources/Fixtures/MyApp`) holds that target's files.
    static func modulesOfEnclosingResourceBundle(_ url: URL) -> [String] {
        for folder in url.standardizedFileURL.pathComponents.reversed() {
            let modules = modulesOfResourceBundle(folder)
            if !modules.isEmpty { return modules }
        }
        return []
    }

    /// The module names a SwiftPM resource bundle's folder name can stand for:
    /// "Pkg_Target.resources" is Target's; a package name may itself contain
    /// `_`, so each split is tried, the shortest package name first.
    static func modulesOfResourceBundle(_ folder: String) -> [String] {
        guard folder.hasSuffix(".resources") || folder.hasSuffix(".bundle") else { return [] }
        let stem = folder.prefix { $0 != "." }
        var modules: [String] = []
        var rest = Substring(stem)
        while let underscore = rest.firstIndex(of: "_") {
            rest = rest[rest.index(after: underscore)...]
            let module = String(rest.map { $0 == "-" ? "_" : $0 })
            if isIdentifier(module) { modules.append(module) }
        }
        return modules
    }

    private static func registeredModules() -> [String] {
        registry.lock.lock()
        let names = Array(registry.factories.keys) + Array(registry.cellFactories.keys)
        registry.lock.unlock()
        return Set(names.compactMap { name in name.firstIndex(of: ".").map { String(name[..<$0]) } }).sorted()
    }

    /// Swift identifiers only: names from a file reach the runtime's type
    /// lookup, which also reads mangled names, so nothing else is passed on.
    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, text.utf8.count <= 256 else { return false }
        let letters = CharacterSet.letters.union(CharacterSet(charactersIn: "_"))
        let rest = letters.union(.decimalDigits)
        return letters.contains(first) && text.unicodeScalars.allSatisfy { rest.contains($0) }
    }

    /// "Class" or "Outer.Inner": identifiers joined by dots.
    static func isQualifiedName(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.count <= 512 && text.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { isIdentifier(String($0)) }
    }
}
