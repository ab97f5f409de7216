import Foundation
import PokeSearch

/// Prints a listing page as `--format` asks: a table with its footer, or JSON.
public struct ListingPrinter: Sendable {
    /// Table or JSON.
    public var format: OutputFormat
    /// Width and colour of the table.
    public var style: TerminalStyle
    /// The sort asked for: its column joins the table.
    public var sort: SortKey?
    /// The trainer's favorites (pokemon ids), when a trainer is known: ★ in
    /// the table, `"favorite"` in JSON; nil leaves both out.
    public var favorites: Set<Int>?

    public init(format: OutputFormat, style: TerminalStyle, sort: SortKey?, favorites: Set<Int>? = nil) {
        self.format = format
        self.style = style
        self.sort = sort
        self.favorites = favorites
    }

    /// Prints `page`, or `empty` when the whole listing is empty.
    public func print(_ page: ListingPage, empty: String = "Nothing to list.") throws {
        try format.print(
            table: {
                guard !page.entries.isEmpty || page.total > 0 else { return empty }
                let table = page.entries.isEmpty ? "" : ResultTable(style: style, sort: sort, favorites: favorites ?? []).render(page) + "\n"
                return table + PageFooter.text(for: page)
            },
            json: { try JSONResults.encode(page, favorites: favorites) })
    }

    /// Prints a trainer's Pokémon by number alone (the Pokédex is damaged):
    /// a table of numbers and dates, or JSON objects with `id` (and
    /// `caught_at` in a backpack). Why there are no names
    /// (`StoreError.numbersOnlyNotice`) is the caller's to say, with how to
    /// rebuild the Pokédex.
    public func print(_ numbers: NumberedPage, empty: String = "Nothing to list.") throws {
        try format.print(
            table: {
                guard numbers.total > 0 else { return empty }
                let rows = numbers.entries.map { [TextTable.Cell(String($0.id)), TextTable.Cell(CatchDate.text($0.date))] }
                let columns = [TextTable.Column(header: "#", alignRight: true),
                               TextTable.Column(header: numbers.isBackpack ? "caught" : "added")]
                let table = rows.isEmpty ? "" : TextTable(columns: columns, rows: rows).render(width: style.width, colors: style.colors) + "\n"
                return table + PageFooter.text(shown: numbers.entries.count, total: numbers.total, pagination: numbers.pagination)
            },
            json: { try JSONResults.encode(numbers.entries.map { NumberOnly(id: $0.id, caughtAt: numbers.isBackpack ? $0.date : nil) }) })
    }

    /// A Pokémon known by number alone, as JSON.
    private struct NumberOnly: Encodable {
        var id: Int
        var caughtAt: Date?

        enum CodingKeys: String, CodingKey { case id, caughtAt = "caught_at" }
    }
}
