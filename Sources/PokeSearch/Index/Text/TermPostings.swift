/// Where one token occurs in the full-text index: the documents that hold
/// it and, for each, its occurrences as (column, position) in column then
/// position order. Stored as one blob per token in `search_term`.
struct TermPostings: Sendable {
    /// Documents (places in the `CardTable`), ascending.
    let documents: [Int32]
    /// Where each document's occurrences start in `occurrences`; one more
    /// entry than `documents`, the last being the end.
    let starts: [Int32]
    /// `Occurrence.packed` values.
    let occurrences: [UInt32]

    /// The occurrences of the document at `index` in `documents`.
    func occurrences(at index: Int) -> ArraySlice<UInt32> {
        occurrences[Int(starts[index])..<Int(starts[index + 1])]
    }
}

/// A token's place in a document: its column and its position there, as
/// FTS5 numbers them (colocated tokens share a position).
enum Occurrence {
    /// Column in the top byte, position below: ordering packed values orders
    /// by column, then position.
    static func packed(column: Int, position: Int) -> UInt32 {
        UInt32(column) << 24 | UInt32(min(position, 0xFF_FFFF))
    }

    static func column(_ packed: UInt32) -> Int { Int(packed >> 24) }
}

extension TermPostings {
    /// The blob of `search_term.postings`: the document count, then for each
    /// document its distance from the previous one, its occurrence count and
    /// each occurrence as `position << 2 | column`, all varints.
    func encoded() -> [UInt8] {
        Self.encode(documents: documents, starts: starts, occurrences: occurrences)
    }

    /// The occurrences of several tokens as one list (a prefix's
    /// expansions), in `columns` only, each position once: colocated tokens
    /// (`pikachu` and `pikachurockstar`) share one.
    static func union(_ lists: ArraySlice<TermPostings>, in columns: ColumnSet) -> TermPostings {
        // Over the lists' storage, by index: a list read by value is a copy of
        // three arrays, three references counted (for each document of each list).
        lists.withUnsafeBufferPointer { lists in
            // Each (document, list, place in the list), ordered by document:
            // a document in one list only (nearly all) takes that list's
            // occurrences as they are, already ordered and distinct; only the
            // few in several lists merge theirs. Sorting documents rather than
            // every occurrence is what makes a prefix of 40 expansions cheap.
            var entries: [UInt64] = [], occurrenceCount = 0
            entries.reserveCapacity(lists.indices.reduce(0) { $0 + lists[$1].documents.count })
            for list in lists.indices {
                occurrenceCount += lists[list].occurrences.count
                for (place, document) in lists[list].documents.enumerated() {
                    entries.append(UInt64(UInt32(document)) << 40 | UInt64(list) << 20 | UInt64(place))
                }
            }
            entries.sort()
            var documents: [Int32] = [], starts: [Int32] = [], occurrences: [UInt32] = []
            documents.reserveCapacity(entries.count)
            starts.reserveCapacity(entries.count + 1)
            occurrences.reserveCapacity(occurrenceCount)
            var shared: [UInt32] = []
            var next = 0
            while next < entries.count {
                let document = Int32(truncatingIfNeeded: entries[next] >> 40)
                var end = next + 1
                while end < entries.count, entries[end] >> 40 == entries[next] >> 40 { end += 1 }
                let start = occurrences.count
                if end - next == 1 {
                    Self.append(entries[next], of: lists, in: columns, to: &occurrences)
                } else {
                    shared.removeAll(keepingCapacity: true)
                    for entry in entries[next..<end] { Self.append(entry, of: lists, in: columns, to: &shared) }
                    shared.sort()
                    var previous: UInt32?
                    for packed in shared where packed != previous {
                        occurrences.append(packed)
                        previous = packed
                    }
                }
                if occurrences.count > start {
                    documents.append(document)
                    starts.append(Int32(start))
                }
                next = end
            }
            starts.append(Int32(occurrences.count))
            return TermPostings(documents: documents, starts: starts, occurrences: occurrences)
        }
    }

    /// Appends the occurrences in `columns` of the document a `union` entry names.
    private static func append(_ entry: UInt64, of lists: UnsafeBufferPointer<TermPostings>, in columns: ColumnSet,
                               to occurrences: inout [UInt32]) {
        let list = Int(entry >> 20 & 0xF_FFFF), place = Int(entry & 0xF_FFFF)
        for slot in Int(lists[list].starts[place])..<Int(lists[list].starts[place + 1]) {
            let packed = lists[list].occurrences[slot]
            if columns.contains(column: Occurrence.column(packed)) { occurrences.append(packed) }
        }
    }

    /// The occurrences in `columns` only.
    func restricted(to columns: ColumnSet) -> TermPostings {
        var kept: [Int32] = [], keptStarts: [Int32] = [], keptOccurrences: [UInt32] = []
        for (index, document) in documents.enumerated() {
            let start = keptOccurrences.count
            keptOccurrences += occurrences(at: index).filter { columns.contains(column: Occurrence.column($0)) }
            if keptOccurrences.count > start {
                kept.append(document)
                keptStarts.append(Int32(start))
            }
        }
        keptStarts.append(Int32(keptOccurrences.count))
        return TermPostings(documents: kept, starts: keptStarts, occurrences: keptOccurrences)
    }

    static func encode(documents: [Int32], starts: [Int32], occurrences: [UInt32]) -> [UInt8] {
        var writer = ByteWriter()
        writer.varint(documents.count)
        var previous: Int32 = 0
        for (index, document) in documents.enumerated() {
            writer.varint(Int(document - previous))
            previous = document
            let slice = occurrences[Int(starts[index])..<Int(starts[index + 1])]
            writer.varint(slice.count)
            for packed in slice {
                writer.varint(Int(packed & 0xFF_FFFF) << 2 | Occurrence.column(packed))
            }
        }
        return writer.bytes
    }

    /// Reads `encode`; nil when the blob is cut short or malformed.
    init?(decoding bytes: [UInt8]) {
        guard let postings = bytes.withUnsafeBytes({ TermPostings(decoding: $0) }) else { return nil }
        self = postings
    }

    /// Reads `encode` where the blob lies (SQLite's copy of it); nil when it is cut short or malformed.
    init?(decoding bytes: UnsafeRawBufferPointer) {
        var reader = ByteReader(bytes)
        let count = reader.varint()
        guard count <= bytes.count else { return nil }
        var documents: [Int32] = [], starts: [Int32] = [0], occurrences: [UInt32] = []
        documents.reserveCapacity(count)
        starts.reserveCapacity(count + 1)
        var document = 0
        for _ in 0..<count {
            document += reader.varint()
            documents.append(Int32(clamping: document))
            let occurrenceCount = reader.varint()
            guard occurrenceCount <= bytes.count else { return nil }
            for _ in 0..<occurrenceCount {
                let value = reader.varint()
                occurrences.append(Occurrence.packed(column: value & 3, position: value >> 2))
            }
            starts.append(Int32(occurrences.count))
        }
        guard !reader.isMalformed, reader.isAtEnd else { return nil }
        self.init(documents: documents, starts: starts, occurrences: occurrences)
    }
}
