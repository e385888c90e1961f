import CoreGraphics
import Foundation
import KioskHeadless
import Testing
@testable import UIKit

/// A cell class that counts the cells made and their reuses.
@MainActor private final class CountedGridCell: UICollectionViewCell {
    static var made = 0
    var reuses = 0
    override init(frame: CGRect) {
        CountedGridCell.made += 1
        super.init(frame: frame)
    }
    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// One section of `count` items; it notes the cells asked for and what it is told, in order.
@MainActor private final class LoggingGridSource: UICollectionViewDataSource, UICollectionViewDelegate {
    var count: Int
    var asked = 0
    var log: [String] = []
    var refused: Set<Int> = []
    /// Whether highlighting is noted in the log too.
    var logsHighlights = false
    init(count: Int) { self.count = count }
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        if logsHighlights { log.append("highlight \(indexPath.item)") }
    }
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        if logsHighlights { log.append("unhighlight \(indexPath.item)") }
    }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        asked += 1
        return collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        log.append("should \(indexPath.item)")
        return !refused.contains(indexPath.item)
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { log.append("select \(indexPath.item)") }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) { log.append("deselect \(indexPath.item)") }
    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        log.append("should deselect \(indexPath.item)")
        return true
    }
}

@MainActor @Suite(.serialized) struct CollectionViewTests {
    /// A 320 × 480 screen filled by a grid of `count` 100-point squares 10 apart: three
    /// a line, lines 110 apart. Drawn at t = 0.
    private func stage(_ count: Int) -> (HeadlessScreen, UICollectionView, LoggingGridSource) {
        let screen = HeadlessScreen(width: 320, height: 480)
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collection.register(CountedGridCell.self, forCellWithReuseIdentifier: "photo")
        let source = LoggingGridSource(count: count)
        collection.dataSource = source
        collection.delegate = source
        screen.window.addSubview(collection)
        CountedGridCell.made = 0
        screen.advance(by: 0)
        return (screen, collection, source)
    }

    private func paths(_ items: ClosedRange<Int>) -> [IndexPath] { items.map { IndexPath(item: $0, section: 0) } }

