import Foundation
import GRDB

/// Turns what a user typed for one Pokémon (`25`, `#25`, `mr-mime`,
/// `Mr. Mime`, `Pikachu`, `ピカチュウ`, `salamèche`) into a Pokémon.
///
/// A pokemon id wins, then a slug (of a pokemon or of a species, meaning its
/// default form), then a name in any language compared without case or
/// diacritics, English first. Unknown input throws with the closest names.
public struct PokemonResolver: Sendable {
    /// The Pokédex searched.
    public let pokedex: Pokedex

    /// A resolver over the names of `pokedex`.
    public init(pokedex: Pokedex) {
        self.pokedex = pokedex
    }

    /// The Pokémon `input` names; throws `CatalogError.unknownPokemon` otherwise.
    /// On a damaged Pokédex a number is still a Pokémon (`numberOnly`);
    /// a name throws `StoreError.damagedPokedex`.
    public func resolve(_ input: String) throws -> PokemonReference {
        try numbersIfDamaged([input]) { [try pokedex.read { db in try resolve(input, in: db) }] }[0]
    }

    /// The one Pokémon `words` name, its words joined (`mr mime`); words
    /// that name several Pokémon (`pikachu eevee`) throw
    /// `CatalogError.severalPokemon`, naming them.
    public func resolveOne(_ words: [String]) throws -> PokemonReference {
        let input = words.joined(separator: " ")
        do {
            return try resolve(input)
        } catch let error as CatalogError {
            throw try severalPokemon(named: words) ?? error
        }
    }

    /// `CatalogError.severalPokemon` when `words` name more than one
    /// Pokémon, read as `resolveNames` reads them; nil otherwise.
    public func severalPokemon(named words: [String]) throws -> CatalogError? {
        guard words.count > 1, let several = try? resolveNames(words), several.count > 1 else { return nil }
        return .severalPokemon(words.joined(separator: " "), names: several.map(\.englishName))
    }

    /// Each of `inputs`, in order, stopping at the first unknown one.
    public func resolveAll(_ inputs: [String]) throws -> [PokemonReference] {
        try numbersIfDamaged(inputs) { try pokedex.read { db in try inputs.map { try resolve($0, in: db) } } }
    }

    /// The Pokémon named by `words`, read left to right, each name as the
    /// longest run of words that names one: `mr mime pikachu` is Mr. Mime,
    /// then Pikachu; `25 6` is #25, then #6; each Pokémon once. An unknown run throws, naming the
    /// words up to the next name that is known.
    public func resolveNames(_ words: [String]) throws -> [PokemonReference] {
        // A Pokémon named twice (`pikachu pikachu`, `unown unown b`, `25 25` on a damaged Pokédex) is one.
        var seen = Set<Int>()
        return try numbersIfDamaged(words) { try readNames(words) }.filter { seen.insert($0.id).inserted }
    }

    /// `resolve`'s answer, or, when the Pokédex is damaged, each input as a
    /// Pokémon known by number alone: favorites and catches are kept by
    /// number, in the other file, so adding and removing them by number
    /// still works. A name among the inputs rethrows the damage.
    private func numbersIfDamaged(_ inputs: [String], _ resolve: () throws -> [PokemonReference]) throws -> [PokemonReference] {
        do {
            return try resolve()
        } catch let damage as StoreError {
            guard case .damagedPokedex = damage else { throw damage }
            return try inputs.map { input in
                guard let id = Self.pokemonID(in: input) else { throw damage }
                return .numberOnly(id)
            }
        }
    }

    /// A pokemon id as typed (`25`, `#25`, ` 025 `), as `match` reads one.
    private static func pokemonID(in input: String) -> Int? {
        let text = input.trimmingCharacters(in: .whitespacesAndNewlines)
        let digits = text.hasPrefix("#") ? String(text.dropFirst()) : text
        guard digits.allSatisfy(\.isASCII), let id = Int(digits), id > 0 else { return nil }
        return id
    }

    private func readNames(_ words: [String]) throws -> [PokemonReference] {
        try pokedex.read { db in
            let names = try localizedNames(in: db)
            var references: [PokemonReference] = []
            var start = 0
            while start < words.count {
                guard let (reference, end) = try longestName(in: words, from: start, names: names, db: db) else {
                    var end = start + 1
                    while end < words.count, try longestName(in: words, from: end, names: names, db: db) == nil { end += 1 }
                    let unknown = words[start..<end].joined(separator: " ")
                    throw CatalogError.unknownPokemon(unknown, suggestions: try suggestions(for: Self.fold(unknown), in: db))
                }
                references.append(reference)
                start = end
            }
            return references
        }
    }

    /// The longest run of `words` from `start` that names a Pokémon, and where it ends.
    private func longestName(in words: [String], from start: Int, names: [String: LocalizedMatch],
                             db: Database) throws -> (PokemonReference, Int)? {
        // Names run to five words ("Vanilla Cream Strawberry Sweet Alcremie").
        for end in stride(from: min(words.count, start + 5), to: start, by: -1) {
            let run = words[start..<end].joined(separator: " ")
            if let found = try match(run, in: db, localized: { names[$0] }) { return (found, end) }
        }
        return nil
    }

    /// The same, inside a read the caller already holds.
    func resolve(_ input: String, in db: Database) throws -> PokemonReference {
        if let found = try match(input, in: db, localized: { try localizedMatch($0, in: db) }) { return found }
        throw CatalogError.unknownPokemon(input, suggestions: try suggestions(for: Self.fold(input), in: db))
    }

