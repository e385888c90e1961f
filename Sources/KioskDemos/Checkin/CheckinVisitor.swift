/// Who checked in: what the form took, for the badge.
struct CheckinVisitor: Equatable {
    let name: String
    let email: String
}
