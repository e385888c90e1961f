@testable import IOSCorpus
import Testing
import UIKit

/// `Palette.swift`: static lets, a hex initialiser, derived shades.
@MainActor @Suite struct PaletteTests {
    @Test func theColoursAreTheDesignersHexValues() {
        #expect(Palette.accent.hexString == "#FF6B35")
        #expect(UIColor.brandTeal.hexString == "#2EC4B6")
        #expect(CorpusStage.components(Palette.accent) == [255, 107, 53, 255])
        #expect(Palette.accentFaded.cgColor.alpha == 0.5)
        #expect(Palette.dark.background == Palette.ink && Palette.dark.foreground == .white)
        #expect(Palette.light.tint == Palette.accent && Palette.light.background == Palette.paper)
        #expect(Palette.light.stripes(count: 4).map(\.cgColor.alpha) == [1, 0.75, 0.5, 0.25])
        #expect(Palette.light.stripes(count: 1) == [Palette.accent])
    }

    @Test func thePaletteIsReadOffTheMainActor() async {
        let hexes = await Task.detached { Palette.dark.stripes(count: 2).map(\.hexString) + [Palette.accent.hexString] }.value
        #expect(hexes == ["#2EC4B6", "#2EC4B6", "#FF6B35"])
    }

    @Test func viewsFilledFromThePaletteShowItsColours() {
        let screen = CorpusStage.screen()
        let solid = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        solid.backgroundColor = Palette.accent
        let faded = UIView(frame: CGRect(x: 50, y: 0, width: 50, height: 50))
        faded.backgroundColor = Palette.accentFaded
        screen.window.addSubview(solid)
        screen.window.addSubview(faded)
        screen.advance(by: 0)
        #expect(CorpusStage.rgba(screen, 25, 25) == [255, 107, 53, 255])
        // Half of (255, 107, 53) over white: 255 − (255 − c) / 2, rounded as 8-bit blending does.
        #expect(CorpusStage.rgba(screen, 75, 25) == [255, 181, 154, 255])
    }
}
