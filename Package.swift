// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "SlidingPages",
    products: [
        // The pure-Swift decision core: layout, recycling, snapping, motion, chrome geometry.
        .library(name: "SlidingPagesCore", targets: ["SlidingPagesCore"]),
        // The sample window.
        .executable(name: "SlidingPagesDemo", targets: ["SlidingPagesDemo"]),
    ],
    targets: [
        // GTK 3 through pkg-config, plus a header of small typed helpers for what
        // Swift cannot call directly (GObject casts and signal connections).
        .systemLibrary(
            name: "CGtk",
            path: "Sources/CGtk",
            pkgConfig: "gtk+-3.0",
            providers: [.apt(["libgtk-3-dev"])]
        ),
        // No GTK, no Foundation: tested without a display.
        // Double.rounded() lowers to libm's floor/ceil/round; without a
        // Glibc import nothing else links libm for the core.
        .target(name: "SlidingPagesCore", linkerSettings: [.linkedLibrary("m")]),
        .executableTarget(
            name: "SlidingPagesDemo",
            dependencies: ["CGtk", "SlidingPagesCore"]
        ),
        // Test support: counts the test thread's heap allocations.
        .target(name: "AllocationCounter", path: "Tests/AllocationCounter"),
        .testTarget(
            name: "SlidingPagesCoreTests",
            dependencies: ["SlidingPagesCore", "AllocationCounter"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
