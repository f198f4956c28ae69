// swift-tools-version: 6.0
import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "Trellis",
    products: [
        // `import UIKit` on Linux (README, "Use it from your package").
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
        .library(name: "QuartzCore", targets: ["QuartzCore"]),
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "Trellis", targets: ["Trellis"]),
        .library(name: "AdaptiveLayout", targets: ["AdaptiveLayout"]),
        .library(name: "TrellisRender", targets: ["TrellisRender"]),
        .library(name: "TrellisSnapshotTesting", targets: ["TrellisSnapshotTesting"]),
        .library(name: "RainstormKit", targets: ["RainstormKit"]),
        .library(name: "Storyboard", targets: ["Storyboard"]),
        // What the host `trellis preview` generates links to draw previews (docs/previews.md).
        .library(name: "TrellisPreviewHost", targets: ["TrellisPreviewHost"]),
        .executable(name: "trellis", targets: ["trellis"]),
        .executable(name: "rainstorm", targets: ["rainstorm"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        // `trellis port` (docs/porting.md): 603 is the syntax of Swift 6.3.
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        // `trellis preview`'s local page (docs/previews.md).
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    ],
    targets: [
        .target(name: "Cassowary"),
        // The C libraries. CTrellisCairo and CTrellisHarfBuzz only carry
        // their pkg-config flags to CPangoCairo, the module Swift imports;
        // pangocairo.pc is not read because its dependencies add -pthread,
        // which SwiftPM warns about in every dependent package
        // (CPangoCairo/include/shim.h). Their names say Trellis because
        // target names must be unique across a dependent's whole graph,
        // where another package may well have a CCairo.
        .systemLibrary(
            name: "CTrellisCairo",
            pkgConfig: "cairo",
            providers: [.apt(["libpango1.0-dev", "libcairo2-dev", "librsvg2-dev", "zlib1g-dev", "fonts-inter"])]
        ),
        .systemLibrary(name: "CTrellisHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
        .target(name: "CPangoCairo", dependencies: ["CTrellisCairo", "CTrellisHarfBuzz"]),
        .target(name: "TextEngine", dependencies: ["CPangoCairo"]),
        // Core Graphics and QuartzCore names, in modules of those names so
        // that `import CoreGraphics` and `import QuartzCore` compile.
        // The overlays Swift Testing on Linux names for those modules
        // without shipping them (Sources/_Testing_CoreGraphics).
        .target(name: "CoreGraphics", dependencies: ["_Testing_CoreGraphics", "TextEngine"]),
        .target(name: "_Testing_CoreGraphics"),
        .target(name: "QuartzCore", dependencies: ["CoreGraphics", "TextEngine"]),
        // The Cairo interpreter of display lists (PNG, PDF, SVG), below
        // Trellis so that image renderers rasterize inside it.
        .target(name: "TrellisCairo", dependencies: ["CoreGraphics", "TextEngine", "CPangoCairo"]),
        .target(name: "Trellis", dependencies: ["Cassowary", "TextEngine", "CPangoCairo", "CoreGraphics", "QuartzCore", "TrellisCairo"]),
        // Re-exports only: what `import UIKit` brings on iOS.
        .target(name: "UIKit", dependencies: ["Trellis", "Storyboard", "TrellisLaunch", "TrellisPreview", "CoreGraphics", "QuartzCore", "_Testing_UIKit"]),
        // `#Preview` (docs/previews.md): UIKit declares it on iOS, so
        // `import UIKit` brings it here too. The macro runs in the compiler.
        .macro(name: "TrellisPreviewMacros", dependencies: [
            "TrellisPreviewExpansion",
            .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
            .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
        ]),
        // What `#Preview` expands to, and the linker names of previews,
        // which `trellis preview` computes too.
        .target(name: "TrellisPreviewExpansion", dependencies: [
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
        ]),
        .target(name: "TrellisPreview", dependencies: ["Trellis", "TrellisPreviewMacros"]),
        // Lays previews out on a device and draws them, inside the host
        // program `trellis preview` builds against the previewed package.
        .target(name: "TrellisPreviewHost", dependencies: ["TrellisPreview", "Trellis", "TrellisRender", "TrellisConstraintSystems"]),
        // `trellis preview`: finds previews, builds the host, serves the page.
        .target(name: "TrellisPreviewServer", dependencies: [
            "TrellisPreviewHost", "Trellis", "TrellisRender", "TrellisPreviewExpansion",
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
            .product(name: "Hummingbird", package: "hummingbird"),
        ]),
        .target(name: "_Testing_UIKit"),
        .target(name: "TrellisRender", dependencies: ["Trellis", "TrellisCairo", "TextEngine", "CPangoCairo"]),
        .target(
            name: "TrellisSnapshotTesting",
            dependencies: ["Trellis", "TrellisRender", "TrellisLaunch", "CPangoCairo", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")]
        ),
        .target(
            name: "TrellisConstraintSystems",
            dependencies: ["Cassowary"],
            resources: [.copy("Resources/enaml_400x600.json")]
        ),
        .target(name: "RainstormKit", dependencies: ["Trellis", "TrellisRender", "Storyboard"],
                resources: [.copy("Resources/sample-cupertino.json"), .copy("Resources/Main.storyboard")]),
        .target(name: "AdaptiveLayout", dependencies: ["Trellis", "TextEngine"]),
        .target(name: "Storyboard", dependencies: ["Trellis"]),
        // The headless launch (UIApplicationMain, Info.plist's scene
        // manifest, storyboard windows): it needs both Trellis and Storyboard.
        .target(name: "TrellisLaunch", dependencies: ["Trellis", "Storyboard"]),
        .target(name: "TrellisExamples", dependencies: ["Trellis", "AdaptiveLayout"]),
        // `trellis port`: syntax-tree rewrites of iOS sources (docs/porting.md).
        .target(name: "TrellisPort", dependencies: [
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
        ]),
        .target(name: "TrellisBenchmarks", dependencies: ["Trellis", "TrellisRender", "TextEngine", "TrellisConstraintSystems", "TrellisExamples", "AdaptiveLayout", "Storyboard", "RainstormKit"]),
        .executableTarget(
            name: "trellis",
            dependencies: [
                "Cassowary",
                "TrellisConstraintSystems",
                "TrellisBenchmarks",
                "Trellis",
                "TrellisRender",
                "TrellisPort",
                "TrellisPreviewServer",
                "Storyboard",
                "TrellisExamples",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"]),
        .testTarget(name: "TextEngineTests", dependencies: ["TextEngine", "CPangoCairo"]),
        .testTarget(name: "TrellisConstraintSystemsTests", dependencies: ["TrellisConstraintSystems"]),
        .testTarget(name: "TrellisTests", dependencies: ["Trellis", "TrellisCairo", "TextEngine", "CPangoCairo"]),
        .testTarget(name: "TrellisRenderTests", dependencies: ["TrellisRender", "Trellis", "CPangoCairo", "TrellisSnapshotTesting", "RainstormKit", "TrellisExamples"]),
        .testTarget(
            name: "SnapshotTests",
            dependencies: ["TrellisSnapshotTesting", "TrellisBenchmarks", "Trellis", "TrellisRender", "RainstormKit", "TrellisExamples",
                           .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
            exclude: ["__Snapshots__"]
        ),
        .executableTarget(
            name: "rainstorm",
            dependencies: ["RainstormKit", "Trellis", "TrellisRender", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .testTarget(name: "TrellisCommandTests", dependencies: ["trellis", "TrellisRender"]),
        .testTarget(name: "TrellisPortTests", dependencies: ["TrellisPort"]),
        .testTarget(name: "TrellisPreviewTests", dependencies: [
            "TrellisPreviewExpansion", "TrellisPreview", "TrellisPreviewHost", "TrellisPreviewServer", "Trellis", "TrellisConstraintSystems",
            .product(name: "SwiftSyntaxMacrosTestSupport", package: "swift-syntax"),
            .product(name: "Hummingbird", package: "hummingbird"),
        ]),
        .testTarget(name: "RainstormKitTests", dependencies: ["RainstormKit", "Trellis", "rainstorm"], resources: [.copy("Fixtures")]),
        .testTarget(name: "TrellisBenchmarksTests", dependencies: ["TrellisBenchmarks"]),
        .testTarget(name: "StoryboardTests", dependencies: ["Storyboard", "Trellis", "TrellisSnapshotTesting",
                                                          .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
                    exclude: ["__Snapshots__"], resources: [.copy("Fixtures")]),
        .testTarget(name: "TrellisLaunchTests", dependencies: ["UIKit", "TrellisLaunch", "Storyboard", "Trellis", "TrellisSnapshotTesting",
                                                            .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
                    exclude: ["__Snapshots__"], resources: [.copy("Fixtures")]),
        .testTarget(name: "AdaptiveLayoutTests", dependencies: ["AdaptiveLayout", "TrellisExamples", "Trellis"]),
        // Fuzzing (FUZZING.md): one function per target in FuzzTargets; each
        // executable is libFuzzer's entry point when built with
        // -sanitize=fuzzer -DLIBFUZZER (Fuzz/fuzz.sh), and a replayer of
        // input files otherwise, so a plain `swift build` links them too.
        .target(name: "FuzzTargets", dependencies: ["Cassowary", "TrellisConstraintSystems", "Storyboard", "Trellis", "TrellisRender"]),
        .executableTarget(name: "fuzz-solver", dependencies: ["FuzzTargets"]),
        .executableTarget(name: "fuzz-storyboard", dependencies: ["FuzzTargets"]),
        .executableTarget(name: "fuzz-image", dependencies: ["FuzzTargets"]),
        .testTarget(name: "FuzzTargetsTests", dependencies: ["FuzzTargets"]),
        .testTarget(name: "TrellisExamplesTests", dependencies: ["TrellisExamples", "Trellis", "TrellisRender", "TrellisSnapshotTesting"]),
        // The snapshot workflow (issue 23): configurations and matrices, the
        // report (opened in headless Chromium when installed), parallel drawing.
        .testTarget(name: "TrellisSnapshotTestingTests",
                    dependencies: ["TrellisSnapshotTesting", "Trellis", "TrellisRender", "RainstormKit", "TrellisExamples",
                                   .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
                    exclude: ["__Snapshots__"]),
    ],
    swiftLanguageModes: [.v6]
)
