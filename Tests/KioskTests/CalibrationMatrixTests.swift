import Kiosk
import Testing

@Suite struct CalibrationMatrixTests {
    @Test func parsesUdevsSixNumbers() {
        #expect(CalibrationMatrix("1 0 0 0 1 0") == .identity)
        #expect(CalibrationMatrix("0.5\t0 0.25 0 0.5  0.25")?.values == [0.5, 0, 0.25, 0, 0.5, 0.25])
        #expect(CalibrationMatrix("1 0 0 0 1") == nil)
        #expect(CalibrationMatrix("1 0 0 0 1 0 0") == nil)
        #expect(CalibrationMatrix("1 0 x 0 1 0") == nil)
        #expect(CalibrationMatrix("1 0 0 0 1 nan") == nil)
        #expect(CalibrationMatrix([1, 0, 0, 0, 1]) == nil)
    }

    @Test func readsBackAsItParses() {
        let matrix = CalibrationMatrix("0 -1 1 1 0 0")
        #expect(matrix?.description == "0.0 -1.0 1.0 1.0 0.0 0.0")
        #expect(matrix.flatMap { CalibrationMatrix($0.description) } == matrix)
    }

    @Test func appliesAsLibinputDocumentsIt() {
        // Scale to the middle half: x' = 0.5·x + 0.25, y' = 0.5·y + 0.25.
        let shrink = CalibrationMatrix([0.5, 0, 0.25, 0, 0.5, 0.25])!
        #expect(shrink.apply(x: 0, y: 0) == (0.25, 0.25))
        #expect(shrink.apply(x: 1, y: 0.5) == (0.75, 0.5))
        // A panel mounted turned 90° clockwise: libinput's documented matrix "0 -1 1 1 0 0".
        let turned = CalibrationMatrix("0 -1 1 1 0 0")!
        #expect(turned.apply(x: 0.25, y: 0.125) == (0.875, 0.25))
        #expect(CalibrationMatrix.identity.apply(x: 0.3, y: 0.7) == (0.3, 0.7))
    }
}
