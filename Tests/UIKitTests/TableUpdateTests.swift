import CoreGraphics
import Foundation
import KioskHeadless
import Testing
@testable import UIKit

/// Rows from editable lists of names, one list per section; it notes what it is asked for.
@MainActor private final class EditableSource: UITableViewDataSource {
    var sections: [[String]]
    var titles: [String?] = []
    var asked: [IndexPath] = []
    init(_ sections: [[String]]) { self.sections = sections }
    func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        asked.append(indexPath)
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = sections[indexPath.section][indexPath.row]
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        titles.indices.contains(section) ? titles[section] : nil
    }
}

@MainActor @Suite(.serialized) struct TableUpdateTests {
    /// A 200 × 200 screen filled by a plain table of `sections`, drawn at t = 0.
    private func stage(_ sections: [[String]]) -> (HeadlessScreen, UITableView, EditableSource) {
        let screen = HeadlessScreen(width: 200, height: 200)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 200, height: 200), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        let source = EditableSource(sections)
        table.dataSource = source
        screen.window.addSubview(table)
        screen.advance(by: 0)
        source.asked = []
        return (screen, table, source)
    }

    private func names(_ count: Int) -> [String] { (0..<count).map { "Item \($0)" } }
    private func shown(_ view: UIView) -> CALayer { view.layer.presentation() ?? view.layer }
    private func texts(_ table: UITableView) -> [String] { table.visibleCells.map { $0.textLabel?.text ?? "" } }

    @Test func aBatchMapsOldRowsToNewOnes() {
        var batch = TableUpdateBatch()
        batch.deletedRows[IndexPath(row: 1, section: 0)] = .fade
        batch.insertedRows[IndexPath(row: 0, section: 0)] = .fade
        batch.insertedRows[IndexPath(row: 3, section: 0)] = .fade
        batch.movedRows[IndexPath(row: 0, section: 1)] = IndexPath(row: 4, section: 0)
        batch.deletedSections[1] = .fade
        let sections = batch.sectionMap(oldCount: 3, newCount: 2)
        #expect(sections == [0: 0, 2: 1])
        func new(_ row: Int, _ section: Int) -> IndexPath? { batch.newIndexPath(of: IndexPath(row: row, section: section), sections: sections) }
        // Old 0 → 1 (one inserted before it); old 1 deleted; old 2 → 2; old 3 → 4 (3 inserted); old 5 → 5.
        #expect(new(0, 0) == IndexPath(row: 1, section: 0) && new(1, 0) == nil && new(2, 0) == IndexPath(row: 2, section: 0))
        #expect(new(3, 0) == IndexPath(row: 4, section: 0) && new(5, 0) == IndexPath(row: 5, section: 0))
        // Old section 2 is new section 1, where the moved row arrives first.
        #expect(new(4, 0) == IndexPath(row: 0, section: 1) && new(0, 1) == nil && new(7, 2) == IndexPath(row: 8, section: 1))
    }

    /// An inserted row fades in over 0.3 s while the rows under it slide down; only
    /// the new row is asked for; the row pushed out of view slides out, then is reused.
    @Test func insertingARowFadesItIn() {
        let (screen, table, source) = stage([names(20)])
        let oldRow1 = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        let oldRow4 = table.cellForRow(at: IndexPath(row: 4, section: 0))!
        source.sections[0].insert("New", at: 1)
        var completions: [Bool] = []
        table.performBatchUpdates({
            table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
        }, completion: { completions.append($0) })
        #expect(source.asked == [IndexPath(row: 1, section: 0)] && table.contentSize.height == 21 * 44)
        let inserted = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        #expect(inserted.textLabel?.text == "New" && inserted.frame == CGRect(x: 0, y: 44, width: 200, height: 44))
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === oldRow1 && oldRow1.frame.minY == 88)
        #expect(texts(table) == ["Item 0", "New", "Item 1", "Item 2", "Item 3"])
        // Item 3 is now row 4; Item 4 (row 5, at 220) left the view but still slides there.
        #expect(oldRow4.superview === table && table.indexPath(for: oldRow4) == nil)
        screen.advance(by: 0)
        screen.advance(by: 0.15)
        // Half way (ease in-out): half opaque, and Item 1 half way from 44 to 88.
        #expect(abs(shown(inserted).opacity - 0.5) < 1e-6 && abs(shown(oldRow1).frame.minY - 66) < 1e-6)
        #expect(completions.isEmpty)
        screen.advance(by: 0.15)
        #expect(shown(inserted).opacity == 1 && shown(oldRow1).frame.minY == 88 && completions == [true])
        #expect(oldRow4.superview == nil && table.dequeueReusableCell(withIdentifier: "row") === oldRow4)
    }

    /// A deleted row slides out to the left over 0.3 s, the rows under it slide up
    /// and the row revealed at the bottom is asked for; the deleted cell is then reused.
    @Test func deletingARowSlidesItOut() {
        let (screen, table, source) = stage([names(20)])
        let deleted = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        let below = table.cellForRow(at: IndexPath(row: 2, section: 0))!
        source.sections[0].remove(at: 1)
        table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .left)
        #expect(source.asked == [IndexPath(row: 4, section: 0)])
        #expect(texts(table) == ["Item 0", "Item 2", "Item 3", "Item 4", "Item 5"])
        #expect(deleted.frame == CGRect(x: -200, y: 44, width: 200, height: 44) && table.subviews.first === deleted)
        screen.advance(by: 0)
        screen.advance(by: 0.15)
        #expect(abs(shown(deleted).frame.minX + 100) < 1e-6 && abs(shown(below).frame.minY - 66) < 1e-6)
        screen.advance(by: 0.15)
        #expect(deleted.superview == nil && deleted.alpha == 1 && shown(below).frame.minY == 44)
        #expect(table.dequeueReusableCell(withIdentifier: "row") === deleted)
    }

    /// Reloading asks for the row again; moving keeps the moved row's cell; with
    /// `.none` the deleted row vanishes at once.
    @Test func reloadingMovingAndDeletingWithoutAnimation() {
        let (screen, table, source) = stage([names(20)])
        let first = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        source.sections[0][2] = "Renamed"
        table.reloadRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
        #expect(source.asked == [IndexPath(row: 2, section: 0)] && texts(table)[2] == "Renamed")
        screen.advance(by: 0.3)
        source.asked = []
        source.sections[0].insert(source.sections[0].remove(at: 0), at: 3)
        table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 3, section: 0))
        #expect(source.asked.isEmpty && table.cellForRow(at: IndexPath(row: 3, section: 0)) === first)
        #expect(texts(table) == ["Item 1", "Renamed", "Item 3", "Item 0", "Item 4"] && first.frame.minY == 132)
        screen.advance(by: 0.3)
        let gone = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        source.sections[0].remove(at: 0)
        table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .none)
        #expect(gone.isHidden && texts(table) == ["Renamed", "Item 3", "Item 0", "Item 4", "Item 5"])
        screen.advance(by: 0.3)
        #expect(gone.superview == nil && !gone.isHidden)
    }

    /// Sections come and go with their headers; the selected row follows its row.
    @Test func insertingAndDeletingSections() {
        let (screen, table, source) = stage([names(2), ["Last"]])
        source.titles = ["A", "B"]
        table.reloadData()
        screen.advance(by: 0)
        table.selectRow(at: IndexPath(row: 0, section: 1), animated: false, scrollPosition: .none)
        source.sections.insert(["X", "Y"], at: 1)
        source.titles.insert("New", at: 1)
        source.sections.remove(at: 0)
        source.titles.remove(at: 0)
        var done = 0
        table.performBatchUpdates({
            table.deleteSections(IndexSet(integer: 0), with: .top)
            table.insertSections(IndexSet(integer: 0), with: .bottom)
        }, completion: { _ in done += 1 })
        // New: header 0, X 28, Y 72; B: header 116, Last 144.
        #expect(table.numberOfSections == 2 && texts(table) == ["X", "Y", "Last"])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 0, section: 1))
        // X slides up from a row lower (.bottom) to its place under the new header.
        let x = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        #expect(x.frame == CGRect(x: 0, y: 28, width: 200, height: 44))
        screen.advance(by: 0)
        #expect(shown(x).frame.minY == 72 && done == 0)
        screen.advance(by: 0.3)
        #expect(done == 1 && shown(x).frame.minY == 28)
        let headers = table.subviews.compactMap { $0.subviews.first as? UILabel }.compactMap(\.text).sorted()
        #expect(headers == ["B", "New"])
        // Reloading section B: its row is asked for again and comes in with its new text.
        source.asked = []
        source.sections[1] = ["Reloaded"]
        table.reloadSections(IndexSet(integer: 1), with: .fade)
        #expect(source.asked == [IndexPath(row: 0, section: 1)] && texts(table) == ["X", "Y", "Reloaded"])
        #expect(table.updateReports.isEmpty)
    }

    /// Headers slide with their sections' rows during an update (they do not jump), and
    /// an inserted section's header fades in where it ends.
    @Test func headersSlideWithTheirSections() {
        let (screen, table, source) = stage([["A0"], ["B0"]])
        source.titles = ["A", "B"]
        table.reloadData()
        screen.advance(by: 0)
        // A: header 0, A0 28; B: header 72, B0 100.
        #expect(table.headerView(forSection: 1)?.frame.minY == 72)
        source.sections[0].append("A1")
        source.sections.append(["C0"])
        source.titles.append("C")
        table.performBatchUpdates({
            table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
            table.insertSections(IndexSet(integer: 2), with: .fade)
        })
        // After: B's header at 116 (A1 took 72…116), C's at 188.
        let b = table.headerView(forSection: 1)!, c = table.headerView(forSection: 2)!
        #expect(b.frame.minY == 116 && c.frame.minY == 188 && c.alpha == 1)
        screen.advance(by: 0)
        #expect(shown(b).frame.minY == 72 && shown(c).frame.minY == 188 && shown(c).opacity == 0)
        screen.advance(by: 0.15)
        #expect(shown(b).frame.minY > 72 && shown(b).frame.minY < 116 && shown(c).opacity > 0 && shown(c).opacity < 1)
        screen.advance(by: 0.2)
        #expect(shown(b).frame.minY == 116 && shown(c).opacity == 1)
    }

    /// Counts that do not add up: UIKit's message is logged, the table reloads its
    /// data instead, and the completion hears false.
    @Test func aWrongCountIsReportedAndTheTableReloads() {
        let (screen, table, source) = stage([names(3)])
        var logged: [String] = []
        table.writeUpdateReport = { logged.append($0) }
        source.sections[0].append("Extra")
        var completions: [Bool] = []
        table.performBatchUpdates({
            table.insertRows(at: [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)], with: .fade)
        }, completion: { completions.append($0) })
        let expected = "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing "
            + "section after the update (4) must be equal to the number of rows contained in that section before the "
            + "update (3), plus or minus the number of rows inserted or deleted from that section (2 inserted, 0 deleted) "
            + "and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."
        #expect(table.updateReports == [expected] && completions == [false])
        #expect(logged == ["[UITableView] \(expected) Kiosk reloads the table's data instead of stopping the app.\n"])
        screen.advance(by: 0)
        #expect(texts(table) == ["Item 0", "Item 1", "Item 2", "Extra"])
        source.sections.append([])
        table.deleteSections(IndexSet(integer: 0), with: .fade)
        #expect(table.updateReports.last == "Invalid update: invalid number of sections. The number of sections contained "
            + "in the table view after the update (2) must be equal to the number of sections contained in the table view "
            + "before the update (1), plus or minus the number of sections inserted or deleted (0 inserted, 1 deleted).")
        screen.advance(by: 0)
        table.deleteRows(at: [IndexPath(row: 9, section: 1)], with: .fade)
        #expect(table.updateReports.last == "attempt to delete row 9 from section 1 which only contains 0 rows before the update")
        #expect(table.updateReports.count == 3)
    }
}
