/// Which slice of a listing to show: `limit` entries after skipping `offset`.
///
/// Both are in range by construction (`limit` from 1 to `maximumLimit`,
/// `offset` from 0 to `maximumOffset`), so that no sum or product of them
/// can overflow, whatever number a person or a request gave.
public struct Pagination: Sendable, Hashable {
    /// Entries per page.
    public private(set) var limit: Int
    /// Entries skipped.
    public private(set) var offset: Int

    /// Twenty at a time, as Pokédex apps show them.
    public static let defaultLimit = 20
    /// The first page of `defaultLimit` entries.
    public static let first = Pagination(validLimit: defaultLimit, offset: 0)

    private init(validLimit: Int, offset: Int) {
        limit = validLimit
        self.offset = offset
    }
    /// More than the whole Pokédex: larger limits are read as this one, so
    /// `--limit 100000` simply asks for everything.
    public static let maximumLimit = 10_000
    /// A hundred times `maximumLimit`: past any listing, and far enough from
    /// `Int.max` that `offset + limit` is always a number.
    public static let maximumOffset = 1_000_000

    /// `limit` entries after `offset`; throws on a size or position out of range.
    public init(limit: Int = Pagination.defaultLimit, offset: Int = 0) throws {
        guard limit >= 1 else {
            throw PaginationError.limitTooSmall(limit)
        }
        guard offset >= 0 else {
            throw PaginationError.negativeOffset(offset)
        }
        guard offset <= Self.maximumOffset else {
            throw PaginationError.offsetPastEnd(offset)
        }
        self.limit = min(limit, Self.maximumLimit)
        self.offset = offset
    }

    /// Page `page`, counted from 1, of `limit` entries each.
    public init(page: Int, limit: Int = Pagination.defaultLimit) throws {
        guard page >= 1 else {
            throw PaginationError.pageTooSmall(page)
        }
        let limit = min(limit, Self.maximumLimit)
        let (offset, overflow) = (page - 1).multipliedReportingOverflow(by: max(limit, 1))
        guard !overflow, offset <= Self.maximumOffset else { throw PaginationError.pagePastEnd(page) }
        try self.init(limit: limit, offset: offset)
    }

    /// The 1-based page this slice starts, when it is aligned on pages.
    public var page: Int { offset / limit + 1 }
}
