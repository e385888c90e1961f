import Foundation
@testable import Kiosk
import QuartzCore

/// A DRM card that replays a recording (the virtual board's vkms card by default),
/// for host tests of the DRM display: it answers every read from the recording, keeps
/// the properties' values as commits change them, checks each commit the way the
/// kernel does (master, known properties, valid values, a mode on an active CRTC, no
/// second flip while one is pending), and sends page-flip events at the vblanks of a
/// virtual clock — one every frame period of the CRTC's mode (16.666 ms on vkms).
/// Every call that changes the card is recorded in `trace`, as swift-system's mocking
/// driver does, so tests assert the exact requests. Knobs make it refuse atomic, refuse
/// test-only commits, drop flip events, keep master elsewhere or fail any call.
final class FakeDRMDevice: DRMDevice, @unchecked Sendable {
    /// A call that changes the card.
    enum Call: Equatable {
        case setClientCapability(DRMClientCapability)
        case setMaster
        case dropMaster
        case createModeBlob(UInt32, DRMModeInfo)
        case destroyPropertyBlob(UInt32)
        case atomicCommit(DRMAtomicRequest, DRMAtomicFlags)
        case setCRTC(crtc: UInt32, framebuffer: UInt32, x: UInt32, y: UInt32, connectors: [UInt32], mode: DRMModeInfo?)
        case pageFlip(crtc: UInt32, framebuffer: UInt32)
        case setConnectorProperty(connector: UInt32, property: UInt32, value: UInt64)
        case createDumbBuffer(width: Int, height: Int, bitsPerPixel: Int)
        case destroyDumbBuffer(UInt32)
        case addFramebuffer(UInt32, width: Int, height: Int, format: UInt32)
        case removeFramebuffer(UInt32)
    }

    let recording: DRMCardRecording
    let clock: VirtualMediaClock
    /// Vblanks come at `firstVBlank + k × period`.
    let period: Double
    let firstVBlank: Double

    // Knobs, set before the display opens the card.
    /// False: a render-only node.
    var isKMSDevice = true
    /// The kernel refuses DRM_CLIENT_CAP_ATOMIC (an older kernel or driver).
    var refusesAtomic = false
    /// Every TEST_ONLY commit fails with EINVAL.
    var refusesTestOnlyCommits = false
    /// Another client is master: `setMaster` fails with EBUSY, and this one is not master.
    var masterHeldElsewhere = false
    /// The next this many flips complete without an event.
    var flipEventsToDrop = 0
    /// The display on a connector changed since the recording (unplugged, switched off,
    /// another display plugged in): its status (1 connected, 2 disconnected) and modes,
    /// by connector id. Set at any time: the next probe reads it.
    var connectorStates: [UInt32: (connection: UInt32, modes: [DRMModeInfo])] {
        get { lock.withLock { connectorStatesLocked } }
        set { lock.withLock { connectorStatesLocked = newValue } }
    }
    private var connectorStatesLocked: [UInt32: (connection: UInt32, modes: [DRMModeInfo])] = [:]
    /// Calls that fail with an errno, by name ("atomicCommit", "setCRTC", "pageFlip",
    /// "setMaster", "dropMaster", "setConnectorProperty", "createDumbBuffer", "addFramebuffer", "mapDumbBuffer").
    var failures: [String: Int32] = [:]

    private let lock = NSLock()
    private var calls: [Call] = []
    private var master: Bool?
    /// The client capabilities accepted: without them the kernel hides writeback
    /// connectors, and primary and cursor planes.
    private var clientCapabilities: Set<DRMClientCapability> = []
    /// Property values by object, in the recording's order.
    private var values: [UInt32: [(property: UInt32, value: UInt64)]]
    private let types: [UInt32: DRMObjectType]
    private let definitions: [UInt32: DRMPropertyInfo]
    /// The mode each MODE_ID blob holds.
    private var modes: [UInt32: DRMModeInfo]
    private var framebuffers: Set<UInt32>
    private var dumbBuffers: [UInt32: (memory: UnsafeMutableRawPointer, size: Int)] = [:]
    private var nextID: UInt32 = 1000
    /// Flips waiting for their vblank: CRTC, time and vblank number.
    private var pendingFlips: [(crtc: UInt32, time: Double, sequence: UInt32, sendsEvent: Bool)] = []

