import UIKit

/// One photo of an album: its name and, standing in for the picture, its colour.
struct GridPhoto {
    let name: String
    let color: UIColor
}

/// A thumbnail cell written the usual way: an image view filling the content view,
/// and a selected background that shows around it.
final class PhotoThumbnailCell: UICollectionViewCell {
    static let reuseIdentifier = "PhotoThumbnailCell"
    let imageView = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        contentView.addSubview(imageView)
        let selection = UIView()
        selection.backgroundColor = .systemBlue
        selectedBackgroundView = selection
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        imageView.frame = contentView.bounds.insetBy(dx: isSelected ? 4 : 0, dy: isSelected ? 4 : 0)
    }

    override var isSelected: Bool {
        didSet { setNeedsLayout() }
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        imageView.backgroundColor = nil
    }

    func configure(with photo: GridPhoto) {
        imageView.backgroundColor = photo.color
    }
}

/// An album's title over its photos.
final class AlbumHeaderView: UICollectionReusableView {
    static let reuseIdentifier = "AlbumHeaderView"
    let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0.95, alpha: 1)
        titleLabel.font = UIFont.boldSystemFont(ofSize: 17)
        addSubview(titleLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = bounds.insetBy(dx: 12, dy: 0)
    }
}

/// A photo grid as iOS apps write one: three columns sized from the width in the flow
/// layout's delegate, a header per album, taps opening a photo, and photos removed with
/// an animated batch update.
final class PhotoGridViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    private(set) var albums: [(title: String, photos: [GridPhoto])]
    private(set) var collectionView: UICollectionView!
    private(set) var openedPhotos: [String] = []
    private(set) var finishedRemovals = 0

    private let spacing: CGFloat = 2
    private let columns: CGFloat = 3

    init(albums: [(title: String, photos: [GridPhoto])]) {
        self.albums = albums
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewFlowLayout()
        layout.minimumLineSpacing = spacing
        layout.minimumInteritemSpacing = spacing
        layout.sectionInset = UIEdgeInsets(top: spacing, left: spacing, bottom: spacing, right: spacing)
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .white
        collectionView.register(PhotoThumbnailCell.self, forCellWithReuseIdentifier: PhotoThumbnailCell.reuseIdentifier)
        collectionView.register(AlbumHeaderView.self,
                                forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: AlbumHeaderView.reuseIdentifier)
        collectionView.dataSource = self
        collectionView.delegate = self
        view.addSubview(collectionView)
    }

    func removePhoto(at indexPath: IndexPath) {
        albums[indexPath.section].photos.remove(at: indexPath.item)
        collectionView.performBatchUpdates({
            self.collectionView.deleteItems(at: [indexPath])
        }, completion: { [weak self] _ in
            self?.finishedRemovals += 1
        })
    }

    // MARK: UICollectionViewDataSource

    func numberOfSections(in collectionView: UICollectionView) -> Int {
        return albums.count
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        return albums[section].photos.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: PhotoThumbnailCell.reuseIdentifier,
                                                      for: indexPath) as! PhotoThumbnailCell
        cell.configure(with: albums[indexPath.section].photos[indexPath.item])
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind,
                                                                     withReuseIdentifier: AlbumHeaderView.reuseIdentifier,
                                                                     for: indexPath) as! AlbumHeaderView
        header.titleLabel.text = albums[indexPath.section].title
        return header
    }

    // MARK: UICollectionViewDelegateFlowLayout

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        let available = collectionView.bounds.width - spacing * (columns + 1)
        let side = (available / columns).rounded(.down)
        return CGSize(width: side, height: side)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        openedPhotos.append(albums[indexPath.section].photos[indexPath.item].name)
    }
}
