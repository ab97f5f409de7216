/// The sprite and artwork URLs of a Pokémon's `sprites`, under the `kind`
/// names of `pokemon_sprite`: `front_default`, `official-artwork`,
/// `home-shiny`, `showdown-back-female`… The per-game sprites under
/// `versions` are not kept.
enum PokemonSprites {
    /// `(kind, url)` for every picture present, e.g. `("official-artwork", "https://…/6.png")`.
    static func read(_ json: inout JSONCursor) throws -> [(kind: String, url: String)] {
        var urls: [(kind: String, url: String)] = []
        try json.members(at: "sprites") { json, key in
            if key == "other" {
                _ = try json.nullable { try readFamilies(&$0, into: &urls) }
            } else if let picture = pictures.first(where: { key == $0.member }) {
                if let url = try json.nullable({ try $0.string(at: "sprites.\(picture.member)") }) {
                    urls.append(("\(picture.member)", url))
                }
            } else {
                try json.skipValue()
            }
        }
        return urls
    }

    /// The artwork families under `sprites.other`: `official-artwork-shiny`…
    private static func readFamilies(_ json: inout JSONCursor, into urls: inout [(kind: String, url: String)]) throws {
        try json.members(at: "sprites.other") { json, key in
            guard let family = families.first(where: { key == $0.member }) else { return try json.skipValue() }
            func field() -> String { "sprites.other.\(family.member)" }
            _ = try json.nullable { json in
                try json.members(at: field()) { json, key in
                    guard let picture = pictures.first(where: { key == $0.member }) else { return try json.skipValue() }
                    if let url = try json.nullable({ try $0.string(at: "\(field()).\(picture.member)") }) {
                        urls.append((family.kind + picture.suffix, url))
                    }
                }
            }
        }
    }

    /// The pictures of a set: their member, which is also their kind at the
    /// top level, and the suffix they add to a family's kind.
    private static let pictures: [(member: StaticString, suffix: String)] = [
        ("front_default", ""), ("front_shiny", "-shiny"), ("front_female", "-female"), ("front_shiny_female", "-shiny-female"),
        ("back_default", "-back"), ("back_shiny", "-back-shiny"), ("back_female", "-back-female"), ("back_shiny_female", "-back-shiny-female"),
    ]

    /// The families kept, by member and kind.
    private static let families: [(member: StaticString, kind: String)] = [
        ("official-artwork", "official-artwork"), ("home", "home"), ("dream_world", "dream-world"), ("showdown", "showdown"),
    ]
}
