import Glibc
@testable import Kiosk
import Testing

/// sd_notify datagrams, read back from a real NOTIFY_SOCKET listener.
@Suite struct ServiceNotifierTests {
    @Test func sendsEachStateAsOneDatagram() throws {
        let listener = try DatagramListener()
        let notifier = ServiceNotifier(environment: ["NOTIFY_SOCKET": listener.address])
        #expect(notifier.isEnabled)
        notifier.ready()
        notifier.watchdog()
        notifier.status("showing: home\nsecond line")
        notifier.stopping()
        #expect(listener.receive() == "READY=1")
        #expect(listener.receive() == "WATCHDOG=1")
        #expect(listener.receive() == "STATUS=showing: home second line")
        #expect(listener.receive() == "STOPPING=1")
    }

    @Test func reachesAnAbstractSocketName() throws {
        let listener = try DatagramListener(abstract: true)
        #expect(listener.address.hasPrefix("@kiosk-test-"))
        let notifier = ServiceNotifier(environment: ["NOTIFY_SOCKET": listener.address])
        notifier.ready()
        try notifier.send("STATUS=abstract")
        #expect(listener.receive() == "READY=1")
        #expect(listener.receive() == "STATUS=abstract")
    }

    @Test func withoutNotifySocketNothingIsSent() throws {
        let notifier = ServiceNotifier(environment: [:])
        #expect(!notifier.isEnabled)
        #expect(notifier.socketAddress == nil)
        try notifier.send("READY=1")
        #expect(!ServiceNotifier(environment: ["NOTIFY_SOCKET": ""]).isEnabled)
        #expect(!ServiceNotifier(environment: ["NOTIFY_SOCKET": "relative/notify"]).isEnabled)
        #expect(!ServiceNotifier(environment: ["NOTIFY_SOCKET": "/" + String(repeating: "x", count: 107)]).isEnabled)
        #expect(ServiceNotifier(environment: ["NOTIFY_SOCKET": "/" + String(repeating: "x", count: 106)]).isEnabled)
        #expect(ServiceNotifier(environment: ["NOTIFY_SOCKET": "@" + String(repeating: "x", count: 107)]).isEnabled)
    }

    @Test func addressesArePathsOrAbstractNames() throws {
        let path = try #require(ServiceNotifier.socketAddress("/run/systemd/notify"))
        #expect(path.pathLength == 20, "19 bytes and the terminating NUL")
        let abstract = try #require(ServiceNotifier.socketAddress("@sd-notify"))
        #expect(abstract.pathLength == 10, "the leading NUL and 9 bytes, no terminator")
        let first = withUnsafeBytes(of: abstract.storage.sun_path) { Array($0.prefix(4)) }
        #expect(first == [0, UInt8(ascii: "s"), UInt8(ascii: "d"), UInt8(ascii: "-")])
        #expect(ServiceNotifier.socketAddress("@") == nil)
    }

    @Test func aSocketNobodyListensOnIsAnErrorNamingIt() {
        let notifier = ServiceNotifier(environment: ["NOTIFY_SOCKET": "/nonexistent/notify"])
        #expect(throws: SystemError(call: "sendto", path: "/nonexistent/notify", errno: ENOENT)) {
            try notifier.send("READY=1")
        }
        notifier.ready()  // logged, not thrown
    }
}
