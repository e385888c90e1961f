extension UIReturnKeyType {
    /// The return key's title for this type, as iOS's English keyboard shows it.
    var keyTitle: String {
        switch self {
        case .default: "return"
        case .go: "Go"
        case .google: "Google"
        case .join: "Join"
        case .next: "Next"
        case .route: "Route"
        case .search: "Search"
        case .send: "Send"
        case .yahoo: "Yahoo"
        case .done: "Done"
        case .emergencyCall: "Emergency Call"
        case .continue: "Continue"
        }
    }
}
