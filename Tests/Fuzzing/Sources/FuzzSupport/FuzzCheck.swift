/// Stops the fuzzer with `message` when an invariant does not hold: libFuzzer reports
/// the crash and keeps the input that caused it.
public func fuzzCheck(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
                      file: StaticString = #fileID, line: UInt = #line) {
    if !condition() { fatalError(message(), file: file, line: line) }
}
