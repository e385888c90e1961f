import CXKBCommon
import Foundation

/// The layouts and variants xkeyboard-config lists for the evdev rules (rules/evdev.lst
/// under the xkb data folder xkbcommon searches first), for the "allowed" part of a
/// keymap error. Read only when a keymap failed to compile.
struct XKBRegistryList {
    /// The layouts' names, in the file's order.
    private(set) var layouts: [String] = []
    /// Each layout's variants, in the file's order.
    private var variantsByLayout: [String: [String]] = [:]

    /// The list beside `context`'s first include path (empty when it cannot be read).
    init(context: OpaquePointer) {
        guard xkb_context_num_include_paths(context) > 0, let root = xkb_context_include_path_get(context, 0),
              let text = try? String(contentsOfFile: String(cString: root) + "/rules/evdev.lst", encoding: .utf8) else {
            self.init(text: "")
            return
        }
        self.init(text: text)
    }

    /// Reads evdev.lst's `! layout` lines ("  de   German") and `! variant` lines
    /// ("  nodeadkeys   de: German (no dead keys)").
    init(text: String) {
        var section = ""
        for line in text.split(separator: "\n") {
            if line.hasPrefix("! ") {
                section = String(line.dropFirst(2)).trimmingCharacters(in: .whitespaces)
                continue
            }
            let words = line.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: true)
            guard words.count >= 2 else { continue }
            switch section {
            case "layout":
                layouts.append(String(words[0]))
            case "variant" where words[1].hasSuffix(":"):
                variantsByLayout[String(words[1].dropLast()), default: []].append(String(words[0]))
            default:
                break
            }
        }
    }

    /// The variants listed for `layout`.
    func variants(of layout: String) -> [String] { variantsByLayout[layout] ?? [] }
}
