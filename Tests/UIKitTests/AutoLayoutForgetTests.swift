import CoreGraphics
import Testing
@_spi(KioskRuntime) @testable import UIKit

/// The layout engine outlives every screen: the unknowns of views that went away
/// leave its solver, so showing screen after screen does not grow it.
@MainActor @Suite struct AutoLayoutForgetTests {
    @Test func aGoneViewsUnknownsLeaveTheSolver() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        var variables: [LayoutVariable] = []
        weak var gone: UIView?
        do {
            let card = UIView()
            card.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(card)
            NSLayoutConstraint.activate([
                card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                card.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
                card.widthAnchor.constraint(equalToConstant: 100),
                card.heightAnchor.constraint(equalToConstant: 50),
            ])
            root.layoutIfNeeded()
            #expect(card.frame == CGRect(x: 20, y: 10, width: 100, height: 50))
            let record = try #require(card.layoutRecord)
            variables = [record.minX, record.minY, record.width, record.height]
            #expect(variables.allSatisfy { LayoutEngine.shared.solver.variables[$0] != nil })
            card.removeFromSuperview()
            gone = card
        }
        #expect(gone == nil)
        // The next pass after a change finds the record's item gone and drops it; or a
        // new view made at the gone one's address (as happens) replaces its record.
        let other = UIView()
        other.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(other)
        other.widthAnchor.constraint(equalToConstant: 30).isActive = true
        root.layoutIfNeeded()
        #expect(variables.allSatisfy { LayoutEngine.shared.solver.variables[$0] == nil })
        #expect(other.frame.width == 30)
    }
}
