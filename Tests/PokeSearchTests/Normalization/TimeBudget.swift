#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

extension NormalizationTests {
    /// Time limits for speed tests, which also run in debug builds and beside other tests.
    enum TimeBudget {
        /// `release`, or ten times as much in an unoptimized debug build.
        static func scaled(_ release: Duration) -> Duration {
            #if DEBUG
            release * 10
            #else
            release
            #endif
        }

        /// The CPU time the current thread spends in `body`: unlike the wall
        /// clock, it does not count the time other tests take the cores.
        static func cpuTime(of body: () -> Void) -> Duration {
            func now() -> Duration {
                var time = timespec()
                clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
                return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
            }
            let start = now()
            body()
            return now() - start
        }
    }
}
