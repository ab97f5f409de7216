import GRDB

/// Typo tolerance for names, in the spirit of Meilisearch: a word of 5
/// letters or more may have one typo, of 9 or more two. It steps in only
/// for words that match nothing as typed, so a correct query is never
/// widened by lookalikes.
struct TypoCorrector {
    let index: IndexReader
    /// The name words, kept by the engine between searches.
    let nameTokens: NameTokenCache

    /// Most spellings a corrected word is widened to.
    private static let maximumCorrections = 4

    static func allowedTypos(forLength length: Int) -> Int {
        length >= 9 ? 2 : (length >= 5 ? 1 : 0)
    }

    /// The plan with misspelled words replaced by the closest name words,
    /// or `nil` when no word needed (or allowed) a correction.
    func corrected(_ plan: SearchPlan) throws -> SearchPlan? {
        var result = plan
        var changed = false
        for index in result.terms.indices {
            let term = result.terms[index]
            guard term.tokens.count == 1, let word = term.tokens.first,
                  word.unicodeScalars.allSatisfy(\.isASCII) else { continue }
            let allowed = Self.allowedTypos(forLength: word.count)
            guard allowed > 0, try !matchesAnything(term) else { continue }
            let found = try candidates(for: word, allowed: allowed, prefix: term.isPrefix)
            guard let best = found.first else { continue }
            result.terms[index].corrections = found.prefix(Self.maximumCorrections).map(\.token)
            result.terms[index].typos = best.distance
            changed = true
        }
        return changed ? result : nil
    }

    /// Close name words for "did you mean", looser than corrections.
    func suggestions(for word: String) throws -> [String] {
        guard word.count >= 3, word.unicodeScalars.allSatisfy(\.isASCII) else { return [] }
        return try candidates(for: word, allowed: min(3, max(1, word.count / 3)), prefix: false)
            .prefix(3).map(\.token)
    }

    private func matchesAnything(_ term: TextTerm) throws -> Bool {
        try PlanMatcher(reader: index).matchesAnything(term)
    }

    /// Name words within `allowed` edits, nearest first; for the word being
    /// typed, also words whose beginning is within reach (`pikachx` → `pikachu`).
    private func candidates(for word: String, allowed: Int, prefix: Bool) throws -> [(token: String, distance: Int)] {
        let scalars = word.unicodeScalars.map(\.value)
        let minimumLength = scalars.count - allowed
        let maximumLength = prefix ? Int.max : scalars.count + allowed
        let letters = LetterMask(scalars[...])
        let counts = LetterCounts(scalars)
        var found: [(token: String, distance: Int)] = []
        let tokens = try nameTokens.tokens(in: index.db)
        for token in tokens.firstIndex(ofLength: max(0, minimumLength))..<tokens.count {
            var tokenScalars = tokens.scalars(of: token)
            guard tokenScalars.count <= maximumLength else { break }
            let truncated = prefix && tokenScalars.count > scalars.count + allowed
            if truncated {
                tokenScalars = tokenScalars.prefix(scalars.count)
            }
            // Most words are ruled out by their letters alone, without the full
            // comparison: first by which letters they hold, then by how many of each.
            guard LetterMask.lowerBound(letters, tokens.letters[token], bOnlyPartly: truncated) <= allowed,
                  counts.lowerBound(to: tokenScalars) <= allowed else { continue }
            let distance = EditDistance.distance(scalars, Array(tokenScalars), limit: allowed)
            if distance <= allowed { found.append((tokens.texts[token], distance)) }
        }
        let nearest = found.map(\.distance).min() ?? 0
        return found.filter { $0.distance == nearest }
            .sorted { ($0.token.count, $0.token) < ($1.token.count, $1.token) }
    }
}
