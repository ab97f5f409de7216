/// Finds a phrase's instances in the full-text index, as FTS5 counts them:
/// one instance per position where the phrase starts, in an allowed column,
/// with its tokens at consecutive positions; a prefix's expansions count a
/// position once.
struct PhraseMatcher {
    let reader: IndexReader

    func hits(_ phrase: TextQuery.Phrase) throws -> PhraseHits {
        var hits = PhraseHits(capacity: reader.cards.count)
        var lists: [TermPostings] = []
        for (index, token) in phrase.tokens.enumerated() {
            if phrase.isPrefix && index == phrase.tokens.count - 1 {
                let namesOnly = TextColumn.nameColumns.isSuperset(of: phrase.columns)
                let expansions = try reader.postings(withPrefix: token, namesOnly: namesOnly)
                guard let only = expansions.first else { return hits }
                lists.append(expansions.count == 1 ? only : TermPostings.union(expansions, in: phrase.columns))
            } else {
                guard let postings = try reader.postings(of: token) else { return hits }
                lists.append(postings)
            }
        }
        guard let first = lists.first else { return hits }
        let weights = TextColumn.weights, columns = phrase.columns
        if lists.count == 1 { return Self.hits(of: first, in: columns, capacity: reader.cards.count) }
        // A cursor into each further list, which like the first is in document order.
        var cursors = Array(repeating: 0, count: lists.count)
        // Where the current document lies in each list (the first's place first).
        var places = Array(repeating: 0, count: lists.count)
        documents: for (index, document) in first.documents.enumerated() {
            places[0] = index
            for list in 1..<lists.count {
                let documents = lists[list].documents
                while cursors[list] < documents.count, documents[cursors[list]] < document { cursors[list] += 1 }
                guard cursors[list] < documents.count, documents[cursors[list]] == document else { continue documents }
                places[list] = cursors[list]
            }
            var frequency = 0.0
            for slot in Int(first.starts[index])..<Int(first.starts[index + 1]) {
                let start = first.occurrences[slot]
                guard columns.contains(column: Occurrence.column(start)) else { continue }
                var isInstance = true
                for list in 1..<lists.count where !Self.contains(lists[list], at: places[list], start + UInt32(list)) {
                    isInstance = false
                    break
                }
                if isInstance { frequency += weights[Occurrence.column(start)] }
            }
            if frequency > 0 { hits.add(frequency, to: Int(document)) }
        }
        return hits
    }

    /// The instances of a phrase of one token (nearly every one): its
    /// occurrences in `columns`, weighted, read straight from the postings'
    /// storage (a common word has thousands).
    private static func hits(of postings: TermPostings, in columns: ColumnSet, capacity: Int) -> PhraseHits {
        var hits = PhraseHits(capacity: capacity, expected: postings.documents.count)
        let weights = TextColumn.weights
        postings.documents.withUnsafeBufferPointer { documents in
            postings.starts.withUnsafeBufferPointer { starts in
                postings.occurrences.withUnsafeBufferPointer { occurrences in
                    for index in documents.indices {
                        var frequency = 0.0
                        for slot in Int(starts[index])..<Int(starts[index + 1]) {
                            let column = Occurrence.column(occurrences[slot])
                            if columns.contains(column: column) { frequency += weights[column] }
                        }
                        if frequency > 0 { hits.add(frequency, to: Int(documents[index])) }
                    }
                }
            }
        }
        return hits
    }

    /// The documents where `phrase` occurs, without its frequencies: for a
    /// phrase of one token (nearly every one), the documents of its postings
    /// with an occurrence in the phrase's columns, a prefix's expansions
    /// merged as sets rather than as lists of occurrences.
    func documents(_ phrase: TextQuery.Phrase) throws -> PokemonSet {
        guard phrase.tokens.count == 1, let token = phrase.tokens.first else { return try hits(phrase).documents }
        var documents = PokemonSet(capacity: reader.cards.count)
        func add(_ postings: TermPostings) {
            for (index, document) in postings.documents.enumerated()
            where phrase.columns == .all || postings.occurrences(at: index).contains(where: { phrase.columns.contains(column: Occurrence.column($0)) }) {
                documents.insert(Int(document))
            }
        }
        if phrase.isPrefix {
            let namesOnly = TextColumn.nameColumns.isSuperset(of: phrase.columns)
            for postings in try reader.postings(withPrefix: token, namesOnly: namesOnly) { add(postings) }
        } else if let postings = try reader.postings(of: token) {
            add(postings)
        }
        return documents
    }

    /// Whether `phrase` occurs anywhere: for a phrase of one token, the first
    /// posting in its columns answers, and a prefix's expansions are tried
    /// one by one until one does.
    func occurs(_ phrase: TextQuery.Phrase) throws -> Bool {
        guard phrase.tokens.count == 1, let token = phrase.tokens.first else { return try !hits(phrase).documents.isEmpty }
        let inColumns = { (postings: TermPostings) in
            phrase.columns == .all ? !postings.documents.isEmpty
                : postings.occurrences.contains { phrase.columns.contains(column: Occurrence.column($0)) }
        }
        if phrase.isPrefix {
            return try reader.containsPostings(withPrefix: token, namesOnly: TextColumn.nameColumns.isSuperset(of: phrase.columns),
                                               where: inColumns)
        }
        return try reader.postings(of: token).map(inColumns) ?? false
    }

    /// Whether the occurrences of the document at `place` in `postings` (sorted) hold `packed`.
    private static func contains(_ postings: TermPostings, at place: Int, _ packed: UInt32) -> Bool {
        var low = Int(postings.starts[place]), high = Int(postings.starts[place + 1])
        let end = high
        while low < high {
            let middle = (low + high) / 2
            if postings.occurrences[middle] < packed { low = middle + 1 } else { high = middle }
        }
        return low < end && postings.occurrences[low] == packed
    }
}
