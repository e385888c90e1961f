import Foundation

/// The changes of one batch of table updates, as UIKit reads them: deletions and
/// reloads name rows and sections as they were before the update, insertions as they
/// are after it, moves both.
struct TableUpdateBatch {
    var deletedSections: [Int: UITableView.RowAnimation] = [:]
    var insertedSections: [Int: UITableView.RowAnimation] = [:]
    var deletedRows: [IndexPath: UITableView.RowAnimation] = [:]
    var insertedRows: [IndexPath: UITableView.RowAnimation] = [:]
    var reloadedRows: [IndexPath: UITableView.RowAnimation] = [:]
    /// Moved rows: where each came from, by where it goes.
    var movedRows: [IndexPath: IndexPath] = [:]

    /// Old section index → new, for the sections neither deleted nor inserted.
    func sectionMap(oldCount: Int, newCount: Int) -> [Int: Int] {
        let old = (0..<oldCount).filter { deletedSections[$0] == nil }
        let new = (0..<newCount).filter { insertedSections[$0] == nil }
        return Dictionary(uniqueKeysWithValues: zip(old, new))
    }

    /// Rows that leave old section `section`: deleted or moved out.
    func rowsLeaving(_ section: Int) -> [Int] {
        (deletedRows.keys.filter { $0.section == section } + movedRows.values.filter { $0.section == section }).map(\.row)
    }

    /// Rows that arrive in new section `section`: inserted or moved in.
    func rowsArriving(_ section: Int) -> [Int] {
        (insertedRows.keys.filter { $0.section == section } + movedRows.keys.filter { $0.section == section }).map(\.row)
    }

    /// Where old row `indexPath` is after the update (`sections` maps the sections),
    /// nil if it was deleted, with its section or alone. A reloaded row keeps its place.
    func newIndexPath(of indexPath: IndexPath, sections: [Int: Int]) -> IndexPath? {
        if let moved = movedRows.first(where: { $0.value == indexPath }) { return moved.key }
        guard deletedRows[indexPath] == nil, let section = sections[indexPath.section] else { return nil }
        var row = indexPath.row - rowsLeaving(indexPath.section).filter { $0 < indexPath.row }.count
        for arriving in rowsArriving(section).sorted() where arriving <= row { row += 1 }
        return IndexPath(row: row, section: section)
    }
}
