import Testing
@testable import UIKit

/// The solver's constant change (what `NSLayoutConstraint.constant` uses): exact
/// results for each kind of constraint, no row rebuilt, conflicts refused whole, and
/// seeded runs that match a fresh solve.
struct LayoutSolverConstantTests {
    private func constraint(_ lhs: LayoutExpression, _ relation: LayoutRelation, _ rhs: LayoutExpression,
                            _ priority: Double = 1000, _ name: String? = nil) -> LayoutSolverConstraint {
        LayoutSolverConstraint(lhs, relation, rhs, priority: LayoutSolverPriority(priority), name: name)
    }

    @Test func aRequiredEquationsConstantMovesWhatDependsOnIt() throws {
        let x = LayoutVariable("x"), y = LayoutVariable("y"), z = LayoutVariable("z")
        var solver = LayoutSolver()
        let pin = constraint(LayoutExpression(x), .equal, LayoutExpression(10))
        try solver.addConstraint(pin)
        try solver.addConstraint(constraint(LayoutExpression(y), .equal, x + 5))
        try solver.addConstraint(constraint(LayoutExpression(z), .equal, LayoutExpression(3)))
        let before = solver.statistics
        let moved = constraint(LayoutExpression(x), .equal, LayoutExpression(20))
        try solver.changeConstant(of: pin, to: moved)
        #expect([x, y, z].map(solver.value(of:)) == [20, 25, 3])
        #expect(solver.statistics.pivots == before.pivots)
        #expect(solver.statistics.rowsTouched - before.rowsTouched == 2)
        #expect(solver.contains(moved) && !solver.contains(pin))
        #expect(solver.invariantViolations() == [])
    }

    @Test func boundsAndWishesTakeTheirNewConstants() throws {
        let width = LayoutVariable("width")
        var solver = LayoutSolver()
        let atLeast = constraint(LayoutExpression(width), .greaterThanOrEqual, LayoutExpression(20))
        let atMost = constraint(LayoutExpression(width), .lessThanOrEqual, LayoutExpression(100))
        let wish = constraint(LayoutExpression(width), .equal, LayoutExpression(0), 250)
        for c in [atLeast, atMost, wish] { try solver.addConstraint(c) }
        #expect(solver.value(of: width) == 20)
        // The tight bound rises: the wish yields further.
        let higher = constraint(LayoutExpression(width), .greaterThanOrEqual, LayoutExpression(50))
        try solver.changeConstant(of: atLeast, to: higher)
        #expect(solver.value(of: width) == 50)
        // The wish moves above the bound, then past the upper bound.
        let wishMore = constraint(LayoutExpression(width), .equal, LayoutExpression(70), 250)
        try solver.changeConstant(of: wish, to: wishMore)
        #expect(solver.value(of: width) == 70)
        let wishTooMuch = constraint(LayoutExpression(width), .equal, LayoutExpression(130), 250)
        try solver.changeConstant(of: wishMore, to: wishTooMuch)
        #expect(solver.value(of: width) == 100)
        // The upper bound (slack basic while not tight) moves down below the wish.
        let lower = constraint(LayoutExpression(width), .lessThanOrEqual, LayoutExpression(80))
        try solver.changeConstant(of: atMost, to: lower)
        #expect(solver.value(of: width) == 80)
        #expect(solver.invariantViolations() == [])
    }

    @Test func aConstantThatCannotHoldIsRefusedAndNamesTheConflict() throws {
        let x = LayoutVariable("x")
        var solver = LayoutSolver()
        let atLeast = constraint(LayoutExpression(x), .greaterThanOrEqual, LayoutExpression(100), 1000, "atLeast")
        let atMost = constraint(LayoutExpression(x), .lessThanOrEqual, LayoutExpression(150), 1000, "atMost")
        try solver.addConstraint(atLeast)
        try solver.addConstraint(atMost)
        let tooLow = constraint(LayoutExpression(x), .lessThanOrEqual, LayoutExpression(50), 1000, "atMost")
        #expect(throws: LayoutSolverError.unsatisfiable(tooLow, conflicting: [tooLow, atLeast])) {
            try solver.changeConstant(of: atMost, to: tooLow)
        }
        #expect(solver.contains(atMost) && !solver.contains(tooLow))
        #expect(solver.value(of: x) == 100)
        #expect(solver.invariantViolations() == [])
    }

    @Test func seededConstantChangesMatchAFreshSolve() throws {
        var changes = 0, refusals = 0
        for seed in UInt64(1)...40 {
            var state = seed
            func next(_ bound: Int) -> Int {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return Int((state >> 33) % UInt64(bound))
            }
            let variables = (0..<5).map { LayoutVariable("v\($0)") }
            var solver = LayoutSolver()
            var held: [LayoutSolverConstraint] = []
            func random(constant: Double? = nil, like model: LayoutSolverConstraint? = nil) -> LayoutSolverConstraint {
                if let model {
                    var terms = model.expression
                    terms.constant = 0
                    return LayoutSolverConstraint(terms, model.relation, LayoutExpression(-(constant ?? 0)),
                                                  priority: model.priority)
                }
                var lhs = LayoutExpression(variables[next(5)])
                if next(2) == 0 { lhs = lhs - variables[next(5)] }
                let relations: [LayoutRelation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
                let priorities: [Double] = [1000, 1000, 750, 250]
                return LayoutSolverConstraint(lhs, relations[next(3)], LayoutExpression(Double(next(41) * 5)),
                                              priority: LayoutSolverPriority(priorities[next(4)]))
            }
            for _ in 0..<40 {
                if !held.isEmpty && next(2) == 0 {
                    let index = next(held.count)
                    let replacement = random(constant: Double(next(41) * 5 - 50), like: held[index])
                    do {
                        try solver.changeConstant(of: held[index], to: replacement)
                        held[index] = replacement
                        changes += 1
                    } catch {
                        guard case .unsatisfiable = error else { throw error }
                        refusals += 1
                        #expect(solver.contains(held[index]))
                    }
                } else {
                    let new = random()
                    if (try? solver.addConstraint(new)) != nil { held.append(new) }
                }
                #expect(solver.invariantViolations() == [], "seed \(seed)")
                var fresh = LayoutSolver()
                for c in held { try fresh.addConstraint(c) }
                #expect(sameErrors(errorByPriority(of: held, fresh.value(of:)), errorByPriority(of: held, solver.value(of:))),
                        "seed \(seed)")
            }
        }
        // The runs do change constants, and some changes conflict (the counts for these seeds).
        #expect(changes == 758)
        #expect(refusals == 35)
    }
}
