-- The imported Pokédex: everything here is rebuilt by `pokesearch import` and
-- `pokesearch bundle`. Ids are PokéAPI ids; names are PokéAPI slugs.
-- User data never lives in this file (see 04-user.sql).

CREATE TABLE language (
    id        INTEGER PRIMARY KEY,
    name      TEXT NOT NULL UNIQUE,          -- 'ja-hrkt', 'fr', 'zh-hans'
    iso639    TEXT NOT NULL,
    official  INTEGER NOT NULL DEFAULT 1
);

-- Localized display names of every named resource, one row per language.
-- kind: 'species', 'pokemon' (form names), 'type', 'ability', 'move', 'item',
-- 'generation', 'color', 'habitat', 'shape', 'egg-group', 'stat', 'region',
-- 'version', 'move-learn-method', 'move-damage-class', 'item-category',
-- 'item-pocket', 'nature', 'location', 'location-area', 'encounter-method',
-- 'pokemon-form' (every form's full name: 'Unown B', else its
-- form name), 'pokemon-form-name' (the form name alone, in more languages:
-- 'B', 'Ｂ', 'Motif Archipel').
CREATE TABLE localized_name (
    kind         TEXT NOT NULL,
    id           INTEGER NOT NULL,
    language_id  INTEGER NOT NULL REFERENCES language(id),
    name         TEXT NOT NULL,
    PRIMARY KEY (kind, id, language_id)
) WITHOUT ROWID;

CREATE TABLE generation (
    id      INTEGER PRIMARY KEY,
    name    TEXT NOT NULL UNIQUE,            -- 'generation-iv'
    region  TEXT                             -- main region's slug, see region
);

CREATE TABLE region (
    id             INTEGER PRIMARY KEY,
    name           TEXT NOT NULL UNIQUE,     -- 'hoenn'
    generation_id  INTEGER REFERENCES generation(id)  -- the generation it came with; NULL for hisui, orre
);

-- Games: a version group is a pair of games sharing their data ('scarlet-violet');
-- ids are not chronological (red-green-japan is 28): sort by sort_order.
CREATE TABLE version_group (
    id             INTEGER PRIMARY KEY,
    name           TEXT NOT NULL UNIQUE,
    generation_id  INTEGER NOT NULL REFERENCES generation(id),
    sort_order     INTEGER NOT NULL          -- release order
);

CREATE TABLE version (
    id                INTEGER PRIMARY KEY,
    name              TEXT NOT NULL UNIQUE,  -- 'scarlet'
    version_group_id  INTEGER NOT NULL REFERENCES version_group(id)
);

CREATE TABLE type (
    id             INTEGER PRIMARY KEY,
    name           TEXT NOT NULL UNIQUE,
    generation_id  INTEGER REFERENCES generation(id)
);

-- The current type chart: damage factor in percent (0, 50, 100, 200) when a
-- move of attacking_type hits a Pokémon of defending_type. Only non-100 pairs.
CREATE TABLE type_efficacy (
    attacking_type_id  INTEGER NOT NULL REFERENCES type(id),
    defending_type_id  INTEGER NOT NULL REFERENCES type(id),
    factor             INTEGER NOT NULL,
    PRIMARY KEY (attacking_type_id, defending_type_id)
) WITHOUT ROWID;

CREATE TABLE stat (
    id    INTEGER PRIMARY KEY,
    name  TEXT NOT NULL UNIQUE               -- 'special-attack'
);

CREATE TABLE ability (
    id             INTEGER PRIMARY KEY,
    name           TEXT NOT NULL UNIQUE,
    generation_id  INTEGER REFERENCES generation(id),
    is_main_series INTEGER NOT NULL DEFAULT 1,
    short_effect   TEXT,                     -- English
    effect         TEXT                      -- English, Markdown as in the dump (paragraphs, tables)
);

