import GRDB

/// The names of every move, item or ability of one kind, folded once and
/// kept in memory: names in every language (and Latin names of several
/// words run together: `thunderbolt`, `10manbolt`) and the words of those
/// names, each sorted for prefix ranges, so a search costs lookups in
/// proportion to what matches rather than a pass over every entity.
/// Effect and flavor texts are `EffectText`'s.
struct EntityNames: Sendable {
    struct Entry: Sendable {
        var id: Int
        /// Folded names in every language, the slug's words included.
        var names: [String]
        /// Every word of `names`.
        var nameWords: Set<String>
        /// The folded slug (`high jump kick`): abbreviations and words inside names rank those of this name first.
        var slug: String
    }

    let kind: EntityKind
    let entries: [Int: Entry]
    /// Latin words of every name, for typo tolerance: made by the first
    /// search that needs a correction (most searches never do).
    var vocabulary: NameTokens {
        vocabularyMemo.value { NameTokens(sortedWords.filter { $0.utf8.allSatisfy { $0.isASCIILowercaseLetter || $0.isASCIIUppercaseLetter } }) }
    }
    private let vocabularyMemo = MemoizedValue<NameTokens>()
    private let sortedNames: [String]
    private let idsByName: [String: [Int]]
    private let sortedWords: [String]
    private let idsByWord: [String: Set<Int>]
    /// Each non-ASCII scalar (kana, hangul, han) → the names holding it,
    /// as positions in `sortedNames`: a CJK token may sit inside a name
    /// (`10まんボルト`), and a pass over every name in every language cost
    /// ~0.9 ms a search; the rarest scalar of the token leaves a few names to test.
    private let namesByScalar: [UInt32: [Int]]
    /// The names of two parts or more, as abbreviations read them (`hjk`, `twave`).
    private let abbreviations: AbbreviatedNames
    /// `sortedNames`, for a word inside a name (`bolt` in Thunderbolt).
    private let infixes: InfixIndex
    /// The Latin (ASCII) whole names, as typo tolerance compares words:
    /// `closestName` asked each of the kind's names its length in
    /// characters and its scalars, some 15M instructions a query. Made on
    /// first need, as `vocabulary` is.
    private var latinNames: NameTokens {
        latinNamesMemo.value { NameTokens(sortedNames.filter { $0.utf8.allSatisfy { $0 < 0x80 } }) }
    }
    private let latinNamesMemo = MemoizedValue<NameTokens>()
    /// Shortest word found inside names: two letters sit inside too many.
    static let shortestInfix = 3

    init(kind: EntityKind, db: Database) throws {
        self.kind = kind
        var names: [Int: Set<String>] = [:], slugs: [Int: String] = [:]
        // Columns by position: a row's lookup by name costs more than its folding.
        let slugRows = try Row.fetchCursor(db, sql: "SELECT id, name FROM \(kind.table)")
        while let row = try slugRows.next() {
            let id: Int = row[0]
            let slug = TextFolder.fold(row[1] as String)
            names[id, default: []].insert(slug)
            slugs[id] = slug
        }
        let nameRows = try Row.fetchCursor(db, sql: "SELECT id, name FROM localized_name WHERE kind = ?", arguments: [kind.nameKind.rawValue])
        while let row = try nameRows.next() {
            let id: Int = row[0]
            let name: String = row[1]
            let folded = TextFolder.fold(name)
            guard !folded.isEmpty else { continue }
            names[id, default: []].insert(folded)
            if folded.containsByte(UInt8(ascii: " ")) { names[id, default: []].insert(TextFolder.foldJoined(name)) }
        }
        var entries: [Int: Entry] = [:]
        var idsByName: [String: [Int]] = [:]
        var idsByWord: [String: Set<Int>] = [:]
        for (id, set) in names {
            let words = Set(set.flatMap { $0.split(separator: " ").map(String.init) })
            entries[id] = Entry(id: id, names: set.sorted(), nameWords: words, slug: slugs[id] ?? "")
            for name in set { idsByName[name, default: []].append(id) }
            for word in words { idsByWord[word, default: []].insert(id) }
        }
        self.entries = entries
        self.idsByName = idsByName
        self.idsByWord = idsByWord
        sortedNames = idsByName.keys.sorted()
        sortedWords = idsByWord.keys.sorted()
        var namesByScalar: [UInt32: [Int]] = [:]
        for (position, name) in sortedNames.enumerated() where !name.utf8.allSatisfy({ $0 < 0x80 }) {
            for scalar in Set(name.unicodeScalars.lazy.filter { !$0.isASCII }.map(\.value)) {
                namesByScalar[scalar, default: []].append(position)
            }
        }
        self.namesByScalar = namesByScalar
        // Joined names (`willowisp`) are left out: their spaced names hold the same parts.
        let spaced = entries.values.flatMap { entry in
            entry.names.filter { $0.containsByte(UInt8(ascii: " ")) || entry.nameWords.contains($0) }
                .map { AbbreviatedNames.Name(text: $0, id: entry.id) }
        }
        abbreviations = AbbreviatedNames(spaced, words: Set(sortedWords.filter { $0.utf8.count >= 4 }))
        infixes = InfixIndex(sortedNames)
    }

