import Testing
@testable import PokeSearch

@Suite struct PaginationTests {
    @Test(arguments: [(1, 20, 0), (2, 20, 20), (3, 7, 14), (68, 20, 1340)])
    func pagesCountFromOne(page: Int, limit: Int, offset: Int) throws {
        let pagination = try Pagination(page: page, limit: limit)
        #expect(pagination.offset == offset)
        #expect(pagination.page == page)
    }

    @Test func badValuesAreRefusedWithTheirName() {
        #expect(throws: PaginationError.pageTooSmall(0)) { try Pagination(page: 0) }
        #expect(throws: PaginationError.limitTooSmall(0)) { try Pagination(limit: 0) }
        #expect(throws: PaginationError.negativeOffset(-1)) { try Pagination(limit: 20, offset: -1) }
        #expect(throws: PaginationError.pagePastEnd(Int.max)) { try Pagination(page: Int.max, limit: 20) }
        // Named plainly: each front end spells the parameter its own way (`--limit`, `limit=`).
        #expect("\(PaginationError.pageTooSmall(0))" == "page counts from 1, not 0")
        #expect(PaginationError.negativeOffset(-1).parameter == "offset")
    }
}

@Suite struct PaginationRangeTests {
    @Test func offsetsPastEveryListingAreRefused() {
        #expect(throws: PaginationError.offsetPastEnd(Int.max)) { try Pagination(limit: 20, offset: Int.max) }
        #expect(throws: PaginationError.offsetPastEnd(Pagination.maximumOffset + 1)) {
            try Pagination(limit: 20, offset: Pagination.maximumOffset + 1)
        }
        #expect(throws: PaginationError.pagePastEnd(Pagination.maximumOffset / 20 + 2)) {
            try Pagination(page: Pagination.maximumOffset / 20 + 2, limit: 20)
        }
        #expect("\(PaginationError.offsetPastEnd(Int.max))" == "offset must be at most 1000000, not 9223372036854775807: that is past any listing")
    }

    @Test func theFurthestPageHasANumberAndAnEnd() throws {
        let last = try Pagination(limit: Int.max, offset: Pagination.maximumOffset)
        #expect(last.page == Pagination.maximumOffset / Pagination.maximumLimit + 1)
        let page = ListingPage(entries: [], total: Int.max, pagination: last)
        #expect(page.pageCount == (Int.max - 1) / Pagination.maximumLimit + 1)
        #expect(page.hasMore)
        #expect(ListingPage(entries: [], total: Int.min, pagination: last).pageCount == 1)
        #expect(!ListingPage(entries: [], total: Int.min, pagination: last).hasMore)
    }
}
