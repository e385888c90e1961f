/// The words on FlipDemo's pages: each says which page it is and how to turn it.
enum FlipPageText {
    static func text(forPage page: Int, of count: Int) -> String {
        let turn: String
        switch page {
        case 1: turn = "This is the first page: Prev is off. Next pushes page 2 in from the right."
        case count: turn = "This is the last page: Next is off. Prev pushes page \(count - 1) in from the left."
        default: turn = "Next pushes page \(page + 1) in from the right; Prev pushes page \(page - 1) in from the left."
        }
        return "Page \(page)\n\n\(turn)\n\nTap the page to open it; swipe in from the left edge or tap the back button to return."
    }
}
