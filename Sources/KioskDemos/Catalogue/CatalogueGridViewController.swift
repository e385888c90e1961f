import UIKit

/// Every product as a photo tile, in a collection view with a flow layout: as many
/// columns as keep the tiles at most `CatalogueLayout.maximumTileSide` wide (three on
/// a phone-sized screen), the tiles' size set from the width whenever the page is laid
/// out. A tap on a tile pushes the product's page.
final class CatalogueGridViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    private(set) var collectionView: UICollectionView!
    private let layout = UICollectionViewFlowLayout()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "All products"
        let spacing = CatalogueLayout.gridSpacing
        layout.minimumLineSpacing = spacing
        layout.minimumInteritemSpacing = spacing
        layout.sectionInset = UIEdgeInsets(top: spacing, left: spacing, bottom: spacing, right: spacing)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .white
        collectionView.register(CatalogueTileCell.self, forCellWithReuseIdentifier: CatalogueTileCell.reuseIdentifier)
        collectionView.dataSource = self
        collectionView.delegate = self
        view.addSubview(collectionView)
    }

    /// All the tiles are one size: the flow layout's `itemSize`, for the width the page has now.
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let side = CatalogueLayout(size: view.bounds.size).tileSide
        if layout.itemSize.width != side { layout.itemSize = CGSize(width: side, height: side) }
    }

    // MARK: UICollectionViewDataSource

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        CatalogueProduct.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: CatalogueTileCell.reuseIdentifier, for: indexPath)
        (cell as? CatalogueTileCell)?.configure(with: CatalogueProduct(number: indexPath.item))
        return cell
    }

    // MARK: UICollectionViewDelegate

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: false)
        let page = CatalogueDetailViewController(product: CatalogueProduct(number: indexPath.item))
        navigationController?.pushViewController(page, animated: true)
    }
}