CREATE TABLE move (
    id             INTEGER PRIMARY KEY,
    name           TEXT NOT NULL UNIQUE,
    type_id        INTEGER REFERENCES type(id),
    damage_class   TEXT,                     -- 'physical', 'special', 'status'
    power          INTEGER,
    accuracy       INTEGER,
    pp             INTEGER,
    priority       INTEGER,
    generation_id  INTEGER REFERENCES generation(id),
    short_effect   TEXT,                     -- English, effect_chance substituted
    effect         TEXT,                     -- English, the same; Markdown as in the dump
    effect_chance  INTEGER,                  -- percent
    target         TEXT                      -- 'selected-pokemon', 'all-opponents', ...
);

-- What a move does in battle, from the move's `meta` (none for the moves
-- the dump gives no meta: Z-moves, Max moves). category: PokéAPI's
-- move-category ('damage+ailment', 'heal', 'ohko', ...); ailment: the status
-- it may inflict ('paralysis', 'burn', ..., 'none'); percentages as in the
-- dump (drain < 0 is recoil; healing: of the user's maximum HP; crit_rate:
-- stages above normal); min/max_hits for moves that hit several times.
CREATE TABLE move_meta (
    move_id        INTEGER PRIMARY KEY REFERENCES move(id),
    category       TEXT NOT NULL,
    ailment        TEXT NOT NULL,
    ailment_chance INTEGER NOT NULL,
    crit_rate      INTEGER NOT NULL,
    drain          INTEGER NOT NULL,
    flinch_chance  INTEGER NOT NULL,
    healing        INTEGER NOT NULL,
    min_hits       INTEGER,
    max_hits       INTEGER,
    stat_chance    INTEGER NOT NULL
);

-- The stages a move raises (change > 0) or lowers (change < 0) a stat by.
CREATE TABLE move_stat_change (
    move_id  INTEGER NOT NULL REFERENCES move(id),
    stat_id  INTEGER NOT NULL REFERENCES stat(id),
    change   INTEGER NOT NULL,
    PRIMARY KEY (move_id, stat_id)
) WITHOUT ROWID;

CREATE TABLE move_damage_class (
    id    INTEGER PRIMARY KEY,
    name  TEXT NOT NULL UNIQUE               -- 'physical', as in move.damage_class
);

CREATE TABLE move_learn_method (
    id    INTEGER PRIMARY KEY,
    name  TEXT NOT NULL UNIQUE               -- 'level-up', 'machine', 'egg', 'tutor', ...
);

CREATE TABLE item_pocket (
    id    INTEGER PRIMARY KEY,
    name  TEXT NOT NULL UNIQUE               -- 'misc', 'medicine', 'pokeballs', ...
);

CREATE TABLE item_category (
    id         INTEGER PRIMARY KEY,
    name       TEXT NOT NULL UNIQUE,         -- 'held-items', as in item.category
    pocket_id  INTEGER REFERENCES item_pocket(id)
);

CREATE TABLE item (
    id            INTEGER PRIMARY KEY,
    name          TEXT NOT NULL UNIQUE,
    category      TEXT,
    cost          INTEGER,                   -- price in the newest game selling it; the dump prices 24 items
    short_effect  TEXT,                      -- English
    sprite        TEXT,
    category_id   INTEGER REFERENCES item_category(id),
    fling_power   INTEGER,
    effect        TEXT                       -- English, Markdown as in the dump
);

-- The texts of moves, items and abilities in each language that has one.
-- kind: 'move', 'item', 'ability'. Effects exist mostly in English (some
-- French, German); flavor_text is the latest game's (by release order).
CREATE TABLE entity_text (
    kind                     TEXT NOT NULL,
    id                       INTEGER NOT NULL,
    language_id              INTEGER NOT NULL REFERENCES language(id),
    short_effect             TEXT,
    effect                   TEXT,
    flavor_text              TEXT,
    flavor_version_group_id  INTEGER REFERENCES version_group(id),
    PRIMARY KEY (kind, id, language_id)
) WITHOUT ROWID;

