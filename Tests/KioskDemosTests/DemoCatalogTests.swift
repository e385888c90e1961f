import KioskDemos
import Testing

/// The catalogue as `kiosk demo --list` shows it.
@Suite struct DemoCatalogTests {
    @Test func namesAreUniqueAndFound() {
        let names = Demos.all.map(\.name)
        #expect(names == ["flip", "chicken", "scenes", "guide", "gallery", "checkin", "catalogue"])
        #expect(Set(names).count == names.count)
        for name in names { #expect(Demos.named(name)?.name == name) }
        #expect(Demos.named("no-such-demo") == nil)
    }
}
