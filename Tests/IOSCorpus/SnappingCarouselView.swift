import UIKit

/// A horizontal carousel of coloured cards that always comes to rest with one card
/// centred, the usual iOS way: the scroll view's delegate moves the target offset in
/// `scrollViewWillEndDragging` to the nearest card in the flick's direction, with
/// content insets so that the first and last cards can be centred too.
final class SnappingCarouselView: UIView, UIScrollViewDelegate {
    let scrollView = UIScrollView()
    private(set) var cardViews: [UIView] = []
    private(set) var currentIndex = 0
    /// Called when the carousel settles on a different card.
    var onCardChange: ((Int) -> Void)?

    let cardWidth: CGFloat
    let cardSpacing: CGFloat

    private var cardStep: CGFloat { cardWidth + cardSpacing }

    init(frame: CGRect, colors: [UIColor], cardWidth: CGFloat = 120, cardSpacing: CGFloat = 20) {
        self.cardWidth = cardWidth
        self.cardSpacing = cardSpacing
        super.init(frame: frame)
        scrollView.frame = bounds
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.decelerationRate = .fast
        scrollView.delegate = self
        addSubview(scrollView)
        for color in colors {
            let card = UIView()
            card.backgroundColor = color
            card.layer.cornerRadius = 12
            scrollView.addSubview(card)
            cardViews.append(card)
        }
        setNeedsLayout()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        scrollView.frame = bounds
        for (index, card) in cardViews.enumerated() {
            card.frame = CGRect(x: CGFloat(index) * cardStep, y: 20, width: cardWidth, height: bounds.height - 40)
        }
        let sideInset = (bounds.width - cardWidth) / 2
        scrollView.contentInset = UIEdgeInsets(top: 0, left: sideInset, bottom: 0, right: sideInset)
        scrollView.contentSize = CGSize(width: CGFloat(cardViews.count) * cardStep - cardSpacing, height: bounds.height)
    }

    /// The offset that centres card `index`.
    func offset(forCardAt index: Int) -> CGPoint {
        CGPoint(x: CGFloat(index) * cardStep - scrollView.contentInset.left, y: 0)
    }

    func scrollToCard(at index: Int, animated: Bool) {
        let index = max(0, min(index, cardViews.count - 1))
        scrollView.setContentOffset(offset(forCardAt: index), animated: animated)
        if !animated { settle() }
    }

    // MARK: UIScrollViewDelegate

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        let position = (targetContentOffset.pointee.x + scrollView.contentInset.left) / cardStep
        var index: CGFloat
        if velocity.x > 0 {
            index = ceil(position)
        } else if velocity.x < 0 {
            index = floor(position)
        } else {
            index = round(position)
        }
        index = max(0, min(index, CGFloat(cardViews.count - 1)))
        targetContentOffset.pointee = offset(forCardAt: Int(index))
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { settle() }
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        settle()
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        settle()
    }

    private func settle() {
        let index = Int(((scrollView.contentOffset.x + scrollView.contentInset.left) / cardStep).rounded())
        guard index != currentIndex else { return }
        currentIndex = index
        onCardChange?(index)
    }
}
