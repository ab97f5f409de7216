import PokeSearch

/// `show`'s "Where to find": for each game (games with the same places
/// merged, in the order of the first: `Red / Blue`), each place with its
/// method, levels and chance.
struct WhereToFindText {
    let style: TerminalStyle

    func render(_ games: [PokemonDetail.GameEncounters]) -> [String] {
        var merged: [(names: [String], encounters: [PokemonDetail.WildEncounter])] = []
        for game in games {
            if let same = merged.firstIndex(where: { $0.encounters == game.encounters }) {
                // Japan's Red and the world's are both `Red`.
                if !merged[same].names.contains(game.versionName) { merged[same].names.append(game.versionName) }
            } else {
                merged.append(([game.versionName], game.encounters))
            }
        }
        return merged.flatMap { game in
            ["  " + game.names.joined(separator: " / ")]
                + TextWrap.pack(game.encounters.map(Self.place), separator: " · ", width: style.width, indent: "    ")
        }
    }

    /// `Mount Moon (1F): walk, Lv 8–12, 15%`.
    static func place(_ encounter: PokemonDetail.WildEncounter) -> String {
        let levels = encounter.minLevel == encounter.maxLevel ? "Lv \(encounter.minLevel)" : "Lv \(encounter.minLevel)–\(encounter.maxLevel)"
        let method = encounter.method.replacingOccurrences(of: "-", with: " ")
        return "\(encounter.areaName ?? encounter.locationName): \(method), \(levels), \(encounter.chance)%"
    }
}
