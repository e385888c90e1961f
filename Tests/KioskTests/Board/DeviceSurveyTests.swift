import Foundation
@testable import Kiosk
import Testing

/// What `kiosk devices` prints for framebuffers and input devices.
@Suite struct DeviceSurveyTests {
    static let vfb = FBDevScreenInfo(
        name: "Virtual FB", width: 1024, height: 768, virtualWidth: 1024, virtualHeight: 1536, yOffset: 0,
        bitsPerPixel: 32, red: .init(offset: 0, length: 8), green: .init(offset: 8, length: 8),
        blue: .init(offset: 16, length: 8), bytesPerRow: 4096, memoryLength: 8_388_608, yPanStep: 1,
        isPackedPixels: true, pixelClock: 0, horizontalTotal: 1024, verticalTotal: 768, videoMode: 0)

    @Test func framebuffersShowSizeDepthVirtualSizeAndPanning() {
        var still = Self.vfb
        still.name = "simple"
        still.bitsPerPixel = 16
        still.red = .init(offset: 11, length: 5)
        still.green = .init(offset: 5, length: 6)
        still.blue = .init(offset: 0, length: 5)
        still.yPanStep = 0
        still.virtualHeight = 768
        let error = FBDevError.system(SystemError(call: "open", path: "/dev/fb2", errno: EACCES))
        #expect(FramebufferSurvey.describe([("/dev/fb0", .success(Self.vfb)), ("/dev/fb1", .success(still)),
                                            ("/dev/fb2", .failure(error))]) == """
            /dev/fb0: "Virtual FB", 1024x768 at 32 bpp (xrgb8888 with red and blue swapped), virtual 1024x1536, pans by 1 line (2 frames fit)
            /dev/fb1: "simple", 1024x768 at 16 bpp (rgb565), virtual 1024x768, cannot pan
            /dev/fb2: open failed: Permission denied (errno 13)

            """)
    }

    @Test func aFolderWithoutFramebuffersSaysSo() throws {
        let folder = NSTemporaryDirectory() + "kiosk-fb-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(FramebufferSurvey.describe(FramebufferSurvey.entries(in: folder), directory: folder)
                == "no framebuffer: no fb* in \(folder)\n")
        // A plain file named like a framebuffer answers no framebuffer ioctl.
        _ = FileManager.default.createFile(atPath: folder + "/fb3", contents: Data())
        let entries = FramebufferSurvey.entries(in: folder)
        #expect(FramebufferSurvey.describe(entries, directory: folder)
                == "\(folder)/fb3: ioctl FBIOGET_VSCREENINFO failed: Inappropriate ioctl for device (errno 25)\n")
    }

    @Test func inputDevicesShowCapabilitiesUdevPropertiesAndCalibration() {
        let touch = InputDeviceSurvey.Device(
            path: "/dev/input/event1", name: "Goodix Capacitive TouchScreen", capabilities: ["touch"],
            udevProperties: ["ID_INPUT": "1", "ID_INPUT_TOUCHSCREEN": "1", "ID_PATH": "platform-1c2ac00.i2c"],
            udevCalibration: "0 -1 1 1 0 0", takesCalibration: true)
        let keys = InputDeviceSurvey.Device(path: "/dev/input/event0", name: "gpio-keys", capabilities: ["keyboard"],
                                            udevProperties: ["ID_INPUT_KEY": "1"])
        let uncalibrated = InputDeviceSurvey.Device(path: "/dev/input/event4", name: "Kiosk Virtual Touchscreen",
                                                    capabilities: ["touch"])
        #expect(InputDeviceSurvey.describe([keys, touch, uncalibrated], from: .udev(seat: "seat0")) == """
            3 devices from udev seat seat0:
            /dev/input/event0: "gpio-keys": keyboard
              udev: ID_INPUT_KEY=1
            /dev/input/event1: "Goodix Capacitive TouchScreen": touch
              board file: [touch] name = Goodix Capacitive TouchScreen
              udev: ID_INPUT=1 ID_INPUT_TOUCHSCREEN=1 ID_PATH=platform-1c2ac00.i2c
              calibration: 0 -1 1 1 0 0 (udev LIBINPUT_CALIBRATION_MATRIX)
            /dev/input/event4: "Kiosk Virtual Touchscreen": touch
              board file: [touch] name = Kiosk Virtual Touchscreen
              calibration: none (udev sets no LIBINPUT_CALIBRATION_MATRIX); libinput cannot calibrate it, Kiosk applies a board's calibration

            """)
    }

    @Test func noInputDevicesSaysWhereItLooked() {
        #expect(InputDeviceSurvey.describe([], from: .udev(seat: "seat1")) == "no input devices on udev seat seat1\n")
        #expect(InputDeviceSurvey.describe([], from: .path(directory: "/dev/input", seat: "seat0"))
                == "no input devices: none on udev seat seat0, and none libinput could open in /dev/input\n")
    }
}
