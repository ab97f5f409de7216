/// What a row of `localized_name` (and of `entity_text`) describes: its
/// `kind` column. The importer writes these, the index builder and the
/// catalogue read them; `LexiconKind.nameKind` and `EntityKind.nameKind` say
/// which of them a query's kinds are named by.
enum NameKind: String, CaseIterable, Sendable {
    case pokemon, species
    /// A form's own full name (`Alolan Raichu`).
    case pokemonForm = "pokemon-form"
    /// A form's name without the species' (`Alola Form`).
    case pokemonFormName = "pokemon-form-name"
    case type, ability, move, item
    case itemCategory = "item-category"
    case region, generation, version
    // The small vocabularies.
    case stat, color, habitat, shape
    case eggGroup = "egg-group"
    case moveDamageClass = "move-damage-class"
    case moveLearnMethod = "move-learn-method"
    case itemPocket = "item-pocket"
    case nature, location
    case locationArea = "location-area"
    case encounterMethod = "encounter-method"
}
