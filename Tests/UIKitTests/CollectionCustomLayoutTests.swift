import CoreGraphics
import Foundation
import KioskHeadless
import Testing
@testable import UIKit

/// A custom layout as apps subclass one: a diagonal of 60-point squares 45 apart, each
/// above the one before, fading with depth, every fourth hidden. It counts its prepares.
@MainActor private final class DiagonalLayout: UICollectionViewLayout {
    var prepared = 0
    var step: CGFloat = 45 { didSet { invalidateLayout() } }
    private var frames: [CGRect] = []

    override func prepare() {
        super.prepare()
        prepared += 1
        let count = collectionView?.numberOfItems(inSection: 0) ?? 0
        frames = (0..<count).map { CGRect(x: CGFloat($0) * step, y: CGFloat($0) * step, width: 60, height: 60) }
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: (frames.last?.maxX ?? 0), height: (frames.last?.maxY ?? 0))
    }

    private func attributes(_ item: Int) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
        attributes.frame = frames[item]
        attributes.zIndex = item
        attributes.alpha = 1 - CGFloat(item) / 10
        attributes.isHidden = item % 4 == 3
        attributes.transform = item == 1 ? CGAffineTransform(scaleX: 0.5, y: 0.5) : .identity
        return attributes
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        // The items in the rectangle's vertical band (the layout scrolls vertically).
        frames.indices.filter { frames[$0].maxY > rect.minY && frames[$0].minY < rect.maxY }.map(attributes)
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        frames.indices.contains(indexPath.item) ? attributes(indexPath.item) : nil
    }
}

/// Attributes with a value of their own, copied as iOS subclasses copy theirs.
@MainActor private final class TintedAttributes: UICollectionViewLayoutAttributes {
    var tint = 0
    override func copy(with zone: NSZone?) -> Any {
        let copy = super.copy(with: zone) as! TintedAttributes
        copy.tint = tint
        return copy
    }
}

@MainActor private final class PlainSource: UICollectionViewDataSource {
    var asked = 0
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 20 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        asked += 1
        return collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

@MainActor @Suite(.serialized) struct CollectionCustomLayoutTests {
    /// The collection view gives each cell its attributes' frame, alpha, stacking,
    /// visibility and transform, asks only for the items the layout puts in view, and
    /// prepares the layout again only when it is invalidated.
    @Test func aSubclassedLayoutPlacesTheCells() {
        let screen = HeadlessScreen(width: 200, height: 200)
        let layout = DiagonalLayout()
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 200), collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let source = PlainSource()
        collection.dataSource = source
        screen.window.addSubview(collection)
        screen.advance(by: 0)
        // Items 0 to 4 start above 200 (item 4 at 180).
        #expect(collection.indexPathsForVisibleItems.map(\.item) == [0, 1, 2, 3, 4] && source.asked == 5)
        #expect(collection.contentSize == CGSize(width: 915, height: 915) && layout.prepared == 1)
        let cells = collection.visibleCells
        #expect(cells.map(\.layer.zPosition) == [0, 1, 2, 3, 4])
        #expect(cells.map(\.layer.opacity) == [1, 0.9, 0.8, 0.7, 0.6])
        #expect(cells.map(\.isHidden) == [false, false, false, true, false])
        #expect(cells[1].transform == CGAffineTransform(scaleX: 0.5, y: 0.5) && cells[1].center == CGPoint(x: 75, y: 75))
        #expect(cells[1].bounds.size == CGSize(width: 60, height: 60) && cells[2].frame == CGRect(x: 90, y: 90, width: 60, height: 60))
        // Scrolling asks nothing of the layout but the elements in view: at 110, items 2 (90..150) to 6 (270..330).
        collection.contentOffset = CGPoint(x: 0, y: 110)
        screen.advance(by: 1.0 / 60)
        #expect(layout.prepared == 1 && collection.indexPathsForVisibleItems.map(\.item) == [2, 3, 4, 5, 6])
        // Invalidating prepares it again once, at the next layout.
        layout.step = 20
        layout.invalidateLayout()
        #expect(layout.prepared == 1)
        screen.advance(by: 1.0 / 60)
        #expect(layout.prepared == 2 && collection.contentSize == CGSize(width: 440, height: 440))
        // At 110: items 3 (60..120) to 15 (300..360).
        #expect(collection.indexPathsForVisibleItems.map(\.item) == Array(3...15))
        #expect(collection.cellForItem(at: IndexPath(item: 6, section: 0))?.frame.origin == CGPoint(x: 120, y: 120))
    }

    /// A copy of layout attributes has the same values and can change on its own; a
    /// subclass copies its own values through `copy(with:)`.
    @Test func attributesCopy() {
        let tinted = TintedAttributes(forCellWith: IndexPath(item: 4, section: 1))
        tinted.tint = 7
        tinted.alpha = 0.25
        let tintedCopy = tinted.copy() as! TintedAttributes
        #expect(tintedCopy !== tinted && tintedCopy.tint == 7 && tintedCopy.alpha == 0.25 && tintedCopy.indexPath == IndexPath(item: 4, section: 1))
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                                          with: IndexPath(item: 0, section: 2))
        attributes.frame = CGRect(x: 1, y: 2, width: 30, height: 40)
        attributes.alpha = 0.5
        attributes.zIndex = 3
        let copy = attributes.copy() as! UICollectionViewLayoutAttributes
        copy.center = CGPoint(x: 100, y: 100)
        #expect(copy.frame == CGRect(x: 85, y: 80, width: 30, height: 40) && attributes.frame.origin == CGPoint(x: 1, y: 2))
        #expect(copy.alpha == 0.5 && copy.zIndex == 3 && copy.indexPath == IndexPath(item: 0, section: 2))
        #expect(copy.representedElementCategory == .supplementaryView && copy.representedElementKind == UICollectionView.elementKindSectionHeader)
        copy.size = CGSize(width: 10, height: 10)
        #expect(copy.frame == CGRect(x: 95, y: 95, width: 10, height: 10))
    }
}