    /// A fake of `recording`, its clock at `start` (on a vblank).
    init(_ recording: DRMCardRecording = FakeDRMDevice.vkms, start: Double = 100) {
        self.recording = recording
        clock = VirtualMediaClock(startingAt: start)
        firstVBlank = start
        let mode = recording.crtcs.first?.mode.map { DRMMode(info: $0) }
        period = mode?.framePeriod ?? 1.0 / 60
        var values: [UInt32: [(UInt32, UInt64)]] = [:]
        var types: [UInt32: DRMObjectType] = [:]
        for object in recording.objectProperties {
            values[object.object] = object.values.map { ($0.property, $0.value) }
            types[object.object] = object.type
        }
        self.values = values
        self.types = types
        let definitions = Dictionary(uniqueKeysWithValues: recording.properties.map { ($0.id, $0) })
        self.definitions = definitions
        var modes: [UInt32: DRMModeInfo] = [:]
        var framebuffers: Set<UInt32> = []
        for crtc in recording.crtcs {
            if let mode = crtc.mode, let blob = values[crtc.id]?.first(where: { definitions[$0.0]?.name == "MODE_ID" })?.1 {
                modes[UInt32(blob)] = mode
            }
            if crtc.framebuffer != 0 { framebuffers.insert(crtc.framebuffer) }
        }
        for plane in recording.planes where plane.framebuffer != 0 { framebuffers.insert(plane.framebuffer) }
        self.modes = modes
        self.framebuffers = framebuffers
    }

    deinit {
        for buffer in dumbBuffers.values { buffer.memory.deallocate() }
    }

    /// The virtual board's vkms card (Fixtures/vkms-card.json), read on each use: a
    /// global holding its `Data` blobs at exit is a leak to LeakSanitizer (`Data` keeps
    /// its storage pointer tagged, which LeakSanitizer cannot follow).
    static var vkms: DRMCardRecording { Fixtures.load("vkms-card.json") }

    /// An opener that opens this card at its path and nothing else (ENOENT).
    var opener: DRMDeviceOpener {
        DRMDeviceOpener { [self] path throws(SystemError) in
            guard path == recording.path else { throw SystemError(call: "open", path: path, errno: ENOENT) }
            return self
        }
    }

    /// The calls that changed the card so far.
    var trace: [Call] { lock.withLock { calls } }

    /// Forgets the calls so far.
    func resetTrace() { lock.withLock { calls.removeAll() } }

    /// The value of `object`'s property `name` now.
    func value(of name: String, on object: UInt32) -> UInt64? {
        lock.withLock { values[object]?.first { definitions[$0.property]?.name == name }?.value }
    }

    /// The id of `object`'s property `name`.
    func propertyID(_ name: String, on object: UInt32) -> UInt32? {
        lock.withLock { values[object]?.first { definitions[$0.property]?.name == name }?.property }
    }

    var path: String { recording.path }

    // MARK: The client

    func isKMS() -> Bool { isKMSDevice }

    func setClientCapability(_ capability: DRMClientCapability, to value: UInt64) throws(SystemError) {
        try locked { () throws(SystemError) in
            calls.append(.setClientCapability(capability))
            if capability == .atomic && refusesAtomic { throw error("drmSetClientCap", EOPNOTSUPP) }
            guard recording.clientCapabilities.contains(capability.description) else { throw error("drmSetClientCap", EINVAL) }
            clientCapabilities.insert(capability)
        }
    }

    func capability(_ capability: DRMCapability) throws(SystemError) -> UInt64 {
        guard let value = recording.capabilities[capability.description] else { throw error("drmGetCap", EINVAL) }
        return value
    }

    func driverName() throws(SystemError) -> String { recording.driver }

    // MARK: Master

    func isMaster() -> Bool { lock.withLock { isMasterLocked } }

    func setMaster() throws(SystemError) {
        try locked { () throws(SystemError) in
            calls.append(.setMaster)
            try fail("setMaster")
            if masterHeldElsewhere && master != true { throw error("drmSetMaster", EBUSY) }
            master = true
        }
    }

    func dropMaster() throws(SystemError) {
        try locked { () throws(SystemError) in
            calls.append(.dropMaster)
            try fail("dropMaster")
            guard isMasterLocked else { throw error("drmDropMaster", EINVAL) }
            master = false
        }
    }

    /// The first opener of a card no one else masters is master.
    private var isMasterLocked: Bool { master ?? !masterHeldElsewhere }

    // MARK: Reading the card

