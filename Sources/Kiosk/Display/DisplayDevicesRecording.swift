import Foundation

/// The display devices of this machine as `kiosk devices --json` writes them: each
/// DRM card and framebuffer recorded whole, and a line for each one that could not
/// be read. What a board file can name, and what Kiosk's tests replay.
public struct DisplayDevicesRecording: Sendable, Equatable, Codable {
    public var drm: [DRMCardRecording]
    public var framebuffers: [FramebufferRecording]
    /// "PATH: why it could not be read", one per device left out.
    public var problems: [String]

    /// Records the `card*` nodes in `driDirectory` and the `fb*` nodes in `fbDirectory`.
    public init(driDirectory: String = "/dev/dri", fbDirectory: String = "/dev") {
        var problems: [String] = []
        drm = DRMDevices.cardPaths(in: driDirectory).compactMap { path in
            do {
                return try DRMCardRecording(path: path)
            } catch {
                problems.append("\(error)")
                return nil
            }
        }
        framebuffers = FramebufferDeviceOpener.nodes(in: fbDirectory).compactMap { path in
            do {
                return try FramebufferRecording(path: path)
            } catch {
                problems.append("\(error)")
                return nil
            }
        }
        self.problems = problems
    }

    /// Pretty-printed JSON with sorted keys, so that two recordings diff line by line.
    public func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Every value here encodes; a failure would be a bug in these types.
        guard let data = try? encoder.encode(self) else { preconditionFailure("DisplayDevicesRecording: not encodable") }
        return String(decoding: data, as: UTF8.self)
    }
}
