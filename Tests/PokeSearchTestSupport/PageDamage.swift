import Foundation
import GRDB

/// Damages a database file as a failing disk or a stray write would:
/// garbage over whole pages, reproducibly (`dd if=/dev/urandom bs=4096
/// seek=PAGE conv=notrunc`).
public enum PageDamage {
    /// Overwrites the 4 KiB pages `pages` (0 is the header's) of the file at
    /// `path` with bytes drawn from `seed`; returns how many pages the file has.
    @discardableResult
    public static func overwrite(_ path: String, pages: (Int) -> [Int], seed: UInt64 = 7) throws -> Int {
        let handle = try FileHandle(forUpdating: URL(fileURLWithPath: path))
        defer { try? handle.close() }
        let count = Int(try handle.seekToEnd()) / pageSize
        var state = seed
        for page in pages(count) where page >= 0 && page < count {
            try handle.seek(toOffset: UInt64(page * pageSize))
            handle.write(Data((0..<pageSize).map { _ in UInt8(truncatingIfNeeded: splitMix(&state)) }))
        }
        return count
    }

    /// These pages, whatever the file's size.
    public static func pages(_ pages: Int...) -> (Int) -> [Int] {
        { _ in pages }
    }

    /// The page (0 is the first) where `table`'s rows begin in the database
    /// at `path`: damage there reaches every row of the table.
    public static func rootPage(of table: String, in path: String) throws -> Int {
        let queue = try DatabaseQueue(path: path)
        defer { try? queue.close() }
        // SQLite numbers pages from 1.
        return try queue.read { db in
            try Int.fetchOne(db, sql: "SELECT rootpage FROM sqlite_master WHERE name = ?", arguments: [table]) ?? 1
        } - 1
    }

    /// A few pages in the middle of the file.
    public static func middle(_ count: Int) -> [Int] {
        Array(count / 2 ..< min(count, count / 2 + 3))
    }

    /// One page in every `step`, from the 100th on: damage spread through the tables.
    public static func spread(step: Int) -> (Int) -> [Int] {
        { count in Array(stride(from: min(100, count / 2), to: count, by: step)) }
    }

    private static let pageSize = 4096

    /// SplitMix64: the same garbage for the same seed, on every machine.
    private static func splitMix(_ state: inout UInt64) -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
