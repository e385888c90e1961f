import CoreGraphics
import Foundation

/// Inserting, deleting, reloading and moving rows and sections, animated over 0.3 s as
/// in UIKit: the rows that stay slide to their new places, the others fade or slide in
/// and out. Calls inside `performBatchUpdates` (or `beginUpdates`/`endUpdates`) make one
/// update. Counts from the data source that do not add up are reported with UIKit's
/// message, and the table reloads its data instead of stopping the app.
extension UITableView {
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update { for path in indexPaths { $0.insertedRows[path] = animation } }
    }

    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update { for path in indexPaths { $0.deletedRows[path] = animation } }
    }

    /// Asks the data source again for the cells of `indexPaths`; the old cells leave as `animation` says.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update { for path in indexPaths { $0.reloadedRows[path] = animation } }
    }

    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        update { $0.movedRows[newIndexPath] = indexPath }
    }

    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        update { for section in sections { $0.insertedSections[section] = animation } }
    }

    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        update { for section in sections { $0.deletedSections[section] = animation } }
    }

    /// Asks the data source again for `sections`: their old rows leave and their new
    /// rows come in as `animation` says.
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        update {
            for section in sections {
                $0.deletedSections[section] = animation
                $0.insertedSections[section] = animation
            }
        }
    }

    /// Makes the insertions, deletions, reloads and moves `updates` asks for one
    /// animated update; `completion` runs when it has finished animating (false if the
    /// counts did not add up and the table reloaded instead).
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        endUpdates(completion: completion)
    }

    /// Starts collecting updates into one, until the matching `endUpdates()`.
    public func beginUpdates() {
        if updateDepth == 0 { pendingUpdate = TableUpdateBatch() }
        updateDepth += 1
    }

    /// Applies the updates collected since `beginUpdates()`.
    public func endUpdates() { endUpdates(completion: nil) }

    private func endUpdates(completion: ((Bool) -> Void)?) {
        guard updateDepth > 0 else { return }
        updateDepth -= 1
        guard updateDepth == 0, let batch = pendingUpdate else { return }
        pendingUpdate = nil
        apply(batch, completion: completion)
    }

    /// Records a change into the open batch, or applies it alone.
    private func update(_ change: (inout TableUpdateBatch) -> Void) {
        beginUpdates()
        if pendingUpdate != nil { change(&pendingUpdate!) }
        endUpdates()
    }

    // MARK: Applying a batch

    private func apply(_ batch: TableUpdateBatch, completion: ((Bool) -> Void)?) {
        // Rows never shown have no cells to animate: the next layout asks for everything.
        guard !needsReload else {
            completion?(true)
            return
        }
        let old = sections
        unhighlight()
        let oldBandFrames = shownBands.mapValues(\.frame)
        recycleSectionViews()
        let new = measuredSections()
        if let problem = Self.inconsistency(of: batch, old: old.map(\.rowCount), new: new.map(\.rowCount)) {
            reportUpdate(problem)
            reloadData()
            completion?(false)
            return
        }
        let sectionMap = batch.sectionMap(oldCount: old.count, newCount: new.count)
        var leaving: [(cell: UITableViewCell, at: IndexPath, animation: RowAnimation)] = []
        var kept: [IndexPath: UITableViewCell] = [:]
        for (path, cell) in shownCells {
            if let animation = batch.deletedSections[path.section] ?? batch.deletedRows[path] ?? batch.reloadedRows[path] {
                leaving.append((cell, path, animation))
            } else if let newPath = batch.newIndexPath(of: path, sections: sectionMap) {
                kept[newPath] = cell
            }
        }
        selectedRows = Set(selectedRows.compactMap { batch.reloadedRows[$0] == nil ? batch.newIndexPath(of: $0, sections: sectionMap) : nil })
        shownCells = kept
        sections = new
        contentSize = CGSize(width: bounds.width, height: contentHeight)
        // Rows pushed out of view slide there before going back to their queues.
        var departing: [(cell: UITableViewCell, at: IndexPath)] = []
        for (path, cell) in kept where !rectForRow(at: path).intersects(bounds) {
            shownCells[path] = nil
            departing.append((cell, path))
        }
        var fadingBands: [UIView] = []
        UIView.performWithoutAnimation {
            var added = tile(placingKept: false)
            // Self-sizing rows in view are back at their estimates: measure them again,
            // and show the rows that then come into view.
            for _ in 0..<4 {
                guard measureSelfSizingRows(shownCells.keys.sorted()) else { break }
                added += tile(placingKept: false)
            }
            for path in added {
                // Inserted and reloaded rows come in as their animation says; rows
                // brought into view by the others' moves are simply there.
                guard let animation = batch.insertedSections[path.section] ?? batch.insertedRows[path]
                    ?? reloadedAnimation(of: path, in: batch, sections: sectionMap),
                    animation != .none, let cell = shownCells[path] else { continue }
                (cell.frame, cell.alpha) = animation.outside(rectForRow(at: path))
            }
            for (cell, _, animation) in leaving where animation == .none { cell.isHidden = true }
            for (cell, _, _) in leaving { sendSubviewToBack(cell) }
            fadingBands = placeBandsBeforeUpdate(from: oldBandFrames, batch: batch, sections: sectionMap)
        }
        UIView.animate(withDuration: Self.updateDuration, animations: {
            for (path, cell) in shownCells {
                cell.frame = rectForRow(at: path)
                cell.alpha = 1
            }
            for (cell, path) in departing { cell.frame = rectForRow(at: path) }
            for (cell, _, animation) in leaving where animation != .none { (cell.frame, cell.alpha) = animation.outside(cell.frame) }
            layOutBands(bandsInView())
            for view in fadingBands { view.alpha = 1 }
        }, completion: { finished in
            UIView.performWithoutAnimation {
                for (cell, path, _) in leaving { self.retireAfterUpdate(cell, at: path) }
                for (cell, path) in departing { self.retireAfterUpdate(cell, at: path) }
            }
            completion?(finished)
        })
    }

    /// Puts the headers and footers in view after an update where they showed before it,
    /// so that they slide with their sections' rows; those of inserted sections start
    /// transparent where they end, and fade in.
    /// Returns the fading bands.
    private func placeBandsBeforeUpdate(from oldFrames: [Int: CGRect], batch: TableUpdateBatch, sections map: [Int: Int]) -> [UIView] {
        let newToOld = Dictionary(uniqueKeysWithValues: map.map { ($0.value, $0.key) })
        var bands = bandsInView()
        for index in bands.indices {
            let key = bands[index].key, section = key >= 0 ? key : -1 - key
            if let oldSection = newToOld[section], let frame = oldFrames[key >= 0 ? oldSection : -1 - oldSection] {
                bands[index].frame = frame
            }
        }
        layOutBands(bands)
        let fading = shownBands.filter { batch.insertedSections[$0.key >= 0 ? $0.key : -1 - $0.key] != nil }.map(\.value)
        for view in fading { view.alpha = 0 }
        return fading
    }

    /// The animation a reloaded row's new cell comes in with, if `path` is a reloaded row's new place.
    private func reloadedAnimation(of path: IndexPath, in batch: TableUpdateBatch, sections: [Int: Int]) -> RowAnimation? {
        batch.reloadedRows.first { batch.newIndexPath(of: $0.key, sections: sections) == path }?.value
    }

    /// Puts a cell that left in an update back in its queue, opaque and shown again.
    private func retireAfterUpdate(_ cell: UITableViewCell, at indexPath: IndexPath) {
        cell.alpha = 1
        cell.isHidden = false
        retire(cell, at: indexPath)
    }

    /// UIKit's message for a batch the data source's counts do not agree with, nil if they
    /// do. Collection views word it with `element` "item" and `container` "collection view".
    static func inconsistency(of batch: TableUpdateBatch, old: [Int], new: [Int],
                              element: String = "row", container: String = "table view") -> String? {
        for section in batch.deletedSections.keys.sorted() where section >= old.count {
            return "attempt to delete section \(section), but there are only \(old.count) sections before the update"
        }
        for section in batch.insertedSections.keys.sorted() where section >= new.count {
            return "attempt to insert section \(section) but there are only \(new.count) sections after the update"
        }
        let inserted = batch.insertedSections.count, deleted = batch.deletedSections.count
        guard new.count == old.count + inserted - deleted else {
            return "Invalid update: invalid number of sections. The number of sections contained in the \(container) "
                + "after the update (\(new.count)) must be equal to the number of sections contained in the \(container) "
                + "before the update (\(old.count)), plus or minus the number of sections inserted or deleted "
                + "(\(inserted) inserted, \(deleted) deleted)."
        }
        for path in batch.deletedRows.keys.sorted() where !old.indices.contains(path.section) || path.row >= old[path.section] {
            let rows = old.indices.contains(path.section) ? old[path.section] : 0
            return "attempt to delete \(element) \(path.row) from section \(path.section) which only contains \(rows) \(element)s before the update"
        }
        for path in batch.insertedRows.keys.sorted() where !new.indices.contains(path.section) || path.row >= new[path.section] {
            let rows = new.indices.contains(path.section) ? new[path.section] : 0
            return "attempt to insert \(element) \(path.row) into section \(path.section), but there are only \(rows) \(element)s "
                + "in section \(path.section) after the update"
        }
        for (oldSection, section) in batch.sectionMap(oldCount: old.count, newCount: new.count).sorted(by: { $0.value < $1.value }) {
            let rowsInserted = batch.insertedRows.keys.filter { $0.section == section }.count
            let rowsDeleted = batch.deletedRows.keys.filter { $0.section == oldSection }.count
            let movedIn = batch.movedRows.keys.filter { $0.section == section }.count
            let movedOut = batch.movedRows.values.filter { $0.section == oldSection }.count
            guard new[section] != old[oldSection] + rowsInserted - rowsDeleted + movedIn - movedOut else { continue }
            return "Invalid update: invalid number of \(element)s in section \(section). The number of \(element)s contained in an "
                + "existing section after the update (\(new[section])) must be equal to the number of \(element)s contained in "
                + "that section before the update (\(old[oldSection])), plus or minus the number of \(element)s inserted or "
                + "deleted from that section (\(rowsInserted) inserted, \(rowsDeleted) deleted) and plus or minus the "
                + "number of \(element)s moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
        }
        return nil
    }

    /// Logs a rejected update (UIKit would stop the app with it) and keeps it for tests.
    private func reportUpdate(_ problem: String) {
        updateReports.append(problem)
        if updateReports.count > 16 { updateReports.removeFirst() }
        writeUpdateReport("[UITableView] \(problem) Kiosk reloads the table's data instead of stopping the app.\n")
    }
}
