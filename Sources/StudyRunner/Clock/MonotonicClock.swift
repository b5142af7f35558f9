#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A point on `CLOCK_MONOTONIC`, in nanoseconds: the time base of every key stamp and
/// every stimulus onset, so reaction times are differences on one clock that never jumps
/// (wall-clock time can be set back by NTP or the participant mid-task).
struct MonotonicTime: Comparable, Hashable, Sendable, CustomStringConvertible {
    var nanoseconds: UInt64

    init(nanoseconds: UInt64) {
        self.nanoseconds = nanoseconds
    }

    static func < (lhs: MonotonicTime, rhs: MonotonicTime) -> Bool {
        lhs.nanoseconds < rhs.nanoseconds
    }

    /// The time between two instants (negative if `rhs` is later).
    static func - (lhs: MonotonicTime, rhs: MonotonicTime) -> Duration {
        if lhs >= rhs {
            return .nanoseconds(Int64(clamping: lhs.nanoseconds - rhs.nanoseconds))
        }
        return .nanoseconds(-Int64(clamping: rhs.nanoseconds - lhs.nanoseconds))
    }

    /// The instant `duration` later (earlier if negative), clamped to the clock's range.
    func advanced(by duration: Duration) -> MonotonicTime {
        let delta = duration.wholeNanoseconds
        if delta >= 0 {
            let (sum, overflow) = nanoseconds.addingReportingOverflow(UInt64(delta))
            return MonotonicTime(nanoseconds: overflow ? .max : sum)
        }
        let magnitude = delta.magnitude
        return MonotonicTime(nanoseconds: nanoseconds > magnitude ? nanoseconds - magnitude : 0)
    }

    var description: String { "\(nanoseconds) ns" }
}

/// Reads `CLOCK_MONOTONIC`. A bare function call so that it can sit directly after a
/// `read(2)` with nothing in between.
enum MonotonicClock {
    @inline(__always)
    static func now() -> MonotonicTime {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return MonotonicTime(nanoseconds: UInt64(spec.tv_sec) &* 1_000_000_000 &+ UInt64(spec.tv_nsec))
    }
}

extension Duration {
    /// The duration in whole nanoseconds, saturating at the bounds of `Int64`.
    var wholeNanoseconds: Int64 {
        let (seconds, attoseconds) = components
        let (scaled, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        if overflow { return seconds < 0 ? .min : .max }
        let (sum, overflowAgain) = scaled.addingReportingOverflow(attoseconds / 1_000_000_000)
        if overflowAgain { return seconds < 0 ? .min : .max }
        return sum
    }
}
