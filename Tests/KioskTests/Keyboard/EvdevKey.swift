/// Evdev key codes the keyboard tests type (<linux/input-event-codes.h>).
enum EvdevKey {
    static let one: UInt32 = 2
    static let two: UInt32 = 3
    static let backspace: UInt32 = 14
    static let tab: UInt32 = 15
    static let q: UInt32 = 16
    static let e: UInt32 = 18
    static let y: UInt32 = 21
    static let i: UInt32 = 23
    static let o: UInt32 = 24
    static let leftBrace: UInt32 = 26
    static let enter: UInt32 = 28
    static let leftControl: UInt32 = 29
    static let a: UInt32 = 30
    static let h: UInt32 = 35
    static let j: UInt32 = 36
    static let grave: UInt32 = 41
    static let leftShift: UInt32 = 42
    static let z: UInt32 = 44
    static let x: UInt32 = 45
    static let comma: UInt32 = 51
    static let space: UInt32 = 57
    static let capsLock: UInt32 = 58
    static let keypadEnter: UInt32 = 96
    static let rightAlt: UInt32 = 100
    static let power: UInt32 = 116
}
