/// The fossils of the games and the species each is revived into, by the
/// item's slug: a query naming one (`helix fossil`, `old amber`) means those
/// Pokémon, as an evolution stone means the ones it evolves. Galar's four
/// halves each make two of the species pieced together from a pair.
enum FossilItems {
    static let revived: [String: [Int]] = [
        "helix-fossil": [138], "dome-fossil": [140], "old-amber": [142], "root-fossil": [345], "claw-fossil": [347],
        "skull-fossil": [408], "armor-fossil": [410], "cover-fossil": [564], "plume-fossil": [566], "jaw-fossil": [696],
        "sail-fossil": [698], "fossilized-bird": [880, 881], "fossilized-fish": [882, 883], "fossilized-drake": [880, 882],
        "fossilized-dino": [881, 883],
    ]
}
