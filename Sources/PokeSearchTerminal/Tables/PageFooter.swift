import PokeSearch

/// The line under a listing page: where it sits and how to get the next one.
public enum PageFooter {
    /// E.g. `21–40 of 1351 · page 2 of 68 · next: --page 3`.
    public static func text(for page: ListingPage) -> String {
        text(shown: page.entries.count, total: page.total, pagination: page.pagination)
    }

    /// The same for a page of any listing (entities too): `shown` entries of `total`.
    public static func text(shown: Int, total: Int, pagination: Pagination) -> String {
        let pageCount = max(1, (total + pagination.limit - 1) / pagination.limit)
        let hasMore = pagination.offset + shown < total
        guard shown > 0 else {
            return total == 0 ? "Nothing to list." : "Nothing on this page: \(total) in all, \(pageCount) page\(pageCount == 1 ? "" : "s")."
        }
        var parts = ["\(pagination.offset + 1)–\(pagination.offset + shown) of \(total)"]
        if pagination.offset % pagination.limit == 0 {
            parts.append("page \(pagination.page) of \(pageCount)")
            if hasMore { parts.append("next: --page \(pagination.page + 1)") }
        } else if hasMore {
            parts.append("next: --offset \(pagination.offset + pagination.limit)")
        }
        return parts.joined(separator: " · ")
    }
}
