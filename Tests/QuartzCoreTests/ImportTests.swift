import QuartzCore
import Testing

/// `import QuartzCore` alone brings Core Graphics and Foundation, as on iOS: this file
/// imports nothing else and names types from both.
@MainActor @Suite struct ImportTests {
    @Test func quartzCoreBringsCoreGraphicsAndFoundation() {
        let layer = CALayer()
        let side: CGFloat = 24
        layer.frame = CGRect(x: 1, y: 2, width: side, height: side)
        layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let interval: TimeInterval = 0.5
        let keyTimes: [NSNumber] = [0, NSNumber(value: interval), 1]
        #expect(layer.position == CGPoint(x: 13, y: 14))
        #expect(keyTimes.map(\.doubleValue) == [0, 0.5, 1])
        #expect(CGAffineTransform(scaleX: 2, y: 3).a == 2)
    }
}
