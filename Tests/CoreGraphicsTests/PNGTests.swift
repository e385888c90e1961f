import Testing
import CoreGraphics

@Test func placeholder() {}
