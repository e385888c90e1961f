import CoreGraphics
import QuartzCore

/// A render server on `display`, started, showing one opaque blue 1024 × 768 layer
/// (the fake cards' mode): the picture the power, control and frame-clock tests watch.
@MainActor func startedServerShowingBlue(on display: any Display) -> RenderServer {
    let server = RenderServer(display: display)
    let layer = CALayer()
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    layer.frame = CGRect(x: 0, y: 0, width: 1024, height: 768)
    layer.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
    CATransaction.commit()
    server.rootLayer = layer
    CATransaction.flush()
    server.start()
    return server
}
