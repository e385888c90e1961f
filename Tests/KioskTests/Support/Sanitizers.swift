import Glibc

/// Which sanitizer this test build has (`swift test --sanitize=…`, `.ci/sanitizers`);
/// the children the tests start (kiosk, kiosk-vm-check) are built the same way.
enum Sanitizers {
    static let address = dlsym(nil, "__asan_init") != nil
    static let thread = dlsym(nil, "__tsan_init") != nil
}
