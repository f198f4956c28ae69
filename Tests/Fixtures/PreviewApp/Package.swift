// swift-tools-version: 6.0
import Foundation
import PackageDescription

// Screens with `#Preview`s, for `trellis preview` (docs/previews.md);
// `make preview-e2e` serves them and edits one. Most screens are in a
// library target, which the preview program links; the welcome screen is in
// the executable target, which it compiles again as a library (its `@main`
// left out), as Xcode previews app targets.
//
// SwiftPM names a path dependency after its folder, lower-cased (see
// Tests/Fixtures/DependentApp/Package.swift); the end-to-end test copies
// this package elsewhere and writes Trellis's absolute path here.
let trellisPath = "../../.."
let trellis = URL(fileURLWithPath: trellisPath, relativeTo: URL(fileURLWithPath: Context.packageDirectory + "/"))
    .standardizedFileURL.lastPathComponent.lowercased()

let package = Package(
    name: "PreviewApp",
    products: [
        .library(name: "Screens", targets: ["Screens"]),
    ],
    dependencies: [
        .package(path: trellisPath),
    ],
    targets: [
        // Only `import UIKit`, as on iOS: it brings `#Preview`.
        .target(
            name: "Screens",
            dependencies: [.product(name: "UIKit", package: trellis, condition: .when(platforms: [.linux]))]
        ),
        // A resource and a compilation condition, which the preview
        // program's copy of this target must carry over.
        .executableTarget(
            name: "PreviewAppMain",
            dependencies: ["Screens", .product(name: "UIKit", package: trellis, condition: .when(platforms: [.linux]))],
            resources: [.process("Resources")],
            swiftSettings: [.define("WELCOME_FROM_RESOURCES")]
        ),
        // A program written as a script, with a `#Preview` in its main.swift.
        .executableTarget(
            name: "PreviewTool",
            dependencies: [.product(name: "UIKit", package: trellis, condition: .when(platforms: [.linux]))]
        ),
    ],
    swiftLanguageModes: [.v6]
)
