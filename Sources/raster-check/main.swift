// Runs every scalar-versus-SIMD proof of RasterChecks and reports one line per
// kernel. The same file builds for the host (`swift run raster-check`) and in
// Embedded Swift for aarch64 (.ci/aarch64-raster-check), so it prints only Strings
// and avoids `CommandLine` and libc modules where Embedded Swift lacks them.
//
//     raster-check               every check over RasterChecks.defaultSeeds
//     raster-check --seeds N     every check over seeds 0..<N
//     raster-check --seed S      replay seed S alone
import Raster
import RasterChecks

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `0x` and eight hexadecimal digits: a pixel as `0xAARRGGBB`.
func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return "0x" + String(repeating: "0", count: 8 - digits.count) + digits
}

/// A check's name as a String (StaticString's description is not in Embedded Swift).
func text(_ name: StaticString) -> String {
    name.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
}

/// The seeds the command line asks for (`RasterChecks.defaultSeeds` by default), or nil.
func seeds(from arguments: [String]) -> Range<UInt64>? {
    var seeds = RasterChecks.defaultSeeds
    var index = 1
    while index < arguments.count {
        guard index + 1 < arguments.count, let value = UInt64(arguments[index + 1]) else { return nil }
        switch arguments[index] {
        case "--seeds": seeds = 0..<value
        case "--seed" where value < UInt64.max: seeds = value..<(value + 1)
        default: return nil
        }
        index += 2
    }
    return seeds
}

/// Runs every check and prints the report; the process's exit status.
func run(_ arguments: [String]) -> Int32 {
    guard let seeds = seeds(from: arguments) else {
        print("usage: raster-check [--seeds COUNT | --seed SEED]")
        return 2
    }
    let seedText = seeds.count == 1 ? "seed \(seeds.lowerBound)" : "\(seeds.count) seeds"
    var passed = 0, failed = 0
    for check in RasterChecks.all {
        let name = text(check.name)
        if let failure = check.firstFailure(seeds: seeds) {
            failed += 1
            print("FAIL \(name) seed \(failure.seed) at (\(failure.x), \(failure.y)): "
                + "expected \(hex(failure.expected)), got \(hex(failure.actual))")
        } else {
            passed += 1
            print("ok   \(name) (\(seedText))")
        }
    }
    print("\(passed) passed, \(failed) failed")
    return failed == 0 ? 0 : 1
}

#if hasFeature(Embedded)
/// Embedded Swift has no `CommandLine`, and its generated `main` drops argc and argv,
/// so this is the C `main` (.ci/aarch64-raster-check renames Swift's empty one).
@_cdecl("main")
func main(_ count: Int32, _ vector: UnsafePointer<UnsafePointer<CChar>?>) -> Int32 {
    run((0..<Int(count)).map { String(cString: vector[$0]!) })
}
#else
exit(run(CommandLine.arguments))
#endif
