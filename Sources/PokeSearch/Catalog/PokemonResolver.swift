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

    public init(pokedex: Pokedex) {
        self.pokedex = pokedex
    }

    /// The Pokémon `input` names; throws `CatalogError.unknownPokemon` otherwise.
    public func resolve(_ input: String) throws -> PokemonReference {
        try pokedex.read { db in try resolve(input, in: db) }
    }

    /// Each of `inputs`, in order, stopping at the first unknown one.
    public func resolveAll(_ inputs: [String]) throws -> [PokemonReference] {
        try pokedex.read { db in try inputs.map { try resolve($0, in: db) } }
    }

    /// The same, inside a read the caller already holds.
    func resolve(_ input: String, in db: Database) throws -> PokemonReference {
        let text = input.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { throw CatalogError.unknownPokemon(input, suggestions: []) }

        let digits = text.hasPrefix("#") ? String(text.dropFirst()) : text
        if let id = Int(digits), digits.allSatisfy(\.isASCII) {
            if let found = try reference(sql: "p.id = ?", [id], in: db) { return found }
            throw CatalogError.unknownPokemon(input, suggestions: [])
        }

        let slug = Self.slug(text)
        if let found = try reference(sql: "p.name = ?", [slug], in: db)
            ?? reference(sql: "p.is_default = 1 AND p.species_id = (SELECT id FROM species WHERE name = ?)", [slug], in: db) {
            return found
        }

        let folded = Self.fold(text)
        if let (kind, id) = try localizedMatch(folded, in: db) {
            let condition = kind == "pokemon" ? "p.id = ?" : "p.is_default = 1 AND p.species_id = ?"
            if let found = try reference(sql: condition, [id], in: db) { return found }
        }
        throw CatalogError.unknownPokemon(input, suggestions: try suggestions(for: folded, in: db))
    }

    /// Up to three slugs nearest to `folded` in edit distance, over slugs and English names.
    func suggestions(for folded: String, in db: Database) throws -> [String] {
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

    /// The localized name equal to `folded`: pokemon form names before species
    /// names, English before other languages.
    private func localizedMatch(_ folded: String, in db: Database) throws -> (kind: String, id: Int)? {
        let rows = try Row.fetchAll(db, sql: """
            SELECT kind, id, name FROM localized_name WHERE kind IN ('pokemon', 'species')
             ORDER BY kind = 'pokemon' DESC, language_id != ?, language_id, id
            """, arguments: [Languages.english])
        for row in rows {
            let name: String = row["name"]
            if Self.fold(name) == folded { return (row["kind"], row["id"]) }
        }
        return nil
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
