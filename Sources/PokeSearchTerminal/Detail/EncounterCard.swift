import Foundation
import PokeSearch

/// What `encounter` prints: a few lines, not the whole `show` page — number,
/// name, types, stats, genus, one Pokédex entry, whether it is caught, and
/// how to catch it.
public struct EncounterCard: Sendable {
    /// Width and colour.
    public var style: TerminalStyle
    /// The last line: how to catch it from here (a command, or a key in the loop).
    public var howToCatch: String

    public init(style: TerminalStyle, howToCatch: String) {
        self.style = style
        self.howToCatch = howToCatch
    }

    /// The card, without a final newline.
    public func render(_ pokemon: PokemonDetail) -> String {
        let types = pokemon.types.map { TypeColor.paint($0.displayName, type: $0.name, colors: style.colors) }.joined(separator: " · ")
        var lines = ["A wild \(ANSI.bold(pokemon.displayName, style.colors)) appeared!  #\(pokemon.speciesID)  \(types)"]
        let stats = pokemon.stats
        lines += TextWrap.pack(Stat.allCases.map { "\($0.abbreviation) \(stats[$0])" } + ["Total \(stats.total)"],
                               separator: " · ", width: style.width)
        if let genus = pokemon.genus { lines.append(genus) }
        if let flavor = pokemon.flavorText { lines += TextWrap.wrap(flavor, width: style.width, indent: "") }
        if let caught = pokemon.caughtAt {
            lines.append("Already caught (\(CatchDate.text(caught))).")
        } else {
            lines.append(howToCatch)
        }
        return lines.joined(separator: "\n")
    }
}
