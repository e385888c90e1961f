// swift-tools-version: 6.0
import PackageDescription

/// Kiosk's libFuzzer targets, kept out of Kiosk's own package: each is an executable
/// whose `LLVMFuzzerTestOneInput` libFuzzer calls, and links only when built with
/// `--sanitize=fuzzer`, which a plain `swift build` must never need. Build and run them
/// with `scripts/fuzz`; seeds are in Corpus/NAME/.
let package = Package(
    name: "KioskFuzzing",
    dependencies: [.package(name: "Kiosk", path: "../..")],
    targets: [
        // Turns libFuzzer's bytes into Swift values and checks findings' invariants.
        .target(name: "FuzzSupport"),
        .executableTarget(name: "fuzz-png", dependencies: [
            "FuzzSupport", .product(name: "CoreGraphics", package: "Kiosk"), .product(name: "Raster", package: "Kiosk"),
        ]),
        .executableTarget(name: "fuzz-board", dependencies: ["FuzzSupport", .product(name: "Kiosk", package: "Kiosk")]),
        .executableTarget(name: "fuzz-touch-script", dependencies: ["FuzzSupport", .product(name: "Kiosk", package: "Kiosk")]),
        .executableTarget(name: "fuzz-font", dependencies: ["FuzzSupport", .product(name: "CoreGraphics", package: "Kiosk")]),
        .executableTarget(name: "fuzz-text-layout", dependencies: [
            "FuzzSupport", .product(name: "CoreGraphics", package: "Kiosk"), .product(name: "Raster", package: "Kiosk"),
        ]),
        .executableTarget(name: "fuzz-jpeg", dependencies: [
            "FuzzSupport", .product(name: "CoreGraphics", package: "Kiosk"), .product(name: "Raster", package: "Kiosk"),
        ]),
        .executableTarget(name: "fuzz-shaping", dependencies: [
            "FuzzSupport", .product(name: "CoreGraphics", package: "Kiosk"), .product(name: "Raster", package: "Kiosk"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
