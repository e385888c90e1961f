extension BoardFile {
    static let powerKeys = ["idle-dim", "idle-blank", "dim-brightness", "backlight"]

    /// The `[power]` section: when the untouched screen dims and blanks, and its backlight.
    static func readPower(_ reader: inout BoardSectionReader) -> ScreenIdleSettings {
        reader.rejectUnknownKeys(powerKeys)
        var settings = ScreenIdleSettings()
        settings.dimAfter = reader.value("idle-dim", isNot: "a timeout", allowed: BoardValue.idleTimeoutAllowed,
                                         BoardValue.idleTimeout) ?? nil
        settings.blankAfter = reader.value("idle-blank", isNot: "a timeout", allowed: BoardValue.idleTimeoutAllowed,
                                           BoardValue.idleTimeout) ?? nil
        settings.dimBrightness = reader.value("dim-brightness", isNot: "a brightness", allowed: BoardValue.brightnessAllowed,
                                              BoardValue.brightness) ?? settings.dimBrightness
        settings.backlight = reader.value("backlight", isNot: "a backlight device name", allowed: BoardValue.backlightAllowed,
                                          BoardValue.backlightName)
        return settings
    }
}

extension BoardValue {
    /// Seconds without a touch, more than 0 and at most a week; "never" is nil (the default).
    static func idleTimeout(_ text: String) -> Double?? {
        if text == "never" { return .some(nil) }
        guard let seconds = Double(text), seconds > 0, seconds <= 604_800 else { return nil }
        return .some(seconds)
    }
    static let idleTimeoutAllowed = "seconds without a touch, more than 0 and at most 604800 (a week), e.g. 300; or never (the default)"

    /// A fraction of the brightest backlight level, 0 to 1.
    static func brightness(_ text: String) -> Double? {
        Double(text).flatMap { (0...1).contains($0) ? $0 : nil }
    }
    static let brightnessAllowed = "a fraction of full brightness from 0 to 1, e.g. 0.1 (default 0.1)"

    /// A device name under /sys/class/backlight: no slash, not "." or "..".
    static func backlightName(_ text: String) -> String? {
        text.isEmpty || text.contains("/") || text == "." || text == ".." ? nil : text
    }
    static let backlightAllowed = "a device name `ls /sys/class/backlight` lists, e.g. rpi_backlight (default: the first there)"
}
