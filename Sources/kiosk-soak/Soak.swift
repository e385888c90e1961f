import CoreGraphics
import Foundation
@_spi(KioskRuntime) import Kiosk
@_spi(KioskRuntime) import KioskHeadless
import KioskDemos
import UIKit

/// The soak itself: one headless screen on the virtual clock, the three loops played
/// round after round (navigation, view transitions, CATransitions: 37 transitions a
/// round) with the demos' tours played before the first round and every
/// `toursEvery` transitions after, the process sampled after warm-up and every
/// `reportEvery` transitions.
@MainActor struct Soak {
    /// How long the loops' view transitions and CATransitions last: short, so that a
    /// soak of many transitions takes minutes (each still draws all its frames, 6 at
    /// 60 Hz); navigation transitions keep UIKit's 0.35 s.
    static let transitionDuration = 0.1

    static let transitionsPerRound = NavigationLoop.transitionsPerRound + ViewTransitionLoop.transitionsPerRound
        + LayerTransitionLoop.transitionsPerRound

    let width: Int
    let height: Int
    let transitions: Int
    let warmUp: Int
    let reportEvery: Int
    let toursEvery: Int
    /// The demos whose tours are played.
    let demos: [Demo]

    /// One row of the report: the process and the tables at a round's end.
    struct Sample {
        let stage: String
        let transitions: Int
        let tours: Int
        let virtualTime: Double
        let wallTime: Double
        let process: ProcessSample
        let tables: ScreenTableCounts?
    }

    /// How many round ends a sample's resident memory is the least of. The render
    /// server frees a finished frame's buffers on its own thread, so at any one round's
    /// end 0, 1 or 2 frame-sized buffers (3 MB each at 768×1024, measured) may still be
    /// held for a moment; the least of the last rounds is what the process keeps. A leak
    /// raises that floor; a frame in flight does not.
    static let residentWindow = 8

    /// Runs the soak, handing each sample to `report` as it is taken.
    func run(report: (Sample) -> Void) throws -> [Sample] {
        let started = ContinuousClock.now
        var samples: [Sample] = []
        var recentResident: [Int] = []
        func take(_ stage: String, _ screen: HeadlessScreen?, transitions: Int, tours: Int) throws {
            let process = try ProcessSample.now().withResidentFloor(recentResident.min() ?? .max)
            let sample = Sample(stage: stage, transitions: transitions, tours: tours, virtualTime: screen?.time ?? 0,
                                wallTime: (ContinuousClock.now - started).seconds, process: process,
                                tables: screen?.tableCounts.settled)
            samples.append(sample)
            report(sample)
        }
        try take("start", nil, transitions: 0, tours: 0)

        let screen = HeadlessScreen(width: width, height: height)
        let navigation = NavigationLoop(), views = ViewTransitionLoop(), layers = LayerTransitionLoop()
        var played = 0, tours = 0
        var nextTours = 0, nextSample = warmUp
        var warm = false
        while played < transitions || !warm {
            if played >= nextTours {
                try TourPlayer.play(demos, on: screen)
                tours += 1
                nextTours += toursEvery
            }
            screen.window.rootViewController = navigation.controller
            try navigation.playRound(on: screen)
            screen.window.rootViewController = views.controller
            try views.playRound(on: screen)
            screen.window.rootViewController = layers.controller
            try layers.playRound(on: screen)
            played += Self.transitionsPerRound
            recentResident.append(try ProcessSample.residentNow())
            if recentResident.count > Self.residentWindow { recentResident.removeFirst() }
            if played >= nextSample {
                let stage = warm ? (played >= transitions ? "end" : "") : "warm-up"
                try take(stage, screen, transitions: played, tours: tours)
                warm = true
                nextSample = played + reportEvery
            }
        }
        if samples.last?.stage != "end" { try take("end", screen, transitions: played, tours: tours) }
        return samples
    }
}

extension Duration {
    var seconds: Double { Double(components.seconds) + Double(components.attoseconds) * 1e-18 }
}
