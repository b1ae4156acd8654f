import Foundation
import IslandTestSupport
import Testing

/// `make install` into a staging directory (DESTDIR), then the installed binary, run from
/// elsewhere, as a user would: it names its version and finds the themes installed beside it.
/// The binary `swift build` made is installed (`ISLAND=`), so the test does not build again.
@Suite struct InstallEndToEndTests {
    @Test func installRunAndUninstall() throws {
        let binary = try IslandBinary.url()
        let stage = TemporaryDirectory("island-install")
        defer { stage.remove() }
        let make = try #require(["/usr/bin/make", "/bin/make"].first { FileManager.default.isExecutableFile(atPath: $0) },
                                "make is not installed (scripts/setup installs it)")
        let environment = ["PATH": "/usr/bin:/bin", "HOME": stage.path("home"), "LANG": "C.UTF-8"]
        let install = try ProcessResult.run(URL(fileURLWithPath: make),
                                            ["-C", IslandBinary.packageRoot.path, "install", "ISLAND=\(binary.path)",
                                             "DESTDIR=\(stage.path("root"))", "PREFIX=/opt/island"],
                                            environment: environment)
        #expect(install.status == 0, "\(install.output)\(install.error)")

        let prefix = stage.path("root") + "/opt/island"
        let expected = ["bin/island", "share/man/man1/island.1", "share/bash-completion/completions/island",
                        "share/zsh/site-functions/_island", "share/fish/vendor_completions.d/island.fish",
                        "share/island/themes/default.json", "share/island/themes/rnv.json"]
        for file in expected {
            #expect(FileManager.default.fileExists(atPath: "\(prefix)/\(file)"), "\(file) is not installed")
        }
        let man = (try? String(contentsOfFile: "\(prefix)/share/man/man1/island.1", encoding: .utf8)) ?? ""
        #expect(man.hasPrefix(".TH ISLAND 1"))

        // Run from a directory that is not the checkout: nothing but the installation to go by.
        func installed(_ arguments: String) throws -> ProcessResult {
            try ProcessResult.run(URL(fileURLWithPath: "/bin/sh"),
                                  ["-c", "cd \(Shell.quote(stage.url.path)) && exec \(Shell.quote(prefix + "/bin/island")) \(arguments)"],
                                  environment: environment)
        }
        let version = try installed("--version")
        #expect(version.status == 0)
        #expect(version.output.hasPrefix("island ") && version.output.contains("(commit "), "\(version.output)")
        let themes = try installed("themes --color never")
        #expect(themes.status == 0, "\(themes.error)")
        let listed = themes.output.split(separator: "\n").filter { $0.hasPrefix("* ") || $0.hasPrefix("  ") && $0.contains(".json") }
        #expect(listed.count == 5, "\(themes.output)")
        #expect(listed.allSatisfy { $0.contains("\(prefix)/share/island/themes/") && $0.contains("(installed)") }, "\(themes.output)")
        let rnv = try installed("themes rnv --color never")
        #expect(rnv.status == 0 && rnv.output.contains("rnv"), "\(rnv.output)\(rnv.error)")

        let uninstall = try ProcessResult.run(URL(fileURLWithPath: make),
                                              ["-C", IslandBinary.packageRoot.path, "uninstall", "DESTDIR=\(stage.path("root"))", "PREFIX=/opt/island"],
                                              environment: environment)
        #expect(uninstall.status == 0, "\(uninstall.error)")
        for file in expected {
            #expect(!FileManager.default.fileExists(atPath: "\(prefix)/\(file)"), "\(file) is left after uninstall")
        }
    }
}
