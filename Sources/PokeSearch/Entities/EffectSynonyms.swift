/// Verbs that effect texts say one way and players another: `sets rain` is
/// Drizzle's "Summons rain", `heals status` Full Heal's "Cures any status
/// ailment", `boosts attack` Moxie's "Raises Attack". A query's word finds
/// the texts holding it or another word of its group. English only: the
/// words of other languages' texts are found as typed.
enum EffectSynonyms {
    /// Each group's words, every form a query or a text uses.
    static let groups: [[String]] = [
        ["heal", "heals", "cure", "cures", "restore", "restores"],
        ["set", "sets", "summon", "summons", "create", "creates"],
        ["boost", "boosts", "raise", "raises", "increase", "increases", "strengthen", "strengthens"],
        ["lower", "lowers", "reduce", "reduces", "decrease", "decreases"],
        ["prevent", "prevents", "block", "blocks", "stop", "stops", "protect", "protects"],
    ]

    private static let groupOfWord: [String: Int] = Dictionary(
        groups.enumerated().flatMap { group, words in words.map { ($0, group) } }, uniquingKeysWith: { first, _ in first })

    /// `word` and the other words of its group, `word` first.
    static func alternatives(of word: String) -> [String] {
        guard let group = groupOfWord[word] else { return [word] }
        return [word] + groups[group].filter { $0 != word }
    }
}
