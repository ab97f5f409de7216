import Foundation
import Testing
@testable import PokeSearch
import PokeSearchTestSupport

/// Numbers past what the engine's arithmetic holds, on the real binary: a
/// usage error (exit 64) naming the option, never a crash (exit 132).
@Suite struct OverflowCLITests {
    let location: PokedexLocation

    init() throws {
        location = try TestPokedex.freshLocation()
    }

    @Test(arguments: [
        (["a", "--offset", "9223372036854775807"], "--offset must be at most 1000000, not 9223372036854775807"),
        (["a", "--offset", "9223372036854775800", "--limit", "100"], "--offset must be at most 1000000, not 9223372036854775800"),
        (["--favorites", "fire", "--offset", "9223372036854775807"], "--offset must be at most 1000000, not 9223372036854775807"),
        (["a", "--page", "50002"], "--page 50002 is past any listing"),
        (["encounter", "--every", "9223372036854775807h", "--times", "1"], "--every must be at most 24h, not 9223372036854775807h"),
        (["bench", "--runs", "9223372036854775807"], "--runs must be from 1 to 100000, not 9223372036854775807"),
    ])
    func aNumberPastTheRangeIsAUsageError(arguments: [String], message: String) throws {
        let result = try CommandLineRun(arguments, location: location)
        #expect(result.reason == .exit, "\(arguments) crashed: \(result.stderr)")
        #expect(result.status == 64, "\(arguments): \(result.stderr)")
        #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
    }

    @Test func theLastPageStillAnswers() throws {
        let result = try CommandLineRun(["a", "--offset", "1000000", "--format", "json"], location: location)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try result.jsonArray().isEmpty)
    }
}
