import CoreGraphics
import Foundation

/// Section headers and footers (titles in bands the table makes, or the delegate's
/// views, reused by identifier like cells) and the table's own header and footer views.
extension UITableView {
    /// UIKit's "work it out" height: a section's band is as high as the standard band
    /// where it has a title or a view, and absent otherwise.
    public static let automaticDimension: CGFloat = -1

    /// One header or footer in view: its key (section, or −1 − section for a footer),
    /// where it shows, and the delegate's view or the title to show.
    struct Band {
        var key: Int
        var frame: CGRect
        var view: UIView?
        var title: String?
    }

    /// Makes header and footer views of `aClass` for `identifier` when none waits to be reused.
    public func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterPool.register((aClass as? UITableViewHeaderFooterView.Type).map { type in { type.init(registeredReuseIdentifier: identifier) } },
                                  for: identifier)
    }

    /// A header or footer view waiting to be reused under `identifier`, else a new one
    /// of the class registered for it, else nil.
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        guard let (view, reused) = headerFooterPool.dequeue(identifier) else { return nil }
        if reused { view.prepareForReuse() }
        return view
    }

    /// The header view of `section` in view, if any.
    public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        shownBands[section] as? UITableViewHeaderFooterView
    }

    /// The footer view of `section` in view, if any.
    public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        shownBands[-1 - section] as? UITableViewHeaderFooterView
    }

    /// Section `section`'s rectangle in the content: header, rows and footer.
    public func rect(forSection section: Int) -> CGRect {
        reloadIfNeeded()
        guard sections.indices.contains(section) else { return .zero }
        let s = sections[section]
        return CGRect(x: 0, y: s.top, width: bounds.width, height: s.bottom - s.top)
    }

    /// Where section `section`'s header lies in the content when it does not stick.
    public func rectForHeader(inSection section: Int) -> CGRect {
        let rect = rect(forSection: section)
        return sections.indices.contains(section) ? CGRect(x: 0, y: rect.minY, width: rect.width, height: sections[section].headerHeight) : .zero
    }

    public func rectForFooter(inSection section: Int) -> CGRect {
        let rect = rect(forSection: section)
        guard sections.indices.contains(section) else { return .zero }
        let height = sections[section].footerHeight
        return CGRect(x: 0, y: rect.maxY - height, width: rect.width, height: height)
    }

    // MARK: Showing the bands

    /// The header and footer bands that show in the bounds, in section order.
    func bandsInView() -> [Band] {
        let minY = bounds.minY, maxY = bounds.maxY, width = bounds.width
        var wanted: [Band] = []
        for (index, section) in sections.enumerated() where section.bottom > minY && section.top < maxY {
            if section.showsHeader {
                let y = headerTop(of: section, visibleTop: minY + adjustedContentInset.top)
                if y + section.headerHeight > minY {
                    wanted.append(Band(key: index, frame: CGRect(x: 0, y: y, width: width, height: section.headerHeight),
                                       view: section.headerView, title: section.headerTitle))
                }
            }
            if section.showsFooter, section.bottom - section.footerHeight < maxY {
                let frame = CGRect(x: 0, y: section.bottom - section.footerHeight, width: width, height: section.footerHeight)
                wanted.append(Band(key: -1 - index, frame: frame, view: section.footerView, title: section.footerTitle))
            }
        }
        return wanted
    }

    /// Where a section's header shows: at the section's top, except in the plain style
    /// while the section's rows pass under the top of the view, where it sticks
    /// (`visibleTop`) until the section's end pushes it up.
    private func headerTop(of section: TableSection, visibleTop: CGFloat) -> CGFloat {
        guard style == .plain else { return section.top }
        let lowest = section.bottom - section.footerHeight - section.headerHeight
        return max(min(visibleTop, lowest), section.top)
    }

    /// Shows the bands in view, in front of the rows: the delegate's views, or title
    /// bands the table makes and reuses. A band new to the view starts where it shows,
    /// even inside an update's animation.
    func layOutBands(_ wanted: [Band]) {
        var next: [Int: UIView] = [:]
        for band in wanted {
            let shown = shownBands[band.key]
            let view: UIView
            if let custom = band.view {
                view = custom
            } else if let shown, titleBands.contains(ObjectIdentifier(shown)) {
                view = shown
            } else {
                view = titleBandPool.popLast() ?? makeTitleBand()
            }
            let place = {
                view.frame = band.frame
                if band.view == nil, let titled = view as? UITableViewHeaderFooterView {
                    titled.textLabel?.text = band.title
                    titled.layoutIfNeeded()
                }
            }
            if view === shown { place() } else { UIView.performWithoutAnimation(place) }
            next[band.key] = view
            if view.superview !== self { addSubview(view) } else { bringSubviewToFront(view) }
        }
        for (key, view) in shownBands where next[key] !== view { takeBandAway(view) }
        shownBands = next
        // Headers float over the rows, the scroll indicators over everything.
        if let indicators {
            for bar in [indicators.vertical, indicators.horizontal] where bar.superview === self { bringSubviewToFront(bar) }
        }
    }

    private func makeTitleBand() -> UITableViewHeaderFooterView {
        let band = UITableViewHeaderFooterView(reuseIdentifier: nil)
        titleBands.insert(ObjectIdentifier(band))
        return band
    }

    /// Takes a band out of view; a title band goes back to the pool.
    private func takeBandAway(_ view: UIView) {
        view.removeFromSuperview()
        if titleBands.contains(ObjectIdentifier(view)), let band = view as? UITableViewHeaderFooterView {
            titleBandPool.append(band)
        }
    }

    /// Before the sections are measured again: the bands leave the view, and the
    /// delegate's reusable views go back to their queues to be dequeued again.
    func recycleSectionViews() {
        for view in shownBands.values { takeBandAway(view) }
        shownBands = [:]
        for view in sections.flatMap({ [$0.headerView, $0.footerView] }) {
            guard let band = view as? UITableViewHeaderFooterView, let identifier = band.reuseIdentifier else { continue }
            band.removeFromSuperview()
            headerFooterPool.enqueue(band, as: identifier)
        }
    }

    // MARK: The table's header and footer

    /// A new table header or footer: the sections move to make room for it.
    func tableHeaderOrFooterChanged(from old: UIView?) {
        if let old, old !== tableHeaderView, old !== tableFooterView { old.removeFromSuperview() }
        restackSections()
        setNeedsLayout()
    }

    /// Stacks the sections again under the table's header after a height changed, and
    /// sizes the content to them.
    func restackSections() {
        var top = tableHeaderView?.frame.height ?? 0
        for index in sections.indices {
            sections[index].top = top
            top = sections[index].bottom
        }
        contentSize = CGSize(width: bounds.width, height: contentHeight)
    }

    /// Puts the table's header above the first section and its footer under the last, the table's width.
    func placeTableHeaderAndFooter() {
        let width = bounds.width
        if let header = tableHeaderView {
            header.frame = CGRect(x: 0, y: 0, width: width, height: header.frame.height)
            if header.superview !== self { insertSubview(header, at: 0) }
        }
        if let footer = tableFooterView {
            let top = sections.last?.bottom ?? tableHeaderView?.frame.height ?? 0
            footer.frame = CGRect(x: 0, y: top, width: width, height: footer.frame.height)
            if footer.superview !== self { insertSubview(footer, at: 0) }
        }
    }
}
