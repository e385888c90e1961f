import CoreGraphics
import Glibc
@_spi(KioskRuntime) import UIKit

/// Auto Layout's cost on a screen of 500 constrained views (50 rows of 10 cells: each
/// cell after the one to its left, the row's cells of equal width between 8-point
/// margins, each row below the one above, 2 000 constraints in all): the first solve
/// (activating every constraint and laying out), and a re-solve after one constant
/// changes — the top row's height, which moves the 490 cells below it, and the last
/// row's, which moves its own 10. Next to them, the same grid laid out by hand with
/// frames (`FramedScreen`: all 500 frames set, then the top row made taller), and
/// memcpy of one frame of the screen.
@MainActor enum ConstrainedScreen {
    struct Row {
        let name: String
        let ms: Double
        let minMs: Double
        let memcpyMs: Double
    }

    static let rows = 50, columns = 10

    static func run(width: Int, height: Int, iterations: Int) -> [Row] {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
        let root = UIView(frame: window.bounds)
        window.addSubview(root)
        var cells: [UIView] = []
        for _ in 0..<(rows * columns) {
            let cell = UIView()
            cell.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(cell)
            cells.append(cell)
        }
        var heights: [NSLayoutConstraint] = []
        var constraints: [NSLayoutConstraint] = []
        for r in 0..<rows {
            for c in 0..<columns {
                let cell = cells[r * columns + c]
                constraints.append(c == 0
                    ? cell.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8)
                    : cell.leadingAnchor.constraint(equalTo: cells[r * columns + c - 1].trailingAnchor, constant: 4))
                constraints.append(c == 0
                    ? cell.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -8)
                    : cell.widthAnchor.constraint(equalTo: cells[r * columns].widthAnchor))
                constraints.append(r == 0
                    ? cell.topAnchor.constraint(equalTo: root.topAnchor, constant: 8)
                    : cell.topAnchor.constraint(equalTo: cells[(r - 1) * columns + c].bottomAnchor, constant: 4))
                if c == 0 {
                    let rowHeight = cell.heightAnchor.constraint(equalToConstant: 30)
                    heights.append(rowHeight)
                    constraints.append(rowHeight)
                } else {
                    constraints.append(cell.heightAnchor.constraint(equalTo: cells[r * columns].heightAnchor))
                }
            }
            constraints.append(cells[r * columns + columns - 1].trailingAnchor.constraint(equalTo: root.trailingAnchor,
                                                                                         constant: -8))
        }

        let frameBytes = width * height * 4
        let from = UnsafeMutableRawPointer.allocate(byteCount: frameBytes, alignment: 64)
        let to = UnsafeMutableRawPointer.allocate(byteCount: frameBytes, alignment: 64)
        defer { from.deallocate(); to.deallocate() }
        memset(from, 0x5A, frameBytes)
        memset(to, 0, frameBytes)
        func copyFrame() -> Double { timed { _ = memcpy(to, from, frameBytes) } }

        let framed = FramedScreen(frame: window.bounds)
        let framedWindow = UIWindow(frame: window.bounds)
        framedWindow.addSubview(framed)

        var firstSolves: [Double] = [], topChanges: [Double] = [], lastChanges: [Double] = [], copies: [Double] = []
        var framedFirsts: [Double] = [], framedTops: [Double] = []
        for iteration in 0...iterations {
            NSLayoutConstraint.deactivate(constraints)
            window.layoutIfNeeded()
            let first = timed {
                NSLayoutConstraint.activate(constraints)
                window.layoutIfNeeded()
            }
            let expectedTop = 8 + CGFloat(rows - 1) * 34
            guard cells.last!.frame.minY == expectedTop else {
                fatalError("layout bench: last row at \(cells.last!.frame.minY), expected \(expectedTop)")
            }
            let top = timed {
                heights[0].constant = 40
                window.layoutIfNeeded()
            }
            let last = timed {
                heights[rows - 1].constant = 40
                window.layoutIfNeeded()
            }
            heights[0].constant = 30
            heights[rows - 1].constant = 30
            window.layoutIfNeeded()
            framed.clearFrames()
            let framedFirst = timed {
                framed.setNeedsLayout()
                framedWindow.layoutIfNeeded()
            }
            guard framed.lastCell.frame.minY == expectedTop else {
                fatalError("layout bench: framed last row at \(framed.lastCell.frame.minY), expected \(expectedTop)")
            }
            let framedTop = timed {
                framed.rowHeights[0] = 40
                framed.setNeedsLayout()
                framedWindow.layoutIfNeeded()
            }
            framed.rowHeights[0] = 30
            guard iteration > 0 else { continue }  // the first round warms up
            framedFirsts.append(framedFirst)
            framedTops.append(framedTop)
            firstSolves.append(first)
            topChanges.append(top)
            lastChanges.append(last)
            copies.append(copyFrame())
        }
        let memcpyMs = median(copies)
        return [
            Row(name: "first solve (2000)", ms: median(firstSolves), minMs: firstSolves.min()!, memcpyMs: memcpyMs),
            Row(name: "constant, top row", ms: median(topChanges), minMs: topChanges.min()!, memcpyMs: memcpyMs),
            Row(name: "constant, last row", ms: median(lastChanges), minMs: lastChanges.min()!, memcpyMs: memcpyMs),
            Row(name: "frames: all (500)", ms: median(framedFirsts), minMs: framedFirsts.min()!, memcpyMs: memcpyMs),
            Row(name: "frames: top row", ms: median(framedTops), minMs: framedTops.min()!, memcpyMs: memcpyMs),
        ]
    }
}
