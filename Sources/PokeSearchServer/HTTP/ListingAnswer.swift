import Foundation
import PokeSearch

/// A page of a listing: `{"total", "limit", "offset", "results"}`.
struct ListingAnswer: Encodable {
    var total: Int
    var limit: Int
    var offset: Int
    var results: [SummaryEntry]

    /// `favorites`: the logged-in trainer's, marked on each entry as `list --trainer` does.
    init(_ page: ListingPage, favorites: Set<Int>?) {
        total = page.total
        limit = page.pagination.limit
        offset = page.pagination.offset
        results = page.entries.map { SummaryEntry($0, favorites: favorites) }
    }
}
