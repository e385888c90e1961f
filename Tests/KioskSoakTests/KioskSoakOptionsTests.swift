import ArgumentParser
@testable import kiosk_soak
import Testing

/// `kiosk-soak --demo NAME`: which demos' tours the soak plays.
@Suite struct KioskSoakOptionsTests {
    @Test func everyDemoUnlessTold() throws {
        let all = try KioskSoak.parse([]).demos().map(\.name)
        #expect(all == ["flip", "chicken", "scenes", "guide", "gallery", "checkin", "catalogue"])
        #expect(try KioskSoak.parse(["--demo", "catalogue"]).demos().map(\.name) == ["catalogue"])
        #expect(try KioskSoak.parse(["--demo", "checkin", "--demo", "flip"]).demos().map(\.name) == ["checkin", "flip"])
    }

    /// An unknown name is refused before the soak starts, with the names there are.
    @Test func anUnknownDemoIsRefusedNamingTheDemos() {
        #expect {
            _ = try KioskSoak.parse(["--demo", "catalog"])
        } throws: { error in
            KioskSoak.message(for: error) == "--demo: no demo is called 'catalog'; the demos are: "
                + "flip, chicken, scenes, guide, gallery, checkin, catalogue."
        }
    }

    /// The report's header says whose tours are played.
    @Test func theHeaderNamesTheToursPlayed() {
        let every = SoakReport.header(width: 320, height: 480, transitions: 3000, boundMB: 2)
        let one = SoakReport.header(width: 320, height: 480, transitions: 3000, boundMB: 2, tours: ["catalogue"])
        #expect(every.contains("CATransitions; every demo's tour before the first round"))
        #expect(one.contains("CATransitions; the tour of catalogue before the first round"))
    }
}
