// Swift Testing declares a cross-import overlay for any module named UIKit: when a
// file imports both, the compiler loads `_Testing_UIKit` and expects it to re-export
// Testing. Linux ships none, so this target stands in for it. Only debug builds
// (where tests live) re-export Testing, so release binaries never link libTesting.
#if DEBUG
@_exported public import Testing
#endif
