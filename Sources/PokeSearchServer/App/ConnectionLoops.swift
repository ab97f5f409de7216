import NIOCore
import NIOPosix

/// The event loops that accept, read, parse and write the server's
/// connections: half the cores, at least one, rather than NIO's one per core.
///
/// Handlers run on Swift concurrency's pool, a thread per core; the loops
/// only move bytes. On two cores, two loops beside the pool's two threads
/// (and a load generator) meant more threads than cores, waking one another
/// for every request: with one loop, a load of distinct searches at 64
/// connections ran at the same or a higher rate with a p99 of 7.1–8.6 ms
/// against 10.2–12.0 (six runs each), the cheapest route 3 % slower.
enum ConnectionLoops {
    static let group: any EventLoopGroup = MultiThreadedEventLoopGroup(numberOfThreads: max(1, System.coreCount / 2))
}
