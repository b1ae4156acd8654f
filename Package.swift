// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "island",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "island", targets: ["island"]),
        .executable(name: "island-bench", targets: ["island-bench"]),
    ],
    targets: [
        .systemLibrary(name: "CNcursesw", path: "Sources/CNcursesw"),
        .target(name: "IslandCore"),
        .target(name: "IslandUI", dependencies: ["IslandCore"]),
        .target(name: "IslandIO", dependencies: ["IslandCore"]),
        .target(name: "IslandTerminal", dependencies: ["IslandCore", "IslandUI", "CNcursesw"]),
        .executableTarget(
            name: "island",
            dependencies: ["IslandCore", "IslandUI", "IslandIO", "IslandTerminal"]
        ),
        .executableTarget(
            name: "island-bench",
            dependencies: ["IslandCore", "IslandUI", "IslandIO"]
        ),
        .target(
            name: "IslandTestSupport",
            dependencies: ["IslandCore", "IslandUI"],
            path: "Sources/IslandTestSupport"
        ),
        .testTarget(
            name: "IslandCoreTests",
            dependencies: ["IslandCore", "IslandTestSupport"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "IslandUITests",
            dependencies: ["IslandUI", "IslandCore", "IslandTestSupport"],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(name: "IslandIOTests", dependencies: ["IslandIO", "IslandCore"]),
        .testTarget(name: "IslandTerminalTests", dependencies: ["IslandTerminal", "IslandCore", "IslandUI"]),
        .testTarget(name: "IslandEndToEndTests", dependencies: ["IslandCore", "IslandUI"], exclude: ["README.md"]),
    ],
    swiftLanguageModes: [.v6]
)
