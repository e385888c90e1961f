/// Values a control keeps per state (titles, colours, images), looked up as UIKit
/// does: the state's own value, else the normal state's.
struct ControlStateValues<Value> {
    private var values: [UIControl.State: Value] = [:]

    /// The value set for exactly `state`; setting nil makes `state` fall back to normal.
    subscript(state: UIControl.State) -> Value? {
        get { values[state] }
        set { values[state] = newValue }
    }

    /// The value shown in `state`: its own, else the normal state's.
    func resolved(for state: UIControl.State) -> Value? { values[state] ?? values[.normal] }
}
