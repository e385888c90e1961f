/// Why a keymap did not compile: the layout or its variant is unknown to xkbcommon
/// (xkeyboard-config's data), with what xkbcommon said and the names it knows.
public struct KeymapError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Which of the two names is wrong.
    public enum Part: Sendable, Equatable {
        case layout, variant
    }

    public var keymap: KeymapName
    public var part: Part
    /// xkbcommon's own first error message ("" when it said nothing).
    public var messages: String
    /// The layouts (or the layout's variants) xkeyboard-config lists; empty when its
    /// list could not be read.
    public var known: [String]

    public init(keymap: KeymapName, part: Part, messages: String, known: [String]) {
        self.keymap = keymap
        self.part = part
        self.messages = messages
        self.known = known
    }

    /// What is wrong, e.g. "\"xx\" is not a keymap layout xkbcommon knows".
    public var problem: String {
        let what = switch part {
        case .layout: "\"\(keymap.layout)\" is not a keymap layout xkbcommon knows"
        case .variant: "\"\(keymap.variant ?? "")\" is not a variant of keymap layout \"\(keymap.layout)\""
        }
        return what + (messages.isEmpty ? "" : " (xkbcommon: \(messages))")
    }

    /// What would be accepted: the names xkeyboard-config lists.
    public var allowed: String {
        switch part {
        case .layout:
            known.isEmpty ? "an xkb layout such as us, de, fr (see /usr/share/X11/xkb/rules/evdev.lst)"
                : "an xkb layout: " + known.joined(separator: ", ")
        case .variant:
            known.isEmpty ? "no variant: layout \"\(keymap.layout)\" has none listed"
                : "a variant of \"\(keymap.layout)\": " + known.joined(separator: ", ")
        }
    }

    public var description: String { "keymap \(keymap): \(problem); allowed: \(allowed)" }
}
