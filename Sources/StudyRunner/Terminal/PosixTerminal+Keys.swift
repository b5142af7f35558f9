#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reading keys: the decoder is fed from `InputChannel` reads, keys are stamped with the
/// time of the read that delivered their last byte, a lone ESC becomes Escape after
/// `escapeDelay` of silence, and signals become `.resize` / `.resume` or a thrown stop.
extension PosixTerminal {
    func readKey(timeout: Duration?) throws -> TimedKey {
        writer.flush()
        try writer.checkOutput()
        let deadline = timeout.map { MonotonicClock.now().advanced(by: $0) }
        let wasRaw = isRaw
        setRaw(true)
        defer { if !wasRaw && !isFullScreen { setRaw(false) } }
        return try nextKey(until: deadline)
    }

    private func nextKey(until deadline: MonotonicTime?) throws -> TimedKey {
        while true {
            if !pendingSignals.isEmpty {
                let signals = pendingSignals
                pendingSignals = []
                if let event = try act(on: signals) { return TimedKey(event, at: MonotonicClock.now()) }
            }
            if !pendingEvents.isEmpty {
                return TimedKey(pendingEvents.removeFirst(), at: MonotonicClock.now())
            }
            if let key = decoder.next() { return stamped(key) }

            // An unfinished sequence waits only `escapeDelay` after its last byte, even past
            // the caller's deadline: the key was pressed in time.
            let settling = decoder.isWaitingForMoreBytes && !decoder.isInsidePaste
            let waitUntil =
                settling ? (arrivals.last?.time ?? MonotonicClock.now()).advanced(by: escapeDelay) : deadline

            switch try channel.next(maximum: 4096, until: waitUntil) {
            case .bytes(let bytes, let time):
                decoder.feed(bytes)
                bytesFed += bytes.count
                arrivals.append((bytesFed, time))
            case .signals(let signals):
                if let event = try act(on: signals) { return TimedKey(event, at: MonotonicClock.now()) }
            case .timedOut:
                if settling, let key = decoder.next(noMoreBytesComing: true) { return stamped(key) }
                if !settling { return TimedKey(.timeout, at: MonotonicClock.now()) }
            case .endOfInput:
                if let key = decoder.next(noMoreBytesComing: true) { return stamped(key) }
                throw TerminalError.endOfInput
            }
        }
    }

    /// The key with the time of the read that delivered its last byte.
    private func stamped(_ key: Key) -> TimedKey {
        let consumed = decoder.consumedByteCount
        arrivals.removeAll { $0.end < consumed }
        let time = arrivals.first?.time ?? MonotonicClock.now()
        if arrivals.first?.end == consumed { arrivals.removeFirst() }
        return TimedKey(key, at: time)
    }

    /// Acts on signals in order; returns the event to report, throws for a stop signal
    /// (after acting on the rest, so a resize is not lost).
    func act(on signals: [TerminalSignal]) throws -> Key? {
        var queue = signals
        var event: Key?
        var stop: TerminalSignal?
        while !queue.isEmpty {
            switch queue.removeFirst() {
            case .interrupt: stop = stop ?? .interrupt
            case .terminate: stop = stop ?? .terminate
            case .hangup: stop = stop ?? .hangup
            case .resize: event = event ?? .resize
            case .resume:
                reenterAfterContinue()
                event = .resume
            case .suspend:
                queue += suspendNow()
                event = .resume
            }
        }
        if let stop {
            if let event { pendingEvents.append(event) }
            throw TerminalInterrupted(signal: stop)
        }
        return event
    }
}
