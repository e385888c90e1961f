import CoreGraphics
import UIKit

/// A photo-style grid: `items` coloured squares with a label, three to a row with
/// 2-point gaps, in a collection view with a flow layout; cells counted as they are made.
@MainActor final class ScrollBenchGrid: UIViewController, ScrollBenchList, UICollectionViewDataSource {
    let items: Int
    private(set) var dataSourceCalls = 0
    private let cellsBefore = ScrollBenchGridCell.made
    private let grid: UICollectionView

    init(items: Int, width: CGFloat) {
        self.items = items
        let layout = UICollectionViewFlowLayout()
        let side = ((width - 4) / 3).rounded(.down)
        layout.itemSize = CGSize(width: side, height: side)
        layout.minimumInteritemSpacing = 2
        layout.minimumLineSpacing = 2
        grid = UICollectionView(frame: .zero, collectionViewLayout: layout)
        super.init(nibName: nil, bundle: nil)
    }

    var controller: UIViewController { self }
    var scrollView: UIScrollView { grid }
    var cellsMade: Int { ScrollBenchGridCell.made - cellsBefore }

    override func loadView() {
        grid.register(ScrollBenchGridCell.self, forCellWithReuseIdentifier: "photo")
        grid.dataSource = self
        grid.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view = grid
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int {
        dataSourceCalls += 1
        return 1
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        dataSourceCalls += 1
        return items
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        dataSourceCalls += 1
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
        (cell as? ScrollBenchGridCell)?.show(item: indexPath.item)
        return cell
    }
}

/// A coloured square with its number in a label along the bottom.
@MainActor final class ScrollBenchGridCell: UICollectionViewCell {
    static var made = 0
    private let label = UILabel()

    override init(frame: CGRect) {
        Self.made += 1
        super.init(frame: frame)
        label.textColor = .white
        label.font = UIFont.systemFont(ofSize: 20)
        contentView.addSubview(label)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = CGRect(x: 8, y: bounds.height - 32, width: bounds.width - 16, height: 24)
    }

    /// Shows item `item`: one of 24 colours and "Photo N".
    func show(item: Int) {
        let shade = CGFloat(item % 24) / 24
        contentView.backgroundColor = UIColor(red: 0.3 + 0.5 * shade, green: 0.6 - 0.3 * shade, blue: 0.5, alpha: 1)
        label.text = "Photo \(item + 1)"
    }
}
