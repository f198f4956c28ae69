// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Trellis",
    products: [
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "Trellis", targets: ["Trellis"]),
        .executable(name: "trellis", targets: ["trellis"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .target(name: "Cassowary"),
        .target(name: "Trellis", dependencies: ["Cassowary"]),
        .target(
            name: "ConstraintSystems",
            dependencies: ["Cassowary"],
            resources: [.copy("Resources/enaml_400x600.json")]
        ),
        .target(name: "LayoutBenchmarks", dependencies: ["Trellis", "ConstraintSystems"]),
        .executableTarget(
            name: "trellis",
            dependencies: [
                "Cassowary",
                "ConstraintSystems",
                "LayoutBenchmarks",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"]),
        .testTarget(name: "ConstraintSystemsTests", dependencies: ["ConstraintSystems"]),
        .testTarget(name: "TrellisTests", dependencies: ["Trellis"]),
        .testTarget(name: "LayoutBenchmarksTests", dependencies: ["LayoutBenchmarks"]),
    ],
    swiftLanguageModes: [.v6]
)
