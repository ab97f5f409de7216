import Foundation
import GRDB
import Synchronization

/// The search index of one opened Pokédex file, as searches read it.
///
/// The card table is read on first need and kept. Everything else is read
/// by key, with SQL, as a search needs it: a one-off command reads only the
/// few rows its query names. A process that answers many searches (the
/// server, `bench`, an app) calls `preload` once: the keyed tables are then
/// held in memory (`ResidentIndex`) and a search runs without SQL.
///
/// A Pokédex file is replaced whole (by rename), never changed under an
/// open connection, so what was read once stays true for this file.
final class SearchIndex: Sendable {
    private let cardTable = MemoizedValue<CardTable>()
    private let resident = Mutex<ResidentIndex?>(nil)
    private let tokens = MemoizedValue<NameTokens>()
    private let abbreviations = MemoizedValue<PokemonNameAbbreviations>()
    private let introduced = Memo<String, [Int]>()
    private let memberships = Memo<LexiconKind, [Int: PokemonSet]>()
    private let orders = Memo<Int, [Int32]>()
    /// The moves of each move class, and who learns one (`learns a priority move`).
    let moveClassMoves = Memo<MoveClass, [Int]>()
    let moveClassLearners = Memo<MoveClass, PokemonSet>()
    /// Who gives effort values in which stat, how many (`speed evs`).
    let effortYields = MemoizedValue<[EffortYield]>()
    /// Who is met at each location, in which games (`mt moon`).
    let locationEncounters = Memo<Int, [LocationEncounter]>()
    let methodEncounters = Memo<Int, [LocationEncounter]>()
    /// Every way of evolving (`evolves with a water stone`), read once.
    let evolutionMethods = MemoizedValue<[EvolutionMethodRow]>()
    /// Species by item id, from the query's table by item slug (the fossils': `helix fossil`), read once.
    let speciesByItem = MemoizedValue<[Int: [Int]]>()
    /// Figures the query reads off the whole catalogue, by the query's name
    /// for them (where a property's best quarter begins: `fast and bulky`), made once.
    let catalogueFigures = Memo<String, Int>()
    /// Every game's names (`game:red`).
    let games = MemoizedValue<[GameNames]>()
    /// The games (version ids as bits) each Pokémon is met in the wild in, by document (`pokemon red`).
    let gamesMet = MemoizedValue<[Int]>()
    /// The attacking types that hit each type 2× (`good against water`).
    let superEffective = Memo<Int, [Int]>()
    /// Each species' share of females in eighths, -1 for none (`genderless`, `female only`).
    let genderRates = MemoizedValue<[Int: Int]>()
    /// The items held in the wild, all or berries (`holds an item`, `holds a berry`).
    let heldItemsByKind = Memo<Bool, [Int]>()
    /// The Pokémon with a hidden ability (`has a hidden ability`).
    let hiddenAbilityHolders = MemoizedValue<Set<Int>>()

    init() {}

    /// The lookups of one search, inside a read of the Pokédex.
    func reader(_ db: Database) throws -> IndexReader {
        IndexReader(db: db, cards: try cards(in: db), resident: resident.withLock { $0 }, source: self)
    }

    /// Whether `preload` ran.
    var isResident: Bool { resident.withLock { $0 != nil } }

    /// Reads the keyed tables into memory, once.
    func preload(in db: Database) throws {
        guard !isResident else { return }
        let loaded = try ResidentIndex(db, cards: cards(in: db))
        resident.withLock { $0 = $0 ?? loaded }
    }

    /// The name words typo tolerance compares: read on the first typo and kept.
    func nameTokens(in db: Database) throws -> NameTokens {
        try tokens.value { try NameTokens.fetch(db) }
    }

    /// The names of several words as abbreviations read them: read on the first word that finds no name and kept.
    func nameAbbreviations(in db: Database) throws -> PokemonNameAbbreviations {
        try abbreviations.value { try PokemonNameAbbreviations.fetch(db) }
    }

