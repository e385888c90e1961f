import CoreGraphics

/// Where a toolbar puts its items along its width. UIKit does not publish its bar
/// metrics; these are Kiosk's, after iPhone toolbars: 16 points of margin at both
/// ends and 8 between two neighbouring items, none beside a space. Fixed spaces are
/// their width; flexible spaces share the width left equally (none when the items
/// overflow). Item edges land on the pixel grid.
enum ToolbarLayout {
    static let margin: CGFloat = 16
    static let spacing: CGFloat = 8

    /// One entry of the bar.
    enum Slot: Equatable {
        case flexibleSpace
        case fixedSpace(width: CGFloat)
        case item(width: CGFloat)
    }

    /// The left edge and width of every slot, in order, in a bar `width` points wide
    /// drawn at `scale` pixels per point.
    static func spans(of slots: [Slot], width: CGFloat, scale: CGFloat) -> [(x: CGFloat, width: CGFloat)] {
        var gaps: [CGFloat] = []
        for (left, right) in zip(slots, slots.dropFirst()) {
            gaps.append(left.isItem && right.isItem ? spacing : 0)
        }
        let fixed = slots.reduce(0) { total, slot -> CGFloat in
            switch slot {
            case .flexibleSpace: total
            case .fixedSpace(let width), .item(let width): total + max(width, 0)
            }
        }
        let flexibleCount = slots.filter { $0 == .flexibleSpace }.count
        let free = max(width - 2 * margin - fixed - gaps.reduce(0, +), 0)
        let flexibleWidth = flexibleCount > 0 ? free / CGFloat(flexibleCount) : 0
        var x = margin
        var spans: [(x: CGFloat, width: CGFloat)] = []
        for (i, slot) in slots.enumerated() {
            let slotWidth: CGFloat = switch slot {
            case .flexibleSpace: flexibleWidth
            case .fixedSpace(let width), .item(let width): max(width, 0)
            }
            spans.append(CGFloat.pixelSpan(from: x, to: x + slotWidth, scale: scale))
            x += slotWidth + (i < gaps.count ? gaps[i] : 0)
        }
        return spans
    }
}

extension ToolbarLayout.Slot {
    fileprivate var isItem: Bool { if case .item = self { true } else { false } }
}
