import CoreGraphics
import Foundation
import KioskHeadless
@testable import QuartzCore
import Raster
import Testing
@testable import UIKit

/// Subtitle rows 44 points high, every other one tinted.
@MainActor private final class ScrollMoveTableController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.rowHeight = 44
        tableView.showsVerticalScrollIndicator = false
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 500 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Item \(indexPath.row + 1)"
        cell.backgroundColor = indexPath.row % 2 == 0 ? .white : UIColor(red: 0.9, green: 0.95, blue: 1, alpha: 1)
        return cell
    }
}

/// Issue 16 item 6 in a real table: flicked on a headless screen, every frame moves the
/// pixels already drawn and draws only the strip the scroll revealed, and is byte for
/// byte the frame drawn from scratch — by a renderer of the same tree and by the
/// screen's own render server.
@MainActor @Suite(.serialized) struct TableScrollMoveTests {
    @Test(arguments: [1.0, 2.0] as [CGFloat])
    func aFlickedTableDrawsOnlyTheRevealedStrips(scale: CGFloat) {
        let (width, height) = (160, 240)
        let screen = HeadlessScreen(width: width, height: height, scale: scale)
        let list = ScrollMoveTableController(style: .plain)
        screen.window.rootViewController = list
        screen.advance(by: 0)
        let table = list.tableView!
        let renderer = CARenderer(width: Int(CGFloat(width) * scale), height: Int(CGFloat(height) * scale), scale: scale)
        renderer.layer = screen.window.layer
        renderer.render(atTime: screen.time)

        var lastOffset = table.contentOffset.y, movedFrames = 0, drawnFrames = 0
        /// One frame: the renderer's moved frame against its frame drawn from scratch and
        /// against the screen's; the pixels drawn are the strip the scroll revealed.
        func frame() {
            screen.advance(by: 1.0 / 60)
            renderer.render(atTime: screen.time)
            let moved = ScrollMovePixels.of(renderer.bitmap)
            let (written, movedPixels) = (renderer.pixelsWritten, renderer.pixelsMoved)
            renderer.engine.compositor.invalidate()
            renderer.render(atTime: screen.time)
            #expect(moved == ScrollMovePixels.of(renderer.bitmap))
            #expect(moved == ScrollMovePixels.of(screen.snapshot()))
            let delta = (table.contentOffset.y - lastOffset) * scale, rowPixels = Int(CGFloat(width) * scale)
            lastOffset = table.contentOffset.y
            if delta == 0 {
                #expect(written == 0 && movedPixels == 0)
            } else if delta == delta.rounded(), abs(delta) < CGFloat(height) * scale {
                #expect(written == rowPixels * Int(abs(delta)))
                #expect(movedPixels == rowPixels * (Int(CGFloat(height) * scale) - Int(abs(delta))))
                movedFrames += 1
            } else {
                #expect(movedPixels == 0)
                drawnFrames += 1
            }
        }
        var y: CGFloat = 200
        screen.touchDown(at: CGPoint(x: 80, y: y))
        for _ in 0..<6 {
            frame()
            y -= 25
            screen.touchMove(to: CGPoint(x: 80, y: y))
        }
        screen.touchUp()
        while screen.isAnimating { frame() }
        #expect(table.contentOffset.y > 500)
        #expect(movedFrames > 20)
        #expect(drawnFrames == 0)
    }
}

/// The pixels of a picture, row by row.
@MainActor private enum ScrollMovePixels {
    static func of(_ bitmap: Bitmap) -> [UInt32] {
        bitmap.withView { view in (0..<view.height).flatMap { Array(UnsafeBufferPointer(start: view.row($0), count: view.width)) } }
    }
    static func of(_ image: CGImage) -> [UInt32] { of(image.bitmap) }
}
