import Kiosk
import Testing

/// The automatic display choice on injected device lists: DRM first, then fbdev,
/// then headless, with why each one before was skipped.
@Suite struct RuntimeDisplayChoiceTests {
    @Test func noDevicesAtAllMeansTheHeadlessDisplayAndSaysWhy() {
        let choice = DisplayChoice.choose(.automatic, drmCard: { () throws(DRMError) in throw .noDevice(directory: "/dev/dri") },
                                          framebuffers: { [] })
        #expect(choice.display == .headless(width: 768, height: 1024))
        #expect(choice.skipped == ["DRM: no DRM device: no card* in /dev/dri", "fbdev: no /dev/fb* framebuffer"])
        #expect(choice.summary == "display: headless 768x1024 (skipped DRM: no DRM device: no card* in /dev/dri; fbdev: no /dev/fb* framebuffer)")
    }

    @Test func aCardWithNoConnectedDisplayFallsBackToTheFirstFramebuffer() {
        let choice = DisplayChoice.choose(
            .automatic,
            drmCard: { () throws(DRMError) in
                throw .noUsableCard(directory: "/dev/dri", found: ["/dev/dri/card0: Virtual-1 disconnected"])
            },
            framebuffers: { [(path: "/dev/fb0", name: "vfb"), (path: "/dev/fb1", name: "Virtual FB")] })
        #expect(choice.display == .fbdev(path: "/dev/fb0"))
        #expect(choice.summary == "display: fbdev /dev/fb0 (skipped DRM: no DRM card in /dev/dri has a connected display (/dev/dri/card0: Virtual-1 disconnected))")
    }

    @Test func aCardWithADisplayIsTakenFirst() {
        let choice = DisplayChoice.choose(.automatic, drmCard: { () throws(DRMError) in "/dev/dri/card1" },
                                          framebuffers: { [(path: "/dev/fb0", name: "vfb")] })
        #expect(choice == DisplayChoice.choose(.drm(path: "/dev/dri/card1")))
        #expect(choice.summary == "display: DRM /dev/dri/card1")
    }

    @Test func anExplicitDisplayProbesNothing() {
        let choice = DisplayChoice.choose(.fbdev(path: nil), drmCard: { () throws(DRMError) in
            Issue.record("an explicit display must not probe DRM")
            return "/dev/dri/card0"
        }, framebuffers: { Issue.record("an explicit display must not list framebuffers"); return [] })
        #expect(choice.display == .fbdev(path: nil) && choice.skipped.isEmpty)
        #expect(DisplayChoice.choose(.headless(width: 320, height: 240)).summary == "display: headless 320x240")
    }
}
