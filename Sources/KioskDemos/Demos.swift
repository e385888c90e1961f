/// The catalogue of built-in demos, in the order `kiosk demo --list` shows them.
public enum Demos {
    /// Every demo. Each demo's file declares it as a `static let` in an extension of
    /// `Demo` (`Demo.flip`, …); it is listed here.
    public static let all: [Demo] = [.flip, .chicken, .scenes, .guide, .gallery, .checkin, .catalogue]

    /// The demo called `name`, or nil.
    public static func named(_ name: String) -> Demo? {
        all.first { $0.name == name }
    }
}