    /// The Pokémon `input` names, or nil; `localized` finds a folded name among the localized ones.
    private func match(_ input: String, in db: Database,
                       localized: (String) throws -> LocalizedMatch?) throws -> PokemonReference? {
        let text = input.trimmingCharacters(in: .whitespacesAndNewlines)
        // No name is that long: refused before any comparison costs time.
        guard !text.isEmpty, text.count <= Self.longestName else { return nil }

        let digits = text.hasPrefix("#") ? String(text.dropFirst()) : text
        if let id = Int(digits), digits.allSatisfy(\.isASCII) {
            return try reference(sql: "p.id = ?", [id], in: db)
        }

        let slug = Self.slug(text)
        if let found = try reference(sql: "p.name = ?", [slug], in: db)
            ?? reference(sql: "p.is_default = 1 AND p.species_id = (SELECT id FROM species WHERE name = ?)", [slug], in: db) {
            return found
        }

        let folded = Self.fold(text)
        if let (kind, id) = try localized(folded) {
            let condition = kind == "pokemon" ? "p.id = ?" : "p.is_default = 1 AND p.species_id = ?"
            if let found = try reference(sql: condition, [id], in: db) { return found }
        }
        return try formReference(TextFolder.fold(text), in: db)
    }

    /// Up to three slugs nearest to `folded` in edit distance, over slugs and English names.
    func suggestions(for folded: String, in db: Database) throws -> [String] {
        guard folded.count <= Self.longestName else { return [] }
        let rows = try Row.fetchAll(db, sql: """
            SELECT p.name AS slug, COALESCE(n.name, s.name) AS english
              FROM pokemon p
              LEFT JOIN localized_name n ON n.kind = 'species' AND n.id = p.species_id AND n.language_id = ?
              JOIN species s ON s.id = p.species_id
            """, arguments: [Languages.english])
        let limit = max(2, folded.count / 3)
        var best: [String: Int] = [:]
        for row in rows {
            let slug: String = row["slug"]
            let english: String = row["english"]
            let distance = min(
                EditDistance.distance(folded, Self.fold(slug.replacingOccurrences(of: "-", with: " ")), limit: limit),
                EditDistance.distance(folded, Self.fold(english), limit: limit))
            if distance <= limit { best[slug] = min(best[slug] ?? .max, distance) }
        }
        return best.sorted { ($0.value, $0.key.count, $0.key) < ($1.value, $1.key.count, $1.key) }
            .prefix(3).map(\.key)
    }

    /// A localized name's owner: `pokemon` (a form's name) or `species`, and its id.
    typealias LocalizedMatch = (kind: String, id: Int)

    /// Characters of the longest name worth comparing (the longest is under 50).
    static let longestName = 100

    /// The localized name equal to `folded`: pokemon form names before species
    /// names, English before other languages.
    private func localizedMatch(_ folded: String, in db: Database) throws -> LocalizedMatch? {
        for row in try localizedNameRows(in: db) {
            let name: String = row["name"]
            if Self.fold(name) == folded { return (row["kind"], row["id"]) }
        }
        return nil
    }

    /// Every folded localized name with its owner, the first in `localizedMatch`'s order
    /// winning: for resolving many names in one read.
    private func localizedNames(in db: Database) throws -> [String: LocalizedMatch] {
        var names: [String: LocalizedMatch] = [:]
        for row in try localizedNameRows(in: db) {
            let folded = Self.fold(row["name"])
            if names[folded] == nil { names[folded] = (row["kind"], row["id"]) }
        }
        return names
    }

    private func localizedNameRows(in db: Database) throws -> [Row] {
        try Row.fetchAll(db, sql: """
            SELECT kind, id, name FROM localized_name WHERE kind IN ('pokemon', 'species')
             ORDER BY kind = 'pokemon' DESC, language_id != ?, language_id, id
            """, arguments: [Languages.english])
    }

    /// The Pokémon of a cosmetic form named in full (`unown b`, `west gastrodon`), with the form.
    private func formReference(_ folded: String, in db: Database) throws -> PokemonReference? {
        guard let row = try Row.fetchOne(db, sql: "SELECT form_id, pokemon_id FROM search_form WHERE folded = ? ORDER BY form_id LIMIT 1",
                                         arguments: [folded]),
              var found = try reference(sql: "p.id = ?", [row["pokemon_id"] as Int], in: db) else { return nil }
        found.formID = row["form_id"]
        return found
    }

    private func reference(sql condition: String, _ arguments: StatementArguments, in db: Database) throws -> PokemonReference? {
        try Row.fetchOne(db, sql: """
            SELECT p.id, p.name, p.species_id,
                   COALESCE((SELECT name FROM localized_name WHERE kind = 'pokemon' AND id = p.id AND language_id = ?),
                            (SELECT name FROM localized_name WHERE kind = 'species' AND id = p.species_id AND language_id = ?),
                            p.name) AS english
              FROM pokemon p WHERE \(condition) ORDER BY p.id LIMIT 1
            """, arguments: StatementArguments([Languages.english, Languages.english]) + arguments).map { row in
            PokemonReference(id: row["id"], name: row["name"], speciesID: row["species_id"], englishName: row["english"])
        }
    }

    /// `Mr. Mime` → `mr-mime`, as PokéAPI spells slugs.
    static func slug(_ text: String) -> String {
        let lowered = fold(text)
        var slug = ""
        for character in lowered {
            if character.isLetter || character.isNumber { slug.append(character) }
            else if character == " " || character == "-" || character == "_" {
                if !slug.hasSuffix("-") { slug.append("-") }
            }
            // Other punctuation (`.`, `'`, `:`) is dropped, as in `mr-mime`, `farfetchd`, `type-null`.
        }
        return slug.trimmingCharacters(in: CharacterSet(charactersIn: "-"))
    }

    /// Lower case without diacritics, for comparing names typed in any form.
    static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
            .replacingOccurrences(of: "’", with: "'")
    }
}
