import Foundation

/// Damages a database file as a failing disk or a stray write would:
/// garbage over whole pages, reproducibly.
enum PageDamage {
    /// Overwrites the 4 KiB pages `pages` of the file at `path` with random
    /// bytes drawn from `seed`; returns how many pages the file has.
    @discardableResult
    static func overwrite(_ path: String, pages: (Int) -> [Int], seed: UInt64 = 7) throws -> Int {
        let handle = try FileHandle(forUpdating: URL(fileURLWithPath: path))
        defer { try? handle.close() }
        let count = Int(try handle.seekToEnd()) / pageSize
        var generator = SplitMix(state: seed)
        for page in pages(count) where page > 0 && page < count {
            try handle.seek(toOffset: UInt64(page * pageSize))
            handle.write(Data((0..<pageSize).map { _ in UInt8(truncatingIfNeeded: generator.next()) }))
        }
        return count
    }

    /// A few pages in the middle of the file.
    static func middle(_ count: Int) -> [Int] {
        Array(count / 2 ..< min(count, count / 2 + 3))
    }

    /// One page in every `step`, from the 100th on: damage spread through the tables.
    static func spread(step: Int) -> (Int) -> [Int] {
        { count in Array(stride(from: min(100, count / 2), to: count, by: step)) }
    }

    private static let pageSize = 4096

    private struct SplitMix {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }
}
