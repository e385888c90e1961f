@_spi(KioskRuntime) import Kiosk
@_spi(KioskRuntime) import KioskHeadless
@testable import kiosk_soak
@_spi(KioskRuntime) import QuartzCore
import Testing

/// The soak's verdict: what after warm-up fails it, and what does not.
@Suite struct SoakReportTests {
    static let megabyte = 1024 * 1024

    /// A sample at `transitions` with `megabytes` resident, `descriptors` open and
    /// `layers` model layers alive.
    func sample(_ stage: String, at transitions: Int, megabytes: Double, descriptors: Int = 6, layers: Int = 17,
                heap: Double = 0) -> Soak.Sample {
        var counts = LayerTableCounts()
        counts.layers = layers
        return Soak.Sample(stage: stage, transitions: transitions, tours: 1, virtualTime: 0, wallTime: 0,
                           process: ProcessSample(residentBytes: Int(megabytes * Double(Self.megabyte)),
                                                  openDescriptors: descriptors,
                                                  heapInUseBytes: Int(heap * Double(Self.megabyte))),
                           tables: ScreenTableCounts(layers: counts, render: RenderTableCounts()))
    }

    @Test func growthWithinTheBoundPasses() {
        let samples = [sample("warm-up", at: 2000, megabytes: 31), sample("", at: 4000, megabytes: 32.9),
                       sample("end", at: 6000, megabytes: 30)]
        #expect(SoakReport.failures(samples, boundMB: 2).isEmpty)
    }

    @Test func aBlipThatIsGivenBackPasses() {
        let samples = [sample("warm-up", at: 2000, megabytes: 31), sample("", at: 4000, megabytes: 33.9),
                       sample("end", at: 6000, megabytes: 31)]
        #expect(SoakReport.failures(samples, boundMB: 2).isEmpty)
    }

    @Test func memoryThatStaysBeyondTheBoundFails() {
        let samples = [sample("warm-up", at: 2000, megabytes: 31), sample("", at: 4000, megabytes: 33.5),
                       sample("", at: 6000, megabytes: 34), sample("end", at: 8000, megabytes: 33.6)]
        #expect(SoakReport.failures(samples, boundMB: 2)
                == ["RSS grew 2.60 MB after warm-up and stayed (from 6000 transitions on), more than the 2.0 MB bound"])
    }

    @Test func growthAtTheLastSampleAloneFails() {
        let samples = [sample("warm-up", at: 2000, megabytes: 31), sample("end", at: 4000, megabytes: 33.25)]
        #expect(SoakReport.failures(samples, boundMB: 2)
                == ["RSS grew 2.25 MB after warm-up and stayed (from 4000 transitions on), more than the 2.0 MB bound"])
    }

    @Test func oneMoreDescriptorFails() {
        let samples = [sample("warm-up", at: 2000, megabytes: 31), sample("end", at: 4000, megabytes: 31, descriptors: 7)]
        #expect(SoakReport.failures(samples, boundMB: 2) == ["open descriptors grew from 6 to 7 (at 4000 transitions)"])
    }

    @Test func aTableThatChangedFails() {
        let samples = [sample("warm-up", at: 2000, megabytes: 31), sample("end", at: 4000, megabytes: 31, layers: 22)]
        let failures = SoakReport.failures(samples, boundMB: 2)
        #expect(failures.count == 1 && failures[0].hasPrefix("at 4000 transitions the tables were layers 22,"))
    }

    @Test func withoutAWarmUpSampleThereIsNoVerdict() {
        #expect(SoakReport.failures([sample("start", at: 0, megabytes: 20)], boundMB: 2) == ["no warm-up sample"])
    }

    @Test func growthPer10000IsTheSlopeFromWarmUpOn() throws {
        // 0.1 MB per 10 000 after warm-up; the start sample (before warm-up) is left out.
        let samples = [sample("start", at: 0, megabytes: 20, heap: 5), sample("warm-up", at: 2000, megabytes: 31, heap: 12),
                       sample("", at: 12000, megabytes: 31.1, heap: 12), sample("", at: 22000, megabytes: 31.2, heap: 12),
                       sample("end", at: 32000, megabytes: 31.3, heap: 12)]
        let slope = try #require(SoakReport.growthPer10000(samples))
        #expect(abs(slope - 0.1) < 1e-6)   // megabytes are whole bytes in a sample
        #expect(SoakReport.summary(samples) == "kiosk-soak: RSS 20.00 MB at the start, 31.00 MB after warm-up "
                + "(2000 transitions), 31.30 MB at the end (32000 transitions); fds 6 → 6 → 6; "
                + "growth per 10 000 transitions after warm-up (least squares): RSS +0.100 MB, "
                + "heap in use +0.000 MB (12.00 → 12.00 MB)")
        // Memory the allocator keeps is not a leak: the heap in use stays level above.
        let heapSlope = try #require(SoakReport.growthPer10000(samples, of: \.heapInUseBytes))
        #expect(abs(heapSlope) < 1e-9)
    }

    @Test func aBlipAtTheEndMovesTheSlopeLessThanTheDifference() throws {
        let samples = [sample("warm-up", at: 0, megabytes: 30), sample("", at: 10000, megabytes: 30),
                       sample("", at: 20000, megabytes: 30), sample("end", at: 30000, megabytes: 33)]
        let slope = try #require(SoakReport.growthPer10000(samples))
        #expect(abs(slope - 0.9) < 1e-6)   // end minus warm-up would say 1.0 per 10 000
    }

    @Test func noSlopeWithoutTwoSamplesAfterWarmUp() {
        #expect(SoakReport.growthPer10000([sample("warm-up", at: 2000, megabytes: 31)]) == nil)
        #expect(SoakReport.growthPer10000([sample("start", at: 0, megabytes: 31)]) == nil)
    }

    @Test func aLeakRaisesTheHeapInUseSlope() throws {
        let samples = [sample("warm-up", at: 0, megabytes: 30, heap: 10), sample("", at: 10000, megabytes: 30.5, heap: 10.5),
                       sample("end", at: 20000, megabytes: 31, heap: 11)]
        let slope = try #require(SoakReport.growthPer10000(samples, of: \.heapInUseBytes))
        #expect(abs(slope - 0.5) < 1e-6)
    }

    /// A frame in flight at one sample is not growth: each sample counts at its held level.
    @Test func aFrameInFlightBeforeTheEndDoesNotTiltTheSlope() throws {
        let samples = [sample("warm-up", at: 0, megabytes: 30), sample("", at: 10000, megabytes: 30),
                       sample("", at: 20000, megabytes: 33.2), sample("end", at: 30000, megabytes: 30)]
        let slope = try #require(SoakReport.growthPer10000(samples))
        #expect(abs(slope) < 1e-6)
    }
}
