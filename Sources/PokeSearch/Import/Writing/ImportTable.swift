/// A table of 01-pokedex.sql the importer fills, and how one row goes in.
enum ImportTable: Int, CaseIterable, Sendable {
    case language, localizedName, generation, type, typeEfficacy, stat, ability, move, item
    case color, habitat, shape, eggGroup
    case evolutionChain, species, speciesEggGroup, speciesText, evolution
    case pokemon, pokemonType, pokemonAbility, pokemonEffort, pokemonMove, pokemonSprite
    case region, versionGroup, version, moveDamageClass, moveLearnMethod, itemPocket, itemCategory, entityText
    case pokemonMoveLearn, pokemonHeldItem, pokemonForm, pokemonFormSprite
    case moveMeta, moveStatChange, nature, location, locationArea, encounterMethod, pokemonEncounter
    /// The temporary table `default_form`, folded into `pokemon` at the end
    /// because a form's file may be read before its Pokémon's.
    case defaultForm

    var insertSQL: String {
        switch self {
        case .language: "INSERT INTO language (id, name, iso639, official) VALUES (?, ?, ?, ?)"
        // The dump sometimes repeats a language in one list: the first entry wins.
        case .localizedName: "INSERT OR IGNORE INTO localized_name (kind, id, language_id, name) VALUES (?, ?, ?, ?)"
        case .generation: "INSERT INTO generation (id, name, region) VALUES (?, ?, ?)"
        case .type: "INSERT INTO type (id, name, generation_id) VALUES (?, ?, ?)"
        case .typeEfficacy: "INSERT OR REPLACE INTO type_efficacy (attacking_type_id, defending_type_id, factor) VALUES (?, ?, ?)"
        case .stat: "INSERT INTO stat (id, name) VALUES (?, ?)"
        case .ability: "INSERT INTO ability (id, name, generation_id, is_main_series, short_effect, effect) VALUES (?, ?, ?, ?, ?, ?)"
        case .move:
            """
            INSERT INTO move (id, name, type_id, damage_class, power, accuracy, pp, priority, generation_id,
                short_effect, effect, effect_chance, target)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """
        // item.name is unique but the dump repeats a few slugs: the lowest id wins,
        // whatever the order the files arrive in.
        case .item:
            """
            INSERT INTO item (id, name, category, cost, short_effect, sprite, category_id, fling_power, effect)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT (name) DO UPDATE SET id = excluded.id, category = excluded.category, cost = excluded.cost,
                short_effect = excluded.short_effect, sprite = excluded.sprite, category_id = excluded.category_id,
                fling_power = excluded.fling_power, effect = excluded.effect
            WHERE excluded.id < item.id
            """
        case .color: "INSERT INTO color (id, name) VALUES (?, ?)"
        case .habitat: "INSERT INTO habitat (id, name) VALUES (?, ?)"
        case .shape: "INSERT INTO shape (id, name) VALUES (?, ?)"
        case .eggGroup: "INSERT INTO egg_group (id, name) VALUES (?, ?)"
        case .evolutionChain: "INSERT INTO evolution_chain (id, baby_trigger_item_id) VALUES (?, ?)"
        case .species:
            """
            INSERT INTO species (id, name, generation_id, evolution_chain_id, evolves_from_species_id,
                color_id, habitat_id, shape_id, capture_rate, base_happiness, gender_rate, hatch_counter,
                growth_rate, is_legendary, is_mythical, is_baby, sort_order)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """
        case .speciesEggGroup: "INSERT OR IGNORE INTO species_egg_group (species_id, egg_group_id) VALUES (?, ?)"
        case .speciesText: "INSERT INTO species_text (species_id, language_id, genus, flavor_text, flavor_version) VALUES (?, ?, ?, ?, ?)"
        case .evolution:
            """
            INSERT INTO evolution (species_id, evolves_from_species_id, evolution_chain_id, trigger, min_level, item, detail,
                held_item, known_move, location_id, time_of_day, min_happiness, min_affection, conditions)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """
        case .pokemon:
            """
            INSERT INTO pokemon (id, name, species_id, is_default, sort_order, height, weight, base_experience,
                hp, attack, defense, sp_attack, sp_defense, speed)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """
        case .pokemonType: "INSERT INTO pokemon_type (pokemon_id, slot, type_id) VALUES (?, ?, ?)"
        case .pokemonAbility: "INSERT INTO pokemon_ability (pokemon_id, slot, ability_id, is_hidden) VALUES (?, ?, ?, ?)"
        case .pokemonEffort: "INSERT INTO pokemon_effort (pokemon_id, stat_id, effort) VALUES (?, ?, ?)"
        case .pokemonMove: "INSERT OR IGNORE INTO pokemon_move (pokemon_id, move_id) VALUES (?, ?)"
        case .pokemonSprite: "INSERT INTO pokemon_sprite (pokemon_id, kind, url) VALUES (?, ?, ?)"
        case .defaultForm: "INSERT INTO temp.default_form (pokemon_id, is_mega, form_name) VALUES (?, ?, ?)"
        case .region: "INSERT INTO region (id, name, generation_id) VALUES (?, ?, ?)"
        case .versionGroup: "INSERT INTO version_group (id, name, generation_id, sort_order) VALUES (?, ?, ?, ?)"
        case .version: "INSERT INTO version (id, name, version_group_id) VALUES (?, ?, ?)"
        case .moveDamageClass: "INSERT INTO move_damage_class (id, name) VALUES (?, ?)"
        case .moveLearnMethod: "INSERT INTO move_learn_method (id, name) VALUES (?, ?)"
        case .itemPocket: "INSERT INTO item_pocket (id, name) VALUES (?, ?)"
        case .itemCategory: "INSERT INTO item_category (id, name, pocket_id) VALUES (?, ?, ?)"
        case .entityText:
            """
            INSERT INTO entity_text (kind, id, language_id, short_effect, effect, flavor_text, flavor_version_group_id)
            VALUES (?, ?, ?, ?, ?, ?, ?)
            """
        case .pokemonMoveLearn:
            "INSERT INTO pokemon_move_learn (pokemon_id, method_id, level, move_id, version_group_mask) VALUES (?, ?, ?, ?, ?)"
        case .pokemonHeldItem: "INSERT OR IGNORE INTO pokemon_held_item (pokemon_id, item_id) VALUES (?, ?)"
        case .pokemonForm:
            """
            INSERT INTO pokemon_form (id, name, pokemon_id, form_name, is_default, is_battle_only, is_mega, form_order)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?)
            """
        case .pokemonFormSprite: "INSERT INTO pokemon_form_sprite (form_id, kind, url) VALUES (?, ?, ?)"
        case .moveMeta:
            """
            INSERT INTO move_meta (move_id, category, ailment, ailment_chance, crit_rate, drain, flinch_chance, healing,
                min_hits, max_hits, stat_chance)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """
        // The dump may list a stat twice for one move: the first entry wins.
        case .moveStatChange: "INSERT OR IGNORE INTO move_stat_change (move_id, stat_id, change) VALUES (?, ?, ?)"
        case .nature:
            """
            INSERT INTO nature (id, name, increased_stat_id, decreased_stat_id, likes_flavor, hates_flavor)
            VALUES (?, ?, ?, ?, ?, ?)
            """
        case .location: "INSERT INTO location (id, name, region_id) VALUES (?, ?, ?)"
        case .locationArea: "INSERT INTO location_area (id, name, location_id) VALUES (?, ?, ?)"
        case .encounterMethod: "INSERT INTO encounter_method (id, name) VALUES (?, ?)"
        case .pokemonEncounter:
            """
            INSERT INTO pokemon_encounter (pokemon_id, location_area_id, method_id, min_level, max_level, chance, version_mask)
            VALUES (?, ?, ?, ?, ?, ?, ?)
            """
        }
    }
}
