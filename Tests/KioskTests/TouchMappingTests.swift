import Foundation
import Kiosk
import Raster
import Testing

@Suite struct TouchMappingTests {
    /// A touch at panel pixel (100, 200) of a 1024 × 768 panel, for each rotation.
    @Test(arguments: [
        (Rotation.degrees0, CGSize(width: 1024, height: 768), CGPoint(x: 100, y: 200)),
        (.degrees90, CGSize(width: 768, height: 1024), CGPoint(x: 200, y: 924)),
        (.degrees180, CGSize(width: 1024, height: 768), CGPoint(x: 924, y: 568)),
        (.degrees270, CGSize(width: 768, height: 1024), CGPoint(x: 568, y: 100)),
    ])
    func aPanelPointLandsWhereTheDisplayShowsIt(rotation: Rotation, screen: CGSize, expected: CGPoint) {
        let mapping = TouchMapping(screenSize: screen, rotation: rotation)
        #expect(mapping.panelSize == CGSize(width: 1024, height: 768))
        #expect(mapping.screenPoint(normalizedX: 100.0 / 1024, normalizedY: 200.0 / 768) == expected)
    }

    /// Touching the centre of the panel pixel that shows app pixel (x, y) gives the
    /// centre of (x, y): the touch goes back through exactly the display's rotation.
    @Test(arguments: Rotation.allCases)
    func theMappingInvertsTheDisplaysRotation(rotation: Rotation) {
        let width = 6, height = 4
        let mapping = TouchMapping(screenSize: CGSize(width: width, height: height), rotation: rotation)
        let panel = mapping.panelSize
        for y in 0..<height {
            for x in 0..<width {
                let p = rotation.map(x: x, y: y, width: width, height: height)
                let back = mapping.screenPoint(normalizedX: (Double(p.x) + 0.5) / panel.width,
                                               normalizedY: (Double(p.y) + 0.5) / panel.height)
                #expect(back == CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5))
            }
        }
    }
}
