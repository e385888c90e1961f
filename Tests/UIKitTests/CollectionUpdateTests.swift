import CoreGraphics
import Foundation
import KioskHeadless
import Testing
@testable import UIKit

/// Items from editable lists, one per section; it notes the cells asked for and tags each cell with its item.
@MainActor private final class EditableGridSource: UICollectionViewDataSource {
    var sections: [[Int]]
    var asked: [IndexPath] = []
    init(_ sections: [[Int]]) { self.sections = sections }
    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { sections[section].count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        asked.append(indexPath)
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
        cell.tag = sections[indexPath.section][indexPath.item]
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        let band = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "band", for: indexPath)
        band.tag = sections[indexPath.section].first ?? -1
        return band
    }
}

@MainActor @Suite(.serialized) struct CollectionUpdateTests {
    /// A 200 × 200 screen filled by a grid of 90 × 40 items: two a line at x 0 and 110,
    /// lines at y 0, 50, 100, 150. Drawn at t = 0.
    private func stage(_ sections: [[Int]]) -> (HeadlessScreen, UICollectionView, EditableGridSource) {
        let screen = HeadlessScreen(width: 200, height: 200)
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 90, height: 40)
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 200), collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
        collection.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                            withReuseIdentifier: "band")
        let source = EditableGridSource(sections)
        collection.dataSource = source
        screen.window.addSubview(collection)
        screen.advance(by: 0)
        source.asked = []
        return (screen, collection, source)
    }

    private func shown(_ view: UIView) -> CALayer { view.layer.presentation() ?? view.layer }
    private func path(_ item: Int, _ section: Int = 0) -> IndexPath { IndexPath(item: item, section: section) }
    private func tags(_ collection: UICollectionView) -> [Int] { collection.visibleCells.map(\.tag) }

    /// An inserted item fades in over 0.3 s while the items after it slide to their
    /// next places; only it is asked for; the item pushed out of view slides out, then
    /// is reused; the completion runs once, with true, at the end.
    @Test func insertingAnItemFadesItIn() {
        let (screen, collection, source) = stage([Array(0..<20)])
        let old1 = collection.cellForItem(at: path(1))!, old7 = collection.cellForItem(at: path(7))!
        source.sections[0].insert(100, at: 1)
        var completions: [Bool] = []
        collection.performBatchUpdates({
            collection.insertItems(at: [path(1)])
        }, completion: { completions.append($0) })
        #expect(source.asked == [path(1)] && tags(collection) == [0, 100, 1, 2, 3, 4, 5, 6])
        let inserted = collection.cellForItem(at: path(1))!
        #expect(inserted.frame == CGRect(x: 110, y: 0, width: 90, height: 40) && shown(inserted).opacity == 0)
        #expect(collection.cellForItem(at: path(2)) === old1 && old1.frame.origin == CGPoint(x: 0, y: 50))
        #expect(old7.superview === collection && collection.indexPath(for: old7) == nil && collection.contentSize.height == 540)
        screen.advance(by: 0)
        screen.advance(by: 0.15)
        // Half way (ease in-out): half opaque, and old item 1 half way from (110, 0) to (0, 50).
        #expect(abs(shown(inserted).opacity - 0.5) < 1e-6)
        #expect(abs(shown(old1).frame.minX - 55) < 1e-6 && abs(shown(old1).frame.minY - 25) < 1e-6)
        #expect(abs(shown(old7).frame.minY - 175) < 1e-6 && completions.isEmpty)
        screen.advance(by: 0.15)
        #expect(shown(inserted).opacity == 1 && shown(old1).frame.origin == CGPoint(x: 0, y: 50) && completions == [true])
        #expect(old7.superview == nil)
        screen.advance(by: 0.5)
        #expect(completions == [true])
    }

    /// A deleted item fades out where it was, the items after it slide back a place, the
    /// item revealed at the end is asked for; a moved item keeps its cell.
    @Test func deletingAndMovingItems() {
        let (screen, collection, source) = stage([Array(0..<20)])
        let deleted = collection.cellForItem(at: path(0))!, old1 = collection.cellForItem(at: path(1))!
        source.sections[0].remove(at: 0)
        collection.deleteItems(at: [path(0)])
        #expect(source.asked == [path(7)] && tags(collection) == [1, 2, 3, 4, 5, 6, 7, 8])
        #expect(deleted.frame.origin == .zero && collection.subviews.first === deleted)
        screen.advance(by: 0)
        screen.advance(by: 0.15)
        #expect(abs(shown(deleted).opacity - 0.5) < 1e-6 && abs(shown(old1).frame.minX - 55) < 1e-6)
        screen.advance(by: 0.15)
        #expect(deleted.superview == nil && deleted.alpha == 1 && shown(old1).frame.origin == .zero)
        source.asked = []
        let first = collection.cellForItem(at: path(0))!
        source.sections[0].insert(source.sections[0].remove(at: 0), at: 3)
        collection.moveItem(at: path(0), to: path(3))
        #expect(source.asked.isEmpty && collection.cellForItem(at: path(3)) === first && tags(collection) == [2, 3, 4, 1, 5, 6, 7, 8])
        screen.advance(by: 0.3)
        #expect(shown(first).frame.origin == CGPoint(x: 110, y: 50))
    }

    /// Reloading an item asks for it again: the old cell fades out as the new one fades
    /// in at the same place, and goes back to its queue at the end.
    @Test func reloadingAnItemCrossFades() {
        let (screen, collection, source) = stage([Array(0..<20)])
        let old = collection.cellForItem(at: path(2))!
        source.sections[0][2] = 200
        var completions: [Bool] = []
        collection.performBatchUpdates({ collection.reloadItems(at: [path(2)]) }, completion: { completions.append($0) })
        let new = collection.cellForItem(at: path(2))!
        #expect(source.asked == [path(2)] && new !== old && new.tag == 200 && new.frame == old.frame)
        #expect(old.superview === collection && collection.visibleCells.count == 8)
        screen.advance(by: 0)
        screen.advance(by: 0.15)
        #expect(abs(shown(old).opacity - 0.5) < 1e-6 && abs(shown(new).opacity - 0.5) < 1e-6)
        screen.advance(by: 0.15)
        #expect(old.superview == nil && shown(new).opacity == 1 && completions == [true])
        #expect(collection.dequeueReusableCell(withReuseIdentifier: "tile", for: path(2)) === old)
    }

    /// Inserting and deleting sections moves the sections after them and their items
    /// (sections without insets abut: no line spacing between them).
    @Test func sectionsComeAndGo() {
        let (screen, collection, source) = stage([[0, 1], [10, 11]])
        let item10 = collection.cellForItem(at: path(0, 1))!
        #expect(item10.frame.origin == CGPoint(x: 0, y: 40))
        source.sections.insert([20], at: 0)
        collection.insertSections(IndexSet(integer: 0))
        #expect(source.asked == [path(0)] && collection.cellForItem(at: path(0, 2)) === item10 && tags(collection) == [20, 0, 1, 10, 11])
        screen.advance(by: 0.3)
        #expect(shown(item10).frame.origin == CGPoint(x: 0, y: 80))
        source.sections.remove(at: 1)
        collection.deleteSections(IndexSet(integer: 1))
        #expect(tags(collection) == [20, 10, 11] && collection.cellForItem(at: path(0, 1)) === item10)
        screen.advance(by: 0.3)
        #expect(shown(item10).frame.origin == CGPoint(x: 0, y: 40) && collection.contentSize.height == 80)
    }

    /// With headers (20 high): an inserted section's header fades in, the headers after it
    /// slide down with their sections; a deleted section's header fades out, then is reused.
    @Test func headersFollowTheirSections() {
        let (screen, collection, source) = stage([[0, 1], [10, 11]])
        (collection.collectionViewLayout as! UICollectionViewFlowLayout).headerReferenceSize = CGSize(width: 0, height: 20)
        screen.advance(by: 0)
        let header = UICollectionView.elementKindSectionHeader
        let first = collection.supplementaryView(forElementKind: header, at: path(0))!
        #expect(first.frame.minY == 0 && collection.supplementaryView(forElementKind: header, at: path(0, 1))?.frame.minY == 60)
        source.sections.insert([20], at: 0)
        collection.insertSections(IndexSet(integer: 0))
        let inserted = collection.supplementaryView(forElementKind: header, at: path(0))!
        #expect(inserted !== first && inserted.tag == 20 && collection.supplementaryView(forElementKind: header, at: path(0, 1)) === first)
        screen.advance(by: 0)
        screen.advance(by: 0.15)
        #expect(abs(shown(inserted).opacity - 0.5) < 1e-6 && abs(shown(first).frame.minY - 30) < 1e-6)
        screen.advance(by: 0.15)
        #expect(shown(first).frame.minY == 60 && shown(inserted).opacity == 1)
        source.sections.remove(at: 0)
        collection.deleteSections(IndexSet(integer: 0))
        screen.advance(by: 0)
        screen.advance(by: 0.15)
        #expect(abs(shown(inserted).opacity - 0.5) < 1e-6 && abs(shown(first).frame.minY - 30) < 1e-6)
        screen.advance(by: 0.15)
        #expect(inserted.superview == nil && inserted.alpha == 1 && collection.visibleSupplementaryViews(ofKind: header).map(\.tag) == [0, 10])
        #expect(collection.dequeueReusableSupplementaryView(ofKind: header, withReuseIdentifier: "band", for: path(0)) === inserted)
    }

    /// Counts that do not add up are reported with UIKit's words and the counts; the
    /// collection view reloads instead of stopping, and the completion is told false.
    @Test func aMismatchIsReportedNotFatal() {
        let (screen, collection, source) = stage([Array(0..<20)])
        var written: [String] = []
        collection.writeUpdateReport = { written.append($0) }
        var completions: [Bool] = []
        collection.performBatchUpdates({ collection.insertItems(at: [path(3)]) }, completion: { completions.append($0) })
        let message = "Invalid update: invalid number of items in section 0. The number of items contained in an existing "
            + "section after the update (20) must be equal to the number of items contained in that section before the "
            + "update (20), plus or minus the number of items inserted or deleted from that section (1 inserted, 0 deleted) "
            + "and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out)."
        #expect(completions == [false] && collection.updateReports == [message])
        #expect(written == ["[UICollectionView] \(message) Kiosk reloads the collection view's data instead of stopping the app.\n"])
        source.asked = []
        screen.advance(by: 0)
        #expect(source.asked.count == 8 && tags(collection) == Array(0..<8))
    }
}
