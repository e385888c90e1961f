// The arc sine on 0…1 for the page curl (the standard library has no trigonometry):
// Abramowitz & Stegun 4.4.46 (after Hastings),
//
//     asin x = π/2 − √(1 − x) · (a0 + a1·x + … + a7·x⁷),   |error| ≤ 2·10⁻⁸,
//
// evaluated in Float by Horner's rule (error a few 10⁻⁷, Float's own rounding); at
// x = 0 the result is within one Float ulp of π/2 − a0 ≈ 2·10⁻⁸. The curl's vector
// path reads it from the frame's table (`CurlTable`), made by this scalar form.

/// `√w` for `w ≥ 0`, written `√|w|`: LLVM then knows the argument cannot be
/// negative and emits the square-root instruction alone.
@inline(__always)
func rootOfNonNegative(_ w: Float) -> Float { w.magnitude.squareRoot() }

/// A&S 4.4.46's coefficients, a0 first.
@inline(__always) private var arcSineCoefficients: (Float, Float, Float, Float, Float, Float, Float, Float) {
    (1.5707963050, -0.2145988016, 0.0889789874, -0.0501743046,
     0.0308918810, -0.0170881256, 0.0066700901, -0.0012624911)
}

/// `asin(x)` for `x` in 0…1, in radians.
@inline(__always)
func arcSine(_ x: Float) -> Float {
    let a = arcSineCoefficients
    var p = a.7
    p = p * x + a.6
    p = p * x + a.5
    p = p * x + a.4
    p = p * x + a.3
    p = p * x + a.2
    p = p * x + a.1
    p = p * x + a.0
    return Float.pi / 2 - rootOfNonNegative(1 - x) * p
}
