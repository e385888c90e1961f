import Foundation

/// The device recordings in Tests/KioskTests/Fixtures, made on the virtual board by
/// board/qemu/tests/record-fixtures (`kiosk devices --json`).
enum Fixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// The fixture `name` decoded; a missing or broken fixture stops the tests at once.
    static func load<Value: Decodable>(_ name: String) -> Value {
        do {
            return try JSONDecoder().decode(Value.self, from: Data(contentsOf: folder.appendingPathComponent(name)))
        } catch {
            preconditionFailure("Fixtures/\(name): \(error)")
        }
    }
}
