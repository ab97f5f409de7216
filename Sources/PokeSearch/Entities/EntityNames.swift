import GRDB

/// The names of every move, item, ability or nature of one kind, as a
/// search asks about them: which entities a query's words name (exact,
/// prefix, words of names, abbreviations, words inside names), and the
/// corrections of typos. Over the kind's `EntityNameTable`, read from the
/// index in one copy, so a search costs lookups in proportion to what
/// matches rather than a pass over every entity. Effect and flavor texts
/// are `EffectText`'s.
struct EntityNames: Sendable {
    let kind: EntityKind
    private let table: EntityNameTable
    private var names: SortedKeys { table.names }
    private var idsByName: PackedLists { table.idsByName }
    private var words: SortedKeys { table.words }
    private var idsByWord: PackedLists { table.idsByWord }
    private var abbreviations: AbbreviatedNames { table.abbreviations }

    /// Latin words of every name, for typo tolerance: made by the first
    /// search that needs a correction (most searches never do).
    var vocabulary: NameTokens {
        vocabularyMemo.value {
            NameTokens(strings(of: words).filter { $0.utf8.allSatisfy { $0.isASCIILowercaseLetter || $0.isASCIIUppercaseLetter } })
        }
    }
    private let vocabularyMemo = MemoizedValue<NameTokens>()
    /// `names`, for a word inside a name (`bolt` in Thunderbolt): made by the first search of one word.
    private var infixes: InfixIndex { infixesMemo.value { InfixIndex(laidOut: names.encoded.bytes, ends: names.encoded.ends) } }
    private let infixesMemo = MemoizedValue<InfixIndex>()
    /// Each non-ASCII scalar (kana, hangul, han) → the names holding it,
    /// as positions in `names`: a CJK token may sit inside a name
    /// (`10まんボルト`), and a pass over every name in every language cost
    /// ~0.9 ms a search; the rarest scalar of the token leaves a few names to
    /// test. Made by the first search with such a token.
    private var namesByScalar: [UInt32: [Int]] {
        namesByScalarMemo.value {
            var namesByScalar: [UInt32: [Int]] = [:]
            names.forEachKey(in: 0..<names.count) { position, name in
                guard !name.allSatisfy({ $0 < 0x80 }) else { return }
                for scalar in Set(String(decoding: name, as: UTF8.self).unicodeScalars.lazy.filter { !$0.isASCII }.map(\.value)) {
                    namesByScalar[scalar, default: []].append(position)
                }
            }
            return namesByScalar
        }
    }
    private let namesByScalarMemo = MemoizedValue<[UInt32: [Int]]>()
    /// The Latin (ASCII) whole names, as typo tolerance compares words:
    /// `closestName` asked each of the kind's names its length in
    /// characters and its scalars, some 15M instructions a query. Made on
    /// first need, as `vocabulary` is.
    private var latinNames: NameTokens {
        latinNamesMemo.value { NameTokens(strings(of: names).filter { $0.utf8.allSatisfy { $0 < 0x80 } }) }
    }
    private let latinNamesMemo = MemoizedValue<NameTokens>()
    /// Shortest word found inside names: two letters sit inside too many.
    static let shortestInfix = 3

    init(kind: EntityKind, table: EntityNameTable) {
        self.kind = kind
        self.table = table
        shortestNameLengths = MemoizedEntries(count: table.namesByEntity.count)
    }

    /// The names of `kind` as `db`'s index stores them.
    static func stored(_ kind: EntityKind, in db: Database) throws -> EntityNames {
        EntityNames(kind: kind, table: try EntityNameTable.stored(kind.rawValue, in: db))
    }

