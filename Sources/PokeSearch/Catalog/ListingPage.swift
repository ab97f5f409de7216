/// One page of a listing and where it sits in the whole.
public struct ListingPage: Sendable, Hashable {
    /// The entries of this page, in order.
    public var entries: [ListingEntry]
    /// How many entries the whole listing has.
    public var total: Int
    /// The slice asked for.
    public var pagination: Pagination

    /// A page of `entries` out of `total`, as `pagination` asked.
    public init(entries: [ListingEntry], total: Int, pagination: Pagination) {
        self.entries = entries
        self.total = total
        self.pagination = pagination
    }

    /// Pages in the whole listing (at least 1, even when empty).
    public var pageCount: Int { max(1, (total + pagination.limit - 1) / pagination.limit) }
    /// Whether entries follow this page.
    public var hasMore: Bool { pagination.offset + entries.count < total }
}
