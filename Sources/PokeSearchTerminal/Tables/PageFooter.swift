import PokeSearch

/// The line under a listing page: where it sits and how to get the next one.
public enum PageFooter {
    /// E.g. `21–40 of 1351 · page 2 of 68 · next: --page 3`.
    public static func text(for page: ListingPage) -> String {
        let pagination = page.pagination
        guard !page.entries.isEmpty else {
            return page.total == 0 ? "Nothing to list." : "Nothing on this page: \(page.total) in all, \(page.pageCount) page\(page.pageCount == 1 ? "" : "s")."
        }
        var parts = ["\(pagination.offset + 1)–\(pagination.offset + page.entries.count) of \(page.total)"]
        if pagination.offset % pagination.limit == 0 {
            parts.append("page \(pagination.page) of \(page.pageCount)")
            if page.hasMore { parts.append("next: --page \(pagination.page + 1)") }
        } else if page.hasMore {
            parts.append("next: --offset \(pagination.offset + pagination.limit)")
        }
        return parts.joined(separator: " · ")
    }
}
