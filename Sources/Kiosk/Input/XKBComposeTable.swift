import CXKBCommon

/// The dead-key and compose sequences (dead ^ then e is ê) of libX11's en_US.UTF-8
/// Compose file (Debian's libx11-data), which covers every Latin layout's dead keys.
/// One locale whatever the environment, so a board types the same under any shell.
final class XKBComposeTable {
    /// The locale whose table is used.
    static let locale = "en_US.UTF-8"
    /// The xkb_compose_table.
    let table: OpaquePointer

    /// The table, or nil when libX11's compose data is not installed (then dead keys type nothing).
    init?() {
        guard let context = xkb_context_new(XKB_CONTEXT_NO_ENVIRONMENT_NAMES) else { return nil }
        defer { xkb_context_unref(context) }
        xkb_context_set_log_level(context, XKB_LOG_LEVEL_CRITICAL)
        guard let table = xkb_compose_table_new_from_locale(context, Self.locale, XKB_COMPOSE_COMPILE_NO_FLAGS) else { return nil }
        self.table = table
    }

    deinit { xkb_compose_table_unref(table) }
}
