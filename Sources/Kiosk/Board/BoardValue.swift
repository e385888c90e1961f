import CDRM
import Foundation
import KioskHeadless
import Raster
@_spi(KioskRuntime) import UIKit

/// Readers for the kinds of value a board file holds, each returning nil for text
/// that is not one, and the "allowed" text its error shows.
enum BoardValue {
    /// A name: lowercase letters, digits and dashes, starting with a letter or digit.
    static func identifier(_ text: String) -> String? {
        let allowed = text.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
        return allowed && !text.isEmpty && !text.hasPrefix("-") ? text : nil
    }
    static let identifierAllowed = "lowercase letters, digits and dashes, e.g. raspberry-pi-7inch"

    /// Any text that is not empty.
    static func text(_ text: String) -> String? { text.isEmpty ? nil : text }

    /// A clockwise turn in degrees.
    /// A whole number of render threads from 1 to 64.
    static func renderThreads(_ text: String) -> Int? { Int(text).flatMap { (1...64).contains($0) ? $0 : nil } }
    static let renderThreadsAllowed = "a whole number of threads from 1 to 64, e.g. 4 (default: every core online)"

    static func keyboardKind(_ text: String) -> BoardKeyboard.Kind? { BoardKeyboard.Kind(rawValue: text) }
    static let keyboardKindAllowed = "on-screen, physical, auto (on-screen unless a physical keyboard is plugged in)"

    static func keyboardLayout(_ text: String) -> OnScreenKeyboardLayout? { OnScreenKeyboardLayout(rawValue: text) }
    static let keyboardLayoutAllowed = "en (QWERTY), de (QWERTZ), fr (AZERTY), ar (Arabic)"

