import Testing
@testable import UIKit

/// The Cassowary-style solver under Auto Layout: exact solved values, which constraint
/// yields, what a conflict names, and how much work a change costs (counted, not timed).
struct LayoutSolverTests {
    private func constraint(_ lhs: LayoutExpression, _ relation: LayoutRelation, _ rhs: LayoutExpression,
                            _ priority: Double = 1000, _ name: String? = nil) -> LayoutSolverConstraint {
        LayoutSolverConstraint(lhs, relation, rhs, priority: LayoutSolverPriority(priority), name: name)
    }

    @Test func equalitiesChainThroughOneAnother() throws {
        let x = LayoutVariable("x"), y = LayoutVariable("y"), z = LayoutVariable("z")
        var solver = LayoutSolver()
        try solver.addConstraint(constraint(LayoutExpression(y), .equal, x + 5))
        try solver.addConstraint(constraint(LayoutExpression(z), .equal, 2 * y))
        try solver.addConstraint(constraint(LayoutExpression(x), .equal, LayoutExpression(10)))
        #expect(solver.value(of: x) == 10)
        #expect(solver.value(of: y) == 15)
        #expect(solver.value(of: z) == 30)
    }

    @Test func inequalitiesBoundWhatWeakerWishesPull() throws {
        let width = LayoutVariable("width")
        var solver = LayoutSolver()
        try solver.addConstraint(constraint(LayoutExpression(width), .greaterThanOrEqual, LayoutExpression(20)))
        try solver.addConstraint(constraint(LayoutExpression(width), .lessThanOrEqual, LayoutExpression(100)))
        try solver.addConstraint(constraint(LayoutExpression(width), .equal, LayoutExpression(0), 250))
        #expect(solver.value(of: width) == 20)
        try solver.addConstraint(constraint(LayoutExpression(width), .equal, LayoutExpression(150), 750))
        #expect(solver.value(of: width) == 100)
    }

    @Test func theWeakerOfTwoConflictingWishesYields() throws {
        let x = LayoutVariable("x")
        var solver = LayoutSolver()
        let low = constraint(LayoutExpression(x), .equal, LayoutExpression(200), 250)
        let high = constraint(LayoutExpression(x), .equal, LayoutExpression(100), 750)
        try solver.addConstraint(low)
        try solver.addConstraint(high)
        #expect(solver.value(of: x) == 100)
        try solver.removeConstraint(high)
        #expect(solver.value(of: x) == 200)
    }

    @Test func aRequiredMaximumBreaksAPreferredWidth() throws {
        // left = 0, right = left + width, width = 300 @500, right <= 200.
        let left = LayoutVariable("left"), right = LayoutVariable("right"), width = LayoutVariable("width")
        var solver = LayoutSolver()
        try solver.addConstraint(constraint(LayoutExpression(left), .equal, LayoutExpression(0)))
        try solver.addConstraint(constraint(LayoutExpression(right), .equal, left + width))
        try solver.addConstraint(constraint(LayoutExpression(width), .equal, LayoutExpression(300), 500))
        #expect(solver.value(of: right) == 300)
        try solver.addConstraint(constraint(LayoutExpression(right), .lessThanOrEqual, LayoutExpression(200)))
        #expect(solver.value(of: width) == 200)
        #expect(solver.value(of: right) == 200)
    }

