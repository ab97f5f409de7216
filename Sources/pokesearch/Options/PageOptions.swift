import ArgumentParser
import PokeSearch

/// `--limit`, `--offset`, `--page`: which slice of a listing to print.
struct PageOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Entries per page; a large number returns every match.", valueName: "n"))
    var limit: Int = Pagination.defaultLimit

    @Option(name: .long, help: ArgumentHelp("Entries to skip.", valueName: "n"))
    var offset: Int?

    @Option(name: .long, help: ArgumentHelp("Page to show, from 1 (pages are --limit long).", valueName: "n"))
    var page: Int?

    func validate() throws {
        if page != nil, offset != nil { throw ValidationError("use --page or --offset, not both") }
        _ = try pagination()
    }

    /// The slice asked for.
    func pagination() throws -> Pagination {
        do {
            if let page { return try Pagination(page: page, limit: limit) }
            return try Pagination(limit: limit, offset: offset ?? 0)
        } catch let error as PaginationError {
            throw ValidationError(error.description)
        }
    }
}
