import QuartzCore
import UIKit

/// One transition of the gallery: a Core Animation transition type with its subtype
/// (nil where the type takes none), or one of UIKit's view transition options.
enum GalleryTransition: Equatable, Sendable {
    case layer(CATransitionType, CATransitionSubtype?)
    case view(UIView.AnimationOptions)

    /// The full name the caption shows while it plays: "push fromLeft", "pageCurl",
    /// "UIView flipFromTop".
    var name: String {
        switch self {
        case .layer(let type, let subtype):
            [Self.typeName(type), subtype?.rawValue].compactMap { $0 }.joined(separator: " ")
        case .view(let option):
            "UIView " + Self.optionName(option)
        }
    }

    /// The title of its cell: the side a directional transition starts from, else the
    /// transition itself (the row heading names the rest).
    var cellTitle: String {
        switch self {
        case .layer(_, let subtype?): Self.sideName(subtype)
        case .layer(let type, nil): Self.typeName(type)
        case .view(.transitionFlipFromLeft): "Left"
        case .view(.transitionFlipFromRight): "Right"
        case .view(.transitionFlipFromTop): "Top"
        case .view(.transitionFlipFromBottom): "Bottom"
        case .view(.transitionCurlUp): "Up"
        case .view(.transitionCurlDown): "Down"
        case .view(let option): Self.optionName(option)
        }
    }

    /// Core Animation's name of a type; `.flip` is the private "oglFlip", shown as "flip".
    private static func typeName(_ type: CATransitionType) -> String {
        type == .flip ? "flip" : type.rawValue
    }

    private static func sideName(_ subtype: CATransitionSubtype) -> String {
        switch subtype {
        case .fromLeft: "Left"
        case .fromRight: "Right"
        case .fromTop: "Top"
        case .fromBottom: "Bottom"
        default: subtype.rawValue
        }
    }

    /// The Swift name of a view transition option, without its "transition" prefix.
    private static func optionName(_ option: UIView.AnimationOptions) -> String {
        switch option {
        case .transitionFlipFromLeft: "flipFromLeft"
        case .transitionFlipFromRight: "flipFromRight"
        case .transitionFlipFromTop: "flipFromTop"
        case .transitionFlipFromBottom: "flipFromBottom"
        case .transitionCurlUp: "curlUp"
        case .transitionCurlDown: "curlDown"
        case .transitionCrossDissolve: "crossDissolve"
        default: "options \(option.rawValue)"
        }
    }
}
