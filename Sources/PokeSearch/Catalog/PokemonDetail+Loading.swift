import Foundation
import GRDB

extension PokemonDetail {
    /// Loads everything `show` prints about `pokemon`, names in `language`,
    /// with the catch date from the backpack of the trainer profile called
    /// `trainer` when one is given (read only: an unknown profile caught
    /// nothing, and unreadable user data leaves the date out).
    /// `game`, a version group's slug (`VersionGroupResolver` reads what users
    /// type), keeps the moves of that game only; by default each move is as
    /// the latest game that teaches it has it. `wildIn`, a version group's
    /// slug, keeps the wild encounters of its games only; by default every game's.
    public static func load(
        _ pokemon: PokemonReference, language: String = "en", trainer: String? = nil, game: String? = nil,
        wildIn: String? = nil, from pokedex: Pokedex
    ) throws -> PokemonDetail {
        var detail = try pokedex.read { db in
            let languageID = try pokedex.languages.id(for: language, in: db)
            var detail = try Loader(db: db, id: pokemon.id, languageID: languageID, game: game).load()
            detail.whereToFind = try WildEncounters(db: db, languageID: languageID).load(pokemonID: pokemon.id, game: wildIn)
            if let formID = pokemon.formID {
                try FormLoader(db: db, formID: formID, languageID: languageID).apply(to: &detail)
            }
            return detail
        }
        if let trainer {
            // The date decorates the page, as a favorite's ★ does: user data
            // that cannot be read (damaged, in place of a directory) leaves it
            // out; the commands about the backpack say why.
            do {
                detail.caughtAt = try pokedex.userData.read(orIfMissing: nil) { db in
                    try TrainerCollection.backpack.date(of: pokemon.id, trainer: trainer, in: db)
                }
            } catch is StoreError {
                detail.caughtAt = nil
            }
        }
        return detail
    }
}

/// The queries behind `PokemonDetail.load`, one per section.
private struct Loader {
    let db: Database
    let id: Int
    let languageID: Int
    /// A version group's slug: only its moves.
    let game: String?

    func load() throws -> PokemonDetail {
        guard let row = try Row.fetchOne(db, sql: "SELECT * FROM pokemon_card WHERE id = ?", arguments: [id]) else {
            throw CatalogError.unknownPokemon(String(id), suggestions: [])
        }
        let speciesID: Int = row["species_id"]
        let genus = try speciesText("genus", speciesID: speciesID)
        let flavor = try speciesText("flavor_text", speciesID: speciesID)
        var detail = PokemonDetail(
            id: id, name: row["name"], speciesID: speciesID,
            displayName: try displayName(speciesID: speciesID, fallback: row["name"]),
            isDefault: row["is_default"],
            names: try names(speciesID: speciesID, isDefault: row["is_default"]),
            genus: genus,
            heightMeters: Double(row["height"] as Int? ?? 0) / 10,
            weightKilograms: Double(row["weight"] as Int? ?? 0) / 10,
            baseExperience: row["base_experience"],
            types: try named("""
                SELECT t.name, \(localized("type", "t.id")) AS display_name
                  FROM pokemon_type pt JOIN type t ON t.id = pt.type_id WHERE pt.pokemon_id = :id ORDER BY pt.slot
                """),
            abilities: try abilities(),
            stats: BaseStats(row: row),
            matchups: try matchups(),
            evolution: try evolution(speciesID: speciesID),
            flavorText: flavor.map(Self.oneLine),
            sprites: Dictionary(try Row.fetchAll(db, sql: "SELECT kind, url FROM pokemon_sprite WHERE pokemon_id = ?",
                                                 arguments: [id]).map { ($0["kind"], $0["url"]) },
                                uniquingKeysWith: { first, _ in first }),
            moves: try named("""
                SELECT m.name, \(localized("move", "m.id")) AS display_name
                  FROM pokemon_move pm JOIN move m ON m.id = pm.move_id WHERE pm.pokemon_id = :id
                 ORDER BY display_name COLLATE NOCASE, m.name
                """),
            caughtAt: nil)
        detail.effortYield = try effortYield()
        detail.learnset = try learnset()
        if let game {
            // The plain move list follows the game too (empty when it is not in that game).
            let taught = Set(detail.learnset.map(\.name))
            detail.moves = detail.moves.filter { taught.contains($0.name) }
            detail.game = game
        }
        return detail
    }

