/// A word that finds no name may abbreviate a move, an ability or an item
/// (`twave`: Thunder Wave, `uturn`, `hjk`): then it means the Pokémon that
/// learn, have or hold it, as the whole name would (`prankster, twave`).
extension RunReader {
    /// Kinds a word is read as an abbreviation of, in this order.
    static let abbreviatedKinds: [LexiconKind] = [.move, .ability, .item]

    /// Fewest letters read as an abbreviation in a Pokémon search: two
    /// (`sd`, `hp`) are too often something else.
    static let shortestAbbreviation = 3

    /// The held item or move (of `kinds`) the word at `index` is a players'
    /// short name of (`Nicknames`): its holders (none, for an item only
    /// battles give: `scarf`) or learners, and the notice that says so.
    func shortName(at index: Int, kinds: [LexiconKind] = [.item, .move]) throws -> (filter: Filter, notice: String)? {
        let word = words[index]
        for kind in kinds {
            guard let named = try resolver.lexicon.shortName(word.folded, kind: kind) else { continue }
            let ids = kind == .item ? try self.index.heldItems(among: named.ids) : named.ids
            return (.entity(kind: kind, ids: ids, text: named.phrase), "\(word.text) → \(named.phrase)")
        }
        return nil
    }

    /// The move, ability or held item the word at `index` abbreviates, and
    /// the notice that says so; nil when it finds a name, abbreviates a
    /// Pokémon's name (then it is that name: `tkoko`) or abbreviates nothing.
    func abbreviatedKeyword(at index: Int) throws -> (filter: Filter, notice: String)? {
        let word = words[index]
        let folded = word.folded
        guard folded.utf8.count >= Self.shortestAbbreviation, folded.utf8.count <= AbbreviatedNames.longestWord,
              folded.utf8.allSatisfy({ $0.isASCIILowercaseLetter || $0.isASCIIDigit }),
              try findsNoName(index), try self.index.pokemonNameAbbreviations().matches(folded).isEmpty else { return nil }
        for kind in Self.abbreviatedKinds {
            guard let best = try resolver.lexicon.abbreviated(folded, kind: kind).first else { continue }
            var ids = best.ids
            if kind == .item { ids = try self.index.heldItems(among: ids) }
            guard !ids.isEmpty else { continue }
            return (.entity(kind: kind, ids: ids, text: best.phrase), "\(word.text) → \(best.phrase)")
        }
        return nil
    }
}
