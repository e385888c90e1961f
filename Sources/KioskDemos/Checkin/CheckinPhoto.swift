import Foundation
import UIKit

/// The visitor's photo on the badge: a JPEG in the demo's resources (a portrait
/// silhouette the demo draws itself: `drawing(pixels:)`; the KioskDemosTests rewrite the
/// file from it with KIOSK_REDRAW_CHECKIN_PHOTO=1). Looked for in SwiftPM's resource
/// folder beside the program, without `Bundle.module`, which stops the program when
/// that folder was not installed: then there is no photo, and the badge shows its frame.
enum CheckinPhoto {
    static let fileName = "checkin-visitor.jpg"
    /// SwiftPM's resource folder for this module (package "Kiosk", target "KioskDemos").
    static let resourceFolder = "Kiosk_KioskDemos.resources"

    /// Where the photo is, if it is there.
    static var path: String? {
        let path = Bundle.main.bundleURL.appendingPathComponent(resourceFolder).appendingPathComponent(fileName).path
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }

    /// The photo, decoded when shown at the size shown; nil when it is missing or unreadable.
    @MainActor static func load() -> UIImage? { path.flatMap(UIImage.init(contentsOfFile:)) }

    /// The portrait, `pixels` square at scale 1: a head and shoulders on a teal ground.
    @MainActor static func drawing(pixels: Int) -> UIImage {
        let side = CGFloat(pixels)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        format.opaque = true
        return UIGraphicsImageRenderer(size: CGSize(width: side, height: side), format: format).image { context in
            UIColor(red: 0.16, green: 0.55, blue: 0.58, alpha: 1).setFill()
            context.fill(CGRect(x: 0, y: 0, width: side, height: side))
            UIColor(red: 0.17, green: 0.24, blue: 0.45, alpha: 1).setFill()
            UIBezierPath(ovalIn: CGRect(x: side * 0.14, y: side * 0.66, width: side * 0.72, height: side * 0.7)).fill()
            UIColor(red: 0.93, green: 0.78, blue: 0.64, alpha: 1).setFill()
            UIBezierPath(ovalIn: CGRect(x: side * 0.32, y: side * 0.2, width: side * 0.36, height: side * 0.42)).fill()
            UIColor(red: 0.28, green: 0.2, blue: 0.14, alpha: 1).setFill()
            UIBezierPath(ovalIn: CGRect(x: side * 0.31, y: side * 0.16, width: side * 0.38, height: side * 0.18)).fill()
        }
    }
}
