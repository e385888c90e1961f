/// What an animation takes from the transaction it is added in.
struct AnimationDefaults {
    var duration: CFTimeInterval
    var timingFunction: CAMediaTimingFunction?
}