    /// How each entity matches the folded query `text` (words `tokens`), best
    /// tier only, with the name that matched: exact, prefix, words of names,
    /// or (for `inEffects`) effect text.
    func matches(text: String, tokens: [String], inEffects: Set<Int>) -> [Int: (match: EntityMatch, name: String?)] {
        var result: [Int: (match: EntityMatch, name: String?)] = [:]
        for id in inEffects { result[id] = (.effectText, nil) }
        var wordIDs: Set<Int>?
        for (position, token) in tokens.enumerated() {
            var found = idsByWord[token] ?? []
            if position == tokens.count - 1 {
                for word in Self.range(of: token, in: sortedWords) { found.formUnion(idsByWord[word] ?? []) }
            }
            // CJK names have no spaces: a token may sit inside one.
            if let rarest = token.unicodeScalars.lazy.filter({ !$0.isASCII }).map({ self.namesByScalar[$0.value] ?? [] })
                .min(by: { $0.count < $1.count }) {
                for position in rarest where sortedNames[position].containsBytes(of: token) {
                    found.formUnion(idsByName[sortedNames[position]] ?? [])
                }
            }
            wordIDs = wordIDs.map { $0.intersection(found) } ?? found
        }
        for id in wordIDs ?? [] { result[id] = (.nameWords, nil) }
        if tokens.count == 1, text.isASCIIBytes { fragmentMatches(of: text, into: &result) }
        for name in Self.range(of: text, in: sortedNames) {
            for id in idsByName[name] ?? [] where result[id].map({ $0.match > .namePrefix || ($0.name?.count ?? .max) > name.count }) ?? true {
                result[id] = (.namePrefix, name)
            }
        }
        for name in [text, tokens.joined()] {
            for id in idsByName[name] ?? [] { result[id] = (.exactName, name) }
        }
        return result
    }

    /// A word that may abbreviate names (`hjk`) or sit inside them (`bolt`):
    /// those matches, where the word matched no better, each with the name it
    /// matched, the slug's before another language's, then the shortest.
    private func fragmentMatches(of word: String, into result: inout [Int: (match: EntityMatch, name: String?)]) {
        func add(_ match: EntityMatch, id: Int, name: String) {
            if let current = result[id] {
                guard current.match >= match else { return }
                if current.match == match, let shown = current.name, !isPreferred(name, over: shown, of: id) { return }
            }
            result[id] = (match, name)
        }
        for position in abbreviations.matches(word) {
            let name = abbreviations.names[position]
            add(.abbreviation, id: name.id, name: name.text)
        }
        guard word.utf8.count >= Self.shortestInfix else { return }
        for position in infixes.strings(holding: word) {
            for id in idsByName[sortedNames[position]] ?? [] { add(.nameInfix, id: id, name: sortedNames[position]) }
        }
    }

    /// Whether `name` is the better of two names of `id` to show a match by: its slug, else the shorter.
    private func isPreferred(_ name: String, over other: String, of id: Int) -> Bool {
        let slug = entries[id]?.slug
        if (name == slug) != (other == slug) { return name == slug }
        return (name.count, name) < (other.count, other)
    }

    /// Whether `name`, which matched entity `id`, is in another language than its slug:
    /// among abbreviations and words inside names, those are ranked after the slug's.
    func isForeign(_ name: String?, of id: Int) -> Bool {
        guard let name else { return false }
        return name != entries[id]?.slug
    }

    /// Whether the folded `name` is a whole name of some entity.
    func isName(_ name: String) -> Bool {
        idsByName[name] != nil
    }

    /// Whether some folded name starts with `prefix`.
    func hasName(startingWith prefix: String) -> Bool {
        !Self.range(of: prefix, in: sortedNames).isEmpty
    }

    /// The whole Latin name nearest to the folded `text` within one edit
    /// (two from 8 letters), when no word-by-word correction finds it (`sword dance` → `swords dance`).
    func closestName(to text: String) -> String? {
        let allowed = text.count >= 8 ? 2 : (text.count >= 4 ? 1 : 0)
        guard allowed > 0, text.unicodeScalars.allSatisfy(\.isASCII) else { return nil }
        // The nearest names, the first of them in `sortedNames` order.
        return latinNames.nearest(to: text, allowed: allowed, prefix: false).map(\.token).min()
    }

    /// Whether `word` is a word of some name as typed (then it is no typo).
    func isNameWord(_ word: String) -> Bool {
        idsByWord[word] != nil
    }

    /// The closest name word to `word` within one edit from 4 letters, two
    /// from 8, and one more from 6 when none is that near (`tundre`):
    /// nearest, then shortest, then alphabetical (with the extra edit, of
    /// those that begin most as it does).
    func correction(for word: String) -> String? {
        let allowed = word.count >= 8 ? 2 : (word.count >= 4 ? 1 : 0)
        guard allowed > 0, word.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        if let found = vocabulary.nearest(to: word, allowed: allowed, prefix: false).first { return found.token }
        guard word.count >= NameTokens.secondTypoLength else { return nil }
        return NameTokens.beginningMostAlike(word, vocabulary.nearest(to: word, allowed: allowed + 1, prefix: false)).first?.token
    }

    /// The strings of sorted `list` that start with `prefix`.
    private static func range(of prefix: String, in list: [String]) -> ArraySlice<String> {
        list[list.range(withPrefix: prefix) { $0 }]
    }
}
