import ArgumentParser
import CoreGraphics
import Foundation
import Raster

extension KioskCommand {
    /// `kiosk demo`: play a built-in demo and write what it showed.
    struct Demo: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Play a built-in demo on the headless display and write its frames.",
            discussion: """
                Demos available now: \(CompositorTour.name) — \(CompositorTour.summary).
                The frames are laid side by side in one PNG (a frame strip), one row per transition.
                """
        )

        @Argument(help: "The demo to play (see --list).")
        var name: String = CompositorTour.name

        @Flag(help: "List the demos and exit.")
        var list = false

        @Option(name: .shortAndLong, help: "Where to write the frame strip (PNG).")
        var output: String = "kiosk-demo.png"

        @Option(help: "Frame size on the headless display, as WIDTHxHEIGHT.")
        var size: String = "240x400"

        @Flag(help: "Use the scalar reference kernels instead of SIMD.")
        var scalar = false

        func validate() throws {
            guard list || name == CompositorTour.name else {
                throw ValidationError("unknown demo '\(name)'; run 'kiosk demo --list' to see the demos")
            }
            guard parsedSize != nil else {
                throw ValidationError("--size '\(size)' is not WIDTHxHEIGHT with both between 16 and 4096, e.g. 240x400")
            }
        }

        var parsedSize: (width: Int, height: Int)? {
            let parts = size.lowercased().split(separator: "x")
            guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]),
                  (16...4096).contains(w), (16...4096).contains(h) else { return nil }
            return (w, h)
        }

        func run() throws {
            if list {
                print("\(CompositorTour.name)\t\(CompositorTour.summary)")
                return
            }
            let (width, height) = parsedSize!
            let tour = CompositorTour(width: width, height: height, kernels: scalar ? .scalar : .simd)
            let strip = tour.frameStrip()
            do {
                try PNGCodec.write(strip.view, to: output)
            } catch {
                throw ValidationError("\(error)")
            }
            let path = URL(fileURLWithPath: output).standardizedFileURL.path
            print("kiosk: played '\(CompositorTour.name)' on the headless display (\(width)x\(height), no display device used)")
            print("kiosk: wrote \(tour.transitions.count) transitions x \(tour.progressSteps.count) frames to \(path)")
        }
    }
}
