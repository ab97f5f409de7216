import Foundation
import PokeSearch

/// Search results and listings as a table: number, name, types and base
/// stats, narrowed to the terminal width (individual stats go first).
public struct ResultTable: Sendable {
    /// One line of the table.
    public struct Row: Sendable, Hashable {
        /// The Pokémon.
        public var pokemon: PokemonSummary
        /// Search score, shown with `showScore`.
        public var score: Double?
        /// Catch date, shown when any row has one.
        public var caughtAt: Date?
        /// The cosmetic form a search named, shown beside the name.
        public var form: MatchedForm?

        public init(pokemon: PokemonSummary, score: Double? = nil, caughtAt: Date? = nil, form: MatchedForm? = nil) {
            self.pokemon = pokemon
            self.score = score
            self.caughtAt = caughtAt
            self.form = form
        }
    }

    /// Width and colour.
    public var style: TerminalStyle
    /// The sort key: a column it names that is not shown by default (height,
    /// weight, base experience, capture rate) is added.
    public var sort: SortKey?
    /// Add a score column (search explanations).
    public var showScore: Bool
    /// For catch dates; nil for the system's, read only when a date is shown
    /// (finding it costs a search command a few per cent of its time).
    public var timeZone: TimeZone?
    /// The pokemon ids of the trainer's favorites: their names get a ★.
    public var favorites: Set<Int>

    public init(style: TerminalStyle, sort: SortKey? = nil, showScore: Bool = false, timeZone: TimeZone? = nil,
                favorites: Set<Int> = []) {
        self.style = style
        self.sort = sort
        self.showScore = showScore
        self.timeZone = timeZone
        self.favorites = favorites
    }

    /// The table for search hits.
    public func render(_ hits: [SearchHit]) -> String {
        render(rows: hits.map { Row(pokemon: $0.pokemon, score: $0.score, form: $0.form) })
    }

    /// `Unown A (form: Unown B)` when a search named another form than the
    /// one the Pokémon is shown by, else the display name (`gastrodon west`
    /// names the form Gastrodon is shown by: `West Gastrodon`, once).
    private static func name(of row: Row) -> String {
        guard let form = row.form, form.displayName != row.pokemon.displayName else { return row.pokemon.displayName }
        return "\(row.pokemon.displayName) (form: \(form.displayName))"
    }

    /// The table for a listing page.
    public func render(_ page: ListingPage) -> String {
        render(rows: page.entries.map { Row(pokemon: $0.pokemon, caughtAt: $0.caughtAt) })
    }

    /// The table for `rows`: a header line, then one line per row.
    public func render(rows: [Row]) -> String {
        // Names stay aligned: when any row is a favorite, the others get a blank where the ★ goes.
        let marks = rows.contains { favorites.contains($0.pokemon.id) }
        let mark = { (row: Row) in marks ? (favorites.contains(row.pokemon.id) ? "★ " : "  ") : "" }
        var columns: [(TextTable.Column, (Row) -> TextTable.Cell)] = [
            (.init(header: "#", alignRight: true), { .init(String($0.pokemon.speciesID)) }),
            (.init(header: "Name", flexible: true, minimumWidth: 12), { .init(mark($0) + Self.name(of: $0)) }),
            (.init(header: "Types", priority: 10), { typesCell($0.pokemon) }),
        ]
        if rows.contains(where: { $0.caughtAt != nil }) {
            columns.append((.init(header: "Caught", priority: 11), { .init($0.caughtAt.map { CatchDate.text($0, timeZone: timeZone ?? .current) } ?? "") }))
        }
        if let extra = sort.flatMap(Self.extraColumn) {
            columns.append((.init(header: extra.header, alignRight: true, priority: 9), { .init(extra.value($0.pokemon)) }))
        }
        let stats: [(header: String, priority: Int, key: SortKey, value: (BaseStats) -> Int)] =
            Stat.allCases.map { stat in (stat.abbreviation, Self.priority[stat] ?? 1, stat.sortKey, { $0[stat] }) }
            + [("Total", 8, .total, { $0.total })]
        for (header, priority, key, value) in stats {
            // The sorted-by stat stays longest: it is what the reader asked about.
            columns.append((.init(header: header, alignRight: true, priority: sort == key ? 9 : priority),
                            { .init(String(value($0.pokemon.stats))) }))
        }
        if showScore {
            columns.append((.init(header: "Score", alignRight: true, priority: 7), { .init($0.score.map { String(format: "%.2f", $0) } ?? "") }))
        }
        let table = TextTable(columns: columns.map(\.0), rows: rows.map { row in columns.map { $0.1(row) } })
        return table.render(width: style.width, colors: style.colors)
    }

    /// The types in the listing's language, coloured by type.
    private func typesCell(_ pokemon: PokemonSummary) -> TextTable.Cell {
        let names = pokemon.typeNames.count == pokemon.types.count ? pokemon.typeNames : pokemon.types
        return .init(names.joined(separator: " "),
                     styled: zip(names, pokemon.types).map { TypeColor.paint($0, type: $1, colors: style.colors) }.joined(separator: " "))
    }

    /// Which stat columns a narrow terminal keeps longest (the highest number):
    /// speed and HP, then the physical stats; the special ones go first.
    private static let priority: [Stat: Int] = [.hp: 4, .attack: 3, .defense: 2, .spAttack: 1, .spDefense: 1, .speed: 5]

    private static func extraColumn(for sort: SortKey) -> (header: String, value: (PokemonSummary) -> String)? {
        switch sort {
        case .height: return ("Height", { String(format: "%.1f m", Double($0.height) / 10) })
        case .weight: return ("Weight", { String(format: "%.1f kg", Double($0.weight) / 10) })
        case .baseExperience: return ("Exp", { $0.baseExperience.map(String.init) ?? "–" })
        case .captureRate: return ("Capture", { $0.captureRate.map(String.init) ?? "–" })
        default: return nil
        }
    }
}