-- Natures: the stat each raises and the one it lowers by 10% (none for the
-- five neutral natures), and the berry flavors it likes and hates.
CREATE TABLE nature (
    id                 INTEGER PRIMARY KEY,
    name               TEXT NOT NULL UNIQUE,     -- 'timid'
    increased_stat_id  INTEGER REFERENCES stat(id),
    decreased_stat_id  INTEGER REFERENCES stat(id),
    likes_flavor       TEXT,                     -- 'sweet'
    hates_flavor       TEXT
);

-- Places of the games ('mt-moon') and their areas ('mt-moon-1f'), named in
-- localized_name (kinds 'location', 'location-area').
CREATE TABLE location (
    id         INTEGER PRIMARY KEY,
    name       TEXT NOT NULL UNIQUE,
    region_id  INTEGER REFERENCES region(id)
);

CREATE TABLE location_area (
    id           INTEGER PRIMARY KEY,
    name         TEXT NOT NULL,
    location_id  INTEGER NOT NULL REFERENCES location(id)
);
CREATE INDEX location_area_by_location ON location_area(location_id);

-- How a wild Pokémon is met: 'walk', 'old-rod', 'surf', 'gift', ...
CREATE TABLE encounter_method (
    id    INTEGER PRIMARY KEY,
    name  TEXT NOT NULL UNIQUE
);

-- Where each Pokémon is met in the wild: one row per area, method, levels
-- and chance, with the games (version ids) it holds in as bits of one
-- integer (`version_mask >> version_id & 1`), as pokemon_move_learn keeps
-- version groups. chance: the percent of encounters of that method there,
-- the slots of one condition (time of day, season, swarm...) added up and
-- the likeliest condition kept, at most 100.
CREATE TABLE pokemon_encounter (
    pokemon_id        INTEGER NOT NULL REFERENCES pokemon(id),
    location_area_id  INTEGER NOT NULL REFERENCES location_area(id),
    method_id         INTEGER NOT NULL REFERENCES encounter_method(id),
    version_mask      INTEGER NOT NULL,
    -- After the key's columns: SQLite 3.40's quick_check misreads a WITHOUT
    -- ROWID table whose key columns are not declared first.
    min_level         INTEGER NOT NULL,
    max_level         INTEGER NOT NULL,
    chance            INTEGER NOT NULL,
    PRIMARY KEY (pokemon_id, location_area_id, method_id, version_mask)
) WITHOUT ROWID;
CREATE INDEX pokemon_encounter_by_area ON pokemon_encounter(location_area_id);

-- Small vocabularies a species refers to.
CREATE TABLE color     (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE);
CREATE TABLE habitat   (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE);
CREATE TABLE shape     (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE);
CREATE TABLE egg_group (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE);

CREATE TABLE evolution_chain (
    id                     INTEGER PRIMARY KEY,
    baby_trigger_item_id   INTEGER REFERENCES item(id)
);

CREATE TABLE species (
    id                       INTEGER PRIMARY KEY,   -- National Pokédex number
    name                     TEXT NOT NULL UNIQUE,
    generation_id            INTEGER NOT NULL REFERENCES generation(id),
    evolution_chain_id       INTEGER REFERENCES evolution_chain(id),
    evolves_from_species_id  INTEGER REFERENCES species(id),
    color_id                 INTEGER REFERENCES color(id),
    habitat_id               INTEGER REFERENCES habitat(id),
    shape_id                 INTEGER REFERENCES shape(id),
    capture_rate             INTEGER,
    base_happiness           INTEGER,
    gender_rate              INTEGER,               -- eighths female; -1 genderless
    hatch_counter            INTEGER,
    growth_rate              TEXT,
    is_legendary             INTEGER NOT NULL DEFAULT 0,
    is_mythical              INTEGER NOT NULL DEFAULT 0,
    is_baby                  INTEGER NOT NULL DEFAULT 0,
    sort_order               INTEGER
);

CREATE TABLE species_egg_group (
    species_id    INTEGER NOT NULL REFERENCES species(id),
    egg_group_id  INTEGER NOT NULL REFERENCES egg_group(id),
    PRIMARY KEY (species_id, egg_group_id)
) WITHOUT ROWID;

