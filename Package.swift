// swift-tools-version: 6.0
import Foundation
import PackageDescription

/// Raster's kernels are written on 256-bit SIMD types (`SIMD8<UInt32>`). On an x86-64
/// machine with AVX2 they are compiled for it (`-target-cpu haswell`: AVX2, FMA, BMI),
/// one instruction per vector instead of two SSE2 halves — a source-over or a mask
/// pass about half the time, the warps a fifth to a third less. The machine that builds is the one that
/// runs (`swift run`, the board image builds on the board); set KIOSK_PORTABLE_X86=1
/// to build for any x86-64 processor (a binary to copy elsewhere, or a cross-build).
/// Other hosts (aarch64: NEON is baseline) are unaffected. `Kernels.codeTarget` says
/// which was built, and kiosk-bench prints it.
let rasterTargetFlags: [String] = {
    #if arch(x86_64) && os(Linux)
    if ProcessInfo.processInfo.environment["KIOSK_PORTABLE_X86"] == "1" { return [] }
    guard let cpuinfo = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8),
          let line = cpuinfo.split(separator: "\n").first(where: { $0.hasPrefix("flags") }) else { return [] }
    let flags = Set(line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == ":" }).map(String.init))
    let haswell: Set = ["sse4_1", "sse4_2", "ssse3", "popcnt", "avx", "avx2", "fma", "bmi1", "bmi2", "f16c", "movbe", "abm"]
    return haswell.isSubset(of: flags) ? ["-target-cpu", "haswell", "-DKIOSK_X86_AVX2"] : []
    #else
    return []
    #endif
}()

