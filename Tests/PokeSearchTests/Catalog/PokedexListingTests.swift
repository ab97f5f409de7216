import GRDB
import Testing
@testable import PokeSearch
import PokeSearchTestSupport

/// Listings over the whole default dex: order, pages, forms, sorting ties.
@Suite struct PokedexListingTests {
    private func page(_ request: ListingRequest, in pokedex: Pokedex? = nil) throws -> ListingPage {
        try PokedexListing(pokedex: pokedex ?? TestPokedex.shared()).page(request)
    }

    /// Every page of a listing, walked `limit` at a time.
    private func walk(sort: SortKey = .number, descending: Bool = false, forms: Bool = true, limit: Int = 20) throws -> [PokemonSummary] {
        var all: [PokemonSummary] = []
        var number = 1
        while true {
            let current = try page(ListingRequest(sort: sort, descending: descending, includeForms: forms,
                                                  pagination: Pagination(page: number, limit: limit)))
            all += current.entries.map(\.pokemon)
            if !current.hasMore { break }
            number += 1
        }
        return all
    }

    private func allIDs(formsOnlyDefault: Bool = false) throws -> Set<Int> {
        try TestPokedex.shared().database.read { db in
            Set(try Int.fetchAll(db, sql: "SELECT id FROM pokemon" + (formsOnlyDefault ? " WHERE is_default = 1" : "")))
        }
    }

    @Test func pagesWalkTheWholeDexWithoutRepeatOrSkip() throws {
        let walked = try walk()
        #expect(walked.count == 1351)
        #expect(Set(walked.map(\.id)) == (try allIDs()))
        #expect(Set(walked.map(\.id)).count == walked.count)
    }

    @Test(arguments: [SortKey.speed, .total, .name, .weight, .captureRate, .baseExperience])
    func pagesStayStableUnderAStatSort(sort: SortKey) throws {
        let walked = try walk(sort: sort, descending: true, limit: 37)
        #expect(walked.count == 1351)
        #expect(Set(walked.map(\.id)).count == 1351)
        // One page per call must equal the same slice of one big page.
        let whole = try page(ListingRequest(sort: sort, descending: true, pagination: Pagination(limit: 2000)))
        #expect(whole.entries.map(\.pokemon.id) == walked.map(\.id))
    }

    @Test func defaultOrderIsPokedexOrderWithFormsAfterTheirDefault() throws {
        let first = try page(ListingRequest(pagination: Pagination(limit: 6)))
        #expect(first.entries.map(\.pokemon.name) == [
            "bulbasaur", "ivysaur", "venusaur", "venusaur-mega", "venusaur-gmax", "charmander",
        ])
        let walked = try walk()
        for (previous, next) in zip(walked, walked.dropFirst()) {
            #expect(previous.speciesID <= next.speciesID)
            if previous.speciesID == next.speciesID { #expect(!next.isDefault) }
        }
    }

    @Test func formsCanBeLeftOut() throws {
        let walked = try walk(forms: false)
        #expect(walked.count == 1025)
        #expect(walked.allSatisfy { $0.isDefault })
        #expect(Set(walked.map(\.id)) == (try allIDs(formsOnlyDefault: true)))
        #expect(walked.map(\.speciesID) == Array(1...1025))
    }

    @Test func tiesFallBackToPokedexOrder() throws {
        let bySpeed = try page(ListingRequest(sort: .speed, descending: true, pagination: Pagination(limit: 2000)))
        let entries = bySpeed.entries.map(\.pokemon)
        var ties = 0
        for (a, b) in zip(entries, entries.dropFirst()) {
            #expect(a.stats.speed >= b.stats.speed)
            if a.stats.speed == b.stats.speed {
                ties += 1
                #expect((a.speciesID, a.isDefault ? 0 : 1, a.id) < (b.speciesID, b.isDefault ? 0 : 1, b.id))
            }
        }
        #expect(ties > 100)
    }

    @Test func ascendingIsTheReverseOfDescendingOnlyForTheKey() throws {
        let ascending = try page(ListingRequest(sort: .hp, pagination: Pagination(limit: 2000))).entries.map(\.pokemon)
        #expect(ascending.first?.stats.hp == 1)
        #expect(zip(ascending, ascending.dropFirst()).allSatisfy { $0.stats.hp <= $1.stats.hp })
    }

    @Test func pageBeyondTheEndIsEmptyButKnowsTheTotal() throws {
        let beyond = try page(ListingRequest(pagination: Pagination(page: 100)))
        #expect(beyond.entries.isEmpty)
        #expect(beyond.total == 1351)
        #expect(beyond.pageCount == 68)
        #expect(!beyond.hasMore)
    }

    @Test func displayNamesFollowTheLanguage() throws {
        let french = try page(ListingRequest(pagination: Pagination(limit: 1), language: "fr"))
        #expect(french.entries.first?.pokemon.displayName == "Bulbizarre")
        let japanese = try page(ListingRequest(pagination: Pagination(limit: 1), language: "ja-hrkt"))
        #expect(japanese.entries.first?.pokemon.displayName == "フシギダネ")
    }

    @Test func unknownLanguageIsAnErrorNamingIt() throws {
        #expect {
            try page(ListingRequest(pagination: Pagination(), language: "klingon"))
        } throws: { error in "\(error)".contains("klingon") }
    }
}
