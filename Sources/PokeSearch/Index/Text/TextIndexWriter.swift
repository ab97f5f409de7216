/// Builds the full-text index from analyzed documents: one posting list per
/// distinct token and each document's length per column.
///
/// Positions are numbered as FTS5 numbers them, so a phrase matches the
/// same text it would there: each token that is not colocated takes the
/// next position, a colocated one (a CJK character beside its pair, a Latin
/// spelling) shares the position before it, and a column's length is its
/// count of positions.
struct TextIndexWriter {
    private struct Entry {
        var documents: [Int32] = []
        var starts: [Int32] = []
        var occurrences: [UInt32] = []
    }

    /// Each token's place in `entries`: values changed in place, where a
    /// class per token cost a retain and a release per occurrence (a third
    /// of the time of recording them), found from the token's bytes.
    private var places = BytePlaces()
    private var entries: [Entry] = []
    private(set) var columnSizes: [Int32] = []

    /// Adds the next document: its columns' `PreAnalyzedText`, in `TextColumn` order.
    mutating func add(document: Int, columns: [String]) {
        precondition(columns.count == TextColumn.allCases.count)
        for (column, text) in columns.enumerated() {
            var size = 0
            var text = text
            text.withUTF8 { utf8 in
                PreAnalyzedText.forEachToken(utf8: utf8) { token, _, isColocated in
                    if !isColocated || size == 0 { size += 1 }
                    record(token, document: Int32(document), packed: Occurrence.packed(column: column, position: size - 1))
                    return true
                }
            }
            columnSizes.append(Int32(size))
        }
    }

    private mutating func record(_ token: UnsafeBufferPointer<UInt8>, document: Int32, packed: UInt32) {
        let (place, isNew) = places.place(of: token)
        if isNew { entries.append(Entry()) }
        if entries[place].documents.last != document {
            entries[place].documents.append(document)
            entries[place].starts.append(Int32(entries[place].occurrences.count))
        } else if entries[place].occurrences.last == packed {
            return  // the same token twice at one position is one occurrence
        }
        entries[place].occurrences.append(packed)
    }

    /// Every token, in the byte order SQLite keys `search_term` by, with its
    /// postings blob and that of its occurrences in the name columns (nil
    /// when it has none there).
    func postings() -> [(term: String, blob: [UInt8], nameBlob: [UInt8]?)] {
        (0..<places.count).map { (term: places.string(at: $0), place: $0) }
            .sorted { $0.term.utf8.lexicographicallyPrecedes($1.term.utf8) }.map { term, place in
            let entry = entries[place]
            let all = TermPostings(documents: entry.documents, starts: entry.starts + [Int32(entry.occurrences.count)],
                                   occurrences: entry.occurrences)
            let names = all.restricted(to: TextColumn.nameColumns)
            return (term, all.encoded(), names.documents.isEmpty ? nil : names.encoded())
        }
    }

    /// What an index of `documents` (each one's columns' `PreAnalyzedText`,
    /// in `TextColumn` order) writes: every term's postings, and each
    /// document's column sizes.
    struct Made: Sendable {
        let postings: [(term: String, blob: [UInt8], nameBlob: [UInt8]?)]
        let columnSizes: [Int32]
    }

    /// Indexes `documents`.
    static func index(_ documents: [[String]]) -> Made {
        var writer = TextIndexWriter()
        for (document, columns) in documents.enumerated() {
            writer.add(document: document, columns: columns)
        }
        return Made(postings: writer.postings(), columnSizes: writer.columnSizes)
    }
}