    func resources() throws(SystemError) -> DRMResourceIDs {
        var ids = recording.resources
        if !lock.withLock({ clientCapabilities.contains(.writebackConnectors) }) {
            ids.connectors.removeAll { id in recording.connectors.first { $0.id == id }?.type == DRMConnectorInfo.writebackType }
        }
        return ids
    }

    func connector(_ id: UInt32) throws(SystemError) -> DRMConnectorInfo {
        guard var connector = recording.connectors.first(where: { $0.id == id }) else { throw error("drmModeGetConnector", ENOENT) }
        if let state = connectorStates[id] {
            connector.connection = state.connection
            connector.modes = state.modes
        }
        let crtc = value(of: "CRTC_ID", on: id) ?? 0
        connector.currentEncoder = crtc == 0 ? 0 : connector.encoders.first ?? 0
        return connector
    }

    func encoder(_ id: UInt32) throws(SystemError) -> DRMEncoderInfo {
        guard var encoder = recording.encoders.first(where: { $0.id == id }) else { throw error("drmModeGetEncoder", ENOENT) }
        let driven = recording.connectors.first { $0.encoders.contains(id) && (value(of: "CRTC_ID", on: $0.id) ?? 0) != 0 }
        encoder.crtc = driven.flatMap { value(of: "CRTC_ID", on: $0.id) }.map(UInt32.init) ?? 0
        return encoder
    }

    func crtc(_ id: UInt32) throws(SystemError) -> DRMCRTCInfo {
        guard recording.crtcs.contains(where: { $0.id == id }) else { throw error("drmModeGetCrtc", ENOENT) }
        let plane = primaryPlane(on: id)
        let blob = UInt32(value(of: "MODE_ID", on: id) ?? 0)
        return DRMCRTCInfo(id: id, framebuffer: plane.map { UInt32(value(of: "FB_ID", on: $0) ?? 0) } ?? 0,
                           x: plane.map { UInt32((value(of: "SRC_X", on: $0) ?? 0) >> 16) } ?? 0,
                           y: plane.map { UInt32((value(of: "SRC_Y", on: $0) ?? 0) >> 16) } ?? 0,
                           mode: lock.withLock { modes[blob] })
    }

    func planes() throws(SystemError) -> [UInt32] {
        let universal = lock.withLock { clientCapabilities.contains(.universalPlanes) }
        return recording.planes.map(\.id).filter { universal || value(of: "type", on: $0) == 0 }
    }

    func plane(_ id: UInt32) throws(SystemError) -> DRMPlaneInfo {
        guard var plane = recording.planes.first(where: { $0.id == id }) else { throw error("drmModeGetPlane", ENOENT) }
        plane.crtc = UInt32(value(of: "CRTC_ID", on: id) ?? 0)
        plane.framebuffer = UInt32(value(of: "FB_ID", on: id) ?? 0)
        return plane
    }

    func properties(of object: UInt32, type: DRMObjectType) throws(SystemError) -> [DRMPropertyValue] {
        try locked { () throws(SystemError) in
            guard let list = values[object], types[object] == type else { throw error("drmModeObjectGetProperties", EINVAL) }
            return list.map { DRMPropertyValue(property: $0.property, value: $0.value) }
        }
    }

    func property(_ id: UInt32) throws(SystemError) -> DRMPropertyInfo {
        guard let definition = definitions[id] else { throw error("drmModeGetProperty", ENOENT) }
        return definition
    }

    func propertyBlob(_ id: UInt32) throws(SystemError) -> [UInt8] {
        guard let blob = recording.blobs.first(where: { $0.id == id }) else { throw error("drmModeGetPropertyBlob", ENOENT) }
        return [UInt8](blob.data)
    }

    // MARK: Setting modes

    func createModeBlob(_ mode: DRMModeInfo) throws(SystemError) -> UInt32 {
        lock.withLock {
            let id = newID()
            modes[id] = mode
            calls.append(.createModeBlob(id, mode))
            return id
        }
    }

    func destroyPropertyBlob(_ id: UInt32) {
        // The CRTC using it keeps its own reference: the mode stays known.
        lock.withLock { calls.append(.destroyPropertyBlob(id)) }
    }

