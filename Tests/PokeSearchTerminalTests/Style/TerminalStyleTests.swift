import Foundation
import Testing
@testable import PokeSearch
@testable import PokeSearchTerminal
import PokeSearchTestSupport

@Suite struct TerminalStyleTests {
    private func pipe() throws -> (read: Int32, write: Int32) {
        var fds: [Int32] = [0, 0]
        #expect(Foundation.pipe(&fds) == 0)
        return (fds[0], fds[1])
    }

    @Test func pipedOutputHasNoColour() throws {
        let (read, write) = try pipe()
        defer { close(read); close(write) }
        let style = TerminalStyle.detect(fileDescriptor: write, environment: [:])
        #expect(!style.colors)
        #expect(style.width == TerminalStyle.plain.width)
    }

    @Test func columnsWins() throws {
        let (read, write) = try pipe()
        defer { close(read); close(write) }
        #expect(TerminalStyle.detect(fileDescriptor: write, environment: ["COLUMNS": "57"]).width == 57)
        #expect(TerminalStyle.detect(fileDescriptor: write, environment: ["COLUMNS": "junk"]).width == 120)
    }

    @Test func tinyWidthsAreRaised() {
        #expect(TerminalStyle(width: 3, colors: false).width == 20)
    }

    @Test func pageFooters() throws {
        let page = try PokedexListing(pokedex: TestPokedex.shared()).page(ListingRequest(pagination: Pagination(page: 2)))
        #expect(PageFooter.text(for: page) == "21–40 of 1351 · page 2 of 68 · next: --page 3")
        let last = try PokedexListing(pokedex: TestPokedex.shared()).page(ListingRequest(pagination: Pagination(page: 68)))
        #expect(PageFooter.text(for: last) == "1341–1351 of 1351 · page 68 of 68")
        let shifted = try PokedexListing(pokedex: TestPokedex.shared()).page(ListingRequest(pagination: Pagination(limit: 20, offset: 5)))
        #expect(PageFooter.text(for: shifted) == "6–25 of 1351 · next: --offset 25")
    }
}
