@testable import IOSCorpus
import Testing

/// Swift 5 helpers compile without a diagnostic when they touch layers, as against
/// Apple's SDK; used off the main actor, the layer tree stops the program with a
/// message instead of racing with the main actor.
@Suite struct OffMainActorTests {
    @Test func aLayerMadeOffTheMainActorStopsWithAMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Theme().makeFrameLayer(side: 10)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("CALayer.init (CALayer) was used off the main actor"))
    }

    @Test func aTransactionOffTheMainActorStopsWithAMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            LayerTransaction.withoutActions {}
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("CATransaction.begin() was used off the main actor"))
    }
}
