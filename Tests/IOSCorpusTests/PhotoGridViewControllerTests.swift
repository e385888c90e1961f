@testable import IOSCorpus
import KioskHeadless
import Testing
import UIKit

/// `PhotoGridViewController.swift`: a flow layout sized by its delegate into three
/// columns, album headers, a cell subclass overriding `init(frame:)` and `isSelected`,
/// taps, and a photo removed with `performBatchUpdates`.
@MainActor @Suite struct PhotoGridViewControllerTests {
    private static func album(_ title: String, _ count: Int, red: Int) -> (title: String, photos: [GridPhoto]) {
        (title, (1...count).map {
            GridPhoto(name: "\(title) \($0)", color: UIColor(red: CGFloat(red) / 255, green: CGFloat($0 * 20) / 255, blue: 0, alpha: 1))
        })
    }

    private func stage() -> (HeadlessScreen, PhotoGridViewController) {
        let screen = CorpusStage.screen(width: 320, height: 480)
        let grid = PhotoGridViewController(albums: [Self.album("Lisbon", 7, red: 200), Self.album("Porto", 5, red: 100)])
        screen.window.rootViewController = grid
        screen.advance(by: 0)
        return (screen, grid)
    }

    /// 104-point squares 2 apart in three columns: Lisbon's header, then lines at 42,
    /// 148 and 254 (its seventh photo alone at the left); Porto's header at 360 and its
    /// first line at 402, the last in view.
    @Test func theGridLaysOutThreeColumns() {
        let (screen, grid) = stage()
        let collection = grid.collectionView!
        #expect(collection.contentSize == CGSize(width: 320, height: 614))
        #expect(collection.visibleCells.map(\.frame.origin) == [
            CGPoint(x: 2, y: 42), CGPoint(x: 108, y: 42), CGPoint(x: 214, y: 42),
            CGPoint(x: 2, y: 148), CGPoint(x: 108, y: 148), CGPoint(x: 214, y: 148), CGPoint(x: 2, y: 254),
            CGPoint(x: 2, y: 402), CGPoint(x: 108, y: 402), CGPoint(x: 214, y: 402)])
        #expect(collection.visibleCells.allSatisfy { $0.frame.size == CGSize(width: 104, height: 104) })
        let headers = collection.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).compactMap { $0 as? AlbumHeaderView }
        #expect(headers.map { $0.titleLabel.text ?? "" } == ["Lisbon", "Porto"])
        #expect(headers.map(\.frame) == [CGRect(x: 0, y: 0, width: 320, height: 40), CGRect(x: 0, y: 360, width: 320, height: 40)])
        #expect(CorpusStage.rgba(screen, 50, 90) == [200, 20, 0, 255])
        #expect(CorpusStage.rgba(screen, 50, 300) == [200, 140, 0, 255])
        #expect(CorpusStage.rgba(screen, 300, 20) == [242, 242, 242, 255])
        // The gap between two photos shows the collection view's white.
        #expect(CorpusStage.rgba(screen, 107, 90) == [255, 255, 255, 255])
    }

    /// A tap opens the photo under it and selects it: the photo shrinks inside a blue frame.
    @Test func aTapOpensAndSelectsAPhoto() {
        let (screen, grid) = stage()
        screen.tap(at: CGPoint(x: 160, y: 200))
        screen.advance(by: 0)
        #expect(grid.openedPhotos == ["Lisbon 5"])
        #expect(grid.collectionView.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
        #expect(CorpusStage.rgba(screen, 110, 150) == CorpusStage.components(.systemBlue))
        #expect(CorpusStage.rgba(screen, 160, 200) == [200, 100, 0, 255])
    }

    /// Removing Lisbon's first photo: it fades out, the others move back a place, Porto
    /// moves up a line; the completion runs once, after the 0.3-second animation.
    @Test func removingAPhotoAnimates() {
        let (screen, grid) = stage()
        let collection = grid.collectionView!
        let removed = collection.cellForItem(at: IndexPath(item: 0, section: 0))!
        let second = collection.cellForItem(at: IndexPath(item: 1, section: 0))!
        grid.removePhoto(at: IndexPath(item: 0, section: 0))
        screen.advance(by: 0)
        screen.advance(by: 0.15)
        #expect(abs(CorpusStage.presented(removed).opacity - 0.5) < 1e-6)
        #expect(abs(CorpusStage.presented(second).frame.minX - 55) < 1e-6 && grid.finishedRemovals == 0)
        screen.advance(by: 0.15)
        #expect(grid.finishedRemovals == 1 && removed.superview == nil && second.frame.origin == CGPoint(x: 2, y: 42))
        #expect(collection.contentSize.height == 508)
        let porto = collection.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                 at: IndexPath(item: 0, section: 1))
        #expect(CorpusStage.presented(porto!).frame == CGRect(x: 0, y: 254, width: 320, height: 40))
        #expect(CorpusStage.rgba(screen, 50, 300) == [100, 20, 0, 255])
    }
}
