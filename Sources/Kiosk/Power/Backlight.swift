import Foundation
import Glibc

/// A panel's backlight as Linux exposes it: a folder `ROOT/NAME` with `brightness`
/// (the level now, written to change it) and `max_brightness` (the brightest level).
/// The root is /sys/class/backlight; tests give a folder laid out the same way.
public struct Backlight: Sendable, Equatable {
    /// Where the kernel lists backlight devices.
    public static let systemRoot = "/sys/class/backlight"

    /// The device's name, e.g. "rpi_backlight", "intel_backlight".
    public let name: String
    /// Its folder: `root/name`.
    public let directory: String
    /// The brightest level `brightness` takes.
    public let maximum: Int

    /// The device called `name` under `root`, or the first there (by name) when nil.
    public init(name: String? = nil, root: String = Backlight.systemRoot) throws(BacklightError) {
        let available = ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []).sorted()
        let chosen: String
        if let name {
            guard available.contains(name) else { throw .notFound(name: name, root: root, available: available) }
            chosen = name
        } else {
            guard let first = available.first else { throw .noDevice(root: root) }
            chosen = first
        }
        self.name = chosen
        directory = root + "/" + chosen
        maximum = try Self.readLevel(directory + "/max_brightness")
        guard maximum > 0 else { throw .garbage(path: directory + "/max_brightness", text: String(maximum)) }
    }

    /// The level now (0…`maximum`).
    public func level() throws(BacklightError) -> Int {
        try Self.readLevel(directory + "/brightness")
    }

    /// Sets the level, clamped to 0…`maximum`; returns the level written.
    @discardableResult
    public func setLevel(_ level: Int) throws(BacklightError) -> Int {
        let clamped = min(max(level, 0), maximum)
        let path = directory + "/brightness"
        let descriptor = open(path, O_WRONLY | O_TRUNC | O_CLOEXEC)
        guard descriptor >= 0 else { throw .file(path: path, action: "open for writing", errno: errno) }
        defer { close(descriptor) }
        let text = Array("\(clamped)\n".utf8)
        let written = text.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        guard written == text.count else { throw .file(path: path, action: "write", errno: written < 0 ? errno : EIO) }
        return clamped
    }

    /// The level for `fraction` of the brightest (0…1, as `UIScreen.brightness`), rounded.
    public func level(forFraction fraction: Double) -> Int {
        Int((min(max(fraction, 0), 1) * Double(maximum)).rounded())
    }

    /// The level now as a fraction of the brightest.
    public func fraction() throws(BacklightError) -> Double {
        Double(try level()) / Double(maximum)
    }

    /// The whole number in the sysfs file at `path`.
    private static func readLevel(_ path: String) throws(BacklightError) -> Int {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .file(path: path, action: "open", errno: errno) }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count >= 0 else { throw .file(path: path, action: "read", errno: errno) }
        let text = String(decoding: buffer[..<count], as: UTF8.self)
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let value = Int(trimmed), value >= 0 else { throw .garbage(path: path, text: String(trimmed.prefix(32))) }
        return value
    }
}
