import Foundation

/// Where `bundle: nil` looks for storyboards, nibs, images and colors on Linux.
///
/// On iOS `nil` means the app bundle, which holds every resource of the app.
/// SwiftPM on Linux instead puts each target's resources into its own folder
/// beside the executable, `<Package>_<Target>.resources` (what `Bundle.module`
/// opens), and the target that called is not knowable at run time. So `nil`
/// means these bundles, searched in this order, the first that has the file
/// winning:
///
/// 1. the main executable's own resource bundle, the folder beside it whose
///    name ends in `_<executable name>.resources` (SwiftPM names an
///    executable product after its target, so this is the app target's
///    `Bundle.module`);
/// 2. `Bundle.main` itself (resources laid out next to the executable, or an
///    app bundle laid out as on macOS);
/// 3. every other `*.resources` (or `*.bundle`) folder beside the executable,
///    sorted by name, so that libraries' resources are found too and the
///    same name always resolves to the same file.
///
/// Pass the bundle explicitly (`Bundle.module`) to search one bundle only.
public enum ResourceBundles {
    /// The bundles `nil` stands for, in search order; computed once.
    public static var search: [Bundle] { cached.bundles }

    private final class Cache: @unchecked Sendable {
        let bundles: [Bundle]
        init() {
            let main = Bundle.main
            let executable = ProcessInfo.processInfo.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? ""
            let folders = ResourceBundles.searchOrder(in: main.bundleURL, executableName: executable)
            let own = folders.first.flatMap { folder in
                folder.lastPathComponent.hasSuffix("_\(executable).resources") ? Bundle(url: folder) : nil
            }
            let others = folders.dropFirst(own == nil ? 0 : 1).compactMap { Bundle(url: $0) }
            bundles = (own.map { [$0] } ?? []) + [main] + others
        }
    }
    private static let cached = Cache()

    /// The resource bundle folders in `directory`: the one belonging to the
    /// executable `executableName` first, then the others sorted by name.
    public static func searchOrder(in directory: URL, executableName: String) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        let bundles = names.filter { $0.hasSuffix(".resources") || $0.hasSuffix(".bundle") }.sorted()
        let ownSuffix = "_\(executableName).resources"
        let own = executableName.isEmpty ? [] : bundles.filter { $0.hasSuffix(ownSuffix) }
        let ordered = own + bundles.filter { !own.contains($0) }
        return ordered.map { directory.appendingPathComponent($0, isDirectory: true) }
    }

    /// The bundle to search when a caller passes `bundle`: that one alone, or all of `search` for nil.
    public static func bundles(for bundle: Bundle?) -> [Bundle] {
        bundle.map { [$0] } ?? search
    }

    /// The folders of `bundle` a resource may be in, in Apple's search
    /// order ("The Bundle Search Pattern", Bundle Programming Guide):
    /// global resources first, then the localized folders for the user's
    /// preferred languages, then `Base.lproj` (Base Internationalization
    /// keeps storyboards and xibs there), then the development language's.
    public static func resourceDirectories(of bundle: Bundle,
                                           preferredLanguages: [String] = Locale.preferredLanguages) -> [URL] {
        let root = bundle.resourceURL ?? bundle.bundleURL
        var directories = [root]
        if bundle.resourceURL != nil, bundle.resourceURL != bundle.bundleURL { directories.append(bundle.bundleURL) }
        let present = Set(((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []).filter { $0.hasSuffix(".lproj") })
        var localized: [String] = []
        for language in preferredLanguages {
            // "de-CH" is looked for as de-CH.lproj, de_CH.lproj, then de.lproj.
            let dashed = language.replacingOccurrences(of: "_", with: "-")
            let parts = dashed.split(separator: "-").map(String.init)
            var names = [dashed, dashed.replacingOccurrences(of: "-", with: "_")]
            if let base = parts.first { names.append(base) }
            for name in names where present.contains(name + ".lproj") && !localized.contains(name + ".lproj") {
                localized.append(name + ".lproj")
            }
        }
        for name in ["Base.lproj", "en.lproj", "English.lproj"] where present.contains(name) && !localized.contains(name) {
            localized.append(name)
        }
        directories += localized.map { root.appendingPathComponent($0, isDirectory: true) }
        return directories
    }

    /// The file `name.ext` in `bundle`'s resources, localized folders
    /// included (see `resourceDirectories(of:preferredLanguages:)`). An
    /// empty `ext` means `name` is the whole file name.
    public static func url(forResource name: String, withExtension ext: String, in bundle: Bundle) -> URL? {
        guard !name.isEmpty, !name.contains("\0") else { return nil }
        let file = ext.isEmpty ? name : "\(name).\(ext)"
        for directory in resourceDirectories(of: bundle) {
            let candidate = directory.appendingPathComponent(file)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                return candidate
            }
        }
        return nil
    }
}
