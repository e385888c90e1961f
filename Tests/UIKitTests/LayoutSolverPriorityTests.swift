import Testing
@testable import UIKit

/// Priorities as UIKit weighs them: a higher priority is met before any number of lower
/// ones, constraints at one priority trade in proportion, and an optional priority can
/// change in place on a held constraint.
struct LayoutSolverPriorityTests {
    private func constraint(_ lhs: LayoutExpression, _ relation: LayoutRelation, _ rhs: LayoutExpression,
                            _ priority: Double = 1000, _ name: String? = nil) -> LayoutSolverConstraint {
        LayoutSolverConstraint(lhs, relation, rhs, priority: LayoutSolverPriority(priority), name: name)
    }

    private func wish(_ variable: LayoutVariable, _ value: Double, _ priority: Double) -> LayoutSolverConstraint {
        constraint(LayoutExpression(variable), .equal, LayoutExpression(value), priority)
    }

    @Test func fiveWishesAt250DoNotOutweighOneAt999() throws {
        // Weighed by raw priority, 5 × 250 × 100 points would beat 999 × 100 and put x at 100.
        let x = LayoutVariable("x")
        var solver = LayoutSolver()
        try solver.addConstraint(wish(x, 0, 999))
        for _ in 0..<5 { try solver.addConstraint(wish(x, 100, 250)) }
        #expect(solver.value(of: x) == 0)
        // Forty of them do not either; one at 1000 does.
        for _ in 0..<35 { try solver.addConstraint(wish(x, 100, 250)) }
        #expect(solver.value(of: x) == 0)
        try solver.addConstraint(constraint(LayoutExpression(x), .greaterThanOrEqual, LayoutExpression(30)))
        #expect(solver.value(of: x) == 30)
    }

    @Test func threeHuggingWishesLoseToOneCompressionResistance() throws {
        // One shared width, three views hugging it at 40 (250) and one resisting below 100
        // (750): weighed by raw priority 3 × 250 = 750, every width from 40 to 100 costs
        // the same; by level the 750 is met first.
        let width = LayoutVariable("width")
        var solver = LayoutSolver()
        for _ in 0..<3 {
            try solver.addConstraint(constraint(LayoutExpression(width), .lessThanOrEqual, LayoutExpression(40), 250))
        }
        try solver.addConstraint(constraint(LayoutExpression(width), .greaterThanOrEqual, LayoutExpression(100), 750))
        #expect(solver.value(of: width) == 100)
    }

    @Test func equalPrioritiesStillTradeInProportionToError() throws {
        // |x - 0| + |x - 0| + |x - 100| + |x - 100| + |x - 100| is least at 100.
        let x = LayoutVariable("x"), y = LayoutVariable("y")
        var solver = LayoutSolver()
        for _ in 0..<2 { try solver.addConstraint(wish(x, 0, 250)) }
        for _ in 0..<3 { try solver.addConstraint(wish(x, 100, 250)) }
        #expect(solver.value(of: x) == 100)
        // y = 2x with y wished to 10 and x to 40, both at 500: a point of x costs two of y,
        // so |2x - 10| + |x - 40| is least at x = 5; with x wished to 40 three times,
        // |2x - 10| + 3|x - 40| is least at x = 40. The 250s below do not count.
        try solver.addConstraint(constraint(LayoutExpression(y), .equal, 2 * x))
        try solver.addConstraint(wish(y, 10, 500))
        try solver.addConstraint(wish(x, 40, 500))
        #expect(solver.value(of: x) == 5)
        #expect(solver.value(of: y) == 10)
        for _ in 0..<2 { try solver.addConstraint(wish(x, 40, 500)) }
        #expect(solver.value(of: x) == 40)
        #expect(solver.value(of: y) == 80)
        // One level up, a single wish moves everything under it.
        try solver.addConstraint(wish(y, 0, 501))
        #expect(solver.value(of: x) == 0)
        #expect(solver.value(of: y) == 0)
        #expect(solver.invariantViolations() == [])
    }

    @Test func anEditAt999BeatsAnyNumberOfLowerWishes() throws {
        let v = (0..<50).map { LayoutVariable("v\($0)") }
        var solver = LayoutSolver()
        for i in 1..<v.count {
            try solver.addConstraint(constraint(LayoutExpression(v[i]), .equal, v[i - 1] + 1))
            try solver.addConstraint(wish(v[i], 0, 998))
        }
        try solver.addEditVariable(v[0], priority: LayoutSolverPriority(999))
        try solver.suggestValue(v[0], 500)
        #expect(solver.value(of: v[0]) == 500)
        #expect(solver.value(of: v[49]) == 549)
        #expect(solver.invariantViolations() == [])
    }