    /// An xkb layout or variant name: letters, digits, '_' and '-' (what xkeyboard-config's
    /// names are made of), so that no rule-file syntax reaches xkbcommon.
    static func keymapName(_ text: String) -> String? {
        let allowed = text.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_" || $0 == "-"
        }
        return allowed && !text.isEmpty ? text : nil
    }
    static let keymapNameAllowed = "an xkb name as setxkbmap takes it, e.g. us, de, fr (layouts) or nodeadkeys (a variant)"

    /// A whole number within `range`.
    static func whole(in range: ClosedRange<Int>) -> (String) -> Int? {
        { text in Int(text).flatMap { range.contains($0) ? $0 : nil } }
    }
    static let keyRepeatDelayAllowed = "a whole number of milliseconds from 0 to 10000, e.g. 600"
    static let keyRepeatRateAllowed = "a whole number of repeats a second from 0 (no repeat) to 100, e.g. 25"

    static func rotation(_ text: String) -> Rotation? { Int(text).flatMap(Rotation.init(rawValue:)) }
    static let rotationAllowed = "0, 90, 180, 270 (degrees clockwise)"

    /// A number within `range` ("1.5").
    static func number(in range: ClosedRange<Double>) -> (String) -> Double? {
        { text in Double(text).flatMap { range.contains($0) ? $0 : nil } }
    }

    /// Pixels per point: `FramebufferSize.scales`, so that every framebuffer a run
    /// works out from a board is at least a pixel per side and within the limit.
    static let scales = Double(FramebufferSize.scales.lowerBound)...Double(FramebufferSize.scales.upperBound)
    static let scaleAllowed = "a number of pixels per point from 0.25 to 8, e.g. 2"

    /// A panel's density: from a wall-sized screen to the densest phone panels.
    static let dotsPerInch = 10.0...2000.0
    static let dotsPerInchAllowed = "a number of pixels per inch from 10 to 2000, e.g. 132"

    /// "WxH" or "WxH@Hz", and whether its framebuffer fits `FramebufferSize`'s limit.
    static func mode(_ text: String) -> (request: DRMModeRequest, fits: Bool)? {
        guard let request = DRMModeRequest(text) else { return nil }
        return (request, (try? FramebufferSize(pixelWidth: request.width, pixelHeight: request.height)) != nil)
    }
    static let modeAllowed = "WIDTHxHEIGHT or WIDTHxHEIGHT@HZ, e.g. 800x480@60"
    static let modeSizeAllowed = "a mode with " + FramebufferSize.limitDescription

    /// "yes" or "no" (also "true"/"false").
    static func flag(_ text: String) -> Bool? {
        switch text {
        case "yes", "true": true
        case "no", "false": false
        default: nil
        }
    }
    static let flagAllowed = "yes, no"

    /// An absolute path.
    static func absolutePath(_ text: String) -> String? { text.hasPrefix("/") && text.count > 1 ? text : nil }

    /// An absolute path to a TrueType or OpenType font file.
    static func fontPath(_ text: String) -> String? {
        guard absolutePath(text) != nil else { return nil }
        let suffix = text.lowercased().split(separator: ".").last ?? ""
        return ["ttf", "otf", "ttc"].contains(suffix) ? text : nil
    }
    /// A `fallback-image`: an absolute path ending in ".png" (any case).
    static func fallbackImagePath(_ text: String) -> String? {
        guard absolutePath(text) != nil, text.lowercased().hasSuffix(".png") else { return nil }
        return text
    }
    static let fallbackImageAllowed = "an absolute path to a .png file, e.g. /etc/kiosk/fallback.png"
    static let fontPathAllowed = "an absolute path to a .ttf, .otf or .ttc file"

    /// A KMS connector name: a kernel connector type and a number ("HDMI-A-1", "DSI-1").
    static func connector(_ text: String) -> String? {
        guard let dash = text.lastIndex(of: "-"), let number = Int(text[text.index(after: dash)...]), number > 0,
              connectorTypes.contains(String(text[..<dash])) else { return nil }
        return text
    }
    static var connectorAllowed: String {
        "a connector type and number as `kiosk devices` lists them, e.g. HDMI-A-1, DSI-1; types: "
            + connectorTypes.joined(separator: ", ")
    }

    /// The connector type names libdrm knows (the kernel's own spelling).
    static let connectorTypes: [String] = (0..<64).compactMap { type in
        drmModeGetConnectorTypeName(UInt32(type)).map { String(cString: $0) }
    }

    /// A scanout pixel format, by its DRM name in either case.
    static func format(_ text: String) -> ScanoutFormat? {
        switch text.lowercased() {
        case "xrgb8888": .xrgb8888
        case "rgb565": .rgb565
        default: nil
        }
    }
    static let formatAllowed = "xrgb8888, rgb565"

    /// "double" or "triple".
    static func buffering(_ text: String) -> DRMBuffering? {
        switch text {
        case "double": .double
        case "triple": .triple
        default: nil
        }
    }

    /// "NAME=VALUE" with a udev property name (capitals, digits, underscores).
    static func udevProperty(_ text: String) -> (name: String, value: String)? {
        guard let equals = text.firstIndex(of: "=") else { return nil }
        let name = String(text[..<equals]), value = String(text[text.index(after: equals)...])
        let isName = !name.isEmpty && name.unicodeScalars.allSatisfy {
            ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_"
        }
        return isName && !value.isEmpty ? (name, value) : nil
    }
    static let udevPropertyAllowed = "NAME=VALUE, e.g. ID_INPUT_TOUCHSCREEN=1 (see `udevadm info /dev/input/eventN`)"

    /// An input event device node.
    static func eventDevice(_ text: String) -> String? { text.hasPrefix("/dev/input/") && text.count > 11 ? text : nil }

    /// Six numbers "a b c d e f", or why not: the count, or the first word that is no number.
    static func calibration(_ text: String) -> Result<CalibrationMatrix, CalibrationProblem> {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" })
        if let word = words.first(where: { Float($0).map { !$0.isFinite } ?? true }) {
            return .failure(.notANumber(String(word)))
        }
        guard let matrix = CalibrationMatrix(words.compactMap { Float($0) }) else {
            return .failure(.count(words.count))
        }
        return .success(matrix)
    }
    static let calibrationAllowed = "six numbers a b c d e f as in LIBINPUT_CALIBRATION_MATRIX, e.g. 1 0 0 0 1 0"

    /// Why a calibration did not read.
    enum CalibrationProblem: Error {
        case count(Int)
        case notANumber(String)
    }
}
