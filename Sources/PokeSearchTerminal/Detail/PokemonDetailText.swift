import Foundation
import PokeSearch

/// `show` for people: one Pokémon in full, section by section, wrapped to
/// the terminal width and coloured by type when colours are on.
public struct PokemonDetailText: Sendable {
    /// Width and colour.
    public var style: TerminalStyle
    /// Say "not caught yet" when it was not (encounters); otherwise only a catch is mentioned.
    public var showCatchStatus: Bool
    /// For the catch date.
    public var timeZone: TimeZone
    /// A favorite of the trainer: a ★ before the name.
    public var isFavorite: Bool
    /// Names of types, move categories, learn methods and games in the display language.
    public var terms: TermNames

    public init(style: TerminalStyle, showCatchStatus: Bool = false, timeZone: TimeZone = .current, isFavorite: Bool = false,
                terms: TermNames = .slugs) {
        self.style = style
        self.showCatchStatus = showCatchStatus
        self.timeZone = timeZone
        self.isFavorite = isFavorite
        self.terms = terms
    }

    /// The whole text, without a final newline.
    public func render(_ pokemon: PokemonDetail) -> String {
        var lines = header(pokemon)
        lines += section("Abilities", [abilities(pokemon)].flatMap { TextWrap.wrap($0, width: style.width, indent: "  ") })
        lines += section("Base stats", stats(pokemon.stats))
        lines += section("Type matchups", matchups(pokemon.matchups))
        if !pokemon.evolution.isEmpty {
            lines += section("Evolution", pokemon.evolution.paths.flatMap { evolutionLine($0, current: pokemon.speciesID) })
        }
        if let flavor = pokemon.flavorText {
            lines += section("Pokédex entry", TextWrap.wrap(flavor, width: style.width, indent: "  "))
        }
        lines += section("Where to find", WhereToFindText(style: style).render(pokemon.whereToFind))
        lines += section("Names", TextWrap.pack(pokemon.names.map { "\($0.language) \($0.name)" },
                                                separator: " · ", width: style.width, indent: "  "))
        if !pokemon.sprites.isEmpty {
            let kinds = pokemon.sprites.keys.sorted()
            let labelWidth = kinds.map(DisplayWidth.of).max() ?? 0
            lines += section("Sprites", kinds.map { "  " + DisplayWidth.pad($0, to: labelWidth) + "  " + (pokemon.sprites[$0] ?? "") })
        }
        if let game = pokemon.game {
            lines += section("Moves in \(terms.game(game)) (\(pokemon.moves.count))",
                             pokemon.moves.isEmpty ? ["  None: it is not in this game."] : moves(pokemon))
        } else if !pokemon.moves.isEmpty {
            lines += section("Moves (\(pokemon.moves.count))", moves(pokemon))
        }
        return lines.joined(separator: "\n")
    }

    /// Moves by how they are learned, with their facts, or plain names
    /// when the Pokédex has no learnsets.
    private func moves(_ pokemon: PokemonDetail) -> [String] {
        guard !pokemon.learnset.isEmpty else {
            return TextWrap.pack(pokemon.moves.map(\.displayName), separator: ", ", width: style.width, indent: "  ")
        }
        return LearnsetText(style: style, terms: terms).render(pokemon.learnset)
    }

    private func header(_ pokemon: PokemonDetail) -> [String] {
        let types = pokemon.types.map { TypeColor.paint($0.displayName, type: $0.name, colors: style.colors) }.joined(separator: " · ")
        var lines = ["\(isFavorite ? "★ " : "")\(ANSI.bold(pokemon.displayName, style.colors))  #\(pokemon.speciesID)  \(types)"]
        var facts: [String] = []
        if let genus = pokemon.genus { facts.append(genus) }
        facts.append(String(format: "%.1f m", pokemon.heightMeters))
        facts.append(String(format: "%.1f kg", pokemon.weightKilograms))
        if let experience = pokemon.baseExperience { facts.append("base experience \(experience)") }
        let efforts = Stat.allCases.compactMap { stat in pokemon.effortYield[stat.column].map { "\($0) \(stat.label)" } }
        if !efforts.isEmpty { facts.append("EV yield " + efforts.joined(separator: ", ")) }
        lines += TextWrap.pack(facts, separator: " · ", width: style.width)
        lines.append(ANSI.dim("\(pokemon.name) · id \(pokemon.id)", style.colors))
        if let caught = pokemon.caughtAt {
            lines.append("Caught \(CatchDate.text(caught, timeZone: timeZone))")
        } else if showCatchStatus {
            lines.append("Not caught yet")
        }
        return lines
    }

    private func section(_ title: String, _ body: [String]) -> [String] {
        body.isEmpty ? [] : ["", ANSI.bold(title, style.colors)] + body
    }

    private func abilities(_ pokemon: PokemonDetail) -> String {
        pokemon.abilities.map { $0.isHidden ? "\($0.ability.displayName) (hidden)" : $0.ability.displayName }
            .joined(separator: ", ")
    }

    private func stats(_ stats: BaseStats) -> [String] {
        let labeled = Stat.allCases.map { (label: $0.label, value: stats[$0]) }
        let labelWidth = labeled.map { DisplayWidth.of($0.label) }.max() ?? 0
        let barWidth = max(5, min(30, style.width - labelWidth - 10))
        var lines = labeled.map { label, value in
            let bar = ANSI.color(StatBar.bar(value, width: barWidth), StatBar.color(for: value), style.colors)
            return "  " + DisplayWidth.pad(label, to: labelWidth) + "  " + DisplayWidth.pad(String(value), to: 3, right: true) + "  " + bar
        }
        lines.append("  " + DisplayWidth.pad("Total", to: labelWidth) + "  " + DisplayWidth.pad(String(stats.total), to: 3, right: true))
        return lines
    }

    private func matchups(_ matchups: TypeMatchups) -> [String] {
        let titles = [400: "Weak", 200: "Weak", 50: "Resists", 25: "Resists", 0: "Immune"]
        return TypeMatchups.factors.compactMap { factor -> [String]? in
            let types = matchups.types(factor)
            guard !types.isEmpty else { return nil }
            let label = "  " + DisplayWidth.pad(TypeMatchups.label(factor), to: 3) + " " + DisplayWidth.pad(titles[factor] ?? "", to: 8)
            let indent = String(repeating: " ", count: DisplayWidth.of(label))
            let names = types.map { TypeColor.paint($0.displayName, type: $0.name, colors: style.colors) }
            var packed = TextWrap.pack(names, separator: ", ", width: style.width, indent: indent)
            packed[0] = label + packed[0].dropFirst(indent.count)
            return packed
        }.flatMap { $0 }
    }

    private func evolutionLine(_ path: [EvolutionChain.Stage], current: Int) -> [String] {
        let text = path.enumerated().map { index, stage in
            let name = stage.speciesID == current ? ANSI.bold(stage.species.displayName, style.colors) : stage.species.displayName
            let method = index > 0 ? stage.method.map { " (\($0))" } ?? "" : ""
            return name + method
        }
        return TextWrap.pack(text, separator: " → ", width: style.width, indent: "  ")
    }
}
