import FuzzSupport
import Kiosk

/// TouchScript(parsing:) on any text: it must return steps in time order or throw an
/// error naming a line and column inside the text, never crash or hang.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTouchScript(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = FuzzInput(data, size)
    let text = input.restAsText
    do {
        let script = try TouchScript(parsing: text, name: "fuzz")
        for (a, b) in zip(script.steps, script.steps.dropFirst()) { fuzzCheck(a.time <= b.time, "steps out of order") }
        fuzzCheck(script.steps.allSatisfy { $0.time.isFinite }, "a step at a time that is not finite")
    } catch {
        // However line ends are counted ("\r\n" as one or two), there are at most this many lines.
        let lines = text.unicodeScalars.count { $0 == "\n" || $0 == "\r" } + 1
        fuzzCheck(error.name == "fuzz" && error.line >= 1 && error.line <= lines && error.column >= 1,
                  "an error outside the text: \(error)")
    }
    return 0
}