    func atomicCommit(_ request: DRMAtomicRequest, flags: DRMAtomicFlags) throws(SystemError) {
        try locked { () throws(SystemError) in
            calls.append(.atomicCommit(request, flags))
            let name = "drmModeAtomicCommit"
            guard isMasterLocked else { throw error(name, EACCES) }
            try fail("atomicCommit")
            if flags.contains(.testOnly) && refusesTestOnlyCommits { throw error(name, EINVAL) }
            var changed = values
            var crtcsFlipped: Set<UInt32> = []
            for assignment in request.assignments {
                guard let index = changed[assignment.object]?.firstIndex(where: { $0.property == assignment.property }),
                      let definition = definitions[assignment.property], !definition.isImmutable,
                      definition.accepts(assignment.value), isValid(assignment.value, for: definition) else {
                    throw error(name, EINVAL)
                }
                let old = changed[assignment.object]![index].value
                changed[assignment.object]![index].value = assignment.value
                if ["MODE_ID", "ACTIVE"].contains(definition.name) || (types[assignment.object] == .connector
                    && definition.name == "CRTC_ID"), old != assignment.value, !flags.contains(.allowModeset) {
                    throw error(name, EINVAL)
                }
                if types[assignment.object] == .plane && definition.name == "FB_ID",
                   let crtc = changed[assignment.object]?.first(where: { definitions[$0.property]?.name == "CRTC_ID" })?.value,
                   crtc != 0 {
                    crtcsFlipped.insert(UInt32(crtc))
                }
            }
            try checkConsistent(changed)
            if flags.contains(.pageFlipEvent) {
                for crtc in crtcsFlipped {
                    guard isActive(crtc, in: changed) else { throw error(name, EINVAL) }
                    if pendingFlips.contains(where: { $0.crtc == crtc }) { throw error(name, EBUSY) }
                }
            }
            if flags.contains(.testOnly) { return }
            values = changed
            if flags.contains(.pageFlipEvent) { for crtc in crtcsFlipped { scheduleFlip(on: crtc) } }
        }
    }

    func setCRTC(_ crtc: UInt32, framebuffer: UInt32, x: UInt32, y: UInt32, connectors: [UInt32],
                 mode: DRMModeInfo?) throws(SystemError) {
        try locked { () throws(SystemError) in
            calls.append(.setCRTC(crtc: crtc, framebuffer: framebuffer, x: x, y: y, connectors: connectors, mode: mode))
            guard isMasterLocked else { throw error("drmModeSetCrtc", EACCES) }
            try fail("setCRTC")
            guard let plane = primaryPlaneLocked(on: crtc) else { throw error("drmModeSetCrtc", EINVAL) }
            for connector in recording.connectors.map(\.id) where setValue("CRTC_ID", on: connector, to: nil) == UInt64(crtc) {
                _ = setValue("CRTC_ID", on: connector, to: 0)
            }
            if let mode {
                guard framebuffers.contains(framebuffer) else { throw error("drmModeSetCrtc", EINVAL) }
                let blob = newID()
                modes[blob] = mode
                _ = setValue("MODE_ID", on: crtc, to: UInt64(blob))
                _ = setValue("ACTIVE", on: crtc, to: 1)
                for connector in connectors { _ = setValue("CRTC_ID", on: connector, to: UInt64(crtc)) }
                for (name, value) in [("FB_ID", UInt64(framebuffer)), ("CRTC_ID", UInt64(crtc)), ("SRC_X", UInt64(x) << 16),
                                      ("SRC_Y", UInt64(y) << 16), ("SRC_W", UInt64(mode.hdisplay) << 16),
                                      ("SRC_H", UInt64(mode.vdisplay) << 16), ("CRTC_X", 0), ("CRTC_Y", 0),
                                      ("CRTC_W", UInt64(mode.hdisplay)), ("CRTC_H", UInt64(mode.vdisplay))] {
                    _ = setValue(name, on: plane, to: value)
                }
            } else {
                _ = setValue("MODE_ID", on: crtc, to: 0)
                _ = setValue("ACTIVE", on: crtc, to: 0)
                _ = setValue("FB_ID", on: plane, to: 0)
                _ = setValue("CRTC_ID", on: plane, to: 0)
            }
        }
    }

