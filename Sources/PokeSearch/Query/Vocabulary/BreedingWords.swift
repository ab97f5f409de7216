/// How players ask whether a Pokémon can breed: `breedable`, `can breed`,
/// `breeds with ditto` (any egg group but Undiscovered, PokéAPI's
/// `no-eggs`), `unbreedable`, `can't breed` (that group: the legendaries,
/// the babies, Nidorina). Folded phrases, each with whether it can.
enum BreedingWords {
    static let phrases: [String: Bool] = [
        "breedable": true, "can breed": true, "can be bred": true, "able to breed": true, "breeds with ditto": true,
        "breed with ditto": true, "can breed with ditto": true,
        "unbreedable": false, "cannot breed": false, "cant breed": false, "can not breed": false, "cannot be bred": false,
        "cant be bred": false, "doesnt breed": false, "does not breed": false, "not breedable": false,
        "non breedable": false, "no breeding": false, "cant breed with ditto": false,
    ]

    /// The first word of every phrase: most words start none.
    static let firstWords: Set<String> = Set(phrases.keys.compactMap { $0.split(separator: " ").first.map(String.init) })

    static let longestPhrase = phrases.keys.map { $0.split(separator: " ").count }.max() ?? 1

    /// The Undiscovered egg group's slug, folded as the lexicon keeps it.
    static let undiscovered = "no eggs"
}
