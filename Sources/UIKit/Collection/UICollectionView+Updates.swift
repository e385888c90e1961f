import CoreGraphics
import Foundation

/// Inserting, deleting, reloading and moving items and sections, animated as in UIKit:
/// the layout is prepared again, the items and headers that stay slide from their old
/// frames to their new ones, inserted items fade in and deleted ones fade out (or come
/// and go as the layout's initial and final attributes say), as do the headers and
/// footers of inserted and deleted sections, over the table's 0.3 s. Items that only
/// come into view because others moved appear at their new places. Calls inside
/// `performBatchUpdates` make one update; the batch is read as a table's is
/// (TableUpdateBatch), and counts that do not add up are reported with UIKit's message
/// while the collection view reloads its data instead of stopping the app.
extension UICollectionView {
    public func insertItems(at indexPaths: [IndexPath]) {
        update { for path in indexPaths { $0.insertedRows[path] = .fade } }
    }

    public func deleteItems(at indexPaths: [IndexPath]) {
        update { for path in indexPaths { $0.deletedRows[path] = .fade } }
    }

    /// Asks the data source again for the cells of `indexPaths`; the old cells fade out as the new fade in.
    public func reloadItems(at indexPaths: [IndexPath]) {
        update { for path in indexPaths { $0.reloadedRows[path] = .fade } }
    }

    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        update { $0.movedRows[newIndexPath] = indexPath }
    }

    public func insertSections(_ sections: IndexSet) {
        update { for section in sections { $0.insertedSections[section] = .fade } }
    }

    public func deleteSections(_ sections: IndexSet) {
        update { for section in sections { $0.deletedSections[section] = .fade } }
    }

    /// Asks the data source again for `sections`: their old items fade out, their new ones in.
    public func reloadSections(_ sections: IndexSet) {
        update {
            for section in sections {
                $0.deletedSections[section] = .fade
                $0.insertedSections[section] = .fade
            }
        }
    }

    /// Makes the insertions, deletions, reloads and moves `updates` asks for one animated
    /// update; `completion` runs once when it has finished animating (false if the counts
    /// did not add up and the collection view reloaded instead).
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        openBatch()
        updates?()
        closeBatch(completion: completion)
    }

    /// Records a change into the open batch, or applies it alone.
    private func update(_ change: (inout TableUpdateBatch) -> Void) {
        openBatch()
        if pendingUpdate != nil { change(&pendingUpdate!) }
        closeBatch(completion: nil)
    }

    private func openBatch() {
        if updateDepth == 0 { pendingUpdate = TableUpdateBatch() }
        updateDepth += 1
    }

    /// Applies the batch when the outermost one closes.
    private func closeBatch(completion: ((Bool) -> Void)?) {
        updateDepth -= 1
        guard updateDepth == 0, let batch = pendingUpdate else { return }
        pendingUpdate = nil
        apply(batch, completion: completion)
    }

    // MARK: Applying a batch

    private func apply(_ batch: TableUpdateBatch, completion: ((Bool) -> Void)?) {
        // Items never shown have no cells to animate: the next layout asks for everything.
        guard !needsReload else {
            completion?(true)
            return
        }
        let old = itemCounts, new = currentItemCounts()
        if let problem = UITableView.inconsistency(of: batch, old: old, new: new, element: "item", container: "collection view") {
            reportUpdate(problem)
            reloadData()
            completion?(false)
            return
        }
        let sectionMap = batch.sectionMap(oldCount: old.count, newCount: new.count)
        // The views that leave: a deleted or reloaded item's cell (with its old index
        // path), a deleted section's headers and footers.
        var leaving: [(view: UICollectionReusableView, item: IndexPath?, retire: () -> Void)] = []
        var kept: [IndexPath: UICollectionViewCell] = [:]
        for (path, cell) in shownCells {
            if batch.deletedSections[path.section] != nil || batch.deletedRows[path] != nil || batch.reloadedRows[path] != nil {
                leaving.append((cell, path, { self.retire(cell, at: path) }))
            } else if let newPath = batch.newIndexPath(of: path, sections: sectionMap) {
                kept[newPath] = cell
            }
        }
        var keptSupplementaries: [SupplementaryKey: UICollectionReusableView] = [:]
        for (key, view) in shownSupplementaries {
            if let section = sectionMap[key.indexPath.section] {
                var moved = key
                moved.indexPath.section = section
                keptSupplementaries[moved] = view
            } else {
                leaving.append((view, nil, { self.retire(view, key) }))
            }
        }
        // Where an old item's selection and measured size go: a reloaded item is new.
        let survivor = { (old: IndexPath) in batch.reloadedRows[old] == nil ? batch.newIndexPath(of: old, sections: sectionMap) : nil }
        selectedItems = Set(selectedItems.compactMap(survivor))
        shownCells = kept
        shownSupplementaries = keptSupplementaries
        itemCounts = new
        collectionViewLayout.itemsMoved(survivor)
        needsPrepare = true
        prepareIfNeeded()
        // Items pushed out of view slide there before going back to their queues.
        var departing: [(cell: UICollectionViewCell, at: IndexPath)] = []
        for (path, cell) in kept where !(collectionViewLayout.layoutAttributesForItem(at: path)?.frame.overlaps(bounds) ?? false) {
            shownCells[path] = nil
            departing.append((cell, path))
        }
        UIView.performWithoutAnimation {
            for path in tile(placingKept: false) {
                // Inserted and reloaded items come in as the layout says (faded in by
                // default); items brought into view by the others' moves are simply there.
                let arrived = batch.insertedSections[path.section] != nil || batch.insertedRows[path] != nil
                    || batch.reloadedRows.keys.contains { batch.newIndexPath(of: $0, sections: sectionMap) == path }
                guard arrived, let cell = shownCells[path] else { continue }
                if let initial = collectionViewLayout.initialLayoutAttributesForAppearingItem(at: path) {
                    place(cell, at: initial)
                } else {
                    cell.alpha = 0
                }
            }
            // An inserted section's headers and footers fade in.
            for (key, view) in shownSupplementaries
            where keptSupplementaries[key] == nil && batch.insertedSections[key.indexPath.section] != nil {
                view.alpha = 0
            }
            for (view, _, _) in leaving { sendSubviewToBack(view) }
        }
        let layout = collectionViewLayout
        UIView.animate(withDuration: UITableView.updateDuration, animations: {
            for (path, cell) in self.shownCells {
                if let attributes = layout.layoutAttributesForItem(at: path) { self.place(cell, at: attributes) }
            }
            for (key, view) in self.shownSupplementaries {
                if let attributes = layout.layoutAttributesForSupplementaryView(ofKind: key.kind, at: key.indexPath) {
                    self.place(view, at: attributes)
                }
            }
            for (cell, path) in departing {
                if let attributes = layout.layoutAttributesForItem(at: path) { self.place(cell, at: attributes) }
            }
            for (view, item, _) in leaving {
                if let item, let final = layout.finalLayoutAttributesForDisappearingItem(at: item) {
                    self.place(view, at: final)
                } else {
                    view.alpha = 0
                }
            }
        }, completion: { finished in
            UIView.performWithoutAnimation {
                for (view, _, retire) in leaving {
                    retire()
                    view.alpha = 1
                }
                for (cell, path) in departing { self.retire(cell, at: path) }
            }
            completion?(finished)
        })
    }

    /// Logs a rejected update (UIKit would stop the app with it) and keeps it for tests.
    private func reportUpdate(_ problem: String) {
        updateReports.append(problem)
        if updateReports.count > 16 { updateReports.removeFirst() }
        writeUpdateReport("[UICollectionView] \(problem) Kiosk reloads the collection view's data instead of stopping the app.\n")
    }
}
