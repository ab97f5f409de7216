/// The bare words of a run as `RunReader` reads them: folded, with the
/// Pokédex's own spellings (`grey` → `gray`) and the names players' short
/// forms stand for (`ttar`, `lando-t`: `PokemonShorthand`), split where punctuation joins
/// words that are no name together (`fire-type`, `fire/flying`,
/// `non-legendary`, `ほのおタイプ`; `ho-oh` stays), a symbol that names a form
/// after its Pokémon spelled out (`unown !`), and a gender word written
/// before its name moved after it (`male nidoran` → `nidoran male`).
struct RunWords {
    let resolver: QueryResolver

    private var index: IndexReader { resolver.index }
    private var shorthand: PokemonShorthand { PokemonShorthand(index: index) }

    func prepared(_ typed: [QueryResolver.Word]) throws -> [QueryResolver.Word] {
        var words: [QueryResolver.Word] = []
        for (position, word) in typed.enumerated() {
            var word = word
            if let symbol = QueryWords.symbolNames[word.text], let previous = words.last,
               try hasFormName(startingWith: previous.folded + " " + symbol) {
                word.text = symbol
                word.folded = symbol
            }
            guard !word.folded.isEmpty || word.text.contains(where: { $0 == "*" || $0 == "?" }) else { continue }
            word.folded = QueryWords.spellings[word.folded] ?? word.folded
            // `ttar`, `lando-t`: the name players mean, read as if typed.
            if let name = try shorthand.name(for: word.folded), try !joinsPhrase(at: position, of: typed) {
                word.text = name
                word.folded = name
            }
            words += try split(word)
        }
        return try genderSpelled(genderAfterName(words))
    }

    /// Whether the word at `position` makes, with its neighbours, a phrase
    /// the lexicon knows (`safari zone`, a place): then a nickname it also is
    /// (`zone`: Magnezone) gives way to the phrase. Asked only of a nickname.
    private func joinsPhrase(at position: Int, of typed: [QueryResolver.Word]) throws -> Bool {
        guard typed.count > 1 else { return false }
        let folded = typed.map { QueryWords.spellings[$0.folded] ?? $0.folded }
        var phrases = Set<String>()
        for length in 2...min(QueryResolver.longestPhrase, typed.count) {
            for start in max(0, position - length + 1)...min(position, typed.count - length) {
                phrases.insert(folded[start..<start + length].joined(separator: " "))
            }
        }
        return try !resolver.lexicon.entries(for: phrases, kinds: QueryResolver.freeTextKinds).isEmpty
    }

    /// `nidoran female` → `nidoran f`: a gender word after a name spelled as
    /// that name's gendered form spells it, so that phrases around it find
    /// the name (`nidoran female evolutions`).
    private func genderSpelled(_ words: [QueryResolver.Word]) throws -> [QueryResolver.Word] {
        var words = words
        for index in words.indices.dropFirst() {
            guard let gender = QueryWords.genders[words[index].folded] else { continue }
            let name = words[index - 1].folded
            if let spelling = try gender.spellings.first(where: { try startsName(name + " " + $0) }) {
                words[index].folded = spelling
            }
        }
        return words
    }

    private func startsName(_ prefix: String) throws -> Bool {
        try index.hasName(startingWith: prefix) || !index.forms(named: prefix, asPrefix: true).isEmpty
    }

    /// `fire-type` → `fire`, `type`; a word whose folded parts are no name
    /// and start none is read part by part (its parts keep its position).
    private func split(_ word: QueryResolver.Word) throws -> [QueryResolver.Word] {
        if !word.folded.isASCIIBytes,
           let suffix = QueryWords.typeSuffixes.first(where: { word.folded.hasSuffixBytes($0) && word.folded.utf8.count > $0.utf8.count }) {
            let stem = String(word.folded.dropLast(suffix.count))
            if try !resolver.lexicon.entries(for: [stem], kinds: [.type]).isEmpty {
                return [part(of: word, stem, isLast: false),
                        part(of: word, suffix, isLast: word.isLast, followedByComma: word.followedByComma)]
            }
        }
        // Wildcards and number ranges (`25-30`, generations' `i-iii`) are read whole.
        guard word.folded.containsByte(UInt8(ascii: " ")), !word.text.containsByte(UInt8(ascii: "*")), !word.text.containsByte(UInt8(ascii: "?")),
              !word.folded.split(separator: " ").allSatisfy({ $0.allSatisfy(\.isNumber) }),
              GenerationNumber.span(word.text.lowercased()) == nil,
              try !index.hasName(startingWith: word.folded) else { return [word] }
        // `g-max`: a keyword typed with a dash inside.
        if let compact = NameForms.compact(word.folded), PokemonFlag.words[compact] != nil {
            return [part(of: word, compact, isLast: word.isLast, followedByComma: word.followedByComma)]
        }
        let parts = word.folded.split(separator: " ").map(String.init)
        return parts.enumerated().map { offset, folded in
            part(of: word, folded, isLast: word.isLast && offset == parts.count - 1,
                 followedByComma: word.followedByComma && offset == parts.count - 1)
        }
    }

    private func part(of word: QueryResolver.Word, _ folded: String, isLast: Bool, followedByComma: Bool = false) -> QueryResolver.Word {
        QueryResolver.Word(text: folded, folded: folded, position: word.position, isLast: isLast, followedByComma: followedByComma)
    }

    /// `male nidoran`, `female meowstic`: the gender word after the name it qualifies.
    private func genderAfterName(_ words: [QueryResolver.Word]) throws -> [QueryResolver.Word] {
        var words = words
        var index = 0
        while index + 1 < words.count {
            guard QueryWords.genders[words[index].folded] != nil, words[index].folded.count > 1,
                  let length = try nameLength(in: words, at: index + 1) else {
                index += 1
                continue
            }
            var moved = words.remove(at: index)
            let end = index + length - 1
            // The last word stays the one being typed.
            moved.isLast = words[end].isLast
            words[end].isLast = false
            words.insert(moved, at: end + 1)
            index = end + 2
        }
        return words
    }

    /// How many words from `start` name a Pokémon (up to three), or one that is a name with a typo.
    private func nameLength(in words: [QueryResolver.Word], at start: Int) throws -> Int? {
        for length in stride(from: min(3, words.count - start), through: 1, by: -1) {
            let name = resolver.phrase(words[start..<start + length])
            if try resolver.isPokemonName(name) { return length }
        }
        return try PokemonNameCorrection(index: index).correction(for: words[start].folded) != nil ? 1 : nil
    }

    private func hasFormName(startingWith prefix: String) throws -> Bool {
        try !index.forms(named: prefix, asPrefix: true).isEmpty
    }
}