    /// The EVs it gives, by stat.
    private func effortYield() throws -> [String: Int] {
        var yield: [String: Int] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT stat_id, effort FROM pokemon_effort WHERE pokemon_id = ?", arguments: [id]) {
            if let stat = Stat(pokeAPIID: row["stat_id"]) { yield[stat.column] = row["effort"] }
        }
        return yield
    }

    /// Each (move, method) once, as the latest game that teaches it that way
    /// has it (the row whose game mask is highest), or as `game` has it.
    private func learnset() throws -> [LearnsetEntry] {
        let inGame = game == nil ? """
               AND l.version_group_mask = (SELECT max(version_group_mask) FROM pokemon_move_learn x
                                            WHERE x.pokemon_id = l.pokemon_id AND x.move_id = l.move_id AND x.method_id = l.method_id)
            """ : """
               AND (l.version_group_mask >> (SELECT id FROM version_group WHERE name = :game)) & 1 = 1
            """
        return try Row.fetchAll(db, sql: """
            SELECT m.name, \(localized("move", "m.id")) AS display_name, lm.name AS method,
                   \(localized("move-learn-method", "lm.id")) AS method_name,
                   l.level, t.name AS type, m.damage_class, m.power, m.accuracy, m.pp
              FROM pokemon_move_learn l
              JOIN move m ON m.id = l.move_id
              JOIN move_learn_method lm ON lm.id = l.method_id
              LEFT JOIN type t ON t.id = m.type_id
             WHERE l.pokemon_id = :id
            \(inGame)
             ORDER BY lm.id, l.level, display_name COLLATE NOCASE, m.name
            """, arguments: localizedArguments(game.map { ["id": id, "game": $0] } ?? ["id": id])).map { row in
            let method: String = row["method"]
            return LearnsetEntry(name: row["name"], displayName: row["display_name"], method: method, methodName: row["method_name"],
                               level: method == "level-up" ? row["level"] : nil, type: row["type"],
                               damageClass: row["damage_class"], power: row["power"], accuracy: row["accuracy"], pp: row["pp"])
        }
    }

    /// The form's own name when it has one (`Mega Charizard X`), else the species'.
    /// A species' `column` (its genus, its flavour text) in the reader's language, else the
    /// nearest that has it (`NearestLanguage`): a Japanese reader gets the kana genus of a
    /// species whose kanji one PokéAPI lacks, not the English.
    private func speciesText(_ column: String, speciesID: Int) throws -> String? {
        try String.fetchOne(db, sql: """
            SELECT st.\(column) FROM species_text st
              JOIN language near ON near.id = st.language_id
              JOIN language reader ON reader.id = ?
             WHERE st.species_id = ? AND st.\(column) IS NOT NULL AND \(NearestLanguage.condition(english: "?"))
             ORDER BY \(NearestLanguage.order(english: "?")) LIMIT 1
            """, arguments: [languageID, speciesID, Languages.english, Languages.english])
    }

    private func displayName(speciesID: Int, fallback: String) throws -> String {
        try String.fetchOne(db, sql: """
            SELECT COALESCE(
                (SELECT name FROM localized_name WHERE kind = 'pokemon' AND id = :id AND language_id = :lang),
                (SELECT name FROM localized_name WHERE kind = 'species' AND id = :species AND language_id = :lang),
                (SELECT name FROM localized_name WHERE kind = 'pokemon' AND id = :id AND language_id = :english),
                (SELECT name FROM localized_name WHERE kind = 'species' AND id = :species AND language_id = :english))
            """, arguments: ["id": id, "species": speciesID, "lang": languageID, "english": Languages.english]) ?? fallback
    }

    /// Names in every language: the form's own names when it has them, else the species'.
    private func names(speciesID: Int, isDefault: Bool) throws -> [PokemonDetail.LocalizedName] {
        let formNames = try Int.fetchOne(db, sql: "SELECT count(*) FROM localized_name WHERE kind = 'pokemon' AND id = ?",
                                         arguments: [id]) ?? 0
        let (kind, ref) = formNames > 0 ? ("pokemon", id) : ("species", speciesID)
        return try Row.fetchAll(db, sql: """
            SELECT l.name AS language, n.name FROM localized_name n JOIN language l ON l.id = n.language_id
             WHERE n.kind = ? AND n.id = ? ORDER BY l.id
            """, arguments: [kind, ref]).map { PokemonDetail.LocalizedName(language: $0["language"], name: $0["name"]) }
    }

    private func abilities() throws -> [PokemonDetail.Ability] {
        try Row.fetchAll(db, sql: """
            SELECT a.name, \(localized("ability", "a.id")) AS display_name, pa.is_hidden,
                   COALESCE((SELECT x.short_effect FROM entity_text x WHERE x.kind = 'ability' AND x.id = a.id AND x.language_id = :lang),
                            (SELECT x.flavor_text FROM entity_text x WHERE x.kind = 'ability' AND x.id = a.id AND x.language_id = :lang),
                            a.short_effect) AS short_effect
              FROM pokemon_ability pa JOIN ability a ON a.id = pa.ability_id
             WHERE pa.pokemon_id = :id ORDER BY pa.slot
            """, arguments: localizedArguments(["id": id])).map { row in
            PokemonDetail.Ability(ability: .init(name: row["name"], displayName: row["display_name"]),
                                  isHidden: row["is_hidden"], effect: (row["short_effect"] as String?).map(Self.oneLine))
        }
    }

    private func matchups() throws -> TypeMatchups {
        let rows = try Row.fetchAll(db, sql: """
            SELECT m.factor, t.name, \(localized("type", "t.id")) AS display_name
              FROM pokemon_matchup m JOIN type t ON t.id = m.attacking_type_id
             WHERE m.pokemon_id = :id AND m.factor != 100 ORDER BY t.id
            """, arguments: localizedArguments(["id": id]))
        var byFactor: [Int: [PokemonDetail.Named]] = [:]
        for row in rows {
            byFactor[row["factor"], default: []].append(.init(name: row["name"], displayName: row["display_name"]))
        }
        return TypeMatchups(byFactor: byFactor)
    }

    private func evolution(speciesID: Int) throws -> EvolutionChain {
        let rows = try Row.fetchAll(db, sql: """
            SELECT s.id, s.name, s.evolves_from_species_id, \(localized("species", "s.id")) AS display_name,
                   (SELECT group_concat(t.name, ' ') FROM (
                        SELECT t.name FROM pokemon p JOIN pokemon_type pt ON pt.pokemon_id = p.id JOIN type t ON t.id = pt.type_id
                         WHERE p.species_id = s.id AND p.is_default ORDER BY pt.slot) t) AS types
              FROM species s
             WHERE s.evolution_chain_id = (SELECT evolution_chain_id FROM species WHERE id = :species)
             ORDER BY s.sort_order, s.id
            """, arguments: localizedArguments(["species": speciesID]))
        let stages = try rows.map { row -> EvolutionChain.Stage in
            let stageID: Int = row["id"]
            var methods: [EvolutionMethod] = []
            for method in try evolutionMethods(speciesID: stageID) where !methods.contains(where: { $0.text == method.text }) {
                methods.append(method)
            }
            let types = (row["types"] as String?)?.split(separator: " ").map(String.init) ?? []
            return EvolutionChain.Stage(
                speciesID: stageID, species: .init(name: row["name"], displayName: row["display_name"]),
                types: types, evolvesFrom: row["evolves_from_species_id"], methods: methods)
        }
        return EvolutionChain(stages: stages)
    }

    /// How `speciesID` evolves from its parent, its item named in the display language.
    private func evolutionMethods(speciesID: Int) throws -> [EvolutionMethod] {
        try Row.fetchAll(db, sql: """
            SELECT e.trigger, e.min_level, e.item, e.detail, e.conditions, \(localized("item", "i.id")) AS item_name
              FROM evolution e LEFT JOIN item i ON i.name = e.item
             WHERE e.species_id = :species ORDER BY e.rowid
            """, arguments: localizedArguments(["species": speciesID])).compactMap { row in
            let item: String? = row["item"]
            guard let text = EvolutionChain.method(trigger: row["trigger"], minLevel: row["min_level"], item: item, detail: row["detail"]) else {
                return nil
            }
            let detail: String? = row["detail"]
            return EvolutionMethod(
                trigger: row["trigger"], minLevel: row["min_level"],
                item: item.map { PokemonDetail.Named(name: $0, displayName: row["item_name"] ?? $0.replacingOccurrences(of: "-", with: " ")) },
                conditions: detail?.isEmpty == false ? detail : nil,
                requirements: try StoredEvolutionRequirement.decode(row["conditions"]).map(requirement), text: text)
        }
    }

    /// A stored requirement with what it names in the display language.
    private func requirement(_ stored: StoredEvolutionRequirement) throws -> EvolutionRequirement {
        var named: PokemonDetail.Named?
        if let table = StoredEvolutionRequirement.namedTable(of: stored.kind), let id = stored.id {
            let slug = stored.slug ?? "#\(id)"
            let name = try String.fetchOne(db, sql: "SELECT \(localizedName(table, ":id"))", arguments: localizedArguments(["id": id]))
            named = PokemonDetail.Named(name: slug, displayName: name ?? slug.replacingOccurrences(of: "-", with: " "))
        }
        return EvolutionRequirement(kind: stored.kind, value: stored.value, word: stored.word, named: named, text: stored.text)
    }

    private func named(_ sql: String) throws -> [PokemonDetail.Named] {
        try Row.fetchAll(db, sql: sql, arguments: localizedArguments(["id": id])).map {
            PokemonDetail.Named(name: $0["name"], displayName: $0["display_name"])
        }
    }

    /// The display name of a `kind` resource in `:lang`, then English
    /// (`:english`), then its slug: bind `localizedArguments`.
    private func localized(_ kind: String, _ idColumn: String) -> String {
        let table = idColumn.split(separator: ".").first.map(String.init) ?? ""
        return "COALESCE(\(localizedName(kind, idColumn)), \(table).name)"
    }

    /// The display name of a `kind` resource in `:lang`, then English, else
    /// NULL; `id` is a column or a parameter (`:id`). Bind `localizedArguments`.
    private func localizedName(_ kind: String, _ id: String) -> String {
        """
        COALESCE((SELECT name FROM localized_name WHERE kind = '\(kind)' AND id = \(id) AND language_id = :lang),
                 (SELECT name FROM localized_name WHERE kind = '\(kind)' AND id = \(id) AND language_id = :english))
        """
    }

    /// `arguments` with `:lang` and `:english` bound, as `localized` needs.
    private func localizedArguments(_ arguments: [String: (any DatabaseValueConvertible)?]) -> StatementArguments {
        StatementArguments(arguments.merging(["lang": languageID, "english": Languages.english]) { $1 })
    }

    /// Flavor texts keep the games' line and page breaks; a paragraph reads better.
    static func oneLine(_ text: String) -> String {
        text.components(separatedBy: .whitespacesAndNewlines).filter { !$0.isEmpty }.joined(separator: " ")
    }
}

