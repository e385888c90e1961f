import Foundation

// kiosk-vm-check SUBCOMMAND: the device checks that run inside the virtual board
// (board/qemu/tests/). Each prints what it measured and exits non-zero on a mismatch.

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "drm":
    exit(DRMCheck(log: CheckLog()).run(card: arguments.dropFirst().first ?? "/dev/dri/card0"))
default:
    print("usage: kiosk-vm-check drm [CARD]   (DRM/KMS display on vkms; CARD defaults to /dev/dri/card0)")
    exit(2)
}
