import CYaml
import Dispatch

/// Runs libyaml on a second thread, a few batches of events ahead of the tree builder.
///
/// libyaml's scanning is about half the work of loading a large spec, and it needs
/// nothing from the builder: with two cores, parsing the next events while the
/// current ones are built and decoded takes the parse off the critical path. The
/// builder still sees every event on the calling thread, in order, exactly as a plain
/// loop would give them, so the result does not depend on the timing.
///
/// Events live in a ring of batches. The worker fills a free batch and hands it over;
/// the caller handles its events and hands it back; the worker frees the old events
/// when it refills the batch, so libyaml's allocations stay on one thread. When the
/// caller stops early (a limit, a failure), the worker is told to stop and everything
/// still in the ring is freed.
enum YAMLEventPipe {
    /// Parses with `parser` on a worker and calls `handle` on the calling thread with
    /// each event until it returns false or the stream ends. Returns true when libyaml
    /// failed before that: its error is then in `parser`, which is safe to read again.
    static func run(
        _ parser: UnsafeMutablePointer<yaml_parser_t>, batchSize: Int, batches: Int,
        handle: (UnsafeMutablePointer<yaml_event_t>) -> Bool
    ) -> Bool {
        let ring = EventRing(batchSize: batchSize, batches: batches)
        let worker = Worker(parser: parser, ring: ring)
        DispatchQueue.global(qos: .userInitiated).async { worker.run() }
        var failed = false
        var slot = 0
        consuming: while true {
            ring.filled.wait()
            for index in 0..<ring.counts[slot] where !handle(ring.event(slot, index)) {
                break consuming
            }
            switch ring.states[slot] {
            case .more: break
            case .ended: break consuming
            case .failed:
                failed = true
                break consuming
            }
            ring.free.signal()
            slot = (slot + 1) % batches
        }
        ring.stop()
        ring.done.wait()
        ring.freeEvents()
        return failed
    }

    /// How a batch ends.
    enum BatchState {
        case more
        case ended
        case failed
    }

    /// The producing side; `@unchecked Sendable` because the parser and the ring are
    /// handed over whole: only the worker touches the parser until `done` is signalled.
    private struct Worker: @unchecked Sendable {
        let parser: UnsafeMutablePointer<yaml_parser_t>
        let ring: EventRing

        func run() {
            var slot = 0
            while true {
                ring.free.wait()
                if ring.isStopped { break }
                for index in 0..<ring.counts[slot] { yaml_event_delete(ring.event(slot, index)) }
                var count = 0
                var state = BatchState.more
                while count < ring.batchSize {
                    guard yaml_parser_parse(parser, ring.event(slot, count)) != 0 else {
                        state = .failed
                        break
                    }
                    count += 1
                    if ring.event(slot, count - 1).pointee.type == YAML_STREAM_END_EVENT {
                        state = .ended
                        break
                    }
                }
                ring.counts[slot] = count
                ring.states[slot] = state
                ring.filled.signal()
                if state != .more { break }
                slot = (slot + 1) % ring.batches
            }
            ring.done.signal()
        }
    }
}

/// The batches and the semaphores that pass them between the two threads: a batch's
/// events, count and state are written by one side before it signals, and read by the
/// other after its wait returns.
private final class EventRing: @unchecked Sendable {
    let batchSize: Int
    let batches: Int
    private let events: UnsafeMutablePointer<yaml_event_t>
    /// Per batch; raw memory rather than arrays, so that the two threads, each writing
    /// only the batch it holds, never share an array's header.
    let counts: UnsafeMutablePointer<Int>
    let states: UnsafeMutablePointer<YAMLEventPipe.BatchState>
    /// Batches the worker may fill.
    let free: DispatchSemaphore
    /// Batches the caller may handle.
    let filled = DispatchSemaphore(value: 0)
    /// Signalled once by the worker as it exits.
    let done = DispatchSemaphore(value: 0)
    private let lock = DispatchSemaphore(value: 1)
    private var stopped = false

    init(batchSize: Int, batches: Int) {
        self.batchSize = batchSize
        self.batches = batches
        // Left uninitialized (a C struct, written by libyaml before it is read): the
        // pages of batches a short file never reaches are never touched.
        events = .allocate(capacity: batchSize * batches)
        counts = .allocate(capacity: batches)
        counts.initialize(repeating: 0, count: batches)
        states = .allocate(capacity: batches)
        states.initialize(repeating: .more, count: batches)
        // Created empty and then signalled: libdispatch traps when a semaphore is freed
        // with a lower value than it was created with, and this one ends at any value.
        free = DispatchSemaphore(value: 0)
        for _ in 0..<batches { free.signal() }
    }

    deinit {
        events.deallocate()
        counts.deallocate()
        states.deallocate()
    }

    func event(_ slot: Int, _ index: Int) -> UnsafeMutablePointer<yaml_event_t> {
        events + slot * batchSize + index
    }

    var isStopped: Bool {
        lock.wait()
        defer { lock.signal() }
        return stopped
    }

    /// Tells the worker to stop, and gives it enough free batches to notice.
    func stop() {
        lock.wait()
        stopped = true
        lock.signal()
        for _ in 0..<batches { free.signal() }
    }

    /// Frees the events of every batch: call once the worker is done.
    func freeEvents() {
        for slot in 0..<batches {
            for index in 0..<counts[slot] { yaml_event_delete(event(slot, index)) }
            counts[slot] = 0
        }
    }
}
