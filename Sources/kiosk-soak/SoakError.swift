/// A soak step that did not do what it should: the soak would count transitions that
/// never played, so it stops instead, naming the step.
struct SoakError: Error, CustomStringConvertible {
    let description: String
}