/// Kiosk: UIKit / Core Animation style apps drawn straight to a Linux display.
/// The module layering is DESIGN.md's: Raster ← CoreGraphics ← QuartzCore ← UIKit ← KioskHeadless ← Kiosk.
let package = Package(
    name: "Kiosk",
    products: [
        .library(name: "Raster", targets: ["Raster"]),
        .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
        .library(name: "QuartzCore", targets: ["QuartzCore"]),
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "KioskHeadless", targets: ["KioskHeadless"]),
        .library(name: "Kiosk", targets: ["Kiosk"]),
        .library(name: "KioskDemos", targets: ["KioskDemos"]),
        .library(name: "KioskTesting", targets: ["KioskTesting"]),
        .executable(name: "kiosk", targets: ["kiosk"]),
        .executable(name: "kiosk-bench", targets: ["kiosk-bench"]),
        .executable(name: "kiosk-vm-check", targets: ["kiosk-vm-check"]),
        .executable(name: "kiosk-soak", targets: ["kiosk-soak"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.0"),
    ],
    targets: [
        // System libraries: Debian's -dev packages, found through pkg-config.
        .systemLibrary(name: "CDRM", pkgConfig: "libdrm", providers: [.apt(["libdrm-dev"])]),
        .systemLibrary(name: "CLibInput", pkgConfig: "libinput libudev", providers: [.apt(["libinput-dev", "libudev-dev"])]),
        .systemLibrary(name: "CXKBCommon", pkgConfig: "xkbcommon", providers: [.apt(["libxkbcommon-dev"])]),
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(name: "CFriBidi", pkgConfig: "fribidi", providers: [.apt(["libfribidi-dev"])]),
        .systemLibrary(name: "CFontconfig", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig-dev"])]),
        .systemLibrary(name: "CJPEG", pkgConfig: "libjpeg", providers: [.apt(["libjpeg62-turbo-dev"])]),
        // libjpeg's decoder and encoder behind calls that return on errors (libjpeg's
        // error callback must longjmp, which Swift cannot).
        .target(name: "CKioskJPEG", dependencies: ["CJPEG"]),
        // pixman is the benchmark's reference only; no product links it.
        .systemLibrary(name: "CPixman", pkgConfig: "pixman-1", providers: [.apt(["libpixman-1-dev"])]),

        // Processor hints Swift cannot spell (a cache prefetch), inline in a header with no
        // libc, for Raster.
        .target(name: "CRasterHints"),
        // Pixel buffers and every per-pixel kernel. Standard library and CRasterHints only,
        // so it also builds in Embedded Swift for aarch64 (see .ci/aarch64-raster-check).
        // Optimised even in debug builds: every frame of every test, demo and VM check runs
        // through these kernels, and unoptimised SIMD code is many times slower (tests
        // assert exact pixels, so optimisation changes no result).
        // Built for this host's vector unit where it has AVX2 (`rasterTargetFlags`).
        .target(name: "Raster", dependencies: ["CRasterHints"], swiftSettings: [
            .unsafeFlags(["-O"], .when(configuration: .debug)), .unsafeFlags(rasterTargetFlags),
        ]),
        // The scalar-versus-SIMD proofs, shared by the tests and the aarch64 check program.
        .target(name: "RasterChecks", dependencies: ["Raster"]),
        .executableTarget(name: "raster-check", dependencies: ["Raster", "RasterChecks"]),

        // Swift Testing declares cross-import overlays for modules named UIKit and
        // CoreGraphics; on Linux they do not exist, so we provide empty ones.
        .target(name: "_Testing_CoreGraphics"),
        .target(name: "_Testing_UIKit"),

        .target(name: "CoreGraphics", dependencies: [
            "Raster", "CPNG", "CFreeType", "CHarfBuzz", "CFriBidi", "CFontconfig", "CKioskJPEG", "_Testing_CoreGraphics",
        ]),
        .target(name: "QuartzCore", dependencies: ["CoreGraphics", "Raster", "CKioskSwiftRuntime"]),
        // The Swift runtime's weak-reference test, for QuartzCore's references that give
        // no object a side table (UnretainedReference).
        .target(name: "CKioskSwiftRuntime"),
        .target(name: "UIKit", dependencies: ["QuartzCore", "CoreGraphics", "Raster", "_Testing_UIKit"]),
        // Non-variadic doors to variadic system calls (ioctl, open) for Kiosk's device code.
        .target(name: "CKioskSystem"),
        // libinput's log messages formatted in C (its handler takes a va_list) for Kiosk's logging.
        .target(name: "CKioskLibInput", dependencies: ["CLibInput"]),
        // The test harness on the production path (HeadlessScreen: the render server on a
        // display stepped by a virtual clock), the real-clock headless display and the
        // recorder: what an app's own tests link, without libdrm or libinput.
        .target(name: "KioskHeadless", dependencies: ["UIKit", "QuartzCore", "CoreGraphics", "Raster", "CKioskSystem"]),
        .target(name: "Kiosk", dependencies: [
            "KioskHeadless", "UIKit", "QuartzCore", "CoreGraphics", "Raster", "CDRM", "CLibInput", "CKioskLibInput", "CKioskSystem", "CXKBCommon",
            .product(name: "Logging", package: "swift-log"),
        ]),
        // Resources: the check-in demo's badge photo (a JPEG it draws itself; see CheckinPhoto).
        .target(name: "KioskDemos", dependencies: ["UIKit", "QuartzCore", "CoreGraphics"],
                resources: [.copy("Checkin/Resources/checkin-visitor.jpg")]),
        // Golden-image checks for Swift Testing: ours, and any app's own tests.
        .target(name: "KioskTesting", dependencies: ["CoreGraphics", "Raster"]),
        .executableTarget(name: "kiosk", dependencies: [
            "Kiosk", "KioskDemos", "CoreGraphics", "Raster",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
            .product(name: "Logging", package: "swift-log"),
        ]),
        // Counts every heap allocation of the process by defining malloc and its family:
        // kiosk-bench's alone (never a library's), for its allocations per frame.
        .target(name: "CKioskAllocationCounter"),
        .executableTarget(name: "kiosk-bench", dependencies: [
            "Raster", "QuartzCore", "CoreGraphics", "UIKit", "CPixman", "CKioskSystem", "CKioskAllocationCounter",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // The README's example app.
        .executableTarget(name: "page-turner", dependencies: ["Kiosk", "UIKit", "QuartzCore"], path: "Examples/PageTurner"),
        // The device checks the virtual board runs (board/qemu/tests/): one subcommand per device.
        .executableTarget(name: "kiosk-vm-check", dependencies: ["Kiosk", "KioskHeadless", "KioskDemos", "UIKit", "QuartzCore", "CoreGraphics", "Raster", "CDRM", "CKioskSystem"]),
        // The soak CI runs: demo tours and transition loops on the virtual clock, RSS and descriptors sampled.
        .executableTarget(name: "kiosk-soak", dependencies: [
            "Kiosk", "KioskHeadless", "KioskDemos", "UIKit", "QuartzCore", "CKioskSystem",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),

        // iOS-style code as public iOS projects write it: only `import UIKit`, Swift 5
        // mode, no unsafe flags. Built in CI and played by IOSCorpusTests.
        .target(name: "IOSCorpus", dependencies: ["UIKit"], path: "Tests/IOSCorpus",
                swiftSettings: [.swiftLanguageMode(.v5)]),

        .testTarget(name: "RasterTests", dependencies: ["Raster", "RasterChecks"]),
        // Fixtures: an excerpt of Unicode's bidi conformance cases.
        .testTarget(name: "CoreGraphicsTests", dependencies: ["CoreGraphics", "Raster", "KioskTesting"],
                    exclude: ["Fixtures"]),
        .testTarget(name: "UIKitTests", dependencies: ["UIKit", "QuartzCore", "CoreGraphics", "Raster", "KioskHeadless", "KioskTesting"],
                    exclude: ["Goldens"]),
        // Fixtures: the virtual board's display devices, recorded (board/qemu/tests/record-fixtures).
        .testTarget(name: "KioskTests", dependencies: ["Kiosk", "KioskHeadless", "UIKit", "QuartzCore", "CoreGraphics", "Raster", "KioskTesting", "CKioskSystem"],
                    exclude: ["Goldens", "Fixtures"]),
        .testTarget(name: "KioskDemosTests", dependencies: ["KioskDemos", "Kiosk", "KioskHeadless", "UIKit", "QuartzCore", "CoreGraphics", "KioskTesting"],
                    exclude: ["Goldens"]),
        .testTarget(name: "KioskSoakTests", dependencies: ["kiosk-soak", "Kiosk", "KioskHeadless", "QuartzCore"]),
        // Plays the corpus on a HeadlessScreen (Swift 6, like the rest of the tests).
        .testTarget(name: "IOSCorpusTests", dependencies: ["IOSCorpus", "UIKit", "KioskHeadless"]),
        .testTarget(name: "QuartzCoreTests", dependencies: ["QuartzCore", "CoreGraphics", "Raster", "KioskTesting"],
                    exclude: ["Goldens"]),
    ],
    swiftLanguageModes: [.v6]
)
