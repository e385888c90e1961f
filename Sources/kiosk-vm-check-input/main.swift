import Foundation

/// kiosk-vm-check-input: the fbdev, touch and console checks that board/qemu/tests/fbdev-input
/// runs inside the virtual board. Each subcommand prints what it measured, one fact a
/// line, and exits non-zero on any mismatch.
let usage = """
    usage: kiosk-vm-check-input fbdev [--name NAME] [--rotation 0|90|180|270] [--bpp 32|16] [--buffers 1|2]
                 [--pacing timer|vsync] [--refresh HZ] [--vt TTY]
           kiosk-vm-check-input touch [--rotation R] [--calibration "A B C D E F"] [--device PATH]
                 [--ready FILE] [--timeout SECONDS]
           kiosk-vm-check-input vt hold [--tty PATH] [--ready FILE] [--switching]
           kiosk-vm-check-input vt modes [--tty PATH]
           kiosk-vm-check-input vt crash [--tty PATH] --signal SEGV|ABRT
           kiosk-vm-check-input vt activate NUMBER
    """

let arguments = CommandLine.arguments.dropFirst()
let code: Int32
do {
    switch arguments.first {
    case "fbdev": code = try FBDevCheck(Options(arguments.dropFirst())).run()
    case "touch": code = try TouchCheck(Options(arguments.dropFirst())).run()
    case "vt": code = try VTCheck(arguments.dropFirst()).run()
    default: throw UsageError(message: "unknown subcommand \(arguments.first ?? "(none)")")
    }
} catch let error as UsageError {
    FileHandle.standardError.write(Data("kiosk-vm-check-input: \(error.message)\n\(usage)\n".utf8))
    code = 2
} catch {
    report("FAIL: \(error)")
    code = 1
}
exit(code)
