@testable import CoreGraphics
import Foundation
import Testing

/// FriBidi as Kiosk uses it (`BidiParagraph`: paragraph level, line levels after rule
/// L1, and rule L2's order) against cases of the Unicode conformance file
/// BidiCharacterTest.txt, quoted in Fixtures/BidiCharacterTest-excerpt.txt.
@Suite struct BidiParagraphTests {
    struct Case: CustomStringConvertible, Sendable {
        let line: Int
        let scalars: [UInt32]
        /// nil: from the text (the file's 2).
        let rightToLeft: Bool?
        let paragraphLevel: UInt8
        let levels: [UInt8]
        let order: [Int]

        var description: String { "BidiCharacterTest.txt line \(line)" }
    }

    static let cases: [Case] = {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/BidiCharacterTest-excerpt.txt")
        let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { row in
            let numbered = row.split(separator: ":", maxSplits: 1)
            let fields = numbered[1].split(separator: ";").map(String.init)
            return Case(line: Int(numbered[0])!, scalars: fields[0].split(separator: " ").map { UInt32($0, radix: 16)! },
                        rightToLeft: fields[1] == "2" ? nil : fields[1] == "1", paragraphLevel: UInt8(fields[2])!,
                        levels: fields[3].split(separator: " ").map { UInt8($0)! },
                        order: fields[4].split(separator: " ").map { Int($0)! })
        }
    }()

    @Test func theExcerptHoldsSixtySixCases() {
        #expect(Self.cases.count == 66)
    }

    @Test(arguments: cases)
    func levelsAndOrderMatchTheConformanceFile(_ test: Case) {
        let paragraph = BidiParagraph(test.scalars, rightToLeft: test.rightToLeft)
        #expect(paragraph.baseLevel == test.paragraphLevel)
        let levels = paragraph.lineLevels(0..<test.scalars.count)
        #expect(levels == test.levels)
        #expect(BidiParagraph.visualOrder(levels) == test.order)
    }

    @Test func aLineOfAParagraphResetsOnlyItsOwnTrailingSpaces() {
        // "a א ב" left to right, broken after the second space: rule L1 puts that space,
        // now at the line's end, back at the paragraph's level 0.
        let paragraph = BidiParagraph([0x61, 0x20, 0x5D0, 0x20, 0x5D1], rightToLeft: nil)
        #expect(paragraph.baseLevel == 0)
        #expect(paragraph.levels == [0, 0, 1, 1, 1])
        #expect(paragraph.lineLevels(0..<4) == [0, 0, 1, 0])
        #expect(paragraph.lineLevels(4..<5) == [1])
    }
}
