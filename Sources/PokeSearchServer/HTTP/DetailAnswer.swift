import Foundation
import PokeSearch

/// `GET /api/pokemon/{id}`'s answer: everything `show --format json` prints,
/// the requesting trainer's `caught_at` and `favorite`, the neighbours, the
/// games it learns moves in (latest first; `game` is the one `learnset`
/// holds) and every Pokémon of its species (`forms`, default form first).
struct DetailAnswer: Encodable {
    var detail: PokemonDetail
    var favorite: Bool
    var neighbours: PokedexNeighbours
    var games: [String]
    var forms: [PokemonSummary]

    enum CodingKeys: String, CodingKey { case caughtAt = "caught_at", favorite, previous, next, games, forms }

    func encode(to encoder: any Encoder) throws {
        try detail.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(detail.caughtAt, forKey: .caughtAt)
        try container.encode(favorite, forKey: .favorite)
        try container.encode(neighbours.previous, forKey: .previous)
        try container.encode(neighbours.next, forKey: .next)
        try container.encode(games, forKey: .games)
        try container.encode(forms, forKey: .forms)
    }
}