    /// Of 10 000 items only a screenful is asked for (5 lines of 3); scrolling asks only
    /// for the lines it reveals and reuses the cells that left: 18 cells ever made.
    @Test func onlyVisibleItemsAreAskedForAndCellsAreReused() {
        let (screen, collection, source) = stage(10_000)
        #expect(source.asked == 15 && CountedGridCell.made == 15 && collection.indexPathsForVisibleItems == paths(0...14))
        // 3334 lines of 100 with 3333 gaps of 10.
        #expect(collection.contentSize == CGSize(width: 320, height: 366_730))
        // Scrolling 10 points a frame to 300: at 75 six lines show (0 to 5), so 18 cells.
        for step in 1...30 {
            collection.contentOffset = CGPoint(x: 0, y: CGFloat(step * 10))
            screen.advance(by: 1.0 / 60)
        }
        #expect(CountedGridCell.made == 18)
        // At 300: lines 2 (220..320) to 7 (770..870 starts above 780).
        #expect(collection.indexPathsForVisibleItems == paths(6...23))
        // Each line revealed was asked for once: lines 5, 6 and 7 of 3 items.
        #expect(source.asked == 24)
        // A jump to 1000 shows lines 9 to 13 with the same cells.
        collection.contentOffset = CGPoint(x: 0, y: 1000)
        screen.advance(by: 1.0 / 60)
        #expect(collection.indexPathsForVisibleItems == paths(27...41) && source.asked == 39 && CountedGridCell.made == 18)
        #expect(collection.visibleCells.map { $0.frame.minY } == [990, 990, 990, 1100, 1100, 1100, 1210, 1210, 1210,
                                                                   1320, 1320, 1320, 1430, 1430, 1430])
        #expect(collection.visibleCells.allSatisfy { ($0 as? CountedGridCell)?.reuses ?? 0 >= 1 })
        // The last line holds item 9999 alone, at the left.
        collection.scrollToItem(at: IndexPath(item: 9_999, section: 0), at: .bottom, animated: false)
        screen.advance(by: 1.0 / 60)
        #expect(collection.contentOffset.y == 366_730 - 480 && CountedGridCell.made == 18)
        #expect(collection.cellForItem(at: IndexPath(item: 9_999, section: 0))?.frame == CGRect(x: 0, y: 366_630, width: 100, height: 100))
    }

    /// scrollToItem: top, centred and bottom, clamped to the content's range; nothing
    /// to do for an item in view with no position.
    @Test func scrollToItemPositions() {
        let (_, collection, _) = stage(100)
        collection.scrollToItem(at: IndexPath(item: 30, section: 0), at: .top, animated: false)
        #expect(collection.contentOffset.y == 1100)
        collection.scrollToItem(at: IndexPath(item: 30, section: 0), at: .centeredVertically, animated: false)
        // Its middle (1150) at the view's (240).
        #expect(collection.contentOffset.y == 910)
        collection.scrollToItem(at: IndexPath(item: 30, section: 0), at: .bottom, animated: false)
        #expect(collection.contentOffset.y == 720)
        collection.scrollToItem(at: IndexPath(item: 0, section: 0), at: .bottom, animated: false)
        #expect(collection.contentOffset.y == 0)
        // 34 lines: 3730 high; item 99 at the top would pass the end (3730 − 480).
        collection.scrollToItem(at: IndexPath(item: 99, section: 0), at: .top, animated: false)
        #expect(collection.contentOffset.y == 3250)
    }

    /// A tap selects: shouldSelect, then the deselection of the item before, then
    /// didSelect; a refused item stays unselected; code selection tells nobody; cells
    /// show their selection, also when they come back into view.
    @Test func tapsSelectOneItem() {
        let (screen, collection, source) = stage(100)
        screen.tap(at: CGPoint(x: 50, y: 50))
        screen.advance(by: 0)
        #expect(source.log == ["should 0", "select 0"] && collection.indexPathsForSelectedItems == paths(0...0))
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0))?.isSelected == true)
        screen.tap(at: CGPoint(x: 160, y: 160))
        screen.advance(by: 0)
        #expect(source.log == ["should 0", "select 0", "should 4", "deselect 0", "select 4"])
        #expect(collection.indexPathsForSelectedItems == paths(4...4))
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0))?.isSelected == false)
        source.refused = [5]
        screen.tap(at: CGPoint(x: 270, y: 160))
        screen.advance(by: 0)
        #expect(source.log.suffix(1) == ["should 5"] && collection.indexPathsForSelectedItems == paths(4...4))
        // A tap between items (the 10-point gap) selects nothing.
        screen.tap(at: CGPoint(x: 105, y: 50))
        screen.advance(by: 0)
        #expect(source.log.count == 6)
        source.log = []
        collection.selectItem(at: IndexPath(item: 40, section: 0), animated: false, scrollPosition: .top)
        screen.advance(by: 0)
        #expect(source.log.isEmpty && collection.indexPathsForSelectedItems == paths(40...40) && collection.contentOffset.y == 1430)
        #expect(collection.cellForItem(at: IndexPath(item: 40, section: 0))?.isSelected == true)
        #expect(collection.visibleCells.filter(\.isSelected).count == 1)
        collection.deselectItem(at: IndexPath(item: 40, section: 0), animated: false)
        #expect(collection.indexPathsForSelectedItems == [] && collection.cellForItem(at: IndexPath(item: 40, section: 0))?.isSelected == false)
    }

    /// A finger that rests highlights its item's cell (its selected background shows);
    /// lifted, the highlight goes before the selection is asked for. A finger that rests,
    /// then drags, scrolls and takes the highlight away without selecting.
    @Test func aFingerHighlightsItsItem() {
        let (screen, collection, source) = stage(100)
        source.logsHighlights = true
        let cell = collection.cellForItem(at: IndexPath(item: 1, section: 0))!
        cell.selectedBackgroundView = UIView()
        screen.touchDown(at: CGPoint(x: 160, y: 50))
        screen.advance(by: 1.0 / 60)
        #expect(source.log.isEmpty && !cell.isHighlighted)   // not before the finger has rested 0.15 s
        screen.advance(by: 0.15)
        #expect(source.log == ["highlight 1"] && cell.isHighlighted && cell.selectedBackgroundView?.isHidden == false)
        screen.touchUp()
        screen.advance(by: 1.0 / 60)
        #expect(source.log == ["highlight 1", "unhighlight 1", "should 1", "select 1"] && !cell.isHighlighted && cell.isSelected)
        source.log = []
        screen.touchDown(at: CGPoint(x: 50, y: 300))
        screen.advance(by: 0.2)
        for y in stride(from: 280, through: 200, by: -20) {
            screen.touchMove(to: CGPoint(x: 50, y: CGFloat(y)))
            screen.advance(by: 1.0 / 60)
        }
        // Dragged 100 points: the scroll took the touch, and the highlight with it.
        #expect(source.log == ["highlight 6", "unhighlight 6"] && collection.contentOffset.y == 100)
        screen.touchUp()
        screen.advance(by: 1.0 / 60)
        #expect(source.log == ["highlight 6", "unhighlight 6"])
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        #expect(collection.visibleCells.allSatisfy { !$0.isHighlighted })
    }

    /// With multiple selection taps add items, and a tap on a selected item deselects it
    /// (asking shouldDeselect). Without `allowsSelection` taps do nothing; reloadData deselects.
    @Test func multipleSelectionToggles() {
        let (screen, collection, source) = stage(100)
        collection.allowsMultipleSelection = true
        for point in [CGPoint(x: 50, y: 50), CGPoint(x: 160, y: 50), CGPoint(x: 50, y: 50)] {
            screen.tap(at: point)
            screen.advance(by: 0)
        }
        #expect(source.log == ["should 0", "select 0", "should 1", "select 1", "should deselect 0", "deselect 0"])
        #expect(collection.indexPathsForSelectedItems == paths(1...1))
        collection.reloadData()
        screen.advance(by: 0)
        #expect(collection.indexPathsForSelectedItems == [] && collection.visibleCells.allSatisfy { !$0.isSelected })
        collection.allowsSelection = false
        screen.tap(at: CGPoint(x: 50, y: 50))
        screen.advance(by: 0)
        #expect(source.log.count == 6 && collection.indexPathsForSelectedItems == [])
    }

    /// A selected cell shows its selectedBackgroundView between its background and its content.
    @Test func aCellShowsItsSelectionBackground() {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        let background = UIView(), selected = UIView()
        cell.backgroundView = background
        cell.selectedBackgroundView = selected
        cell.layoutIfNeeded()
        #expect(cell.subviews.map(ObjectIdentifier.init) == [background, selected, cell.contentView].map(ObjectIdentifier.init))
        #expect(selected.isHidden && selected.frame == CGRect(x: 0, y: 0, width: 40, height: 30))
        cell.isSelected = true
        #expect(!selected.isHidden)
        cell.isSelected = false
        cell.isHighlighted = true
        #expect(!selected.isHidden)
        cell.isHighlighted = false
        #expect(selected.isHidden)
    }
}
