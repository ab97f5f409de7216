import PokeSearch

/// Prints a listing page as `--format` asks: a table with its footer, or JSON.
struct ListingPrinter {
    let output: OutputOptions
    let sort: SortKey?

    func print(_ page: ListingPage, empty: String = "Nothing to list.") throws {
        try output.emit(
            table: {
                guard !page.entries.isEmpty || page.total > 0 else { return empty }
                let table = page.entries.isEmpty ? "" : ResultTable(style: output.style, sort: sort).render(page) + "\n"
                return table + PageFooter.text(for: page)
            },
            json: { try JSONResults.encode(page) })
    }
}