    func pageFlip(crtc: UInt32, framebuffer: UInt32) throws(SystemError) {
        try locked { () throws(SystemError) in
            calls.append(.pageFlip(crtc: crtc, framebuffer: framebuffer))
            guard isMasterLocked else { throw error("drmModePageFlip", EACCES) }
            try fail("pageFlip")
            guard isActive(crtc, in: values), framebuffers.contains(framebuffer),
                  let plane = primaryPlaneLocked(on: crtc) else { throw error("drmModePageFlip", EINVAL) }
            if pendingFlips.contains(where: { $0.crtc == crtc }) { throw error("drmModePageFlip", EBUSY) }
            _ = setValue("FB_ID", on: plane, to: UInt64(framebuffer))
            scheduleFlip(on: crtc)
        }
    }

    func setConnectorProperty(_ connector: UInt32, property: UInt32, value: UInt64) throws(SystemError) {
        try locked { () throws(SystemError) in
            calls.append(.setConnectorProperty(connector: connector, property: property, value: value))
            guard isMasterLocked else { throw error("drmModeConnectorSetProperty", EACCES) }
            try fail("setConnectorProperty")
            guard let definition = definitions[property], definition.accepts(value),
                  let index = values[connector]?.firstIndex(where: { $0.property == property }) else {
                throw error("drmModeConnectorSetProperty", EINVAL)
            }
            values[connector]![index].value = value
            // DPMS through the atomic helpers: off makes the CRTC inactive, on active again.
            if definition.name == "DPMS", let crtc = values[connector]?.first(where: { definitions[$0.property]?.name == "CRTC_ID" })?.value,
               crtc != 0 {
                _ = setValue("ACTIVE", on: UInt32(crtc), to: value == 0 ? 1 : 0)
            }
        }
    }

    // MARK: Buffers

