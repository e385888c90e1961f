/// Kiosk's own: how many entries each table a renderer keeps between frames holds,
/// for leak checks. With the same tree on screen and nothing animating, every count
/// comes back to what it was, however many layers, animations and transitions came
/// and went in between.
@_spi(KioskRuntime) public struct RenderTableCounts: Equatable, Sendable, CustomStringConvertible {
    /// Committed layers (the tree on screen).
    public var layers = 0
    /// Layers with animations, and the animations attached, reported started and reported finished.
    public var animatedLayers = 0
    public var animations = 0
    public var startedAnimations = 0
    public var finishedAnimations = 0
    /// Transitions playing, each holding its two snapshots.
    public var transitions = 0
    /// The compositor's per-layer caches (contents, shapes, shadows, rasterized pictures).
    public var contentsCaches = 0
    /// The layer versions the main actor last sent this renderer.
    public var sentVersions = 0

    public init() {}

    public var description: String {
        "layers \(layers), animated layers \(animatedLayers), animations \(animations) (started \(startedAnimations), "
            + "finished \(finishedAnimations)), transitions \(transitions), contents caches \(contentsCaches), "
            + "sent versions \(sentVersions)"
    }
}
