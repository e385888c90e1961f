import ArgumentParser
import Kiosk

extension KioskCommand {
    /// `kiosk devices`: what a board file can name on this machine.
    struct Devices: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "List the displays and input devices a board file can use.",
            discussion: """
                DRM cards (connectors with status and modes, the preferred one marked *, CRTCs, \
                planes with their rotations), framebuffers (driver name, size, bits per pixel, \
                virtual size, panning) and input devices (name, capabilities, udev properties, \
                calibration). A category with no device says so. See board/README.md.
                With --json: the display devices recorded whole instead (every DRM object and \
                property with its value, enum names and ranges; each framebuffer's screen info \
                and whether FBIO_WAITFORVSYNC and FBIOBLANK work, tried once), as Kiosk's \
                tests replay them.
                """
        )

        @Option(help: "Where DRM card nodes are.")
        var dri = "/dev/dri"

        @Option(help: "The udev seat input devices are listed from.")
        var seat = "seat0"

        @Flag(help: "Write the display devices' full records as JSON.")
        var json = false

        func run() {
            if json {
                print(DisplayDevicesRecording(driDirectory: dri).json())
                return
            }
            print("DRM cards:")
            print(indented(DRMDevices.describe(directory: dri)))
            print("Framebuffers:")
            print(indented(FramebufferSurvey.describe(FramebufferSurvey.entries())))
            print("Input devices:")
            let (source, devices) = InputDeviceSurvey.devices(seat: seat)
            print(indented(InputDeviceSurvey.describe(devices, from: source)), terminator: "")
        }

        /// `text` with every line indented two spaces.
        private func indented(_ text: String) -> String {
            text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "  " + $0 }
                .joined(separator: "\n")
        }
    }
}
