/// Every Pokémon's card, with what the full-text index and the type chart
/// say of each: one blob in the `search_card` table, read in one go on a
/// search's first need (about 60 KB), so that filters, sorts and bm25's
/// document lengths cost a pass over memory rather than SQL.
final class CardTable: Sendable {
    /// In Pokémon id order; an index into it is a document number.
    let cards: [PokemonCard]
    /// Each card's slug (`charizard-mega-x`), the last tie of a name sort.
    let slugs: SlugTable
    /// Tokens of each document's full-text columns (`TextColumn` order),
    /// `cards.count × TextColumn.count` of them: bm25's document lengths.
    let columnSizes: [Int32]
    /// Tokens of every document in every column: bm25's average length.
    let totalTokens: Int
    /// The attacking types of the type chart, and for each card how hard each
    /// of them hits it (`MatchupFactor` codes, `cards.count × attackingTypes.count`).
    let attackingTypeIDs: [Int]
    let matchupCodes: [UInt8]
    /// The species' evolution tree.
    let species: SpeciesTree
    /// Document + 1 by Pokémon id (0 for none): ids are small (forms from 10001).
    private let documentsByID: [Int32]
    /// The documents of each species, by species id.
    private let speciesDocuments: IndexGroups
    /// Matchup questions of one attacking type already answered, by the type's
    /// index and the factors accepted (a bit each): `weak to fire` recurs
    /// keystroke after keystroke, and an open Pokédex's type chart never changes.
    private let answeredMatchups = Memo<Int, PokemonSet>()

    convenience init(cards: [PokemonCard], slugs: [String], columnSizes: [Int32], attackingTypeIDs: [Int], matchupCodes: [UInt8]) {
        self.init(cards: cards, slugs: SlugTable(slugs), columnSizes: columnSizes, attackingTypeIDs: attackingTypeIDs,
                  matchupCodes: matchupCodes)
    }

    init(cards: [PokemonCard], slugs: SlugTable, columnSizes: [Int32], attackingTypeIDs: [Int], matchupCodes: [UInt8]) {
        self.cards = cards
        self.slugs = slugs
        self.columnSizes = columnSizes
        self.totalTokens = columnSizes.reduce(0) { $0 + Int($1) }
        self.attackingTypeIDs = attackingTypeIDs
        self.matchupCodes = matchupCodes
        species = SpeciesTree(cards)
        var byID = [Int32](repeating: 0, count: (cards.map(\.id).max() ?? 0) + 1)
        for (document, card) in cards.enumerated() where card.id >= 0 { byID[card.id] = Int32(document + 1) }
        documentsByID = byID
        speciesDocuments = IndexGroups(count: cards.count, keys: species.maximumSpeciesID + 1) { cards[$0].speciesID }
    }

    var count: Int { cards.count }

    /// The document number of Pokémon `id`.
    func document(ofPokemon id: Int) -> Int? {
        guard id >= 0, id < documentsByID.count, documentsByID[id] > 0 else { return nil }
        return Int(documentsByID[id]) - 1
    }

    /// The tokens of `document` over all its columns.
    func length(of document: Int) -> Int {
        let start = document * TextColumn.allCases.count
        var length = 0
        for column in 0..<TextColumn.allCases.count { length += Int(columnSizes[start + column]) }
        return length
    }

    /// The ids of `kind` a card holds, for the kinds cards hold; nil for the others.
    static func ids(of kind: LexiconKind) -> ((PokemonCard) -> SmallIDs)? {
        switch kind {
        case .type: { $0.typeIDs }
        case .ability: { $0.abilityIDs }
        case .eggGroup: { $0.eggGroupIDs }
        case .color: { SmallIDs($0.colorID) }
        case .habitat: { SmallIDs($0.habitatID) }
        case .shape: { SmallIDs($0.shapeID) }
        case .generation: { SmallIDs($0.generationID) }
        case .move, .item, .region, .genus, .location, .nature: nil
        }
    }

