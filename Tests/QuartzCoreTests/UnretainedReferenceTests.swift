@_spi(KioskRuntime) @testable import QuartzCore
import Testing

/// `UnretainedReference` reads as a weak reference does: the object while it lives,
/// nil from the moment its deinit begins, and the registry and a view's layer built
/// on it forget what is gone.
@MainActor @Suite struct UnretainedReferenceTests {
    final class Log {
        var readInDeinit: Bool?
        var aliveInDeinit: Bool?
    }

    final class Probe {
        let log: Log
        var reference: UnretainedReference<Probe>?
        init(log: Log) { self.log = log }
        deinit {
            log.readInDeinit = reference?.object != nil
            log.aliveInDeinit = reference?.isAlive
        }
    }

    @Test func readsTheObjectWhileItLivesAndNilOnceItsDeinitBegins() {
        let log = Log()
        do {
            let probe = Probe(log: log)
            let reference = UnretainedReference(probe)
            probe.reference = reference
            #expect(reference.object === probe)
            #expect(reference.isAlive)
            // Reading takes no lasting reference: the probe still goes with its last one.
            _ = reference.object
        }
        #expect(log.readInDeinit == false)
        #expect(log.aliveInDeinit == false)
    }

    @Test func theRegistryForgetsALayerThatWent() {
        let id: LayerID
        weak var gone: CALayer?
        do {
            let layer = CALayer()
            (id, gone) = (layer.id, layer)
            #expect(LayerRegistry.layer(id) === layer)
        }
        #expect(gone == nil)
        #expect(LayerRegistry.layer(id) == nil)
    }

    final class Delegate: CALayerDelegate {}

    @Test func aLayersDelegateIsHeldWeakly() {
        let layer = CALayer()
        do {
            let delegate = Delegate()
            layer.delegate = delegate
            #expect(layer.delegate === delegate)
        }
        #expect(layer.delegate == nil)
    }
}
