/// The note a search prints when it left out words that match nothing
/// (`SearchResults.ignoredWords`, `EntityResults.ignoredWords`), Pokémon and
/// entity searches alike.
enum IgnoredWordsNote {
    /// `Ignored “sets” (it matches nothing).`; nil when no word was left out.
    static func text(for words: [String]) -> String? {
        guard !words.isEmpty else { return nil }
        let quoted = words.map { "\u{201C}\($0)\u{201D}" }.joined(separator: ", ")
        return "Ignored \(quoted) (\(words.count == 1 ? "it matches" : "they match") nothing)."
    }
}
