@_spi(KioskRuntime) import QuartzCore

extension CALayer {
    /// Runs this layer's own timeline linearly at `speed` from `timeOffset` (no easing,
    /// begin time 0), without implicit actions: how a transition freezes (speed 0),
    /// scrubs and releases its container. The defaults give the normal clock back.
    func setTimeline(speed: Float = 1, timeOffset: CFTimeInterval = 0) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        timeEasing = nil
        self.speed = speed
        self.timeOffset = timeOffset
        beginTime = 0
        CATransaction.commit()
    }
}
