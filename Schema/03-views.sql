-- Read-only views over the Pokédex, used by listings and sorting.

-- One line per Pokémon with what a listing shows and sorts by.
CREATE VIEW pokemon_card AS
SELECT p.id, p.name, p.species_id, p.is_default, p.is_mega, p.form_name,
       p.height, p.weight, p.base_experience,
       p.hp, p.attack, p.defense, p.sp_attack, p.sp_defense, p.speed, p.total,
       s.capture_rate, s.generation_id, s.is_legendary, s.is_mythical, s.is_baby,
       (SELECT group_concat(t.name, ' ')
          FROM (SELECT t.name FROM pokemon_type pt JOIN type t ON t.id = pt.type_id
                 WHERE pt.pokemon_id = p.id ORDER BY pt.slot) AS t) AS types
FROM pokemon p JOIN species s ON s.id = p.species_id;

-- How hard each attacking type hits each Pokémon, combined over its types, in
-- percent (400, 200, 100, 50, 25 or 0): computed once by the index builder
-- into search_matchup (Schema/02-search.sql), which matchup searches read by its key.
CREATE VIEW pokemon_matchup AS
SELECT pokemon_id, attacking_type_id, factor FROM search_matchup;
