import Dispatch
import Synchronization

extension Array where Element: Sendable {
    /// `map` on every core, results in order: for the index build's text
    /// analysis and transliteration, pure work per element that would
    /// otherwise keep one core idle.
    func concurrentMap<T: Sendable>(_ transform: @Sendable (Element) -> T) -> [T] {
        // More chunks than cores, so that one slow chunk does not hold the rest up.
        let chunkCount = Swift.min(count, 32)
        guard chunkCount > 0 else { return [] }
        let chunkSize = (count + chunkCount - 1) / chunkCount
        let chunks = Mutex<[Int: [T]]>([:])
        DispatchQueue.concurrentPerform(iterations: chunkCount) { chunk in
            let results = self[Swift.min(chunk * chunkSize, count)..<Swift.min((chunk + 1) * chunkSize, count)].map(transform)
            chunks.withLock { $0[chunk] = results }
        }
        return chunks.withLock { chunks in (0..<chunkCount).flatMap { chunks[$0] ?? [] } }
    }
}
