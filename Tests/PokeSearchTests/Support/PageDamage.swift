import Foundation
@testable import PokeSearch

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
        var generator = SeededGenerator(seed: seed)
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
}
