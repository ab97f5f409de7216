/// Keywords typed with a typo, read before any name is corrected: a word
/// that finds no name (flavor text and genus alone do not count: `fier` is
/// French for proud, Unfezant's genus) but is one edit from a type, region, colour, habitat
/// or shape (`fier`, `yelow`, `hoen`), a superlative (`fastets`), a move or
/// an ability no name is as close to (`flamethower`, `levitaet`, `icebeam`),
/// or a run of words one edit from a move, ability or genus (`ice bean`,
/// `dragon dnace`, `mose pokemon`). The word being typed may also complete a
/// type (`water grou`).
extension RunReader {
    /// Kinds a misspelt word is first compared with: a keyword wins over a name at equal distance.
    static let keywordKinds: [LexiconKind] = [.type, .region, .color, .habitat, .shape]

    /// What a misspelt word at `index` was meant to be.
    enum Misspelt {
        case filter(Filter, notice: String?)
        case superlative(Superlative, notice: String)
    }

    /// The keyword the word at `index` was meant to be, if it is misspelt or being typed.
    func misspelt(at index: Int, plan: SearchPlan) throws -> Misspelt? {
        let word = words[index]
        let folded = word.folded
        // ASCII letters and spaces only, read from the bytes.
        guard folded.count >= 3, folded.utf8.allSatisfy({ ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A || $0 == 0x20 }) else {
            return nil
        }
        let findsNoName = try self.findsNoName(index)
        // A name word typed in full is no typo; a name being typed (the last word) may still complete a keyword.
        guard findsNoName || word.isLast else { return nil }
        let asTyped = term(at: index)
        // A name being typed that also completes or misspells a keyword: either, names
        // first (`water groud`, `groud`: Groudon, then Ground Pokémon); alone, a word
        // that only starts forms' and other languages' names is the keyword (`hoen`, `stel`).
        let alsoName = try !findsNoName && (words.count > 1 || startsDefaultName(folded))
        func keyword(_ kind: LexiconKind, _ ids: [Int], _ text: String, notice: String?) -> Misspelt {
            .filter(alsoName ? .entityOrName(kind: kind, ids: ids, asTyped) : .entity(kind: kind, ids: ids, text: text), notice: notice)
        }
        // A players' short name of a held item or a move (`scarf`, `boots`) that finds no name is
        // that thing, before it reads as a typo or another kind's abbreviation (Scary Face, Boost).
        if findsNoName, let read = try shortName(at: index) {
            return .filter(read.filter, notice: read.notice)
        }
        // The word being typed may complete a type after other filters (`water grou`, `fire drag`) or a region (`hoen`).
        if word.isLast {
            if words.count > 1, !plan.clauses.isEmpty {
                let types = try resolver.lexicon.ids(of: .type, withSpellingStarting: folded)
                if !types.isEmpty { return keyword(.type, types, folded, notice: nil) }
            }
            if folded.count >= 4 {
                let regions = try resolver.lexicon.ids(of: .region, withSpellingStarting: folded)
                if !regions.isEmpty { return keyword(.region, regions, folded, notice: nil) }
            }
        }
        // `mice`, `wolves`: a plural that spells no word of its own, before it is a typo (`ice`).
        if Self.irregularPlurals[folded] != nil, let genus = try generaEnding(folded) {
            return .filter(genus, notice: nil)
        }
        // Three letters that start a name are that name being typed (`pik`), never a typo; nor is a
        // whole word of a name (`crown`: Iron Crown, not the colour brown).
        if folded.count >= 4 || findsNoName, try findsNoName || !self.index.isNameWord(folded),
           let corrected = try resolver.lexicon.correction(for: folded, kinds: Self.keywordKinds) {
            return keyword(corrected.kind, corrected.ids, corrected.phrase, notice: "\(word.text) → \(corrected.phrase)")
        }
        guard findsNoName else { return nil }
        if plan.superlative == nil, let (spelling, superlative) = Superlative.closest(to: folded), spelling != folded {
            return .superlative(superlative, notice: "\(word.text) → \(spelling)")
        }
        // `cat fire`, `bats`: the genera a word (or its singular) ends, before it is read as an
        // abbreviation; a genus of its own (`mouse`) is free text that prefers it (`genusOfWord`).
        if let genus = try generaEnding(folded), try resolver.lexicon.entries(for: [folded + " pokemon"], kinds: [.genus]).isEmpty {
            return .filter(genus, notice: nil)
        }
        // A move, ability or item abbreviated (`twave`), after the keywords and
        // superlatives one typo away (`gren` is green, `slowst` slowest).
        if let abbreviated = try abbreviatedKeyword(at: index) {
            return .filter(abbreviated.filter, notice: abbreviated.notice)
        }
        guard folded.count >= 5 else { return nil }
        // Names first: one within an edit is as close as a move or an ability
        // can be (the word spells none of them), and is meant.
        let spellsNoEntity = entries[folded] == nil
        if spellsNoEntity, try nameIsAsClose(folded, as: 1) { return nil }
        guard let corrected = try resolver.lexicon.correction(for: folded, kinds: [.ability, .move]),
              try corrected.distance == 1 && spellsNoEntity || !nameIsAsClose(folded, as: corrected.distance) else { return nil }
        return .filter(.entity(kind: corrected.kind, ids: corrected.ids, text: corrected.phrase),
                       notice: "\(word.text) → \(corrected.phrase)")
    }

