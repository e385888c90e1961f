import CoreGraphics
import Foundation
import KioskHeadless
import Testing
@testable import UIKit

/// Twenty rows "0"…"19", 44 points high, recording what the table tells its delegate
/// about highlighting and selection, in order.
@MainActor private final class SelectionLog: NSObject, UITableViewDataSource, UITableViewDelegate {
    var events: [String] = []
    /// Rows that refuse the highlight.
    var unhighlightable: Set<Int> = []
    /// willSelect's answer for a row: another row, or nil for none (absent: the row itself).
    var selectInstead: [Int: Int?] = [:]
    /// Rows willDeselect keeps selected.
    var keptSelected: Set<Int> = []

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "\(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        events.append("shouldHighlight \(indexPath.row)")
        return !unhighlightable.contains(indexPath.row)
    }
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) { events.append("didHighlight \(indexPath.row)") }
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) { events.append("didUnhighlight \(indexPath.row)") }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        events.append("willSelect \(indexPath.row)")
        guard let instead = selectInstead[indexPath.row] else { return indexPath }
        return instead.map { IndexPath(row: $0, section: 0) }
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { events.append("didSelect \(indexPath.row)") }
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        events.append("willDeselect \(indexPath.row)")
        return keptSelected.contains(indexPath.row) ? nil : indexPath
    }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { events.append("didDeselect \(indexPath.row)") }
}

