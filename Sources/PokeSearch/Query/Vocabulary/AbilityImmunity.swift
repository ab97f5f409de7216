/// Abilities that make a Pokémon immune to a type of move, by the type's
/// slug: Flash Fire to Fire, Water Absorb to Water, Sap Sipper to Grass.
/// A matchup reads the type chart alone (`immune to electric` is the Ground
/// types, as players judge it); where the chart makes no Pokémon immune to
/// the type (Fire, Water, Grass), `immune to fire` would always be empty, so
/// these abilities answer it instead. Listed by slug, as the games' own
/// ability descriptions give them; a slug the Pokédex lacks is simply absent.
/// Electric and Ground have immune types (Ground, Flying), so Volt Absorb
/// and Levitate are not listed: they could never answer.
enum AbilityImmunity {
    static let abilitySlugs: [String: [String]] = [
        "fire": ["flash-fire", "well-baked-body"],
        "water": ["water-absorb", "storm-drain", "dry-skin"],
        "grass": ["sap-sipper"],
    ]
}