    /// A run of two or three words from `index` one edit from a move, an
    /// ability or a genus (`ice bean`, `dragon dnace`, `mose pokemon`), when
    /// one of them finds nothing: the filter and its notice.
    func misspeltPhrase(at index: Int) throws -> (filter: Filter, notice: String, length: Int)? {
        for length in stride(from: min(3, words.count - index), through: 2, by: -1) {
            let slice = words[index..<index + length]
            // `mose pokemon`: the word that ends a genus counts; other words of the query language do not.
            guard slice.allSatisfy({ $0.folded.unicodeScalars.allSatisfy { $0.isASCII }
                                     && (!Self.isVocabulary($0.folded) || QueryWords.pokemonFillers.contains($0.folded)) }),
                  try slice.indices.contains(where: { try entries[words[$0].folded] == nil && !Self.isVocabulary(words[$0].folded) && findsNoName($0) })
            else { continue }
            let phrase = phrases[slice.indices]
            // One edit only: with two, `poison grsas` would be Poison Gas rather than two types.
            guard entries[phrase] == nil, let corrected = try resolver.lexicon.correction(for: phrase, kinds: [.move, .ability, .genus]),
                  corrected.distance == 1,
                  corrected.spelling.split(separator: " ").count == length else { continue }
            return (.entity(kind: corrected.kind, ids: corrected.ids, text: corrected.phrase),
                    slice.map(\.text).joined(separator: " ") + " → " + corrected.phrase, length)
        }
        return nil
    }

    /// Whether `word` is a word of the query language itself (`and`, `type`, `pokemon`), never a typo.
    static func isVocabulary(_ word: String) -> Bool {
        // Digits first, from the bytes (a word with a digit is a number or a stat, never a typo of a phrase).
        word.utf8.contains(where: \.isASCIIDigit) || !word.isASCIIBytes && word.contains(where: \.isNumber)
            || vocabularyWords.contains(word)
    }

    /// The query language's own words, in one set: asked of every word of a run, often twice.
    private static let vocabularyWords = QueryWords.requestWords.union(QueryWords.kindFillers.keys).union(QueryWords.pokemonFillers)
        .union(MatchupRelation.connectors).union(QueryWords.negations).union(GenerationNumber.words)

    /// The word at `index` as free text (the last word as a prefix), analyzed once.
    func term(at index: Int) -> TextTerm {
        if let known = memo.terms[index] { return known }
        let word = words[index]
        let term = resolver.term(word.text, position: word.position, isPrefix: word.isLast)
        memo.terms[index] = term
        return term
    }

    /// Whether the word at `index` finds no Pokémon by a name (as a name
    /// prefix when it is the word being typed); other text does not count.
    func findsNoName(_ index: Int) throws -> Bool {
        if let known = memo.findsNoName[index] { return known }
        let found = try !PlanMatcher(reader: self.index).matchesAnything(term(at: index), in: TextColumn.nameColumns)
        memo.findsNoName[index] = found
        return found
    }

    /// Whether a Pokémon's own default form has a name in English (or its
    /// slug) that starts with `prefix` (`groud` → Groudon; not `faiy`, the
    /// romaji of Moltres's Japanese name).
    private func startsDefaultName(_ prefix: String) throws -> Bool {
        let cards = self.index.cards
        return try self.index.hasName(startingWith: prefix) { pokemonID, languageID in
            (languageID == 0 || languageID == Languages.english)
                && (cards.document(ofPokemon: pokemonID).map { cards.cards[$0].isDefault } ?? false)
        }
    }

    /// Whether a name word is at most `distance` edits from `word`: then the name was meant.
    private func nameIsAsClose(_ word: String, as distance: Int) throws -> Bool {
        try !self.index.nameTokens().nearest(to: word, allowed: distance, prefix: false).isEmpty
    }

