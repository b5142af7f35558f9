import Foundation

/// The processor time the calling thread spends in `work`. The limits in these tests guard
/// against runaway work (a quadratic or exponential path), not speed: unlike the wall clock,
/// processor time does not grow while other processes hold the cores, so a loaded machine
/// (a parallel build, the other test suites) does not make them fail. Speed itself is
/// measured by the benchmarks under bench/.
func processorTime(_ work: () -> Void) -> Duration {
    func now() -> Duration {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
    }
    let start = now()
    work()
    return now() - start
}
