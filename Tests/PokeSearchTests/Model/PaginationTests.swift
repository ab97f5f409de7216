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
        #expect { try Pagination(page: 0) } throws: { "\($0)".contains("--page") && "\($0)".contains("0") }
        #expect { try Pagination(limit: 0) } throws: { "\($0)".contains("--limit") }
        #expect { try Pagination(limit: 20, offset: -1) } throws: { "\($0)".contains("--offset") }
        #expect { try Pagination(page: Int.max, limit: 20) } throws: { "\($0)".contains("--page") }
    }
}
