import Raster

/// Every kernel's scalar-versus-SIMD proof, in one list for the tests and for the
/// aarch64 check program.
public enum RasterChecks {
    public static var all: [KernelCheck] {
        fillChecks + copyChecks + compositeChecks + crossfadeChecks + gradientChecks + blurChecks + affineWarpChecks
            + projectiveWarpChecks + maskChecks + roundedRectChecks + scanoutChecks + pageCurlChecks
    }

    /// Seeds each check runs in the test suite: three passes over widths 1…67.
    public static let defaultSeeds: Range<UInt64> = 0..<201
}
