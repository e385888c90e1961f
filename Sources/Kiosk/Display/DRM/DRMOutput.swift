import CDRM
import Raster

/// What lights one connector of a DRM display: the output chosen (connector, mode,
/// CRTC, plane), scanout buffers of its size, the commit path, the writeback capture,
/// and the flips and damage of those buffers. The display builds it when it opens, and
/// again when a display is plugged back in with another mode.
struct DRMOutput {
    let choice: DRMOutputChoice
    /// The picture's size: the mode's, turned when the rotation swaps the axes.
    let pixelWidth: Int
    let pixelHeight: Int
    /// The turn the output pass applies (none when the plane rotates).
    let outputRotation: Rotation
    let buffers: [DumbBuffer]
    let committer: any DRMCommitter
    /// Captures the screen through a writeback connector, when the card has one for our CRTC.
    let writeback: WritebackCapture?
    var damage: ScanoutDamage
    var flips: FlipQueue

    var mode: DRMMode { choice.mode }

    /// Makes `configuration.buffering` buffers for `choice` on `card` (nothing is committed yet).
    init(card: DRMCard, resources: DRMResources, choice: DRMOutputChoice,
         configuration: DRMDisplayConfiguration) throws(DRMError) {
        self.choice = choice
        let rotation = configuration.rotation
        outputRotation = choice.rotatesInPlane ? .degrees0 : rotation
        pixelWidth = rotation.swapsAxes ? choice.mode.height : choice.mode.width
        pixelHeight = rotation.swapsAxes ? choice.mode.width : choice.mode.height
        // The plane turns a picture-sized framebuffer; the output pass fills a mode-sized one.
        let width = choice.rotatesInPlane ? pixelWidth : choice.mode.width
        let height = choice.rotatesInPlane ? pixelHeight : choice.mode.height
        do {
            buffers = try (0..<configuration.buffering.rawValue).map { _ throws(SystemError) in
                try DumbBuffer(card: card, width: width, height: height, format: configuration.format)
            }
        } catch {
            throw .system(error)
        }
        let setup = DRMOutputSetup(card: card, choice: choice, framebufferWidth: width, framebufferHeight: height,
                                   rotationBit: choice.rotatesInPlane ? rotation.kmsRotationBit : UInt64(DRM_MODE_ROTATE_0),
                                   otherPlanes: resources.planes.filter {
                                       $0.id != choice.plane?.id && $0.currentCRTC == choice.crtc.id
                                   })
        committer = card.supportsAtomic ? try AtomicCommitter(setup: setup) : LegacyCommitter(setup: setup)
        let capturer = resources.connectors.first { $0.isWriteback && $0.possibleCRTCs.contains(choice.crtc.id) }
        writeback = capturer.map {
            WritebackCapture(card: card, connector: $0, output: choice.connector, crtc: choice.crtc.id,
                             width: choice.mode.width, height: choice.mode.height)
        }
        damage = ScanoutDamage(bufferCount: buffers.count, bounds: Rect(x: 0, y: 0, width: pixelWidth, height: pixelHeight))
        flips = FlipQueue(bufferCount: buffers.count, period: choice.mode.framePeriod)
    }

    /// Whether `other` drives the same connector, CRTC and plane with the same mode and
    /// turn, so that this output's buffers and commits serve it unchanged.
    func serves(_ other: DRMOutputChoice) -> Bool {
        choice.connector.id == other.connector.id && choice.crtc.id == other.crtc.id && choice.plane?.id == other.plane?.id
            && choice.mode == other.mode && choice.mode.info == other.mode.info && choice.rotatesInPlane == other.rotatesInPlane
    }
}
