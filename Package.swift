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
        // The layers, each a folder, arrows only downward (docs/architecture.md):
        // text rules → JSON → Swift source → types and presentations → the system → simulated apps.
        .target(name: "IslandText"),
        .target(name: "IslandJSON", dependencies: ["IslandText"]),
        .target(name: "IslandSwiftSource", dependencies: ["IslandText"]),
        .target(name: "IslandTypes", dependencies: ["IslandText", "IslandJSON", "IslandSwiftSource"]),
        .target(name: "IslandCore", dependencies: ["IslandText", "IslandJSON", "IslandTypes", "IslandInput"]),
        .target(name: "IslandSimulator", dependencies: ["IslandText", "IslandJSON", "IslandTypes", "IslandCore"]),
        .target(name: "IslandUI", dependencies: ["IslandText", "IslandJSON", "IslandTypes", "IslandCore", "IslandInput"]),
        .target(name: "IslandIO", dependencies: ["IslandText", "IslandJSON", "IslandTypes", "IslandCore"], plugins: ["IslandTypeFiles"]),
        .target(name: "IslandTerminal", dependencies: ["IslandInput", "IslandText", "IslandUI", "CNcursesw", "CTerminalGuard"]),
        .target(name: "IslandAPNs", dependencies: ["IslandText", "IslandJSON", "IslandTypes", "IslandCore", "IslandIO", "CNghttp2", "COpenSSL"]),
        .executableTarget(
            name: "island",
            dependencies: ["IslandInput", "IslandText", "IslandJSON", "IslandSwiftSource", "IslandTypes", "IslandCore", "IslandSimulator", "IslandUI", "IslandIO", "IslandTerminal", "IslandAPNs"],
            plugins: ["IslandBuildInfo"]
        ),
        // The commit `island --version` names, from git, on every build (no outside packages).
        .plugin(name: "IslandBuildInfo", capability: .buildTool()),
        // The built-in type files (types/*.json) compiled into IslandIO, so a copied binary has them.
        .plugin(name: "IslandTypeFiles", capability: .buildTool()),
        .executableTarget(
            name: "island-bench",
            dependencies: ["IslandText", "IslandJSON", "IslandTypes", "IslandCore", "IslandSimulator", "IslandUI", "IslandIO", "IslandAPNs"]
        ),
        // libFuzzer on decode → apply → render → lint (scripts/fuzz builds it with
        // -sanitize=fuzzer and -D FUZZING); a plain build replays inputs through the harness.
        .executableTarget(name: "island-fuzz", dependencies: ["IslandText", "IslandJSON", "IslandSwiftSource", "IslandTypes", "IslandCore", "IslandSimulator", "IslandUI"]),
        // What the tests share: processes, temporary directories, polling, snapshots, fixtures.
        .target(
            name: "IslandTestSupport",
            dependencies: ["IslandText", "IslandJSON", "IslandTypes", "IslandCore", "IslandSimulator", "IslandUI"],
            path: "Sources/IslandTestSupport"
        ),
        .testTarget(
            name: "IslandCoreTests",
            dependencies: ["IslandText", "IslandJSON", "IslandSwiftSource", "IslandTypes", "IslandCore", "IslandSimulator", "IslandTestSupport"],
            exclude: ["Fixtures", "__Snapshots__"]
        ),
        .testTarget(
            name: "IslandUITests",
            dependencies: ["IslandUI", "IslandText", "IslandJSON", "IslandSwiftSource", "IslandTypes", "IslandCore", "IslandSimulator", "IslandTestSupport"],
            // The widget corpus is app code read by the tests, not compiled with them.
            exclude: ["__Snapshots__", "Widgets", "WidgetEngine/__Snapshots__"]
        ),
        .testTarget(name: "IslandIOTests", dependencies: ["IslandIO", "IslandText", "IslandJSON", "IslandSwiftSource", "IslandTypes", "IslandCore", "IslandSimulator", "IslandTestSupport"]),
        .testTarget(name: "IslandTerminalTests", dependencies: ["IslandTerminal", "IslandInput", "IslandUI"]),
        .testTarget(name: "IslandCommandLineTests", dependencies: ["island", "IslandText", "IslandJSON", "IslandSwiftSource", "IslandTypes", "IslandCore", "IslandSimulator", "IslandIO", "IslandTestSupport"]),
        .testTarget(name: "IslandAPNsTests", dependencies: ["IslandAPNs", "IslandText", "IslandJSON", "IslandSwiftSource", "IslandTypes", "IslandCore", "IslandSimulator", "IslandIO"]),
        .testTarget(name: "IslandEndToEndTests", dependencies: ["IslandText", "IslandJSON", "IslandSwiftSource", "IslandTypes", "IslandCore", "IslandSimulator", "IslandUI", "IslandAPNs", "IslandTestSupport"], exclude: ["README.md", "Support/apns_client.py", "Support/apns_compat.py"]),
    ],
    swiftLanguageModes: [.v6]
)
