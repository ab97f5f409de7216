/// The species of flags the dump does not mark, by national Pokédex number
/// (PokéAPI's species ids): every Pokémon of them, forms included.
///
/// The lines are fixed by the games (three-stage lines, numbered in a row)
/// and a dump only ever adds to them; a dump without some of them finds
/// the ones it has.
enum FlagLines {
    /// The first partner of each main-series region, Kanto to Paldea, and its
    /// evolutions: Bulbasaur, Charmander, Squirtle, Chikorita … Quaxly.
    static let starters = lines(from: [
        1, 4, 7, 152, 155, 158, 252, 255, 258, 387, 390, 393, 495, 498, 501,
        650, 653, 656, 722, 725, 728, 810, 813, 816, 906, 909, 912,
    ])

    /// The ten lines players call pseudo-legendary (three stages, a final
    /// form of 600 base points): Dratini, Larvitar, Bagon, Beldum, Gible,
    /// Deino, Goomy, Jangmo-o, Dreepy, Frigibax.
    static let pseudoLegendaries = lines(from: [147, 246, 371, 374, 443, 633, 704, 782, 885, 996])

    /// The Ultra Beasts of Alola: Nihilego to Guzzlord, Poipole to Blacephalon.
    static let ultraBeasts = Array(793...799) + Array(803...806)

    /// The Pokémon revived from fossils and their evolutions: Omanyte,
    /// Kabuto, Aerodactyl, Lileep, Anorith, Cranidos, Shieldon, Tirtouga,
    /// Archen, Tyrunt, Amaura, and Galar's four pieced together from two.
    static let fossils = [138, 139, 140, 141, 142, 345, 346, 347, 348, 408, 409, 410, 411, 564, 565, 566, 567, 696, 697, 698, 699]
        + Array(880...883)

    /// The Pokémon a `starter` search holds besides the lines: Let's Go's
    /// partner Pikachu and Eevee, whose slugs end so (`pikachu-starter`).
    static let partnerSlugSuffix = "-starter"

    /// Each first stage with the two numbers after it.
    private static func lines(from firstStages: [Int]) -> [Int] {
        firstStages.flatMap { [$0, $0 + 1, $0 + 2] }
    }
}
