@testable import Kiosk
import Testing

/// The input counters a check reads from another thread to know the runtime has
/// taken a plug, an unplug or a finger in.
@Suite struct RuntimeProgressInputTests {
    @Test func countsDevicesAsPublishedAndFingersAsTheyBegin() {
        let progress = RuntimeProgress()
        #expect(progress.inputDevicesAdded == 0 && progress.inputDevicesRemoved == 0 && progress.touchesBegan == 0)
        progress.inputDevicesCounted(added: 3, removed: 1)
        #expect(progress.inputDevicesAdded == 3)
        #expect(progress.inputDevicesRemoved == 1)
        progress.touchesBegan(0)
        #expect(progress.touchesBegan == 0)
        progress.touchesBegan(2)
        progress.touchesBegan(1)
        #expect(progress.touchesBegan == 3)
    }
}
