// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "island",
    products: [
        .executable(name: "island", targets: ["island"]),
        .executable(name: "island-bench", targets: ["island-bench"]),
    ],
    targets: [
        .systemLibrary(name: "CNcursesw", path: "Sources/CNcursesw"),
        .target(name: "IslandInput"),
        .target(name: "IslandCore", dependencies: ["IslandInput"]),
        .target(name: "IslandUI", dependencies: ["IslandCore", "IslandInput"]),
        .target(name: "IslandIO", dependencies: ["IslandCore"]),
        .target(name: "IslandTerminal", dependencies: ["IslandInput", "IslandUI", "CNcursesw"]),
        .executableTarget(
            name: "island",
            dependencies: ["IslandInput", "IslandCore", "IslandUI", "IslandIO", "IslandTerminal"]
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
        .testTarget(name: "IslandIOTests", dependencies: ["IslandIO", "IslandCore", "IslandTestSupport"]),
        .testTarget(name: "IslandTerminalTests", dependencies: ["IslandTerminal", "IslandInput", "IslandUI"]),
        .testTarget(name: "IslandEndToEndTests", dependencies: ["IslandCore", "IslandUI"], exclude: ["README.md"]),
    ],
    swiftLanguageModes: [.v6]
)