/// A cosmetic form's name and sprites over its Pokémon's (forms have no artwork of their own).
private struct FormLoader {
    let db: Database
    let formID: Int
    let languageID: Int

    func apply(to detail: inout PokemonDetail) throws {
        guard let row = try Row.fetchOne(db, sql: """
            SELECT f.name, f.is_default, coalesce((SELECT name FROM localized_name WHERE kind = 'pokemon-form' AND id = f.id AND language_id = ?),
                                    (SELECT name FROM localized_name WHERE kind = 'pokemon-form' AND id = f.id AND language_id = ?),
                                    f.name) AS display_name
              FROM pokemon_form f WHERE f.id = ?
            """, arguments: [languageID, Languages.english, formID]) else { return }
        detail.form = MatchedForm(id: formID, name: row["name"], displayName: row["display_name"])
        // The form asked for is the one shown: its name heads the page (`Unown B`, not the default `Unown A`).
        detail.displayName = row["display_name"]
        let sprites = try Row.fetchAll(db, sql: "SELECT kind, url FROM pokemon_form_sprite WHERE form_id = ?", arguments: [formID])
        // Another form's images only: the Pokémon's other kinds (artwork, home) picture its default form.
        if !sprites.isEmpty, !(row["is_default"] as Bool) { detail.sprites = [:] }
        for sprite in sprites {
            detail.sprites[sprite["kind"]] = sprite["url"]
        }
    }
}
