// swift-tools-version:6.2
import PackageDescription

// Every target of ours builds with zero warnings: a warning is an error, in CI as on a laptop.
let zeroWarnings: [SwiftSetting] = [.treatAllWarnings(as: .error)]

let package = Package(
    name: "study",
    products: [
        .executable(name: "study", targets: ["study"]),
        .library(name: "StudyModel", targets: ["StudyModel"]),
    ],
    dependencies: [
        // Command line parsing, help and usage errors (exit code 64 → mapped to 2).
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // YAML composed to nodes that keep their line and column.
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        // SHA-256 of each signed consent document, so any later edit can be detected.
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.0"),
    ],
    targets: [
        .target(
            name: "StudyModel",
            dependencies: [
                .product(name: "Yams", package: "Yams"),
                .product(name: "Crypto", package: "swift-crypto"),
            ],
            swiftSettings: zeroWarnings,
            // The runner's texts, one catalogue file per language in Catalogues/, compiled in.
            plugins: ["CatalogueGeneratorPlugin"]
        ),
        // Reads Catalogues/*.yaml and writes them as Swift for StudyModel (run by the plugin
        // below at build time; not part of the shipped binary).
        .executableTarget(
            name: "CatalogueGenerator",
            dependencies: [.product(name: "Yams", package: "Yams")],
            swiftSettings: zeroWarnings
        ),
        .plugin(
            name: "CatalogueGeneratorPlugin",
            capability: .buildTool(),
            dependencies: ["CatalogueGenerator"]
        ),
        .systemLibrary(
            name: "CEdit",
            pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"])]
        ),
        // libpq 15, PostgreSQL's C client, for the central store (docs/central-store.md): its
        // header only (Debian's libpq-dev). Not linked, and so without pkg-config, whose flags
        // would link it: the store opens libpq when first used (Store/LibPQ.swift), so every
        // other command starts without loading it and the twenty libraries it needs.
        .systemLibrary(name: "CLibPQ"),
        // Linux calls glibc declares only under _GNU_SOURCE (`syncfs`, to flush a sync's new
        // participants' secrets together: Store/ParticipantSecret+Together.swift).
        .systemLibrary(name: "CLinux"),
        // The runner: commands, the terminal front end, sessions, files. A library, so tests
        // import it without importing an executable.
        .target(
            name: "StudyRunner",
            dependencies: [
                "StudyModel",
                "CEdit",
                "CLibPQ",
                "CLinux",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                // `study keygen` makes the study team's X25519 key pair.
                .product(name: "Crypto", package: "swift-crypto"),
            ],
            swiftSettings: zeroWarnings
        ),
        // The `study` executable: one line that calls into StudyRunner.
        .executableTarget(
            name: "study",
            dependencies: ["StudyRunner"],
            swiftSettings: zeroWarnings
        ),
        // Test doubles and helpers shared by the test targets, written once. Regular targets
        // that only test targets depend on, so none of it is in the shipped `study`; they use
        // `@testable import`, which debug builds allow (release builds name `--product study`).
        .target(
            name: "StudyModelTestSupport",
            dependencies: ["StudyModel"],
            path: "Tests/StudyModelTestSupport",
            swiftSettings: zeroWarnings
        ),
        .target(
            name: "StudyRunnerTestSupport",
            dependencies: ["StudyRunner", "StudyModelTestSupport"],
            path: "Tests/StudyRunnerTestSupport",
            swiftSettings: zeroWarnings
        ),
        .testTarget(
            name: "StudyModelTests",
            dependencies: [
                "StudyModel", "StudyModelTestSupport", .product(name: "Crypto", package: "swift-crypto"),
            ],
            swiftSettings: zeroWarnings
        ),
        // Runs the built `study` binary as a user would and checks its output and exit status.
        .testTarget(
            name: "StudyRunnerTests",
            dependencies: [
                "StudyRunner", "StudyRunnerTestSupport", "StudyModelTestSupport",
                .product(name: "Crypto", package: "swift-crypto"),
            ],
            // Reviewed screen snapshots, read from the source tree by #filePath.
            exclude: ["__Snapshots__"],
            swiftSettings: zeroWarnings
        ),
        // Checks on the repository itself: the architecture document names every source folder.
        .testTarget(name: "RepositoryTests", swiftSettings: zeroWarnings),
    ]
)
