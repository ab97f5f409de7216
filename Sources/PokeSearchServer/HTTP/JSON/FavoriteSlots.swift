import Foundation
import PokeSearch

/// Where a trainer's `"favorite"` marks go in a catalogue answer written
/// without them, so that one answer, kept once (`AnswerCache`), serves everyone:
/// anonymous requests as it is, a logged-in trainer's with `,"favorite":true`
/// or `false` put in at each place. What the splice writes is byte for byte
/// what encoding the answer with the trainer's favorites writes
/// (`FavoriteSlotsTests`), for a few copies instead of a search and its encoding.
struct FavoriteSlots: Sendable {
    /// Where each mark goes in the answer without them, in order.
    let offsets: [Int]
    /// The Pokémon of each mark.
    let ids: [Int]

    /// Written around the Pokémon's id where a mark goes while the answer is
    /// encoded (`0xFF 25 0xFF`): a byte that UTF-8, so JSON, never holds.
    static let marker: UInt8 = 0xFF

    /// The slot of Pokémon `id`, as the encoding writes it.
    static func write(slotOf id: Int, into bytes: inout [UInt8]) {
        bytes.append(marker)
        bytes.append(contentsOf: String(id).utf8)
        bytes.append(marker)
    }

    /// Whether an encoding leaves marks (`SummaryJSON`): set for the encodings
    /// of answers that `AnswerCache` keeps.
    @TaskLocal static var areWritten = false

    /// The encoding `write` made, with the marks in it.
    static func encode(_ write: () throws -> [UInt8]) rethrows -> [UInt8] {
        try $areWritten.withValue(true) { try write() }
    }

    /// `written` without its slots, and the slots; nil slots when the answer has
    /// none (no results, or not Pokémon), or one that cannot be read.
    static func split(_ written: [UInt8]) -> (json: [UInt8], slots: FavoriteSlots?) {
        // memchr over the bytes: an answer of 20 results is some 8 KB with 20 slots.
        written.withUnsafeBufferPointer { bytes in
            guard let base = bytes.baseAddress else { return (written, nil) }
            func next(from start: Int) -> Int? {
                guard start < bytes.count, let found = memchr(base + start, Int32(marker), bytes.count - start) else { return nil }
                return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            }
            guard var open = next(from: 0) else { return (written, nil) }
            var json: [UInt8] = []
            json.reserveCapacity(written.count)
            var offsets: [Int] = [], ids: [Int] = []
            var start = 0
            while true {
                guard let close = next(from: open + 1),
                      let id = Int(String(decoding: bytes[(open + 1)..<close], as: UTF8.self)) else {
                    return (written.filter { $0 != marker }, nil)  // not ours: no slots, and no stray byte
                }
                json.append(contentsOf: bytes[start..<open])
                offsets.append(json.count)
                ids.append(id)
                start = close + 1
                guard let following = next(from: start) else { break }
                open = following
            }
            json.append(contentsOf: bytes[start...])
            return (json, FavoriteSlots(offsets: offsets, ids: ids))
        }
    }

    /// `json` with each slot's mark: true for the Pokémon among `favorites`.
    func marked(_ json: some RandomAccessCollection<UInt8>, favorites: Set<Int>) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(json.count + offsets.count * Self.markTrue.count)
        var start = json.startIndex
        for (offset, id) in zip(offsets, ids) {
            let end = json.index(json.startIndex, offsetBy: offset)
            bytes.append(contentsOf: json[start..<end])
            bytes.append(contentsOf: favorites.contains(id) ? Self.markTrue : Self.markFalse)
            start = end
        }
        bytes.append(contentsOf: json[start...])
        return bytes
    }

    private static let markTrue = Array(#","favorite":true"#.utf8)
    private static let markFalse = Array(#","favorite":false"#.utf8)
}
