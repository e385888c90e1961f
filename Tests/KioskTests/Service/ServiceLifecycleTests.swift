@testable import Kiosk
import Testing

/// `ServiceLifecycle`: READY=1 and STOPPING=1 go out once each, and nothing is ready after a stop began.
@Suite struct ServiceLifecycleTests {
    @Test func readyAndStoppingAreSentOnceEach() throws {
        let listener = try DatagramListener()
        let service = ServiceLifecycle(environment: ["NOTIFY_SOCKET": listener.address], progress: RuntimeProgress())
        service.status("display: test")
        service.firstFramePresented()
        service.firstFramePresented()
        service.stopping()
        service.stopping()
        service.firstFramePresented()
        #expect(listener.receiveWaiting() == ["STATUS=display: test", "READY=1", "STOPPING=1"])
    }

    @Test func aRunStoppedBeforeItsFirstFrameIsNeverReady() throws {
        let listener = try DatagramListener()
        let service = ServiceLifecycle(environment: ["NOTIFY_SOCKET": listener.address], progress: RuntimeProgress())
        service.stopping()
        service.firstFramePresented()
        #expect(listener.receiveWaiting() == ["STOPPING=1"])
    }

    /// An idle main loop's only periodic turn follows the gate's interval: half WATCHDOG_USEC, only while it runs.
    @Test func theWatchdogIntervalIsKnownWhileTheGateRuns() throws {
        let listener = try DatagramListener()
        let service = ServiceLifecycle(environment: ["NOTIFY_SOCKET": listener.address, "WATCHDOG_USEC": "3000000"],
                                       progress: RuntimeProgress())
        #expect(service.watchdogInterval == nil)
        service.loopsStarted(renderLoopIsIdle: { true })
        #expect(service.watchdogInterval == 1.5)
        service.stopping()
        #expect(service.watchdogInterval == nil)
        let unwatched = ServiceLifecycle(environment: ["NOTIFY_SOCKET": listener.address], progress: RuntimeProgress())
        unwatched.loopsStarted(renderLoopIsIdle: { true })
        #expect(unwatched.watchdogInterval == nil)
    }
}
