/// One page flip the kernel reports done: the vblank counter and the CLOCK_MONOTONIC
/// time at which the new picture started to scan out, and the CRTC.
struct FlipCompletion: Equatable {
    var sequence: UInt32
    var time: Double
    var crtc: UInt32
}
