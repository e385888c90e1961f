import CoreGraphics
import Foundation

/// A cell's accessory at its trailing edge, as UIKit's: the standard ones (a grey
/// chevron, a checkmark and a circled "i" button in the tint colour) or any
/// `accessoryView`, 16 points in from the right and centred vertically; the content
/// view ends 8 points before it. Tapping the "i" tells the table's delegate
/// (`tableView(_:accessoryButtonTappedForRowWith:)`) and selects nothing.
extension UITableViewCell {
    /// UIKit's standard accessories.
    public enum AccessoryType: Int, Sendable {
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }

    /// Points between the accessory and the content.
    static let accessorySpacing: CGFloat = 8

    /// Places the accessory shown (the accessory view, else the standard one) and
    /// returns where the content view ends.
    func layOutAccessory() -> CGFloat {
        if accessoryView != nil || accessoryType == .none {
            standardAccessory?.removeFromSuperview()
            standardAccessory = nil
        } else if standardAccessory == nil {
            standardAccessory = makeStandardAccessory()
        }
        if accessoryType == .checkmark, let check = standardAccessory as? UIImageView {
            check.image = TableAccessoryGlyphs.checkmark(tintColor)
        }
        guard let accessory = accessoryView ?? standardAccessory else { return bounds.width }
        let size = accessory.frame.size
        accessory.frame = CGRect(x: bounds.width - Self.sideMargin - size.width, y: ((bounds.height - size.height) / 2).rounded(),
                                 width: size.width, height: size.height)
        if accessory.superview !== self { addSubview(accessory) }
        return accessory.frame.minX - Self.accessorySpacing + Self.sideMargin
    }

    private func makeStandardAccessory() -> UIView? {
        func glyph(_ image: UIImage) -> UIImageView {
            let view = UIImageView(image: image)
            view.frame = CGRect(origin: .zero, size: image.size)
            return view
        }
        switch accessoryType {
        case .none: return nil
        case .disclosureIndicator: return glyph(TableAccessoryGlyphs.chevron())
        case .checkmark: return glyph(TableAccessoryGlyphs.checkmark(tintColor))
        case .detailButton: return makeDetailButton()
        case .detailDisclosureButton:
            // The "i", 12 points, then the chevron, centred on the button.
            let button = makeDetailButton(), chevron = glyph(TableAccessoryGlyphs.chevron())
            let both = UIView(frame: CGRect(x: 0, y: 0, width: button.frame.width + 12 + chevron.frame.width, height: button.frame.height))
            chevron.frame.origin = CGPoint(x: both.frame.width - chevron.frame.width,
                                           y: ((both.frame.height - chevron.frame.height) / 2).rounded())
            both.addSubview(button)
            both.addSubview(chevron)
            return both
        }
    }

    private func makeDetailButton() -> UIButton {
        let button = UIButton(type: .custom)
        button.frame = CGRect(origin: .zero, size: TableAccessoryGlyphs.detailButtonSize)
        button.setImage(TableAccessoryGlyphs.detailButton(tintColor), for: .normal)
        button.addTarget(self, action: { [unowned self] _, _ in self.accessoryButtonTapped() }, for: .touchUpInside)
        return button
    }

    private func accessoryButtonTapped() {
        guard let table = superview as? UITableView, let indexPath = table.indexPath(for: self) else { return }
        (table.delegate as? any UITableViewDelegate)?.tableView(table, accessoryButtonTappedForRowWith: indexPath)
    }
}
