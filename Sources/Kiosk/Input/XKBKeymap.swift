import CXKBCommon
import Foundation

/// A keymap compiled by xkbcommon from evdev rule names (model pc105, the layout and
/// variant of a `KeymapName`), from the xkeyboard-config data Debian's xkb-data installs.
/// The environment's XKB_DEFAULT_* names are not read, so a board types the same under
/// any shell. Read-only once made; `KeyboardState` types with it.
final class XKBKeymap {
    let name: KeymapName
    /// The xkb_keymap.
    let keymap: OpaquePointer

    /// Compiles `name`; throws, with xkbcommon's messages and the names it knows, when
    /// the layout or the variant is unknown.
    init(_ name: KeymapName) throws(KeymapError) {
        guard let context = xkb_context_new(XKB_CONTEXT_NO_ENVIRONMENT_NAMES) else {
            throw KeymapError(keymap: name, part: .layout, messages: "could not make an xkb context", known: [])
        }
        defer { xkb_context_unref(context) }
        let layoutOnly = Self.compile(KeymapName(layout: name.layout), in: context)
        guard let layoutKeymap = layoutOnly.keymap else {
            throw KeymapError(keymap: name, part: .layout, messages: layoutOnly.messages,
                              known: XKBRegistryList(context: context).layouts)
        }
        guard name.variant != nil else {
            self.name = name
            keymap = layoutKeymap
            return
        }
        xkb_keymap_unref(layoutKeymap)
        let withVariant = Self.compile(name, in: context)
        guard let keymap = withVariant.keymap else {
            throw KeymapError(keymap: name, part: .variant, messages: withVariant.messages,
                              known: XKBRegistryList(context: context).variants(of: name.layout))
        }
        self.name = name
        self.keymap = keymap
    }

    deinit { xkb_keymap_unref(keymap) }

    /// Whether `name` compiles: nil, or why not (what `kiosk board check` reports).
    static func check(_ name: KeymapName) -> KeymapError? {
        do {
            _ = try XKBKeymap(name)
            return nil
        } catch {
            return error
        }
    }

    /// The keymap for `name` in `context`, or nil and xkbcommon's first error message.
    private static func compile(_ name: KeymapName, in context: OpaquePointer) -> (keymap: OpaquePointer?, messages: String) {
        let size = Int(KIOSK_XKB_MESSAGES_SIZE)
        let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: size)
        buffer.initialize(repeating: 0, count: size)
        defer { buffer.deallocate() }
        kiosk_xkb_collect_messages(context, buffer)
        defer { kiosk_xkb_collect_messages(context, nil) }
        let keymap = "evdev".withCString { rules in
            "pc105".withCString { model in
                name.layout.withCString { layout in
                    (name.variant ?? "").withCString { variant in
                        var names = xkb_rule_names(rules: rules, model: model, layout: layout, variant: variant, options: nil)
                        return xkb_keymap_new_from_names(context, &names, XKB_KEYMAP_COMPILE_NO_FLAGS)
                    }
                }
            }
        }
        // The first message is the cause ("Couldn't find file \"symbols/xx\" in include
        // paths"); the rest list the machine's search paths and the steps abandoned.
        let first = String(cString: buffer).split(separator: "\n").first { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        return (keymap, first.map { $0.trimmingCharacters(in: .whitespaces) } ?? "")
    }
}
