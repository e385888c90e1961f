import Foundation

/// kiosk-vm-check SUBCOMMAND: the device checks that run inside the virtual board
/// (board/qemu/tests/drm and fbdev-input). Each prints what it measured, one fact a
/// line, and exits non-zero on any mismatch.
let usage = """
    usage: kiosk-vm-check drm [CARD]   (DRM/KMS display on vkms; CARD defaults to /dev/dri/card0)
           kiosk-vm-check fbdev [--name NAME] [--rotation 0|90|180|270] [--bpp 32|16] [--buffers 1|2]
                 [--pacing timer|vsync] [--refresh HZ] [--vt TTY]
           kiosk-vm-check touch [--rotation R] [--calibration "A B C D E F"] [--device PATH]
                 [--ready FILE] [--timeout SECONDS]
           kiosk-vm-check demo [--display drm[:PATH]|fbdev:PATH] [--rotate 0|90|180|270] [--results DIR] [--name NAME]
                 [--reference DIR]   (the flip demo through KioskRuntime, touched through uinput, scanout
                 compared with its headless rendering: drawn in-process, or read from DIR)
           kiosk-vm-check flip-reference --out DIR [--size WxH]…   (draws those references; default both
                 orientations of 1024x768)
           kiosk-vm-check shapes --board FILE --reference DIR [--results DIR]   (the flip demo with the board's
                 touch, touched by kinds of panels one after another through uinput, each judged by scanout)
           kiosk-vm-check shapes-reference --out DIR [--size WxH]   (the pictures it may show, as fingerprints)
           kiosk-vm-check vt hold [--tty PATH] [--ready FILE] [--switching]
           kiosk-vm-check vt modes [--tty PATH]
           kiosk-vm-check vt crash [--tty PATH | --descriptor N] --crash pointer|unwrap|abort|send:NAME
           kiosk-vm-check vt activate NUMBER
    """

let arguments = CommandLine.arguments.dropFirst()
let code: Int32
do {
    switch arguments.first {
    case "drm": code = DRMCheck(log: CheckLog()).run(card: arguments.dropFirst().first ?? "/dev/dri/card0")
    case "fbdev": code = try FBDevCheck(Options(arguments.dropFirst())).run()
    case "touch": code = try TouchCheck(Options(arguments.dropFirst())).run()
    case "demo": code = try DemoCheck(Options(arguments.dropFirst())).run()
    case "flip-reference": code = try FlipReferenceCommand(Options(arguments.dropFirst())).run()
    case "shapes": code = try ShapesCheck(Options(arguments.dropFirst())).run()
    case "shapes-reference": code = try ShapesReferenceCommand(Options(arguments.dropFirst())).run()
    case "vt": code = try VTCheck(arguments.dropFirst()).run()
    default: throw UsageError(message: "unknown subcommand \(arguments.first ?? "(none)")")
    }
} catch let error as UsageError {
    FileHandle.standardError.write(Data("kiosk-vm-check: \(error.message)\n\(usage)\n".utf8))
    code = 2
} catch {
    report("FAIL: \(error)")
    code = 1
}
exit(code)
