@testable import Kiosk
import Testing

/// The watchdog diagnostic: SIGRTMIN+1 (signal 35 with glibc) stalls the main loop only when KIOSK_TEST_HOOKS=1.
@Suite struct MainLoopStallHookTests {
    @Test func theHookIsOffUnlessAskedFor() {
        #expect(MainLoopStallHook.stallSeconds(environment: [:]) == nil)
        #expect(MainLoopStallHook.stallSeconds(environment: ["KIOSK_TEST_HOOKS": "0", "KIOSK_TEST_STALL_SECONDS": "2"]) == nil)
    }

    @Test func theSignalIsNotTheVTSwitchingOnes() {
        #expect(MainLoopStallHook.signal == 35)
    }

    @Test func theStallLastsWhatTheEnvironmentSays() {
        #expect(MainLoopStallHook.stallSeconds(environment: ["KIOSK_TEST_HOOKS": "1"]) == 3)
        #expect(MainLoopStallHook.stallSeconds(environment: ["KIOSK_TEST_HOOKS": "1", "KIOSK_TEST_STALL_SECONDS": "1.5"]) == 1.5)
        for bad in ["-1", "601", "soon"] {
            #expect(MainLoopStallHook.stallSeconds(environment: ["KIOSK_TEST_HOOKS": "1", "KIOSK_TEST_STALL_SECONDS": bad]) == 3)
        }
    }
}