    @Test func aRequiredConflictOfEquationsNamesTheWholeCycle() throws {
        let x = LayoutVariable("x"), y = LayoutVariable("y"), z = LayoutVariable("z")
        var solver = LayoutSolver()
        let pinX = constraint(LayoutExpression(x), .equal, LayoutExpression(10), 1000, "pinX")
        let follow = constraint(LayoutExpression(y), .equal, x + 5, 1000, "follow")
        let bystander = constraint(LayoutExpression(z), .equal, LayoutExpression(7), 1000, "bystander")
        let pinY = constraint(LayoutExpression(y), .equal, LayoutExpression(20), 1000, "pinY")
        try solver.addConstraint(pinX)
        try solver.addConstraint(follow)
        try solver.addConstraint(bystander)
        #expect(throws: LayoutSolverError.unsatisfiable(pinY, conflicting: [pinY, pinX, follow])) {
            try solver.addConstraint(pinY)
        }
        #expect(!solver.contains(pinY))
        #expect(solver.value(of: x) == 10)
        #expect(solver.value(of: y) == 15)
        // The report reads as UIKit's does, naming each constraint.
        let message = LayoutSolverError.unsatisfiable(pinY, conflicting: [pinY, pinX, follow]).description
        #expect(message == "Unable to simultaneously satisfy constraints: pinY: y + -20.0 == 0 conflicts with "
            + "pinY: y + -20.0 == 0; pinX: x + -10.0 == 0; follow: -1.0·x + y + -5.0 == 0")
    }

    @Test func aRequiredConflictOfInequalitiesNamesBothBounds() throws {
        let x = LayoutVariable("x"), w = LayoutVariable("w")
        var solver = LayoutSolver()
        let atLeast = constraint(LayoutExpression(x), .greaterThanOrEqual, LayoutExpression(100), 1000, "atLeast")
        let wish = constraint(LayoutExpression(x), .equal, LayoutExpression(30), 250, "wish")
        let other = constraint(LayoutExpression(w), .lessThanOrEqual, LayoutExpression(5), 1000, "other")
        let atMost = constraint(LayoutExpression(x), .lessThanOrEqual, LayoutExpression(50), 1000, "atMost")
        try solver.addConstraint(atLeast)
        try solver.addConstraint(wish)
        try solver.addConstraint(other)
        #expect(throws: LayoutSolverError.unsatisfiable(atMost, conflicting: [atMost, atLeast])) {
            try solver.addConstraint(atMost)
        }
        #expect(solver.value(of: x) == 100)
        // The solver is whole again: a satisfiable bound still goes in and is met.
        try solver.addConstraint(constraint(LayoutExpression(x), .lessThanOrEqual, LayoutExpression(150)))
        #expect(solver.value(of: x) == 100)
    }

    @Test func removingAConstraintRestoresThePreviousSolution() throws {
        let left = LayoutVariable("left"), right = LayoutVariable("right"), mid = LayoutVariable("mid")
        var solver = LayoutSolver()
        try solver.addConstraint(constraint(LayoutExpression(left), .greaterThanOrEqual, LayoutExpression(0)))
        try solver.addConstraint(constraint(LayoutExpression(right), .lessThanOrEqual, LayoutExpression(400)))
        try solver.addConstraint(constraint(2 * mid, .equal, left + right))
        try solver.addConstraint(constraint(right - left, .greaterThanOrEqual, LayoutExpression(40)))
        try solver.addConstraint(constraint(LayoutExpression(left), .equal, LayoutExpression(100), 250))
        try solver.addConstraint(constraint(LayoutExpression(right), .equal, LayoutExpression(300), 250))
        let before = [left, right, mid].map(solver.value(of:))
        #expect(before == [100, 300, 200])
        let squeeze = constraint(LayoutExpression(mid), .equal, LayoutExpression(390), 750)
        try solver.addConstraint(squeeze)
        #expect([left, right, mid].map(solver.value(of:)) == [360, 400, 380])
        try solver.removeConstraint(squeeze)
        #expect([left, right, mid].map(solver.value(of:)) == before)
        #expect(throws: LayoutSolverError.unknownConstraint(squeeze)) { try solver.removeConstraint(squeeze) }
    }

    @Test func suggestingAValueTouchesOnlyTheEditedChain() throws {
        // Two independent chains of 10; only chain a is edited.
        let a = (0..<10).map { LayoutVariable("a\($0)") }
        let b = (0..<10).map { LayoutVariable("b\($0)") }
        var solver = LayoutSolver()
        for chain in [a, b] {
            try solver.addConstraint(constraint(LayoutExpression(chain[0]), .greaterThanOrEqual, LayoutExpression(0)))
            for i in 1..<chain.count {
                try solver.addConstraint(constraint(LayoutExpression(chain[i]), .equal, chain[i - 1] + 10))
            }
        }
        try solver.addEditVariable(a[0], priority: LayoutSolverPriority(999))
        try solver.suggestValue(a[0], 50)
        #expect(a.map(solver.value(of:)) == (0..<10).map { 50 + 10 * Double($0) })
        #expect(b.map(solver.value(of:)) == (0..<10).map { 10 * Double($0) })

        let before = solver.statistics
        try solver.suggestValue(a[0], 70)
        let work = work(since: before, in: solver)
        #expect(a.map(solver.value(of:)) == (0..<10).map { 70 + 10 * Double($0) })
        #expect(b.map(solver.value(of:)) == (0..<10).map { 10 * Double($0) })
        // Chain a's ten rows plus its error row at most; none of chain b's.
        #expect(work == LayoutSolverStatistics(pivots: 0, rowsTouched: 11, cellsCombined: 0))

        // Below the bound the edit yields to the required a0 >= 0.
        try solver.suggestValue(a[0], -30)
        #expect(solver.value(of: a[0]) == 0)
        #expect(solver.value(of: a[9]) == 90)
        try solver.removeEditVariable(a[0])
        #expect(throws: LayoutSolverError.unknownEditVariable(a[0])) { try solver.suggestValue(a[0], 1) }
    }

    @Test func editVariablesMustBeNonRequiredAndSingle() throws {
        let x = LayoutVariable("x")
        var solver = LayoutSolver()
        #expect(throws: LayoutSolverError.requiredEditVariable(x)) { try solver.addEditVariable(x, priority: .required) }
        try solver.addEditVariable(x, priority: .defaultHigh)
        #expect(throws: LayoutSolverError.duplicateEditVariable(x)) { try solver.addEditVariable(x, priority: .defaultHigh) }
    }

    @Test func aRunawayRequestIsUndoneAtThePivotLimit() throws {
        let x = LayoutVariable("x")
        var solver = LayoutSolver()
        try solver.addConstraint(constraint(LayoutExpression(x), .greaterThanOrEqual, LayoutExpression(10)))
        try solver.addConstraint(constraint(LayoutExpression(x), .equal, LayoutExpression(0), 250))
        #expect(solver.value(of: x) == 10)
        solver.pivotLimit = 0
        let bound = constraint(LayoutExpression(x), .greaterThanOrEqual, LayoutExpression(20))
        #expect(throws: LayoutSolverError.pivotLimitExceeded(limit: 0)) { try solver.addConstraint(bound) }
        #expect(!solver.contains(bound))
        #expect(solver.value(of: x) == 10)
    }

    @Test func aChainOf500ViewsSolvesWithLinearWork() throws {
        // Edges v0…v499, each at least 2 past the previous, all pulled weakly to 0,
        // the last one edited: the stack is packed at 2-point steps, then pushed.
        let count = 500
        let v = (0..<count).map { LayoutVariable("v\($0)") }
        var solver = LayoutSolver()
        try solver.addConstraint(constraint(LayoutExpression(v[0]), .greaterThanOrEqual, LayoutExpression(0)))
        for i in 1..<count {
            try solver.addConstraint(constraint(LayoutExpression(v[i]), .greaterThanOrEqual, v[i - 1] + 2))
            try solver.addConstraint(constraint(LayoutExpression(v[i]), .equal, LayoutExpression(0), 1))
        }
        #expect(v.map(solver.value(of:)) == (0..<count).map { 2 * Double($0) })
        // No pivot and no existing row rewritten: each new edge's row is written out from
        // the previous edge's (edge i in terms of slacks 0…i, i + 1 cells), once for its
        // bound and once for its wish, which is count² - 1 cells in all.
        #expect(solver.statistics == LayoutSolverStatistics(pivots: 0, rowsTouched: 0, cellsCombined: count * count - 1))

        // Pulling the last edge out touches only its own rows (its edge, its wish, its
        // edit's error) with one pivot…
        try solver.addEditVariable(v[count - 1], priority: .defaultHigh)
        var before = solver.statistics
        try solver.suggestValue(v[count - 1], 2000)
        #expect(v.map(solver.value(of:)) == (0..<count).map { $0 == count - 1 ? 2000 : 2 * Double($0) })
        #expect(work(since: before, in: solver) == LayoutSolverStatistics(pivots: 1, rowsTouched: 3, cellsCombined: 1002))

        // …while pushing the first moves all 500 edges and their 499 wishes, one pivot.
        try solver.addEditVariable(v[0], priority: .defaultHigh)
        before = solver.statistics
        try solver.suggestValue(v[0], 100)
        #expect(v.map(solver.value(of:)) == (0..<count).map { $0 == count - 1 ? 2000 : 100 + 2 * Double($0) })
        #expect(work(since: before, in: solver) == LayoutSolverStatistics(pivots: 1, rowsTouched: 999, cellsCombined: 1996))
    }

    private func work(since before: LayoutSolverStatistics, in solver: LayoutSolver) -> LayoutSolverStatistics {
        LayoutSolverStatistics(pivots: solver.statistics.pivots - before.pivots,
                               rowsTouched: solver.statistics.rowsTouched - before.rowsTouched,
                               cellsCombined: solver.statistics.cellsCombined - before.cellsCombined)
    }
}