    /// How each entity matches the folded query `text` (words `tokens`), best
    /// tier only, with the name that matched: exact, prefix, words of names,
    /// or (for `inEffects`) effect text.
    func matches(text: String, tokens: [String], inEffects: Set<Int>) -> [Int: (match: EntityMatch, name: String?)] {
        var result: [Int: (match: EntityMatch, name: String?)] = [:]
        for id in inEffects { result[id] = (.effectText, nil) }
        var wordIDs: Set<Int>?
        for (position, token) in tokens.enumerated() {
            var found = Set<Int>()
            // The last word may be a word being typed.
            for word in position == tokens.count - 1 ? words.range(withPrefix: token) : words.range(of: token) {
                found.formUnion(idsByWord[word].lazy.map(Int.init))
            }
            // CJK names have no spaces: a token may sit inside one.
            if let rarest = token.unicodeScalars.lazy.filter({ !$0.isASCII }).map({ self.namesByScalar[$0.value] ?? [] })
                .min(by: { $0.count < $1.count }) {
                for position in rarest where names[position].containsBytes(of: token) {
                    found.formUnion(idsByName[position].lazy.map(Int.init))
                }
            }
            wordIDs = wordIDs.map { $0.intersection(found) } ?? found
        }
        for id in wordIDs ?? [] { result[id] = (.nameWords, nil) }
        if tokens.count == 1, text.isASCIIBytes { fragmentMatches(of: text, into: &result) }
        for position in names.range(withPrefix: text) {
            let name = names[position]
            for id in idsByName[position].lazy.map(Int.init)
            where result[id].map({ $0.match > .namePrefix || ($0.name?.count ?? .max) > name.count }) ?? true {
                result[id] = (.namePrefix, name)
            }
        }
        // After the prefixes: `tr` is Trick Room before Trick.
        var shorthands = Set<Int>()
        if let full = Nicknames.shortNames(of: kind.lexiconKind)[text] {
            for position in names.range(of: full) {
                for id in idsByName[position] {
                    result[Int(id)] = (.shorthand, full)
                    shorthands.insert(Int(id))
                }
            }
        }
        // A players' short name that is also another thing's name in some language
        // is the short name's first: `sub` is Substitute before Dive (`Sub` in Italian).
        let exact: EntityMatch = shorthands.isEmpty ? .exactName : .namePrefix
        for name in [text, tokens.joined()] {
            for position in names.range(of: name) {
                for id in idsByName[position] where !shorthands.contains(Int(id)) { result[Int(id)] = (exact, name) }
            }
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
            let name = names[position]
            for id in idsByName[position] { add(.nameInfix, id: Int(id), name: name) }
        }
    }

    /// Whether `name` is the better of two names of `id` to show a match by: its slug, else the shorter.
    private func isPreferred(_ name: String, over other: String, of id: Int) -> Bool {
        let slug = slug(of: id)
        if (name == slug) != (other == slug) { return name == slug }
        return (name.count, name) < (other.count, other)
    }

    /// Every folded name of `id`, its slug first; none for an id of no entity.
    func names(of id: Int) -> [String] {
        guard let entity = table.entity(id) else { return [] }
        return namesOfEntities[entity]
    }

    /// Every entity's names as strings, in `entityIDs` order: made by the
    /// first search that asks (wildcards test every entity's names, a match
    /// by words ranks by its shortest name), instead of each asking making them.
    private var namesOfEntities: [[String]] {
        namesOfEntitiesMemo.value { (0..<table.namesByEntity.count).map { table.namesByEntity[$0].map { names[Int($0)] } } }
    }
    private let namesOfEntitiesMemo = MemoizedValue<[[String]]>()

    /// The length in characters of `id`'s shortest name; 0 for an id of no entity. A
    /// match by words ranks by it: counted once per entity, not for each match of
    /// each search (counting the characters of every name, Japanese and Korean
    /// ones among them, was a fifth of a search that matched many moves).
    func shortestNameLength(of id: Int) -> Int {
        guard let entity = table.entity(id) else { return 0 }
        return shortestNameLengths.value(at: entity) { namesOfEntities[entity].lazy.map(\.count).min() ?? 0 }
    }
    private let shortestNameLengths: MemoizedEntries

    /// The folded slug of `id` (`high jump kick`).
    func slug(of id: Int) -> String? {
        table.namePositions(of: id).first.map { names[Int($0)] }
    }

    /// Whether a name of `id` holds the folded `word` as a whole word.
    func hasWord(_ word: String, id: Int) -> Bool {
        words.range(of: word).contains { idsByWord[$0].contains(Int32(id)) }
    }

    /// Whether `name`, which matched entity `id`, is in another language than its slug:
    /// among abbreviations and words inside names, those are ranked after the slug's.
    func isForeign(_ name: String?, of id: Int) -> Bool {
        guard let name else { return false }
        return name != slug(of: id)
    }

    /// Whether the folded `name` is a whole name of some entity.
    func isName(_ name: String) -> Bool {
        !names.range(of: name).isEmpty
    }

    /// Whether some folded name starts with `prefix`.
    func hasName(startingWith prefix: String) -> Bool {
        !names.range(withPrefix: prefix).isEmpty
    }

    /// The whole Latin name nearest to the folded `text` within one edit
    /// (two from 8 letters), when no word-by-word correction finds it (`sword dance` → `swords dance`).
    func closestName(to text: String) -> String? {
        let allowed = text.count >= 8 ? 2 : (text.count >= 4 ? 1 : 0)
        guard allowed > 0, text.unicodeScalars.allSatisfy(\.isASCII) else { return nil }
        // The nearest names, the first of them in byte order.
        return latinNames.nearest(to: text, allowed: allowed, prefix: false).map(\.token).min()
    }

    /// Whether `word` is a word of some name as typed (then it is no typo).
    func isNameWord(_ word: String) -> Bool {
        !words.range(of: word).isEmpty
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

    /// Every key of `keys` as a string, in order.
    private func strings(of keys: SortedKeys) -> [String] {
        (0..<keys.count).map { keys[$0] }
    }
}
