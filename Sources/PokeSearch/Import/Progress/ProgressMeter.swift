import Foundation

/// Counts files as the writer stores them and reports progress at most
/// every 50 ms, so that reporting never slows the import down.
final class ProgressMeter {
    private let report: (ImportProgress) -> Void
    private let feed: any DumpFeed
    private let started = Date()
    private var done = 0
    private var lastReport = Date.distantPast
    private var lastEndpoint: Endpoint?

    init(feed: any DumpFeed, report: @escaping (ImportProgress) -> Void) {
        self.feed = feed
        self.report = report
    }

    func fileDone(_ endpoint: Endpoint) {
        done += 1
        // Checking the clock every file would cost more than the report itself.
        guard done % 16 == 0 || endpoint != lastEndpoint || done == feed.fileCount else { return }
        lastEndpoint = endpoint
        let now = Date()
        guard now.timeIntervalSince(lastReport) >= 0.05 || done == feed.fileCount else { return }
        lastReport = now
        send(.reading(endpoint), now: now)
    }

    /// Announces a phase that has no file count of its own.
    func enter(_ phase: ImportProgress.Phase) {
        send(phase, now: Date())
    }

    private func send(_ phase: ImportProgress.Phase, now: Date) {
        let seconds = max(now.timeIntervalSince(started), 0.001)
        let bytes = feed.bytesRead
        let progress = ImportProgress(
            phase: phase, filesDone: done, filesTotal: feed.fileCount, bytesDone: bytes, bytesTotal: feed.byteCount,
            filesPerSecond: Double(done) / seconds, bytesPerSecond: Double(bytes) / seconds, secondsLeft: nil)
        report(progress.estimatingTimeLeft(after: seconds))
    }
}
