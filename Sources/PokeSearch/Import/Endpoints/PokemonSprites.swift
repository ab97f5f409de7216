/// The sprite and artwork URLs of a Pokémon, under the `kind` names of
/// `pokemon_sprite`. The per-game sprites under `versions` are not kept.
struct PokemonSprites: Decodable {
    let front_default: String?
    let front_shiny: String?
    let front_female: String?
    let front_shiny_female: String?
    let back_default: String?
    let back_shiny: String?
    let back_female: String?
    let back_shiny_female: String?
    let other: Other?

    struct Other: Decodable {
        let dream_world: Family?
        let home: Family?
        let official_artwork: Family?
        let showdown: Family?

        private enum CodingKeys: String, CodingKey {
            case dream_world, home, showdown
            case official_artwork = "official-artwork"
        }
    }

    /// One artwork family: its front, shiny, female and back pictures.
    struct Family: Decodable {
        let front_default: String?
        let front_shiny: String?
        let front_female: String?
        let front_shiny_female: String?
        let back_default: String?
        let back_shiny: String?
        let back_female: String?
        let back_shiny_female: String?
    }

    /// `(kind, url)` for every picture present, e.g. `("official-artwork", "https://…/6.png")`.
    var urls: [(kind: String, url: String)] {
        var urls: [(String, String?)] = [
            ("front_default", front_default), ("front_shiny", front_shiny),
            ("front_female", front_female), ("front_shiny_female", front_shiny_female),
            ("back_default", back_default), ("back_shiny", back_shiny),
            ("back_female", back_female), ("back_shiny_female", back_shiny_female),
        ]
        let families: [(String, Family?)] = [
            ("official-artwork", other?.official_artwork), ("home", other?.home),
            ("dream-world", other?.dream_world), ("showdown", other?.showdown),
        ]
        for (family, set) in families {
            guard let set else { continue }
            urls += [
                (family, set.front_default), ("\(family)-shiny", set.front_shiny),
                ("\(family)-female", set.front_female), ("\(family)-shiny-female", set.front_shiny_female),
                ("\(family)-back", set.back_default), ("\(family)-back-shiny", set.back_shiny),
                ("\(family)-back-female", set.back_female), ("\(family)-back-shiny-female", set.back_shiny_female),
            ]
        }
        return urls.compactMap { kind, url in url.map { (kind, $0) } }
    }
}
