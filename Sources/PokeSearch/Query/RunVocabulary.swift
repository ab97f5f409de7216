/// Which of the rarer phrases' words a run holds, found in one pass over
/// its words: the readers of those phrases are asked at every word, and
/// most runs hold none of their words, so each asks this first rather than
/// hashing the word again at every position.
struct RunVocabulary: OptionSet {
    let rawValue: UInt16

    /// A word after a type that makes it the moves' (`water moves`).
    static let moveWord = RunVocabulary(rawValue: 1)
    /// The first word of a battle role (`physical attackers`).
    static let role = RunVocabulary(rawValue: 2)
    /// The first word of a group players name (`legendary birds`).
    static let group = RunVocabulary(rawValue: 4)
    /// The first word of `egg group` (`dragon egg group`).
    static let eggGroupWord = RunVocabulary(rawValue: 8)
    /// `stab` (`stab earthquake`).
    static let stab = RunVocabulary(rawValue: 16)
    /// The first word of effort values (`speed evs`).
    static let effort = RunVocabulary(rawValue: 32)
    /// The first word of a weather role (`rain setters`, `sets sun`).
    static let weatherRole = RunVocabulary(rawValue: 64)
    /// The first word of a comparison with a Pokémon (`faster than garchomp`).
    static let rival = RunVocabulary(rawValue: 128)
    /// A word before a count (`top 10 fastest`).
    static let topLead = RunVocabulary(rawValue: 256)
    /// A word of a generation's bound (`after gen 4`, `gen 5 onwards`, `gen4+`).
    static let generationBound = RunVocabulary(rawValue: 512)
    /// A word for a move's learners (`sd users`).
    static let learner = RunVocabulary(rawValue: 1024)
    /// A word that leads to a place (`lives in caves`).
    static let placeLead = RunVocabulary(rawValue: 2048)
    /// The comparative's word of another language's superlative (`plus rapide`).
    static let comparative = RunVocabulary(rawValue: 4096)

    init(rawValue: UInt16) { self.rawValue = rawValue }

    /// What `words` (folded) hold.
    init(_ words: [QueryResolver.Word]) {
        var found: RunVocabulary = []
        for word in words {
            if let kinds = Self.byWord[word.folded] { found.formUnion(kinds) }
            // `gen4+`: the `+` is not in the folded word.
            if word.text.utf8.last == UInt8(ascii: "+") { found.insert(.generationBound) }
        }
        self = found
    }

    private static let byWord: [String: RunVocabulary] = {
        var table: [String: RunVocabulary] = [:]
        for word in MoveClassWords.typedMoveWords { table[word, default: []].insert(.moveWord) }
        for word in BattleRole.firstWords { table[word, default: []].insert(.role) }
        for word in WeatherRole.firstWords { table[word, default: []].insert(.weatherRole) }
        for word in RivalComparison.firstWords { table[word, default: []].insert(.rival) }
        for word in QueryWords.topLeads { table[word, default: []].insert(.topLead) }
        for word in PokemonGroup.firstWords { table[word, default: []].insert(.group) }
        for word in Set(firstWordsOf: QueryWords.eggGroupLeads) { table[word, default: []].insert(.eggGroupWord) }
        for word in QueryWords.stab { table[word, default: []].insert(.stab) }
        for word in EffortWords.firstWords { table[word, default: []].insert(.effort) }
        for phrase in Array(GenerationBound.leading.keys) + Array(GenerationBound.trailing.keys) + ["on"] {
            for word in phrase.split(separator: " ") { table[String(word), default: []].insert(.generationBound) }
        }
        for word in QueryWords.learnerWords { table[word, default: []].insert(.learner) }
        for word in QueryWords.placeLeads { table[word, default: []].insert(.placeLead) }
        for word in Superlative.comparatives { table[word, default: []].insert(.comparative) }
        return table
    }()
}
