/// Why an animation could not be added, naming the animation and the value.
struct AnimationError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
