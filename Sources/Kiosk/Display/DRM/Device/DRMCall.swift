import Glibc

/// Runs a libdrm call that reports failure as -1 with `errno` or as a negative errno
/// (libdrm does both; its ioctl wrapper already retries EINTR and EAGAIN) and turns a
/// failure into a `SystemError` naming the call and the card.
@discardableResult
func drmCall(_ name: @autoclosure () -> String, card: String, _ body: () -> Int32) throws(SystemError) -> Int32 {
    Glibc.errno = 0
    let result = body()
    if result >= 0 { return result }
    let code = result == -1 && Glibc.errno != 0 ? Glibc.errno : -result
    throw SystemError(call: name(), path: card, errno: code)
}

/// Runs a libdrm call that returns an object, or nil with `errno` set.
func drmObject<Object>(_ name: @autoclosure () -> String, card: String,
                       _ body: () -> UnsafeMutablePointer<Object>?) throws(SystemError) -> UnsafeMutablePointer<Object> {
    Glibc.errno = 0
    if let object = body() { return object }
    throw SystemError(call: name(), path: card, errno: Glibc.errno == 0 ? ENOMEM : Glibc.errno)
}