    /// The Pokémon a version group brought (see `IndexReader.pokemon(introducedIn:)`):
    /// read on first need and kept, resident or not (it scans the learnsets).
    func pokemon(introducedIn versionGroup: String, in db: Database) throws -> [Int] {
        // Pokémon whose learnsets begin in the version group: none of their
        // rows holds an earlier group's bit. Forms of such a species count too.
        try introduced.value(for: versionGroup) {
            try Int.fetchAll(db, sql: """
                WITH target AS (SELECT id, sort_order FROM version_group WHERE name = ?),
                     earlier AS (SELECT coalesce(sum(1 << id), 0) AS mask FROM version_group
                                  WHERE sort_order < (SELECT sort_order FROM target)),
                     first AS (SELECT pokemon_id FROM pokemon_move_learn GROUP BY pokemon_id
                               HAVING max((version_group_mask >> (SELECT id FROM target)) & 1) = 1
                                  AND max(version_group_mask & (SELECT mask FROM earlier)) = 0)
                SELECT p.id FROM pokemon p
                 WHERE p.id IN (SELECT pokemon_id FROM first)
                    OR p.species_id IN (SELECT d.species_id FROM pokemon d WHERE d.is_default = 1 AND d.id IN (SELECT pokemon_id FROM first))
                 ORDER BY p.id
                """, arguments: [versionGroup])
        }
    }

    /// For a kind the cards hold (types, abilities, colours, habitats,
    /// shapes, egg groups, generations), the documents of each of its ids:
    /// made in one pass over the cards on the kind's first need and kept, so
    /// that a filter on a type is a union of sets, not a pass over every card.
    func memberships(of kind: LexiconKind, in cards: CardTable) -> [Int: PokemonSet]? {
        guard let ids = CardTable.ids(of: kind) else { return nil }
        return memberships.value(for: kind) {
            // One set per id, found through a slot: the default of
            // `sets[id, default: PokemonSet(…)]` was built (allocated and
            // zeroed) for every insert, not only for an id's first.
            var slots: [Int: Int] = [:]
            var found: [PokemonSet] = []
            let capacity = cards.count
            cards.cards.withUnsafeBufferPointer { cards in
                for document in cards.indices {
                    for id in ids(cards[document]) {
                        let slot: Int
                        if let known = slots[id] {
                            slot = known
                        } else {
                            slot = found.count
                            slots[id] = slot
                            found.append(PokemonSet(capacity: capacity))
                        }
                        found[slot].insert(document)
                    }
                }
            }
            return slots.mapValues { found[$0] }
        }
    }

    /// Every document in one of the orders ranking sorts by (by its number,
    /// `CardOrder.id`), made by `make` on the order's first need and kept:
    /// a sort then walks it to the end of its page rather than sorting every match.
    func documents(inOrder order: Int, make: () -> [Int32]) -> [Int32] {
        orders.value(for: order, make: make)
    }

    private func cards(in db: Database) throws -> CardTable {
        try cardTable.value { try CardTable.fetch(db) }
    }
}

extension CardTable {
    /// The card table of `db`'s search index.
    static func fetch(_ db: Database) throws -> CardTable {
        // Read in place, where SQLite holds it: no copy before decoding.
        let tables = try ReadStatement(db, sql: "SELECT data FROM search_card WHERE id = 1").rows { CardTable(decoding: $0.bytes(0)) }
        guard let table = tables.first ?? nil else { throw DatabaseError.damagedIndex("search_card") }
        return table
    }
}

/// A part of the search index that cannot be read: the file is damaged.
/// Thrown as SQLite's own "corrupt" error, which `Pokedex.read` reports as a
/// damaged Pokédex (`StoreError.damagedPokedex`) with how to rebuild it.
extension DatabaseError {
    static func damagedIndex(_ part: String) -> DatabaseError {
        DatabaseError(resultCode: .SQLITE_CORRUPT, message: "the search index is damaged (\(part) cannot be read)")
    }
}