-- Genus ("Flame Pokémon") and the latest flavor text, per language.
CREATE TABLE species_text (
    species_id    INTEGER NOT NULL REFERENCES species(id),
    language_id   INTEGER NOT NULL REFERENCES language(id),
    genus         TEXT,
    flavor_text   TEXT,
    flavor_version TEXT,
    PRIMARY KEY (species_id, language_id)
) WITHOUT ROWID;

-- How a species evolves from its parent in the chain (one row per method).
CREATE TABLE evolution (
    species_id               INTEGER NOT NULL REFERENCES species(id),
    evolves_from_species_id  INTEGER NOT NULL REFERENCES species(id),
    evolution_chain_id       INTEGER NOT NULL REFERENCES evolution_chain(id),
    trigger                  TEXT,       -- 'level-up', 'use-item', 'trade', ...
    min_level                INTEGER,
    item                     TEXT,
    detail                   TEXT,       -- readable summary of the other conditions
    -- The conditions queries ask for (`evolves holding a metal coat`,
    -- `evolves with friendship at night`, `evolves at mt coronet`):
    held_item                TEXT,       -- item slug
    known_move               TEXT,       -- move slug
    location_id              INTEGER REFERENCES location(id),
    time_of_day              TEXT,       -- 'day', 'night', 'dusk'
    min_happiness            INTEGER,
    min_affection            INTEGER,
    -- Every condition besides trigger, level and item, as data for front ends
    -- that word them in their own language: a JSON array of
    -- {"kind": "friendship", "value": 160}, {"kind": "time", "word": "day"},
    -- {"kind": "location", "id": 8, "slug": "eterna-forest"}, ... (StoredEvolutionRequirement).
    conditions               TEXT
);
CREATE INDEX evolution_by_chain ON evolution(evolution_chain_id);

CREATE TABLE pokemon (
    id               INTEGER PRIMARY KEY,   -- PokéAPI pokemon id (forms are 10001+)
    name             TEXT NOT NULL UNIQUE,
    species_id       INTEGER NOT NULL REFERENCES species(id),
    is_default       INTEGER NOT NULL,
    is_mega          INTEGER NOT NULL DEFAULT 0,
    form_name        TEXT,                  -- 'mega-x', 'alola'; NULL for the default form
    sort_order       INTEGER,
    height           INTEGER,               -- decimetres
    weight           INTEGER,               -- hectograms
    base_experience  INTEGER,
    hp               INTEGER NOT NULL,
    attack           INTEGER NOT NULL,
    defense          INTEGER NOT NULL,
    sp_attack        INTEGER NOT NULL,
    sp_defense       INTEGER NOT NULL,
    speed            INTEGER NOT NULL,
    total            INTEGER GENERATED ALWAYS AS (hp + attack + defense + sp_attack + sp_defense + speed) STORED
);
CREATE INDEX pokemon_by_species ON pokemon(species_id);

CREATE TABLE pokemon_type (
    pokemon_id  INTEGER NOT NULL REFERENCES pokemon(id),
    slot        INTEGER NOT NULL,
    type_id     INTEGER NOT NULL REFERENCES type(id),
    PRIMARY KEY (pokemon_id, slot)
) WITHOUT ROWID;
CREATE INDEX pokemon_type_by_type ON pokemon_type(type_id, pokemon_id);

CREATE TABLE pokemon_ability (
    pokemon_id  INTEGER NOT NULL REFERENCES pokemon(id),
    slot        INTEGER NOT NULL,
    ability_id  INTEGER NOT NULL REFERENCES ability(id),
    is_hidden   INTEGER NOT NULL,
    PRIMARY KEY (pokemon_id, slot)
) WITHOUT ROWID;
CREATE INDEX pokemon_ability_by_ability ON pokemon_ability(ability_id, pokemon_id);

