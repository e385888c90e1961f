import QuartzCore
import UIKit

/// A row of the gallery's grid: a heading and its transitions, left to right.
struct GalleryRow: Sendable {
    let heading: String
    let transitions: [GalleryTransition]
}

/// A page of the gallery's grid, chosen by the segmented control above the stage:
/// every `CATransition` type × subtype, or every UIView transition option. Both do not
/// fit on a 320-point-wide screen at once.
enum GalleryPage: Int, CaseIterable, Sendable {
    case coreAnimation, uiView

    /// The page's segment title.
    var title: String {
        switch self {
        case .coreAnimation: "CATransition"
        case .uiView: "UIView"
        }
    }

    /// The page's rows, top to bottom. Fade takes no subtype; the page curls draw the
    /// same whatever the subtype, so each has one cell.
    var rows: [GalleryRow] {
        switch self {
        case .coreAnimation:
            [GalleryRow(heading: "fade", transitions: [.layer(.fade, nil)]),
             Self.sides("moveIn", .moveIn),
             Self.sides("push", .push),
             Self.sides("reveal", .reveal),
             Self.sides("flip", .flip),
             GalleryRow(heading: "curl", transitions: [.layer(.pageCurl, nil), .layer(.pageUnCurl, nil)])]
        case .uiView:
            [GalleryRow(heading: "flip", transitions: [.view(.transitionFlipFromLeft), .view(.transitionFlipFromRight),
                                                       .view(.transitionFlipFromTop), .view(.transitionFlipFromBottom)]),
             GalleryRow(heading: "curl", transitions: [.view(.transitionCurlUp), .view(.transitionCurlDown)]),
             GalleryRow(heading: "dissolve", transitions: [.view(.transitionCrossDissolve)])]
        }
    }

    /// The most rows a page has: the grid is this tall on every page.
    static var maximumRowCount: Int { allCases.map(\.rows.count).max() ?? 0 }

    /// A directional type from each of the four sides.
    private static func sides(_ heading: String, _ type: CATransitionType) -> GalleryRow {
        GalleryRow(heading: heading, transitions: [CATransitionSubtype.fromLeft, .fromRight, .fromTop, .fromBottom]
            .map { .layer(type, $0) })
    }
}
