/// The per-pixel kernels, in one of two implementations.
///
/// Every kernel exists twice: a plain scalar reference that reads like the formula,
/// and a SIMD version written with packed-lane arithmetic (`SIMD8<UInt32>` with the
/// two-channels-per-lane `0x00ff00ff` trick, `SIMD8<Float>` for coordinates). Both
/// round the same way (`Pixel.multiply`), so they agree bit for bit unless a
/// kernel's documentation says otherwise. Pick `Kernels.simd` to render and
/// `Kernels.scalar` to prove; the platform lets a flag switch SIMD off at run time.
public struct Kernels: Sendable {
    public enum Implementation: Sendable, Equatable {
        /// One pixel at a time, straight from the formula.
        case scalar
        /// Eight pixels at a time in vector registers.
        case simd
    }

    public let implementation: Implementation

    public init(_ implementation: Implementation) { self.implementation = implementation }

    public static let scalar = Kernels(.scalar)
    public static let simd = Kernels(.simd)

    /// The vector unit these kernels were compiled for: on an x86-64 machine with AVX2,
    /// its 256-bit registers (Package.swift's `rasterTargetFlags`), else the
    /// architecture's baseline (SSE2 on x86-64, NEON on aarch64).
    public static var codeTarget: String {
        #if KIOSK_X86_AVX2
        "x86-64 AVX2"
        #elseif arch(x86_64)
        "x86-64 SSE2"
        #elseif arch(arm64)
        "aarch64 NEON"
        #else
        "baseline"
        #endif
    }
}

/// How a solid colour meets what is already there.
public enum BlendMode: Sendable, Equatable {
    /// Replace the destination (Porter–Duff source).
    case copy
    /// Porter–Duff source-over.
    case sourceOver
}