@MainActor @Suite(.serialized) struct TableSelectionTests {
    /// A 200 × 200 screen filled by a plain table of 20 rows.
    private func stage() -> (HeadlessScreen, UITableView, SelectionLog) {
        let screen = HeadlessScreen(width: 200, height: 200)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 200, height: 200), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        let log = SelectionLog()
        table.dataSource = log
        table.delegate = log
        screen.window.addSubview(table)
        screen.advance(by: 0)
        return (screen, table, log)
    }

    private func row(_ row: Int) -> IndexPath { IndexPath(row: row, section: 0) }

    /// A finger that stays put highlights its row after 0.15 s (grey on screen, the cell
    /// highlighted but not selected); lifted, the delegate hears UIKit's order and the row
    /// stays selected.
    @Test func aFingerHighlightsThenTheTapSelectsInUIKitsOrder() {
        let (screen, table, log) = stage()
        screen.touchDown(at: CGPoint(x: 100, y: 60))   // row 1 (44…88)
        screen.advance(by: 0.14)
        let cell = table.cellForRow(at: row(1))!
        #expect(log.events.isEmpty && !cell.isHighlighted)
        screen.advance(by: 0.01)
        #expect(log.events == ["shouldHighlight 1", "didHighlight 1"])
        #expect(cell.isHighlighted && !cell.isSelected && table.indexPathForSelectedRow == nil)
        #expect(ControlTestSupport.rgba(screen.pixel(x: 5, y: 60)) == [209, 209, 214, 255])
        screen.touchUp()
        screen.advance(by: 0)
        #expect(log.events == ["shouldHighlight 1", "didHighlight 1", "didUnhighlight 1", "willSelect 1", "didSelect 1"])
        #expect(!cell.isHighlighted && cell.isSelected && table.indexPathForSelectedRow == row(1))
        #expect(ControlTestSupport.rgba(screen.pixel(x: 5, y: 60)) == [209, 209, 214, 255])

        log.events = []
        screen.tap(at: CGPoint(x: 100, y: 100))        // row 2
        #expect(log.events == ["shouldHighlight 2", "didHighlight 2", "didUnhighlight 2",
                               "willSelect 2", "willDeselect 1", "didDeselect 1", "didSelect 2"])
        #expect(table.indexPathsForSelectedRows == [row(2)] && !cell.isSelected && cell.backgroundColor == .white)
    }

    /// A row that refuses the highlight shows nothing while the finger is down, yet is
    /// still selected by the tap; the delegate is asked once a touch.
    @Test func aRowMayRefuseTheHighlight() {
        let (screen, table, log) = stage()
        log.unhighlightable = [0]
        screen.touchDown(at: CGPoint(x: 100, y: 20))
        screen.advance(by: 0.2)
        #expect(!table.cellForRow(at: row(0))!.isHighlighted)
        #expect(ControlTestSupport.rgba(screen.pixel(x: 5, y: 20)) == [255, 255, 255, 255])
        screen.touchUp()
        #expect(log.events == ["shouldHighlight 0", "willSelect 0", "didSelect 0"])
        #expect(table.indexPathForSelectedRow == row(0))
    }

    /// A flick never lights the row it starts on; a finger that rests, then drags, loses
    /// the highlight to the scroll. Neither selects.
    @Test func aDragUnhighlightsAndSelectsNothing() {
        let (screen, table, log) = stage()
        func drag(from y: CGFloat) {
            for i in 1...6 {
                screen.touchMove(to: CGPoint(x: 100, y: y - 10 * CGFloat(i)))
                screen.advance(by: 1.0 / 60)
            }
            screen.touchUp()
            screen.advance(by: 1)
        }
        screen.touchDown(at: CGPoint(x: 100, y: 150))  // row 3
        screen.advance(by: 1.0 / 60)
        drag(from: 150)
        #expect(log.events.isEmpty && table.indexPathForSelectedRow == nil)
        table.setContentOffset(.zero, animated: false)
        screen.touchDown(at: CGPoint(x: 100, y: 150))
        screen.advance(by: 0.2)
        #expect(table.cellForRow(at: row(3))!.isHighlighted)
        drag(from: 150)
        #expect(log.events == ["shouldHighlight 3", "didHighlight 3", "didUnhighlight 3"])
        #expect(table.indexPathForSelectedRow == nil && table.visibleCells.allSatisfy { !$0.isHighlighted && !$0.isSelected })
    }

    /// willSelect may pick another row or none.
    @Test func willSelectRedirectsOrRefuses() {
        let (screen, table, log) = stage()
        log.selectInstead = [1: 3, 2: Int?.none]
        screen.tap(at: CGPoint(x: 100, y: 60))         // row 1 → row 3
        #expect(table.indexPathForSelectedRow == row(3) && log.events.suffix(2) == ["willSelect 1", "didSelect 3"])
        #expect(table.cellForRow(at: row(3))!.isSelected && !table.cellForRow(at: row(1))!.isSelected)
        log.events = []
        screen.tap(at: CGPoint(x: 100, y: 100))        // row 2 → none: row 3 stays
        #expect(log.events == ["shouldHighlight 2", "didHighlight 2", "didUnhighlight 2", "willSelect 2"])
        #expect(table.indexPathsForSelectedRows == [row(3)])
    }

    /// With several selectable, taps add rows and a tap on a selected row deselects it;
    /// willDeselect may keep it. Code selection adds too, and nil clears every row.
    @Test func multipleSelectionTogglesRows() {
        let (screen, table, log) = stage()
        table.allowsMultipleSelection = true
        screen.tap(at: CGPoint(x: 100, y: 20))         // row 0
        screen.tap(at: CGPoint(x: 100, y: 150))        // row 3
        #expect(table.indexPathsForSelectedRows == [row(0), row(3)] && table.indexPathForSelectedRow == row(0))
        #expect(!log.events.contains { $0.hasPrefix("didDeselect") })
        log.events = []
        screen.tap(at: CGPoint(x: 100, y: 20))         // row 0 again: deselected
        #expect(log.events == ["shouldHighlight 0", "didHighlight 0", "didUnhighlight 0", "willDeselect 0", "didDeselect 0"])
        #expect(table.indexPathsForSelectedRows == [row(3)] && !table.cellForRow(at: row(0))!.isSelected)
        log.keptSelected = [3]
        screen.tap(at: CGPoint(x: 100, y: 150))        // row 3 again: kept
        #expect(table.indexPathsForSelectedRows == [row(3)] && log.events.last == "willDeselect 3")
        table.selectRow(at: row(1), animated: false, scrollPosition: .none)
        #expect(table.indexPathsForSelectedRows == [row(1), row(3)])
        table.selectRow(at: nil, animated: false, scrollPosition: .none)
        #expect(table.indexPathsForSelectedRows == nil && table.visibleCells.allSatisfy { !$0.isSelected })
    }

    /// Single selection: code selecting a row clears the other; reloadData clears the
    /// selection; a selected row deleted leaves none, one under an insertion moves down.
    @Test func selectionFollowsReloadsAndUpdates() {
        let (screen, table, log) = stage()
        table.selectRow(at: row(2), animated: false, scrollPosition: .none)
        table.selectRow(at: row(4), animated: false, scrollPosition: .none)
        #expect(table.indexPathsForSelectedRows == [row(4)] && log.events.isEmpty)
        table.reloadData()
        screen.advance(by: 0)
        #expect(table.indexPathsForSelectedRows == nil && table.visibleCells.allSatisfy { !$0.isSelected })
    }
}
