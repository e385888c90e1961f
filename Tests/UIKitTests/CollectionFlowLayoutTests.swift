import CoreGraphics
import Foundation
import KioskHeadless
import Testing
@testable import UIKit

/// Items numbered in sections of given counts, with sizes from a function; notes what it is asked.
@MainActor private final class SizedGridSource: UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var counts: [Int]
    var sizes: ((IndexPath) -> CGSize)?
    var headersAsked: [IndexPath] = []
    init(_ counts: [Int]) { self.counts = counts }
    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        headersAsked.append(indexPath)
        return collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "band", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        sizes?(indexPath) ?? (collectionViewLayout as! UICollectionViewFlowLayout).itemSize
    }
}

@MainActor @Suite(.serialized) struct CollectionFlowLayoutTests {
    /// A collection view `size` big with `layout`, filled from `source` and laid out.
    private func stage(_ size: CGSize, _ layout: UICollectionViewFlowLayout, _ source: SizedGridSource) -> UICollectionView {
        let collection = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
        for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
            collection.register(UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "band")
        }
        collection.dataSource = source
        collection.delegate = source
        collection.layoutIfNeeded()
        return collection
    }

    private func frame(_ collection: UICollectionView, _ item: Int, _ section: Int = 0) -> CGRect? {
        collection.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    /// Vertical: 300 points inside the insets hold three 90-point items; the 30 left go
    /// between them (15 each) on full lines, the last line keeps the 10-point minimum.
    /// Headers and footers span the width, outside the section's insets.
    @Test func verticalLinesAreJustifiedExceptTheLast() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 90, height: 50)
        layout.sectionInset = UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 10)
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        layout.footerReferenceSize = CGSize(width: 0, height: 20)
        let collection = stage(CGSize(width: 320, height: 480), layout, SizedGridSource([7, 2]))
        #expect((0..<7).map { frame(collection, $0)?.origin } == [
            CGPoint(x: 10, y: 45), CGPoint(x: 115, y: 45), CGPoint(x: 220, y: 45),
            CGPoint(x: 10, y: 105), CGPoint(x: 115, y: 105), CGPoint(x: 220, y: 105),
            CGPoint(x: 10, y: 165)])
        #expect(frame(collection, 0)?.size == CGSize(width: 90, height: 50))
        #expect(frame(collection, 0, 1) == CGRect(x: 10, y: 295, width: 90, height: 50))
        #expect(frame(collection, 1, 1) == CGRect(x: 110, y: 295, width: 90, height: 50))
        let header = UICollectionView.elementKindSectionHeader, footer = UICollectionView.elementKindSectionFooter
        func band(_ kind: String, _ section: Int) -> CGRect? {
            collection.layoutAttributesForSupplementaryElement(ofKind: kind, at: IndexPath(item: 0, section: section))?.frame
        }
        #expect(band(header, 0) == CGRect(x: 0, y: 0, width: 320, height: 40))
        #expect(band(footer, 0) == CGRect(x: 0, y: 230, width: 320, height: 20))
        #expect(band(header, 1) == CGRect(x: 0, y: 250, width: 320, height: 40))
        #expect(band(footer, 1) == CGRect(x: 0, y: 360, width: 320, height: 20))
        #expect(collection.contentSize == CGSize(width: 320, height: 380))
        // Everything is in view: 9 cells, and 4 supplementary views placed where the layout says.
        #expect(collection.indexPathsForVisibleItems.count == 9)
        #expect(collection.supplementaryView(forElementKind: footer, at: IndexPath(item: 0, section: 1))?.frame
                == CGRect(x: 0, y: 360, width: 320, height: 20))
        #expect(collection.cellForItem(at: IndexPath(item: 5, section: 0))?.frame == CGRect(x: 220, y: 105, width: 90, height: 50))
    }

    /// A line holding one item alone (not the section's last) centres it; items of a line
    /// are centred across it; the delegate's sizes are used.
    @Test func delegateSizesAndALoneItemIsCentred() {
        let layout = UICollectionViewFlowLayout()
        layout.sectionInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        let source = SizedGridSource([3])
        let sizes = [CGSize(width: 200, height: 30), CGSize(width: 200, height: 60), CGSize(width: 50, height: 40)]
        source.sizes = { sizes[$0.item] }
        let collection = stage(CGSize(width: 320, height: 480), layout, source)
        #expect(frame(collection, 0) == CGRect(x: 60, y: 0, width: 200, height: 30))
        #expect(frame(collection, 1) == CGRect(x: 10, y: 40, width: 200, height: 60))
        #expect(frame(collection, 2) == CGRect(x: 220, y: 50, width: 50, height: 40))
        #expect(collection.contentSize == CGSize(width: 320, height: 100))
    }

    /// Horizontal: items fill columns top to bottom, columns wrap rightwards; the header
    /// is a band `headerReferenceSize.width` wide at the section's left, full height.
    @Test func horizontalColumns() {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 50, height: 50)
        layout.minimumLineSpacing = 20
        layout.sectionInset = UIEdgeInsets(top: 10, left: 5, bottom: 10, right: 5)
        layout.headerReferenceSize = CGSize(width: 30, height: 0)
        let collection = stage(CGSize(width: 200, height: 130), layout, SizedGridSource([5]))
        #expect((0..<5).map { frame(collection, $0)?.origin } == [
            CGPoint(x: 35, y: 10), CGPoint(x: 35, y: 70), CGPoint(x: 105, y: 10), CGPoint(x: 105, y: 70), CGPoint(x: 175, y: 10)])
        #expect(collection.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader,
                                                                   at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 0, y: 0, width: 30, height: 130))
        #expect(collection.contentSize == CGSize(width: 230, height: 130))
        // Scrolled 100 to the right, the first column (35..85) is out of view.
        collection.contentOffset = CGPoint(x: 100, y: 0)
        collection.layoutIfNeeded()
        #expect(collection.indexPathsForVisibleItems == [2, 3, 4].map { IndexPath(item: $0, section: 0) })
        #expect(collection.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).isEmpty)
    }

    /// A new width lays the lines out again: 200 points hold two 90-point items a line, not three.
    @Test func aNewWidthReflowsTheLines() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 90, height: 50)
        let collection = stage(CGSize(width: 300, height: 480), layout, SizedGridSource([4]))
        #expect(frame(collection, 3)?.origin == CGPoint(x: 0, y: 60) && collection.contentSize.height == 110)
        collection.frame.size.width = 200
        collection.layoutIfNeeded()
        #expect(frame(collection, 1)?.origin == CGPoint(x: 110, y: 0) && frame(collection, 3)?.origin == CGPoint(x: 100, y: 60))
        #expect(collection.contentSize == CGSize(width: 200, height: 110))
    }
}
