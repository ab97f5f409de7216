import GRDB

extension EntityNameTable {
    /// What a table is folded from: each entity's slug and its names in every language, as imported.
    struct Source: Sendable {
        var slugs: [(id: Int, slug: String)] = []
        var names: [(id: Int, name: String)] = []
    }

    /// The rows of `kind` (one of `kinds`) a table is folded from: read on
    /// the build's connection, folded on a thread of its own (`init(folding:)`).
    static func source(of kind: String, names nameKind: NameKind, in db: Database) throws -> Source {
        var source = Source()
        // Columns by position: a row's lookup by name costs more than its folding.
        let slugRows = try Row.fetchCursor(db, sql: "SELECT id, name FROM \(kind)")
        while let row = try slugRows.next() { source.slugs.append((row[0], row[1])) }
        let nameRows = try Row.fetchCursor(db, sql: "SELECT id, name FROM localized_name WHERE kind = ?", arguments: [nameKind.rawValue])
        while let row = try nameRows.next() { source.names.append((row[0], row[1])) }
        return source
    }

    /// Folds every name of `source`: slugs, and the names in every language,
    /// Latin names of several words also run together.
    init(folding source: Source) {
        var namesByID: [Int: Set<String>] = [:], slugs: [Int: String] = [:]
        for (id, slug) in source.slugs {
            let folded = TextFolder.fold(slug)
            namesByID[id, default: []].insert(folded)
            slugs[id] = folded
        }
        for (id, name) in source.names {
            let folded = TextFolder.fold(name)
            guard !folded.isEmpty else { continue }
            namesByID[id, default: []].insert(folded)
            if folded.containsByte(UInt8(ascii: " ")) { namesByID[id, default: []].insert(TextFolder.foldJoined(name)) }
        }
        let entityIDs = namesByID.keys.sorted()
        let wordsByID = namesByID.mapValues { names in Set(names.flatMap { $0.split(separator: " ").map(String.init) }) }
        let names = Self.sortedKeys(namesByID.values.joined()), words = Self.sortedKeys(wordsByID.values.joined())
        let namePositions = Self.positions(of: names), wordPositions = Self.positions(of: words)
        var idsByName = [[Int]](repeating: [], count: names.count), idsByWord = [[Int]](repeating: [], count: words.count)
        var namesByEntity: [[Int]] = []
        for id in entityIDs {
            let held = namesByID[id]!.map { namePositions[$0]! }.sorted()
            for position in held { idsByName[position].append(id) }
            for word in wordsByID[id]! { idsByWord[wordPositions[word]!].append(id) }
            let slug = slugs[id].flatMap { namePositions[$0] }
            namesByEntity.append(slug.map { slug in [slug] + held.filter { $0 != slug } } ?? held)
        }
        let abbreviable = entityIDs.flatMap { id in
            namesByID[id]!.filter { $0.containsByte(UInt8(ascii: " ")) || wordsByID[id]!.contains($0) }
                .map { AbbreviatedNames.Name(text: $0, id: id) }
        }
        // Halves of a compound word (`thunder|bolt`) are words the kind's names use on their own.
        let halves = Set(words.filter { $0.utf8.count >= 4 })
        self.init(names: SortedKeys(names), idsByName: PackedLists(idsByName), words: SortedKeys(words),
                  idsByWord: PackedLists(idsByWord), entityIDs: entityIDs, namesByEntity: PackedLists(namesByEntity),
                  abbreviations: AbbreviatedNames(abbreviable, words: halves))
    }

    /// `strings` once each, in byte order (`SortedKeys`' order).
    private static func sortedKeys<Strings: Sequence<String>>(_ strings: Strings) -> [String] {
        Set(strings).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// Each of `keys` → its position.
    private static func positions(of keys: [String]) -> [String: Int] {
        Dictionary(uniqueKeysWithValues: keys.enumerated().map { ($1, $0) })
    }
}
