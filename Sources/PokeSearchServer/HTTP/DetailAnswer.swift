import Foundation
import PokeSearch

/// `GET /api/pokemon/{id}`'s answer: everything `show --format json` prints,
/// the requesting trainer's `caught_at` and `favorite`, and the neighbours.
struct DetailAnswer: Encodable {
    var detail: PokemonDetail
    var favorite: Bool
    var neighbours: PokedexNeighbours

    enum CodingKeys: String, CodingKey { case caughtAt = "caught_at", favorite, previous, next }

    func encode(to encoder: any Encoder) throws {
        try detail.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(detail.caughtAt, forKey: .caughtAt)
        try container.encode(favorite, forKey: .favorite)
        try container.encode(neighbours.previous, forKey: .previous)
        try container.encode(neighbours.next, forKey: .next)
    }
}