    @Test func aPriorityChangesInPlaceAndReoptimisesOnlyWhatItTouches() throws {
        // A chain of 100 edges (each 2 past the previous, all pulled to 0 at 1) beside a
        // lone x wished to 0 at 300 and to 100 at 500.
        let v = (0..<100).map { LayoutVariable("v\($0)") }
        let x = LayoutVariable("x")
        var solver = LayoutSolver()
        try solver.addConstraint(constraint(LayoutExpression(v[0]), .greaterThanOrEqual, LayoutExpression(0)))
        for i in 1..<v.count {
            try solver.addConstraint(constraint(LayoutExpression(v[i]), .greaterThanOrEqual, v[i - 1] + 2))
            try solver.addConstraint(wish(v[i], 0, 1))
        }
        let low = wish(x, 0, 300), high = wish(x, 100, 500)
        try solver.addConstraint(low)
        try solver.addConstraint(high)
        #expect(solver.value(of: x) == 100)

        let raised = LayoutSolverConstraint(low.expression, .equal, LayoutExpression(0), priority: LayoutSolverPriority(700))
        let before = solver.statistics
        try solver.changePriority(of: low, to: raised)
        #expect(solver.value(of: x) == 0)
        #expect(!solver.contains(low))
        #expect(solver.contains(raised))
        #expect(solver.invariantViolations() == [])
        // One pivot, and of the chain's 199 rows none is rewritten: only x's own.
        #expect(solver.statistics.pivots - before.pivots == 1)
        #expect(solver.statistics.rowsTouched - before.rowsTouched == 1)
        #expect(v.map(solver.value(of:)) == (0..<v.count).map { 2 * Double($0) })

        // Lowering it again puts x back; to or from required is refused, nothing changed.
        let lowered = LayoutSolverConstraint(low.expression, .equal, LayoutExpression(0), priority: LayoutSolverPriority(250))
        try solver.changePriority(of: raised, to: lowered)
        #expect(solver.value(of: x) == 100)
        let required = LayoutSolverConstraint(low.expression, .equal, LayoutExpression(0))
        #expect(throws: LayoutSolverError.requiredPriorityChange(lowered)) {
            try solver.changePriority(of: lowered, to: required)
        }
        #expect(solver.contains(lowered))
        #expect(solver.value(of: x) == 100)
    }

    @Test func seededPriorityChangesMatchAFreshSolve() throws {
        var changes = 0
        var moved = 0
        for seed in UInt64(1)...30 {
            var state = seed
            func next(_ bound: Int) -> Int {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return Int((state >> 33) % UInt64(bound))
            }
            let variables = (0..<5).map { LayoutVariable("v\($0)") }
            let priorities: [Double] = [1000, 999, 750, 500, 251, 250, 1]
            var solver = LayoutSolver()
            var held: [LayoutSolverConstraint] = []
            for _ in 0..<40 {
                let optional = held.indices.filter { !held[$0].priority.isRequired }
                if !optional.isEmpty && next(3) == 0 {
                    let index = optional[next(optional.count)]
                    let replacement = LayoutSolverConstraint(held[index].expression, held[index].relation, LayoutExpression(0),
                                                             priority: LayoutSolverPriority(priorities[1 + next(6)]))
                    let values = variables.map(solver.value(of:))
                    try solver.changePriority(of: held[index], to: replacement)
                    held[index] = replacement
                    changes += 1
                    if variables.map(solver.value(of:)) != values { moved += 1 }
                } else {
                    var lhs = LayoutExpression(variables[next(5)])
                    if next(2) == 0 { lhs = lhs - variables[next(5)] }
                    let relations: [LayoutRelation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
                    let new = LayoutSolverConstraint(lhs, relations[next(3)], LayoutExpression(Double(next(41) * 5)),
                                                     priority: LayoutSolverPriority(priorities[next(7)]))
                    if (try? solver.addConstraint(new)) != nil { held.append(new) }
                }
                #expect(solver.invariantViolations() == [], "seed \(seed)")
                var fresh = LayoutSolver()
                for c in held { try fresh.addConstraint(c) }
                #expect(sameErrors(errorByPriority(of: held, fresh.value(of:)), errorByPriority(of: held, solver.value(of:))),
                        "seed \(seed)")
            }
        }
        // The runs do change priorities, and some changes move the solution (the counts for these seeds).
        #expect(changes == 359)
        #expect(moved == 52)
    }
}

/// `isAmbiguous`: whether a variable could move with every constraint met as well.
struct LayoutSolverAmbiguityTests {
    @Test func aVariableIsFixedOnlyWhenNoEquallyGoodValueIsLeft() throws {
        let x = LayoutVariable("x"), y = LayoutVariable("y"), free = LayoutVariable("free")
        var solver = LayoutSolver()
        #expect(solver.isAmbiguous(free))
        try solver.addConstraint(LayoutSolverConstraint(LayoutExpression(x), .greaterThanOrEqual, LayoutExpression(10)))
        #expect(solver.isAmbiguous(x))
        try solver.addConstraint(LayoutSolverConstraint(LayoutExpression(x), .lessThanOrEqual, LayoutExpression(10)))
        #expect(!solver.isAmbiguous(x))
        // y = x + free: free's wishes tie at 250 (y anywhere from 20 to 30) until one is raised.
        try solver.addConstraint(LayoutSolverConstraint(LayoutExpression(y), .equal, x + free))
        let near = LayoutSolverConstraint(LayoutExpression(y), .equal, LayoutExpression(20), priority: .defaultLow)
        try solver.addConstraint(near)
        try solver.addConstraint(LayoutSolverConstraint(LayoutExpression(y), .equal, LayoutExpression(30), priority: .defaultLow))
        #expect(solver.isAmbiguous(y))
        #expect(!solver.isAmbiguous(x))
        try solver.changePriority(of: near, to: LayoutSolverConstraint(near.expression, .equal, LayoutExpression(0),
                                                                      priority: LayoutSolverPriority(251)))
        #expect(!solver.isAmbiguous(y))
        #expect(solver.value(of: y) == 20)
        #expect(solver.value(of: free) == 10)
    }
}