    /// The documents of the Pokémon `ids` (those the table holds).
    func documents(ofPokemon ids: [Int]) -> PokemonSet {
        var set = PokemonSet(capacity: count)
        for id in ids {
            if let document = document(ofPokemon: id) { set.insert(document) }
        }
        return set
    }

    /// The documents of the Pokémon of `speciesIDs` (a genus names species).
    func documents(ofSpecies speciesIDs: [Int]) -> PokemonSet {
        var set = PokemonSet(capacity: count)
        for id in speciesIDs {
            for document in speciesDocuments[id] { set.insert(Int(document)) }
        }
        return set
    }

    /// The forms in `documents` whose species' default form is there too:
    /// what a search of one card per species leaves out.
    func formsOfSpeciesMatchedByDefault(in documents: PokemonSet) -> PokemonSet {
        var forms = PokemonSet(capacity: count)
        for document in documents where !cards[document].isDefault {
            let siblings = speciesDocuments[cards[document].speciesID]
            if siblings.contains(where: { documents.contains(Int($0)) && cards[Int($0)].isDefault }) { forms.insert(document) }
        }
        return forms
    }

    /// The documents whose card satisfies `predicate`.
    func documents(where predicate: (PokemonCard) -> Bool) -> PokemonSet {
        cards.withUnsafeBufferPointer { cards in
            PokemonSet(capacity: cards.count) { predicate(cards[$0]) }
        }
    }

    /// The documents that one of the attacking types at `indices` (of
    /// `attackingTypeIDs`) hits by a factor `holds` accepts (a percent):
    /// each of the few factors judged once, then the cards' codes read as they lie.
    func documents(hitBy indices: [Int], where holds: (Int) -> Bool) -> PokemonSet {
        // Codes past the factors read as 100% (`MatchupFactor.percent`), as the last entry does.
        let accepted = (0...UInt8(MatchupFactor.percents.count)).map { holds(MatchupFactor.percent(code: $0)) }
        // One type's answers are kept (at most 128 a type); several types' are not, as they could be countless.
        let last = accepted.count - 1
        let stride = attackingTypeIDs.count
        func answer() -> PokemonSet {
            matchupCodes.withUnsafeBufferPointer { codes in
                accepted.withUnsafeBufferPointer { accepted in
                    PokemonSet(capacity: count) { document in
                        indices.contains { accepted[min(Int(codes[document * stride + $0]), last)] }
                    }
                }
            }
        }
        guard indices.count == 1 else { return answer() }
        let question = accepted.enumerated().reduce(indices[0] << 8) { $1.element ? $0 | 1 << $1.offset : $0 }
        return answeredMatchups.value(for: question, make: answer)
    }
}

extension CardTable {
    /// The documents weak (2× or more, on the type chart) to exactly the
    /// attacking types `typeIDs` and no other (`only weak to fighting`), or,
    /// with `typeIDs` nil, to exactly `count` types (`one weakness`).
    func documents(weakTo typeIDs: [Int]?, count: Int? = nil) -> PokemonSet {
        let stride = attackingTypeIDs.count
        let named = attackingTypeIDs.map { typeIDs?.contains($0) ?? false }
        let weak = (0...UInt8(MatchupFactor.percents.count)).map { MatchupFactor.percent(code: $0) >= 200 }
        return matchupCodes.withUnsafeBufferPointer { codes in
            PokemonSet(capacity: self.count) { document in
                var weaknesses = 0
                for type in 0..<stride {
                    let isWeak = weak[min(Int(codes[document * stride + type]), weak.count - 1)]
                    if typeIDs != nil, isWeak != named[type] { return false }
                    if isWeak { weaknesses += 1 }
                }
                return count.map { $0 == weaknesses } ?? true
            }
        }
    }
}

/// A type-chart factor in percent (0, 25, 50, 100, 200, 400) as one byte.
enum MatchupFactor {
    static let percents = [0, 25, 50, 100, 200, 400]

    static func code(percent: Int) -> UInt8? {
        percents.firstIndex(of: percent).map(UInt8.init)
    }

    static func percent(code: UInt8) -> Int {
        Int(code) < percents.count ? percents[Int(code)] : 100
    }
}
