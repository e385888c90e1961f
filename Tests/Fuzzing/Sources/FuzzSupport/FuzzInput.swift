/// libFuzzer's input as Swift values: parameters taken from the front, the rest as
/// bytes or text. Taking from an exhausted input gives zeros, so every input is valid.
public struct FuzzInput {
    private let bytes: [UInt8]
    private var position = 0

    /// Copies `size` bytes at `data` (libFuzzer may pass a null pointer for size 0).
    public init(_ data: UnsafePointer<UInt8>?, _ size: Int) {
        bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    }

    /// The next byte, or 0 past the end.
    public mutating func byte() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    /// One of `choices`, picked by the next byte.
    public mutating func pick<T>(_ choices: [T]) -> T { choices[Int(byte()) % choices.count] }

    /// Every byte not yet taken.
    public var rest: ArraySlice<UInt8> { bytes[min(position, bytes.count)...] }

    /// The bytes not yet taken as UTF-8 text (invalid sequences become U+FFFD).
    public var restAsText: String { String(decoding: rest, as: UTF8.self) }
}
