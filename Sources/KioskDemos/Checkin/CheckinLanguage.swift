import UIKit

/// The check-in kiosk's two languages and every string the screens show in each. The
/// Arabic labels are the demo's own, short and plain.
enum CheckinLanguage: Int, CaseIterable {
    case english, arabic

    /// The switch's segment titles, each in its own language.
    var name: String {
        switch self {
        case .english: "English"
        case .arabic: "العربية"
        }
    }

    /// Which way the form reads.
    var direction: UISemanticContentAttribute { self == .arabic ? .forceRightToLeft : .forceLeftToRight }

    var formTitle: String { self == .arabic ? "تسجيل الزوار" : "Check-in" }
    var prompt: String { self == .arabic ? "مرحبا، سجل دخولك" : "Welcome! Please sign in." }
    var namePlaceholder: String { self == .arabic ? "الاسم الكامل" : "Full name" }
    var emailPlaceholder: String { self == .arabic ? "البريد الإلكتروني" : "E-mail" }
    var pinPlaceholder: String { self == .arabic ? "الرمز السري" : "Host PIN" }
    var submitTitle: String { self == .arabic ? "تسجيل" : "Check in" }
    var badgeTitle: String { self == .arabic ? "بطاقة الزائر" : "Visitor badge" }
    var badgeHeading: String { self == .arabic ? "زائر" : "VISITOR" }
}