    /// `fox`, `mouse`, `renard`: a word that is no name and is a genus on
    /// its own (`fox pokemon`, `pokemon renard`), as a preference: its text
    /// still finds the Tricky Fox.
    func genusOfWord(at index: Int) throws -> Filter? {
        let word = words[index].folded
        guard word.count >= 3, !word.containsByte(UInt8(ascii: " ")), try self.index.pokemon(named: word).isEmpty else { return nil }
        let phrases = [word + " pokemon", "pokemon " + word]
        let found = try resolver.lexicon.entries(for: Set(phrases), kinds: [.genus])
        let genus: Filter?
        if let phrase = phrases.first(where: { found[$0] != nil }), let ids = found[phrase]?.map(\.id) {
            genus = .entity(kind: .genus, ids: ids, text: phrase)
        } else {
            // `cat`: the genera it ends (Scratch Cat, Fire Cat…), when none is `cat` itself. A
            // preference only, asked of every free-text word: one look-up, no plurals.
            genus = word.isASCIIBytes ? try genera(endingWith: word) : nil
        }
        // A word of a name is that name first (`valiant`: Iron Valiant before Braviary, the Valiant
        // Pokémon): asked only of a word that names a genus.
        guard let genus, try !self.index.isNameWord(word) else { return nil }
        return genus
    }

    /// `cat pokemon`, `cats pokemon`: a word no genus is by itself, before a
    /// word for Pokémon, as the genera it ends (Scratch Cat, Classy Cat,
    /// Fire Cat…), rather than a typo of one (`bat pokemon`).
    func genusEnding(at index: Int) throws -> (filter: Filter, length: Int)? {
        guard index + 1 < words.count, QueryWords.pokemonFillers.contains(words[index + 1].folded),
              entries[phrases[index...index + 1]] == nil else { return nil }
        let word = words[index].folded
        // A type or another keyword before `pokemon` is that keyword (`grass pokemon`), a name that name.
        guard entries[word] == nil, try self.index.pokemon(named: word).isEmpty, let genus = try generaEnding(word) else { return nil }
        return (genus, 2)
    }

    /// The genera that end with `word` before `pokemon`, as a filter; for a
    /// plural, its singular's own genus (`foxes`: Fox Pokémon) or else those
    /// it ends (`cats`: Scratch Cat, Fire Cat…).
    private func generaEnding(_ word: String) throws -> Filter? {
        let length = word.utf8.count
        guard length >= 3, word.isASCIIBytes else { return nil }
        if let found = try genera(endingWith: word) { return found }
        var singulars: [String] = []
        if let irregular = Self.irregularPlurals[word] {
            singulars = [irregular]
        } else {
            guard word.utf8.last == UInt8(ascii: "s"), length > 3 else { return nil }
            singulars = [String(word.dropLast())]
            if word.hasSuffix("es"), length > 4 { singulars.insert(String(word.dropLast(2)), at: 0) }
            if word.hasSuffix("ies"), length > 5 { singulars.insert(String(word.dropLast(3)) + "y", at: 0) }
        }
        for singular in singulars {
            let phrase = singular + " pokemon"
            if let ids = try resolver.lexicon.entries(for: [phrase], kinds: [.genus])[phrase]?.map(\.id), !ids.isEmpty {
                return .entity(kind: .genus, ids: ids, text: phrase)
            }
        }
        for singular in singulars {
            if let found = try genera(endingWith: singular) { return found }
        }
        return nil
    }

    /// Plurals not made with `s`, of animals the genera name.
    static let irregularPlurals: [String: String] = [
        "mice": "mouse", "geese": "goose", "wolves": "wolf", "leaves": "leaf", "octopi": "octopus", "cacti": "cactus",
        "calves": "calf", "elves": "elf",
    ]

    /// The genera whose phrase ends with `animal` before `pokemon`, as a filter.
    private func genera(endingWith animal: String) throws -> Filter? {
        let ids = try resolver.lexicon.genera(endingWith: animal)
        return ids.isEmpty ? nil : .entity(kind: .genus, ids: ids, text: animal + " pokemon")
    }
}

/// What the readers of one run found out about its words, so that none asks twice.
final class RunMemo {
    var findsNoName: [Int: Bool] = [:]
    /// The rarer phrases' words the run holds, read on the first ask.
    var vocabulary: RunVocabulary?
    /// The free text of a word, analyzed.
    var terms: [Int: TextTerm] = [:]
}
