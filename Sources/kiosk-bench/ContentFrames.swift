import CoreGraphics
@_spi(KioskRuntime) import QuartzCore
@_spi(KioskRuntime) import UIKit

/// Issue 19's "no frame that depends on the page's content": the same frames over a
/// one-view page and over a page of 500 labels (`ContentPage`), each a main-loop turn
/// plus its render (`ContentScene`), interleaved scene by scene: every frame of
/// snapshot transitions (push, flip, dissolve, curl) — the first, which takes the
/// snapshots, the steady ones (and the one the labels weigh most), the last, where the
/// live tree comes back, and the one after — the navigation controller's own push and
/// pop (views moving, no snapshots), and an idle frame.
@MainActor enum ContentFrames {
    struct Row {
        let id: String
        let name: String
        /// Median milliseconds of the thread's processor time per frame on each page
        /// (the frames draw on the main thread alone).
        let oneViewMs: Double
        let labelsMs: Double
        /// With the work ahead of need each frame leaves for after its picture.
        let oneViewAllMs: Double
        let labelsAllMs: Double
        let memcpyMs: Double
    }

    /// A snapshot transition lasts 14.5 frames: frames 0…14 are in flight, frame 15 ends it.
    static let transitionFrames = 15
    /// The navigation push's frames 1…19 of its 21 are timed as steady (0.35 s at 60 Hz).
    static let navigationSteadyFrames = 19

    private static let transitions: [(id: String, name: String, type: CATransitionType, subtype: CATransitionSubtype?)] = [
        ("push", "push, steady", .push, .fromRight),
        ("flip", "flip, steady", .flip, .fromLeft),
        ("dissolve", "dissolve, steady", .fade, nil),
        ("curl", "curl, steady", .pageCurl, nil),
    ]

    /// For `.ci/instructions`: the frames the 500 labels weigh on most — a push
    /// transition's first frame (snapshots), its last (the live tree back) and the
    /// navigation push's first frame —
    /// and the rest of the navigation push and the whole pop, each counted as one
    /// (the frames where a page starts to slide draw its picture, unless it is found
    /// again: a median of their times hides them), over each page, each counted
    /// (`countedFrame`) on the second of two rounds, so that caches are as a running
    /// app has them.
    static func count(width: Int, height: Int) {
        let clock = VirtualMediaClock(startingAt: 0)
        MediaClocks.install(clock)
        var t = 1.0
        let scenes = [(name: "1view", scene: ContentScene(.oneView, width: width, height: height, clock: clock, at: t)),
                      (name: "labels", scene: ContentScene(.labels, width: width, height: height, clock: clock, at: t))]
        func nextTime() -> TimeInterval {
            t += 1.0 / 60
            return t
        }
        for round in 0..<2 {
            func first(_ id: String, of scene: ContentScene, at time: TimeInterval) {
                counted(id) { scene.frame(at: time) }
            }
            func counted(_ id: String, _ frames: () -> Void) {
                guard round == 1 else { return frames() }
                countedFrame(frames)
                frameCounted("\(id)\t\(width)x\(height)\t0")
            }
            for (name, scene) in scenes {
                let start = nextTime()
                scene.beginTransition(.push, .fromRight, duration: (Double(transitionFrames) - 0.5) / 60, at: start)
                first("first-\(name)", of: scene, at: start)
                for _ in 1..<transitionFrames { scene.frame(at: nextTime()) }
                counted("last-\(name)") { scene.frame(at: nextTime()) }
                scene.frame(at: nextTime())
                let push = nextTime()
                scene.push(at: push)
                first("nav-first-\(name)", of: scene, at: push)
                counted("nav-rest-\(name)") {
                    for _ in 0..<(navigationSteadyFrames + 4) { scene.frame(at: nextTime()) }
                }
                counted("nav-pop-\(name)") {
                    scene.pop(at: nextTime())
                    for _ in 0..<(navigationSteadyFrames + 5) { scene.frame(at: nextTime()) }
                }
                precondition(scene.navigation.topViewController !== scene.pushed, "ContentFrames: the pop did not finish")
            }
        }
    }

