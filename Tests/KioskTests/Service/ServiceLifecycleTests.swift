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
}