-- The effort values (EVs) defeating it gives: a row per stat it gives any of.
CREATE TABLE pokemon_effort (
    pokemon_id  INTEGER NOT NULL REFERENCES pokemon(id),
    stat_id     INTEGER NOT NULL REFERENCES stat(id),
    effort      INTEGER NOT NULL,           -- 1 to 3
    PRIMARY KEY (pokemon_id, stat_id)
) WITHOUT ROWID;

-- Moves a Pokémon can learn in any game (no per-version detail).
CREATE TABLE pokemon_move (
    pokemon_id  INTEGER NOT NULL REFERENCES pokemon(id),
    move_id     INTEGER NOT NULL REFERENCES move(id),
    PRIMARY KEY (pokemon_id, move_id)
) WITHOUT ROWID;
CREATE INDEX pokemon_move_by_move ON pokemon_move(move_id, pokemon_id);

-- Sprite and artwork URLs: kind is 'front_default', 'front_shiny',
-- 'official-artwork', 'official-artwork-shiny', 'home', 'showdown', ...
CREATE TABLE pokemon_sprite (
    pokemon_id  INTEGER NOT NULL REFERENCES pokemon(id),
    kind        TEXT NOT NULL,
    url         TEXT NOT NULL,
    PRIMARY KEY (pokemon_id, kind)
) WITHOUT ROWID;

-- How a Pokémon learns each move, and in which version groups: bit n of
-- version_group_mask is set when it learns the move this way in version group
-- n (`version_group_mask >> n & 1`). One row per way of learning rather than
-- one per game: 162,000 rows instead of 638,000, a third of the space. Rows
-- come in move-list order (method, then level). level: the level for
-- 'level-up' (0 for a move learned on evolving), 0 for the other methods.
CREATE TABLE pokemon_move_learn (
    pokemon_id          INTEGER NOT NULL REFERENCES pokemon(id),
    method_id           INTEGER NOT NULL REFERENCES move_learn_method(id),
    level               INTEGER NOT NULL,
    move_id             INTEGER NOT NULL REFERENCES move(id),
    version_group_mask  INTEGER NOT NULL,
    PRIMARY KEY (pokemon_id, method_id, level, move_id)
) WITHOUT ROWID;

-- Items a Pokémon may hold in the wild, in any game.
CREATE TABLE pokemon_held_item (
    pokemon_id  INTEGER NOT NULL REFERENCES pokemon(id),
    item_id     INTEGER NOT NULL REFERENCES item(id),
    PRIMARY KEY (pokemon_id, item_id)
) WITHOUT ROWID;
CREATE INDEX pokemon_held_item_by_item ON pokemon_held_item(item_id, pokemon_id);

-- Every look of every Pokémon, cosmetic ones included ('unown-b',
-- 'vivillon-polar', 'gastrodon-east'); the default form of Pokémon n is
-- usually form n. Names: localized_name kinds 'pokemon-form', 'pokemon-form-name'.
CREATE TABLE pokemon_form (
    id              INTEGER PRIMARY KEY,
    name            TEXT NOT NULL UNIQUE,
    pokemon_id      INTEGER NOT NULL REFERENCES pokemon(id),
    form_name       TEXT,                    -- 'b', 'polar'; NULL for a plain default form
    is_default      INTEGER NOT NULL,
    is_battle_only  INTEGER NOT NULL,
    is_mega         INTEGER NOT NULL,
    form_order      INTEGER                  -- order among the Pokémon's forms, from 1
);
CREATE INDEX pokemon_form_by_pokemon ON pokemon_form(pokemon_id);

-- A form's sprites, with the kinds of pokemon_sprite (forms have no artwork).
CREATE TABLE pokemon_form_sprite (
    form_id  INTEGER NOT NULL REFERENCES pokemon_form(id),
    kind     TEXT NOT NULL,
    url      TEXT NOT NULL,
    PRIMARY KEY (form_id, kind)
) WITHOUT ROWID;

-- Where the data came from, and when.
CREATE TABLE dataset_info (
    key    TEXT PRIMARY KEY,
    value  TEXT NOT NULL
) WITHOUT ROWID;