    /// Runs every frame kind `cycles` times per page after one untimed cycle (idle:
    /// `cycles` × 4 frames) and returns the medians in report order.
    static func run(width: Int, height: Int, cycles: Int) -> [Row] {
        let memcpyMs = memcpyFrame(bytes: width * height * 4)
        let clock = VirtualMediaClock(startingAt: 0)
        MediaClocks.install(clock)
        var t = 1.0
        let scenes = [ContentScene(.oneView, width: width, height: height, clock: clock, at: t),
                      ContentScene(.labels, width: width, height: height, clock: clock, at: t)]
        // Each frame is timed up to its picture, as the render server presents it, and
        // with the work ahead of need it leaves for after (a slice of the page a
        // transition brings back, cache entries put to rest: `BuildAhead`), all it
        // costs the render thread.
        var shown: [String: [[Double]]] = [:]
        var all: [String: [[Double]]] = [:]
        var timing = false
        func record(_ id: String, _ scene: Int, _ ms: [Frame]) {
            guard timing else { return }
            shown[id, default: [[], []]][scene] += ms.map(\.shown)
            all[id, default: [[], []]][scene] += ms.map(\.all)
        }
        func nextTime() -> TimeInterval {
            t += 1.0 / 60
            return t
        }
        func frame(_ scene: ContentScene, at time: TimeInterval) -> Frame {
            let upToPicture = threadTimed { scene.frameUpToItsPicture(at: time) }
            let ahead = threadTimed { scene.workAhead() }
            return Frame(shown: upToPicture, all: upToPicture + ahead)
        }
        func frame(_ scene: ContentScene) -> Frame { frame(scene, at: nextTime()) }

        func transitionCycle(_ index: Int, _ type: CATransitionType, _ subtype: CATransitionSubtype?, id: String) {
            let scene = scenes[index]
            let start = nextTime()
            scene.beginTransition(type, subtype, duration: (Double(transitionFrames) - 0.5) / 60, at: start)
            record("first", index, [frame(scene, at: start)])
            let steady = (1..<transitionFrames).map { _ in frame(scene) }
            record(id, index, steady)
            // Each steady frame on its own too, for the one that weighs the labels most.
            for (k, ms) in steady.enumerated() { record("\(id)-steady-\(k)", index, [ms]) }
            record("last", index, [frame(scene)])
            record("after", index, [frame(scene)])
        }
        func navigationCycle(_ index: Int, push: Bool) {
            let scene = scenes[index]
            let start = nextTime()
            if push { scene.push(at: start) } else { scene.pop(at: start) }
            record("navigation-first", index, [frame(scene, at: start)])
            let steady = (0..<navigationSteadyFrames).map { _ in frame(scene) }
            record("navigation", index, steady)
            // Each frame of the push (or pop) on its own too: the dearest is reported, so
            // that a frame that draws a page's picture is not hidden in the median.
            for (k, ms) in steady.enumerated() { record("navigation-\(push ? "push" : "pop")-\(k)", index, [ms]) }
            for _ in 0..<4 { _ = frame(scene) }
            precondition((scene.navigation.topViewController === scene.pushed) == push,
                         "ContentFrames: the navigation \(push ? "push" : "pop") did not finish in 24 frames")
        }

        for cycle in 0...cycles {
            timing = cycle > 0
            for transition in transitions {
                for index in scenes.indices { transitionCycle(index, transition.type, transition.subtype, id: transition.id) }
            }
            for push in [true, false] {
                for index in scenes.indices { navigationCycle(index, push: push) }
            }
        }
        for _ in 0..<(cycles * 4) {
            for index in scenes.indices { record("idle", index, [frame(scenes[index])]) }
        }

        func row(_ id: String, _ name: String, shown s: [[Double]], all a: [[Double]]) -> Row {
            Row(id: id, name: name, oneViewMs: median(s[0]), labelsMs: median(s[1]),
                oneViewAllMs: median(a[0]), labelsAllMs: median(a[1]), memcpyMs: memcpyMs)
        }
        let names = [("first", "first frame (snapshots)")] + transitions.map { ($0.id, $0.name) }
            + [("last", "last frame (live back)"), ("after", "frame after the last"),
               ("navigation-first", "navigation, first"), ("navigation", "navigation, steady"), ("idle", "idle frame")]
        var rows = names.map { id, name in row(id, name, shown: shown[id] ?? [[], []], all: all[id] ?? [[], []]) }
        // The steady frame of the push or pop whose median is the highest, on each page.
        func navigationPositions(_ samples: [String: [[Double]]]) -> [[[Double]]] {
            Array(samples.filter { $0.key.hasPrefix("navigation-push-") || $0.key.hasPrefix("navigation-pop-") }.values)
        }
        func highest(_ positions: [[[Double]]], _ page: Int) -> Double { positions.map { median($0[page]) }.max() ?? 0 }
        let (navigationShown, navigationAll) = (navigationPositions(shown), navigationPositions(all))
        let dearest = Row(id: "navigation-dearest", name: "navigation, dearest steady",
                          oneViewMs: highest(navigationShown, 0), labelsMs: highest(navigationShown, 1),
                          oneViewAllMs: highest(navigationAll, 0), labelsAllMs: highest(navigationAll, 1), memcpyMs: memcpyMs)
        rows.insert(dearest, at: rows.firstIndex { $0.id == "navigation" }.map { $0 + 1 } ?? rows.count)
        // The steady transition frame (of any type, at any position) where the labels'
        // median is furthest above the one view's (up to the picture, and with the work
        // ahead, each its own dearest): a frame that builds a slice of the page a
        // transition brings in (`PrebuiltSublayers`) is not hidden in a median.
        func worstSteady(_ samples: [String: [[Double]]]) -> [[Double]] {
            let positions = transitions.flatMap { t in
                (1..<transitionFrames).compactMap { samples["\(t.id)-steady-\($0 - 1)"] }
            }
            return positions.max(by: { median($0[1]) / median($0[0]) < median($1[1]) / median($1[0]) }) ?? [[], []]
        }
        rows.insert(row("steady-dearest", "transition, dearest steady", shown: worstSteady(shown), all: worstSteady(all)),
                    at: rows.firstIndex { $0.id == "last" } ?? rows.count)
        return rows
    }

    /// One frame's processor time: up to its picture, and with the work ahead it leaves.
    struct Frame {
        let shown: Double
        let all: Double
    }
}