    func createDumbBuffer(width: Int, height: Int, bitsPerPixel: Int) throws(SystemError) -> DRMDumbBufferInfo {
        try locked { () throws(SystemError) in
            calls.append(.createDumbBuffer(width: width, height: height, bitsPerPixel: bitsPerPixel))
            try fail("createDumbBuffer")
            let pitch = (width * bitsPerPixel / 8 + 63) / 64 * 64
            let handle = newID()
            let size = pitch * height
            let memory = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 64)
            memory.initializeMemory(as: UInt8.self, repeating: 0xAA, count: size)
            dumbBuffers[handle] = (memory, size)
            return DRMDumbBufferInfo(handle: handle, pitch: UInt32(pitch), size: size)
        }
    }

    func mapDumbBuffer(_ buffer: DRMDumbBufferInfo) throws(SystemError) -> UnsafeMutableRawPointer {
        try locked { () throws(SystemError) in
            try fail("mapDumbBuffer")
            guard let mapped = dumbBuffers[buffer.handle] else { throw error("drmModeMapDumbBuffer", ENOENT) }
            return mapped.memory
        }
    }

    func unmap(_ address: UnsafeMutableRawPointer, size: Int) {}

    func destroyDumbBuffer(_ handle: UInt32) {
        lock.withLock {
            calls.append(.destroyDumbBuffer(handle))
            dumbBuffers.removeValue(forKey: handle)?.memory.deallocate()
        }
    }

    func addFramebuffer(width: Int, height: Int, format: UInt32, handle: UInt32, pitch: UInt32) throws(SystemError) -> UInt32 {
        try locked { () throws(SystemError) in
            try fail("addFramebuffer")
            guard dumbBuffers[handle] != nil, recording.planes.contains(where: { $0.formats.contains(format) }) else {
                throw error("drmModeAddFB2", EINVAL)
            }
            let id = newID()
            framebuffers.insert(id)
            calls.append(.addFramebuffer(id, width: width, height: height, format: format))
            return id
        }
    }

    func removeFramebuffer(_ id: UInt32) {
        lock.withLock {
            calls.append(.removeFramebuffer(id))
            framebuffers.remove(id)
        }
    }

    // MARK: Events and time

    func readFlipEvents() throws(SystemError) -> [FlipCompletion] {
        lock.withLock {
            let now = clock.now
            let due = pendingFlips.filter { $0.time <= now }
            pendingFlips.removeAll { $0.time <= now }
            return due.filter(\.sendsEvent).map { FlipCompletion(sequence: $0.sequence, time: $0.time, crtc: $0.crtc) }
        }
    }

    /// Moves the virtual clock to the next flip's vblank, if it comes within `timeout`,
    /// else by `timeout`: waiting takes no real time.
    func waitForEvents(timeout: Double) -> Bool {
        lock.withLock {
            let now = clock.now
            if let next = pendingFlips.map(\.time).min(), next <= now + timeout {
                if next > now { clock.set(to: next) }
                return pendingFlips.contains { $0.time <= clock.now && $0.sendsEvent }
            }
            // A display that waits an hour of virtual time for an event that is not coming
            // would loop for ever: stop the test instead.
            precondition(now - firstVBlank < 3600, "FakeDRMDevice: an hour of virtual time passed waiting for no event")
            clock.set(to: now + timeout)
            return false
        }
    }

    func latestVBlank(crtcIndex: Int) -> (sequence: UInt32, time: Double)? {
        lock.withLock {
            guard crtcIndex < recording.resources.crtcs.count, isActive(recording.resources.crtcs[crtcIndex], in: values) else {
                return nil
            }
            let count = ((clock.now - firstVBlank) / period + 1e-9).rounded(.down)
            return (UInt32(count), firstVBlank + count * period)
        }
    }

    func waitForFence(_ fence: Int32, timeout: Double) -> Bool { false }

    // MARK: The kernel's checks (called with `lock` held)

    /// `body` with `lock` held, its typed error passed on (NSLock.withLock's is untyped).
    private func locked<Value>(_ body: () throws(SystemError) -> Value) throws(SystemError) -> Value {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    private func fail(_ call: String) throws(SystemError) {
        if let errno = failures[call] { throw error(call, errno) }
    }

    private func error(_ call: String, _ errno: Int32) -> SystemError { SystemError(call: call, path: recording.path, errno: errno) }

    private func newID() -> UInt32 {
        nextID += 1
        return nextID
    }

    /// A blob property names a known mode; an object property a known framebuffer or CRTC.
    private func isValid(_ value: UInt64, for definition: DRMPropertyInfo) -> Bool {
        guard value != 0 else { return true }
        switch definition.name {
        case "MODE_ID": return modes[UInt32(value)] != nil
        case "FB_ID": return framebuffers.contains(UInt32(value))
        case "CRTC_ID": return recording.resources.crtcs.contains(UInt32(value))
        default: return true
        }
    }

    /// An active CRTC has a mode; a plane with a framebuffer is on a CRTC that has one.
    private func checkConsistent(_ state: [UInt32: [(property: UInt32, value: UInt64)]]) throws(SystemError) {
        func get(_ name: String, _ object: UInt32) -> UInt64 {
            state[object]?.first { definitions[$0.property]?.name == name }?.value ?? 0
        }
        for crtc in recording.resources.crtcs where get("ACTIVE", crtc) == 1 && get("MODE_ID", crtc) == 0 {
            throw error("drmModeAtomicCommit", EINVAL)
        }
        for plane in recording.planes.map(\.id) where get("FB_ID", plane) != 0 {
            let crtc = UInt32(get("CRTC_ID", plane))
            if crtc == 0 || get("MODE_ID", crtc) == 0 { throw error("drmModeAtomicCommit", EINVAL) }
        }
    }

    private func isActive(_ crtc: UInt32, in state: [UInt32: [(property: UInt32, value: UInt64)]]) -> Bool {
        state[crtc]?.first { definitions[$0.property]?.name == "ACTIVE" }?.value == 1
    }

    private func primaryPlane(on crtc: UInt32) -> UInt32? { lock.withLock { primaryPlaneLocked(on: crtc) } }

    private func primaryPlaneLocked(on crtc: UInt32) -> UInt32? {
        guard let index = recording.resources.crtcs.firstIndex(of: crtc) else { return nil }
        return recording.planes.first { plane in
            plane.possibleCRTCs & (1 << UInt32(index)) != 0
                && values[plane.id]?.first { definitions[$0.property]?.name == "type" }?.value == 1
        }?.id
    }

    /// Sets `object`'s property `name` (nil: leaves it) and returns its value before.
    private func setValue(_ name: String, on object: UInt32, to value: UInt64?) -> UInt64? {
        guard let index = values[object]?.firstIndex(where: { definitions[$0.property]?.name == name }) else { return nil }
        let old = values[object]![index].value
        if let value { values[object]![index].value = value }
        return old
    }

    /// The flip completes at the first vblank after now.
    private func scheduleFlip(on crtc: UInt32) {
        let next = ((clock.now - firstVBlank) / period + 1e-9).rounded(.down) + 1
        let sendsEvent = flipEventsToDrop == 0
        if !sendsEvent { flipEventsToDrop -= 1 }
        pendingFlips.append((crtc, firstVBlank + next * period, UInt32(next), sendsEvent))
    }
}
