// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "SlidingPages",
    products: [
        // The pure-Swift decision core: layout, recycling, snapping, motion, chrome geometry.
        .library(name: "SlidingPagesCore", targets: ["SlidingPagesCore"]),
        // The GTK widget for Swift apps.
        .library(name: "SlidingPages", targets: ["SlidingPages"]),
        // The C API for C and Vala hosts (make install adds the header and
        // a pkg-config file).
        .library(name: "sliding-pages", type: .dynamic, targets: ["SlidingPagesCAPI"]),
        // The sample window.
        .executable(name: "SlidingPagesDemo", targets: ["SlidingPagesDemo"]),
        // The GTK 4 widget on the same core, and its libadwaita sample.
        .library(name: "SlidingPagesGtk4", targets: ["SlidingPagesGtk4"]),
        // Its C API for C, Vala, Python and GJS hosts (make install).
        .library(name: "sliding-pages-gtk4", type: .dynamic, targets: ["SlidingPagesGtk4CAPI"]),
        .executable(name: "SlidingPagesDemo4", targets: ["SlidingPagesDemo4"]),
    ],
    targets: [
        // GTK 3 through pkg-config, plus a header of small typed helpers for what
        // Swift cannot call directly (GObject casts and signal connections).
        .systemLibrary(
            name: "CSlidingPagesGtk",
            path: "Sources/CSlidingPagesGtk",
            pkgConfig: "gtk+-3.0",
            providers: [.apt(["libgtk-3-dev"])]
        ),
        // GTK helpers only the sample and the tests use (not in any product).
        .systemLibrary(
            name: "CSlidingPagesExtras",
            path: "Sources/CSlidingPagesExtras",
            pkgConfig: "gtk+-3.0",
            providers: [.apt(["libgtk-3-dev"])]
        ),
        // GTK 4, and libadwaita for the GTK 4 sample.
        .systemLibrary(
            name: "CSlidingPagesGtk4",
            path: "Sources/CSlidingPagesGtk4",
            pkgConfig: "gtk4",
            providers: [.apt(["libgtk-4-dev"])]
        ),
        .systemLibrary(
            name: "CSlidingPagesAdw",
            path: "Sources/CSlidingPagesAdw",
            pkgConfig: "libadwaita-1",
            providers: [.apt(["libadwaita-1-dev"])]
        ),
        // The GTK 4 GType: a GtkWidget whose vfuncs and controllers call Swift once a phase.
        .target(name: "CSlidingPages4", dependencies: ["CSlidingPagesGtk4"]),
        // The GTK 4 face: applies what the same core decides.
        .target(name: "SlidingPagesGtk4", dependencies: ["CSlidingPagesGtk4", "CSlidingPages4", "SlidingPagesCore"]),
        .target(name: "SlidingPagesGtk4CAPI", dependencies: ["CSlidingPagesGtk4", "CSlidingPages4", "SlidingPagesCore", "SlidingPagesGtk4"]),
        .executableTarget(
            name: "SlidingPagesDemo4",
            dependencies: ["CSlidingPagesAdw", "CSlidingPagesGtk4", "SlidingPagesGtk4", "SlidingPagesCore"]
        ),
        // A careless host of the GTK 4 pager (make test).
        .executableTarget(
            name: "SlidingPagesHostile4",
            dependencies: ["CSlidingPagesGtk4", "SlidingPagesGtk4", "SlidingPagesCore"]
        ),
        // The GTK 4 face against AdwCarousel (make bench).
        .executableTarget(
            name: "SlidingPagesBench4",
            dependencies: ["CSlidingPagesAdw", "CSlidingPagesGtk4", "SlidingPagesGtk4", "SlidingPagesCore"]
        ),
        // The GType: a GtkContainer whose vfuncs call Swift through a hook table.
        .target(name: "CSlidingPages", dependencies: ["CSlidingPagesGtk"]),
        // The Swift widget: applies what the core decides.
        .target(name: "SlidingPages", dependencies: ["CSlidingPagesGtk", "CSlidingPages", "SlidingPagesCore"]),
        .target(name: "SlidingPagesCAPI", dependencies: ["SlidingPages", "CSlidingPages", "CSlidingPagesGtk"]),
        // No GTK, no Foundation: tested without a display. It uses libm
        // (exp, log, and what Double.rounded() lowers to).
        .target(name: "SlidingPagesCore", linkerSettings: [.linkedLibrary("m")]),
        .executableTarget(
            name: "SlidingPagesDemo",
            dependencies: ["CSlidingPagesGtk", "CSlidingPagesExtras", "SlidingPages", "SlidingPagesCore"]
        ),
        // Counts the calling thread's heap allocations (tests and benchmark;
        // not a product).
        .target(name: "AllocationCounter"),
        // The benchmark: core frame cost and the widget under Xvfb (make bench).
        .executableTarget(
            name: "SlidingPagesBench",
            dependencies: ["SlidingPages", "SlidingPagesCore", "CSlidingPagesGtk", "CSlidingPagesExtras", "AllocationCounter"]
        ),
        .testTarget(
            name: "SlidingPagesCoreTests",
            dependencies: ["SlidingPagesCore", "AllocationCounter"]
        ),
        // GTK tests: XCTest runs them on the main thread, under the private
        // X display the test command starts.
        .testTarget(
            name: "SlidingPagesTests",
            dependencies: ["SlidingPages", "SlidingPagesCore", "CSlidingPagesGtk", "CSlidingPagesExtras", "CSlidingPages", "SlidingPagesCAPI"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
