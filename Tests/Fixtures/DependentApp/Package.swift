// swift-tools-version: 6.0
import PackageDescription

// A package written for iOS that builds on Linux against Trellis, as the
// README's "Use it from your package" shows; `make test` builds and runs it.
//
// SwiftPM names a path dependency after the last component of its path,
// lower-cased, whatever `name:` its manifest declares: Trellis checked out
// in a folder "Trellis" is the package "trellis". This fixture reaches the
// checkout it lives in ("../../.."), whose folder name varies (a clone, a
// worktree, CI), so it reads the name from the path; a real package writes
// it out: `.product(name: "UIKit", package: "trellis", ...)`.
let trellisPath = "../../.."
let trellis = Context.packageDirectory.split(separator: "/").dropLast(3).last.map { $0.lowercased() } ?? "trellis"

let package = Package(
    name: "DependentApp",
    dependencies: [
        .package(path: trellisPath),
    ],
    targets: [
        // Only `import CoreGraphics` and `import QuartzCore`.
        .target(
            name: "Badge",
            dependencies: [
                .product(name: "CoreGraphics", package: trellis, condition: .when(platforms: [.linux])),
                .product(name: "QuartzCore", package: trellis, condition: .when(platforms: [.linux])),
            ]
        ),
        // Only `import UIKit`; on iOS the condition leaves Apple's UIKit.
        .executableTarget(
            name: "DependentApp",
            dependencies: [
                "Badge",
                .product(name: "UIKit", package: trellis, condition: .when(platforms: [.linux])),
            ],
            // The app's Info.plist (its scene manifest) and storyboard, in
            // a folder: SwiftPM refuses an Info.plist as a resource of its own.
            resources: [.copy("App")]
        ),
        // `import Testing` with `import UIKit`.
        .testTarget(
            name: "DependentAppTests",
            dependencies: [.product(name: "UIKit", package: trellis, condition: .when(platforms: [.linux]))]
        ),
    ],
    swiftLanguageModes: [.v6]
)
