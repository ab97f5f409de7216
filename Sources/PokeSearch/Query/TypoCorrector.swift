/// Typo tolerance for names, in the spirit of Meilisearch: a word of 5
/// letters or more may have one typo, of 9 or more two; from 6 letters, one
/// more when no name is within those (`pikaku` → Pikachu, `bulbasore` →
/// Bulbasaur). It steps in only
/// for words that match nothing as typed, so a correct query is never
/// widened by lookalikes.
struct TypoCorrector {
    let index: IndexReader

    /// Most spellings a corrected word is widened to.
    private static let maximumCorrections = 4

    /// The plan with misspelled words replaced by the closest name words,
    /// or `nil` when no word needed (or allowed) a correction.
    func corrected(_ plan: SearchPlan) throws -> SearchPlan? {
        var result = plan
        var changed = false
        for index in result.terms.indices {
            let term = result.terms[index]
            guard term.tokens.count == 1, let word = term.tokens.first,
                  word.unicodeScalars.allSatisfy(\.isASCII) else { continue }
            let allowed = NameTokens.allowedTypos(forLength: word.count)
            if allowed == 0, word.count == Self.shortNameLength, let name = try shortEnglishName(near: word, term: term) {
                result.terms[index].corrections = [name]
                result.terms[index].typos = 1
                changed = true
                continue
            }
            guard allowed > 0, try !matchesAnything(term) else { continue }
            var found = try candidates(for: word, allowed: allowed, prefix: term.isPrefix)
            // A word within no allowed edit of a name may have one more typo
            // from six letters (`pikaku`, `bulbasore`): of those names, the
            // ones that begin most as it does (Pikachu, not Iwaku, Onix's romaji).
            // Whole names only: the extra edit on top of a prefix read a third of
            // a word as typos and the rest as the start of a longer name
            // (`languages` → Gourgeist's `nanguaguairen`, three edits). So too a
            // word near only the beginnings of longer names (`pikachoo`:
            // pikachuoriginalcap, `blastoys`: blastoisegmax, forms' joined names),
            // where a whole name is that near.
            if word.count >= NameTokens.secondTypoLength,
               found.allSatisfy({ $0.token.unicodeScalars.count > word.count + allowed }) {
                let whole = NameTokens.beginningMostAlike(word, try candidates(for: word, allowed: allowed + 1, prefix: false))
                if !whole.isEmpty { found = whole }
            }
            guard let best = found.first else { continue }
            result.terms[index].corrections = found.prefix(Self.maximumCorrections).map(\.token)
            result.terms[index].typos = best.distance
            changed = true
        }
        return changed ? result : nil
    }

    /// The length of the short names a word of as many letters may have one typo of.
    private static let shortNameLength = 4

    /// A word of four letters is corrected only to a species' English name
    /// of four letters, one edit away (`onyx` → Onix, `jinx` → Jynx, `natu`):
    /// towards every name word, one edit read common words as names (`show`
    /// as Shou, `team` as Teal).
    private func shortEnglishName(near word: String, term: TextTerm) throws -> String? {
        guard try !matchesAnything(term) else { return nil }
        let near = try candidates(for: word, allowed: 1, prefix: false).filter { $0.token.count == Self.shortNameLength && $0.distance == 1 }
        let english = try near.filter { candidate in
            try index.names(startingWith: candidate.token).contains { $0.name == candidate.token && $0.languageID == Languages.english }
        }
        return english.count == 1 ? english[0].token : nil
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
    /// Name words within `allowed` edits, nearest first (see `NameTokens.nearest`).
    private func candidates(for word: String, allowed: Int, prefix: Bool) throws -> [(token: String, distance: Int)] {
        try index.nameTokens().nearest(to: word, allowed: allowed, prefix: prefix)
    }
}
