import CoreGraphics
import Foundation
import KioskHeadless
import Testing
@testable import UIKit

/// Three rows: a chevron, a checkmark, a detail button; it notes the taps it hears.
@MainActor private final class AccessorySource: UITableViewDataSource, UITableViewDelegate {
    let types: [UITableViewCell.AccessoryType] = [.disclosureIndicator, .checkmark, .detailButton]
    var heard: [String] = []
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { types.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.accessoryType = types[indexPath.row]
        return cell
    }
    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        heard.append("info \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { heard.append("select \(indexPath.row)") }
}

@MainActor @Suite(.serialized) struct TableAccessoryTests {
    /// The accessory's frame in a 320 × 44 `.value1` cell, and the text's right edge.
    private func layout(_ type: UITableViewCell.AccessoryType, view: UIView? = nil) -> (accessory: CGRect?, textEnd: CGFloat, cell: UITableViewCell) {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        cell.accessoryType = type
        cell.accessoryView = view
        cell.textLabel?.text = "Coffee"
        cell.detailTextLabel?.text = "2.50"
        cell.layoutIfNeeded()
        return ((view ?? cell.standardAccessory)?.frame, cell.detailTextLabel!.frame.maxX, cell)
    }

    /// 16 points in from the right, centred; the text ends 8 points before the accessory.
    @Test func accessoriesSitAtTheTrailingEdge() {
        #expect(layout(.none).accessory == nil && layout(.none).textEnd == 304)
        let chevron = layout(.disclosureIndicator)
        #expect(chevron.accessory == CGRect(x: 296, y: 16, width: 8, height: 13) && chevron.textEnd == 288)
        #expect(chevron.cell.contentView.frame == CGRect(x: 0, y: 0, width: 304, height: 44))
        #expect(layout(.checkmark).accessory == CGRect(x: 290, y: 17, width: 14, height: 11))
        let detail = layout(.detailButton)
        #expect(detail.accessory == CGRect(x: 282, y: 11, width: 22, height: 22) && detail.cell.standardAccessory is UIButton)
        #expect(layout(.detailDisclosureButton).accessory == CGRect(x: 262, y: 11, width: 42, height: 22))
        // A custom accessory view replaces the standard one, at its own size.
        let custom = layout(.checkmark, view: UIView(frame: CGRect(x: 0, y: 0, width: 51, height: 31)))
        #expect(custom.accessory == CGRect(x: 253, y: 7, width: 51, height: 31) && custom.textEnd == 245)
        #expect(custom.cell.standardAccessory == nil && custom.cell.accessoryView?.superview === custom.cell)
        // Back to none: the accessory leaves the cell.
        custom.cell.accessoryView = nil
        custom.cell.accessoryType = .none
        custom.cell.layoutIfNeeded()
        #expect(custom.cell.subviews.count == 1 && custom.cell.contentView.frame.width == 320)
    }

    /// Drawn: the chevron's and checkmark's pixels fill exactly their accessories' frames
    /// and nothing else in the row is drawn; the detail button's stem is the tint colour.
    @Test func theGlyphsAreDrawnInTheirFrames() {
        let screen = HeadlessScreen(width: 320, height: 200)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        let source = AccessorySource()
        table.dataSource = source
        table.delegate = source
        screen.window.addSubview(table)
        screen.advance(by: 0)
        /// The smallest rectangle holding the non-white pixels of row `row`.
        func inked(_ row: Int) -> CGRect {
            var box = CGRect.null
            for y in row * 44..<(row + 1) * 44 {
                for x in 0..<320 where ControlTestSupport.rgba(screen.pixel(x: x, y: y)) != [255, 255, 255, 255] {
                    box = box.union(CGRect(x: x, y: y, width: 1, height: 1))
                }
            }
            return box
        }
        #expect(inked(0) == CGRect(x: 296, y: 16, width: 8, height: 13))
        #expect(inked(1) == CGRect(x: 290, y: 44 + 17, width: 14, height: 11))
        // The circle's outer edge is 1 point in from the 22-point button's sides.
        #expect(inked(2) == CGRect(x: 283, y: 88 + 12, width: 20, height: 20))
        // The stem of the "i": 2 × 8 points, 10 in and 9 down from the button's corner.
        #expect(ControlTestSupport.rgba(screen.pixel(x: 292, y: 88 + 11 + 12)) == [0, 122, 255, 255])
        #expect(ControlTestSupport.rgba(screen.pixel(x: 290, y: 88 + 11 + 12)) == [255, 255, 255, 255])
    }

    /// Tapping the "i" tells the delegate and selects nothing; tapping the row selects it.
    @Test func theDetailButtonTellsTheDelegate() {
        let screen = HeadlessScreen(width: 320, height: 200)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        let source = AccessorySource()
        table.dataSource = source
        table.delegate = source
        screen.window.addSubview(table)
        screen.advance(by: 0)
        screen.tap(at: CGPoint(x: 293, y: 110))
        #expect(source.heard == ["info 2"] && table.indexPathForSelectedRow == nil)
        screen.tap(at: CGPoint(x: 100, y: 110))
        #expect(source.heard == ["info 2", "select 2"])
    }
}
