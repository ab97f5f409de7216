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
}
