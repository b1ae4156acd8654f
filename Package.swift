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
        .systemLibrary(name: "CNghttp2", path: "Sources/CNghttp2"),
        .systemLibrary(name: "COpenSSL", path: "Sources/COpenSSL"),
        .target(name: "IslandInput"),
        .target(name: "IslandCore", dependencies: ["IslandInput"]),
        .target(name: "IslandUI", dependencies: ["IslandCore", "IslandInput"]),
        .target(name: "IslandIO", dependencies: ["IslandCore"]),
        .target(name: "IslandTerminal", dependencies: ["IslandInput", "IslandUI", "CNcursesw"]),
        .target(name: "IslandAPNs", dependencies: ["IslandCore", "IslandIO", "CNghttp2", "COpenSSL"]),
        .executableTarget(
            name: "island",
            dependencies: ["IslandInput", "IslandCore", "IslandUI", "IslandIO", "IslandTerminal", "IslandAPNs"]
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
        .testTarget(name: "IslandTerminalTests", dependencies: ["IslandTerminal", "IslandInput", "IslandUI"]),
        .testTarget(name: "IslandAPNsTests", dependencies: ["IslandAPNs", "IslandCore", "IslandIO"]),
        .testTarget(name: "IslandEndToEndTests", dependencies: ["IslandCore", "IslandUI", "IslandAPNs"], exclude: ["README.md", "Support/apns_client.py"]),
    ],
    swiftLanguageModes: [.v6]
)
