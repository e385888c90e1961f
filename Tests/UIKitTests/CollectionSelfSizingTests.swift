import CoreGraphics
import Foundation
import KioskHeadless
import Testing
@testable import UIKit

/// A cell whose content view holds a box of constrained size: 80 wide, and as high as its
/// item says. As in UIKit, the size constraints are at 999, under the content view's
/// own size while the cell is at its estimate; measuring frees the content view.
@MainActor private final class BoxCell: UICollectionViewCell {
    let box = UIView()
    private var height: NSLayoutConstraint!
    override init(frame: CGRect) {
        super.init(frame: frame)
        box.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(box)
        height = box.heightAnchor.constraint(equalToConstant: 20)
        height.priority = UILayoutPriority(999)
        let width = box.widthAnchor.constraint(equalToConstant: 80)
        width.priority = UILayoutPriority(999)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            box.topAnchor.constraint(equalTo: contentView.topAnchor),
            box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            width, height,
        ])
    }
    func setHeight(_ value: CGFloat) { height.constant = value }
}

@MainActor private final class BoxSource: UICollectionViewDataSource {
    var heights: [CGFloat]
    var asked = 0
    init(_ heights: [CGFloat]) { self.heights = heights }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { heights.count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        asked += 1
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "box", for: indexPath) as! BoxCell
        cell.setHeight(heights[indexPath.item])
        return cell
    }
}

@MainActor @Suite(.serialized) struct CollectionSelfSizingTests {
    /// With an estimated item size, items start at the estimate (50 × 50: five a line)
    /// and take their cells' constrained sizes once in view: 80-point boxes, three a
    /// line 30 apart, each line as high as its highest box, items centred in it.
    @Test func cellsSizeThemselves() {
        let screen = HeadlessScreen(width: 300, height: 300)
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 50, height: 50)
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 300), collectionViewLayout: layout)
        collection.register(BoxCell.self, forCellWithReuseIdentifier: "box")
        let source = BoxSource([20, 30, 40, 50, 60, 70, 80])
        collection.dataSource = source
        screen.window.addSubview(collection)
        screen.advance(by: 0)
        #expect(collection.visibleCells.map(\.frame) == [
            CGRect(x: 0, y: 10, width: 80, height: 20), CGRect(x: 110, y: 5, width: 80, height: 30),
            CGRect(x: 220, y: 0, width: 80, height: 40),
            CGRect(x: 0, y: 60, width: 80, height: 50), CGRect(x: 110, y: 55, width: 80, height: 60),
            CGRect(x: 220, y: 50, width: 80, height: 70),
            CGRect(x: 0, y: 130, width: 80, height: 80)])
        #expect(collection.contentSize == CGSize(width: 300, height: 210) && source.asked == 7)
        // Reloading forgets the sizes and measures again.
        source.heights[0] = 40
        collection.reloadData()
        screen.advance(by: 0)
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 0, width: 80, height: 40))
    }
}