/// Seeded random runs: after every add, remove and suggested value the tableau is sound, a reported
/// conflict is a real one, and the incremental optimum equals a fresh solve's.
struct LayoutSolverRandomTests {
    /// A small deterministic generator (SplitMix64), so a failing seed replays.
    private struct SplitMix {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
    }

    private func randomConstraint(_ variables: [LayoutVariable], _ random: inout SplitMix) -> LayoutSolverConstraint {
        var lhs = LayoutExpression(variables[random.below(variables.count)])
        if random.below(2) == 0 { lhs = lhs - variables[random.below(variables.count)] }
        let rhs = LayoutExpression(Double(random.below(41) * 5))
        let relation: [LayoutRelation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
        let priorities: [Double] = [1000, 1000, 750, 250, 1]
        return LayoutSolverConstraint(lhs, relation[random.below(3)], rhs,
                                      priority: LayoutSolverPriority(priorities[random.below(5)]))
    }

    @Test func randomRequestsKeepTheTableauSound() throws {
        var conflicts = 0, removals = 0, suggestions = 0
        for seed in UInt64(1)...40 {
            try run(seed: seed, conflicts: &conflicts, removals: &removals, suggestions: &suggestions)
        }
        // The runs do reach conflicts, removals and edits (the counts for these seeds).
        #expect(conflicts == 108)
        #expect(removals == 480)
        #expect(suggestions == 505)
    }

    private func run(seed: UInt64, conflicts: inout Int, removals: inout Int, suggestions: inout Int) throws {
        var random = SplitMix(state: seed)
        let variables = (0..<6).map { LayoutVariable("v\($0)") }
        var solver = LayoutSolver()
        var held: [LayoutSolverConstraint] = []
        // v0 and v1 are dragged about at priority 500 throughout.
        var edited: [Double] = [0, 0]
        for variable in variables.prefix(2) { try solver.addEditVariable(variable, priority: LayoutSolverPriority(500)) }
        for _ in 0..<60 {
            if random.below(5) == 0 {
                let which = random.below(2)
                edited[which] = Double(random.below(81) * 5 - 100)
                try solver.suggestValue(variables[which], edited[which])
                suggestions += 1
            } else if !held.isEmpty && random.below(4) == 0 {
                try solver.removeConstraint(held.remove(at: random.below(held.count)))
                removals += 1
            } else {
                let next = randomConstraint(variables, &random)
                do {
                    try solver.addConstraint(next)
                    held.append(next)
                } catch {
                    guard case let .unsatisfiable(constraint, conflicting) = error else { throw error }
                    conflicts += 1
                    // The named set alone conflicts: all but the new one go in, it does not.
                    var alone = LayoutSolver()
                    for other in conflicting.dropFirst() { try alone.addConstraint(other) }
                    #expect(constraint === next)
                    #expect(throws: LayoutSolverError.self) { try alone.addConstraint(constraint) }
                }
            }
            #expect(solver.invariantViolations() == [], "seed \(seed)")
            var fresh = LayoutSolver()
            for (variable, value) in zip(variables, edited) {
                try fresh.addConstraint(LayoutSolverConstraint(LayoutExpression(variable), .equal, LayoutExpression(value),
                                                               priority: LayoutSolverPriority(500)))
            }
            for constraint in held { try fresh.addConstraint(constraint) }
            let wishes = held.filter { !$0.priority.isRequired } + zip(variables, edited).map { variable, value in
                LayoutSolverConstraint(LayoutExpression(variable), .equal, LayoutExpression(value), priority: LayoutSolverPriority(500))
            }
            #expect(sameErrors(errorByPriority(of: wishes, fresh.value(of:)), errorByPriority(of: wishes, solver.value(of:))),
                    "seed \(seed)")
            for constraint in held where constraint.priority.isRequired {
                let value = constraint.expression.evaluate(solver.value(of:))
                switch constraint.relation {
                case .equal: #expect(abs(value) < 1e-6, "seed \(seed): \(constraint)")
                case .lessThanOrEqual: #expect(value < 1e-6, "seed \(seed): \(constraint)")
                case .greaterThanOrEqual: #expect(value > -1e-6, "seed \(seed): \(constraint)")
                }
            }
        }
    }
}
