import ArgumentParser
import PokeSearch

/// `--limit`, `--offset`, `--page`: which slice of a listing to print.
struct PageOptions: ParsableArguments {
    // `.unconditional`: `--limit -5` is a limit to refuse with its reason, not a missing value.
    @Option(name: .long, parsing: .unconditional,
            help: ArgumentHelp("Entries per page; a large number returns every match.", valueName: "n"))
    var limit = WholeNumber(Pagination.defaultLimit)

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Entries to skip.", valueName: "n"))
    var offset: WholeNumber?

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Page to show, from 1 (pages are --limit long).", valueName: "n"))
    var page: WholeNumber?

    func validate() throws {
        if page != nil, offset != nil { throw ValidationError("use --page or --offset, not both") }
        _ = try pagination()
    }

    /// The slice asked for.
    func pagination() throws -> Pagination {
        do {
            if let page { return try Pagination(page: page.value, limit: limit.value) }
            return try Pagination(limit: limit.value, offset: offset?.value ?? 0)
        } catch let error as PaginationError {
            throw ValidationError(CommandHints.message(for: error) ?? error.description)
        }
    }
}
