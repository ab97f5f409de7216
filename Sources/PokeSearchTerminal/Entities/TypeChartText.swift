import PokeSearch

/// `pokesearch types`: the type chart as a matrix, attacking types down,
/// defending types across, with 2, ½ and 0 (blank for 1×). Columns are the
/// first three columns of the types' names in the display language, so the
/// 18 types fit 80 columns.
public struct TypeChartText: Sendable {
    public var style: TerminalStyle

    public init(style: TerminalStyle) {
        self.style = style
    }

    public func render(_ chart: TypeChart) -> String {
        let labels = Self.labels(chart.types)
        let rowWidth = max(8, chart.types.map { DisplayWidth.of($0.displayName) }.max() ?? 0)
        var lines = ["Attacking ↓ · defending →"]
        lines.append(String(repeating: " ", count: rowWidth) + " " + labels.map { DisplayWidth.pad($0, to: 3, right: true) }.joined(separator: " "))
        for (a, type) in chart.types.enumerated() {
            let cells = chart.factors[a].map { factor -> String in
                let text: String
                switch factor {
                case 100: text = "  ·"
                case 200: text = "  2"
                case 50: text = "  ½"
                case 0: text = "  0"
                default: text = DisplayWidth.pad(String(Double(factor) / 100), to: 3, right: true)
                }
                return factor == 200 ? ANSI.bold(text, style.colors) : (factor == 100 ? ANSI.dim(text, style.colors) : text)
            }
            lines.append(TypeColor.paint(DisplayWidth.pad(type.displayName, to: rowWidth), type: type.name, colors: style.colors)
                         + " " + cells.joined(separator: " "))
        }
        lines.append("2 super effective · ½ not very effective · 0 no effect · · normal")
        return lines.joined(separator: "\n")
    }

    /// Each type's name cut to three columns (`Nor`, `Feu`, `ほ`, `노`), or
    /// its slug's when two names would look alike.
    static func labels(_ types: [PokemonDetail.Named]) -> [String] {
        let cut = types.map { DisplayWidth.prefix($0.displayName, width: 3) }
        return Set(cut).count == cut.count ? cut : types.map { String($0.name.prefix(3)) }
    }

    /// `show type:fire`: what it hits and what hits it, and its Pokémon count.
    public func render(_ detail: TypeDetail) -> String {
        var lines = [TypeColor.paint(ANSI.bold(detail.type.displayName, style.colors), type: detail.type.name, colors: style.colors)
                     + "  type #\(detail.id) · \(detail.type.name)",
                     "  \(detail.pokemonCount) Pokémon · \(detail.moveCount) moves"]
        let labels = [200: "2×", 50: "½×", 0: "0×"]
        for (title, groups) in [("Attacking", detail.attacking), ("Defending", detail.defending)] {
            lines += ["", ANSI.bold(title, style.colors)]
            for factor in TypeDetail.factors {
                let names = (groups[factor] ?? []).map(\.displayName)
                lines += TextWrap.pack(names.isEmpty ? ["—"] : names, separator: ", ", width: style.width, indent: "  \(labels[factor]!)  ")
            }
        }
        return lines.joined(separator: "\n")
    }
}
