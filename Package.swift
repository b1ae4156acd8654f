// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "island",
    products: [
        .executable(name: "island", targets: ["island"]),
        .executable(name: "island-bench", targets: ["island-bench"]),
        .executable(name: "island-fuzz", targets: ["island-fuzz"]),
    ],
    targets: [
        .systemLibrary(name: "CNcursesw", path: "Sources/CNcursesw"),
        .systemLibrary(name: "CNghttp2", path: "Sources/CNghttp2"),
        .systemLibrary(name: "COpenSSL", path: "Sources/COpenSSL"),
        // The crash guard's state and signal handler: C sources, which a system library
        // cannot hold, and one copy of the state however many modules call it.
        .target(name: "CTerminalGuard"),
        .target(name: "IslandInput"),
        .target(name: "IslandCore", dependencies: ["IslandInput"]),
        .target(name: "IslandUI", dependencies: ["IslandCore", "IslandInput"]),
        .target(name: "IslandIO", dependencies: ["IslandCore"]),
        .target(name: "IslandTerminal", dependencies: ["IslandInput", "IslandUI", "CNcursesw", "CTerminalGuard"]),
        .target(name: "IslandAPNs", dependencies: ["IslandCore", "IslandIO", "CNghttp2", "COpenSSL"]),
        .executableTarget(
            name: "island",
            dependencies: ["IslandInput", "IslandCore", "IslandUI", "IslandIO", "IslandTerminal", "IslandAPNs"],
            plugins: ["IslandBuildInfo"]
        ),
        // The commit `island --version` names, from git, on every build (no outside packages).
        .plugin(name: "IslandBuildInfo", capability: .buildTool()),
        .executableTarget(
            name: "island-bench",
            dependencies: ["IslandCore", "IslandUI", "IslandIO"]
        ),
        // libFuzzer on decode → apply → render → lint (scripts/fuzz builds it with
        // -sanitize=fuzzer and -D FUZZING); a plain build replays inputs through the harness.
        .executableTarget(name: "island-fuzz", dependencies: ["IslandCore", "IslandUI"]),
        .target(
            name: "IslandTestSupport",
            dependencies: ["IslandCore", "IslandUI"],
            path: "Sources/IslandTestSupport"
        ),
        .testTarget(
            name: "IslandCoreTests",
            dependencies: ["IslandCore", "IslandTestSupport"],
            exclude: ["Fixtures", "__Snapshots__"]
        ),
        .testTarget(
            name: "IslandUITests",
            dependencies: ["IslandUI", "IslandCore", "IslandTestSupport"],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(name: "IslandIOTests", dependencies: ["IslandIO", "IslandCore", "IslandTestSupport"]),
        .testTarget(name: "IslandTerminalTests", dependencies: ["IslandTerminal", "IslandInput", "IslandUI"]),
        .testTarget(name: "IslandCommandLineTests", dependencies: ["island", "IslandCore", "IslandIO", "IslandTestSupport"]),
        .testTarget(name: "IslandAPNsTests", dependencies: ["IslandAPNs", "IslandCore", "IslandIO"]),
        .testTarget(name: "IslandEndToEndTests", dependencies: ["IslandCore", "IslandUI", "IslandAPNs"], exclude: ["README.md", "Support/apns_client.py"]),
    ],
    swiftLanguageModes: [.v6]
)
