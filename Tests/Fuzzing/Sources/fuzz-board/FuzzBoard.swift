import FuzzSupport
import Kiosk

/// BoardFile.parse on any text: it must return a board or throw errors that each name
/// the file, never crash or hang.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBoard(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = FuzzInput(data, size)
    do {
        let board = try BoardFile.parse(input.restAsText, file: "fuzz.board")
        fuzzCheck(!board.name.isEmpty, "a board without a name parsed")
    } catch {
        fuzzCheck(!error.errors.isEmpty, "an error without errors")
        for problem in error.errors { fuzzCheck(problem.file == "fuzz.board", "an error not naming the file: \(problem)") }
    }
    return 0
}
