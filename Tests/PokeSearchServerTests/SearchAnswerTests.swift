import Foundation
import Hummingbird
import PokeSearch
import PokeSearchTestSupport
import Testing
@testable import PokeSearchServer

/// `/api/search`'s `results` are the objects `pokesearch --format json`
/// prints for the same query, compared with the built binary on the same
/// database, anonymous and logged in, with and without the ranking's reasons.
@Suite struct SearchAnswerTests {
    /// (API query string, the same search on the command line)
    static let searches: [(String, [String])] = [
        ("q=pikachu", ["pikachu"]),
        ("q=charizrd&limit=5", ["charizrd", "--limit", "5"]),
        ("q=unown+b", ["unown", "b"]),
        ("q=gastrodon+west", ["gastrodon", "west"]),
        ("q=fire+dragon&sort=attack&order=desc", ["fire", "dragon", "--sort", "attack", "--desc"]),
        ("q=salameche&lang=fr", ["salameche", "--lang", "fr"]),
        ("q=type:water+atk%3E100&page=2&limit=5", ["type:water", "atk>100", "--page", "2", "--limit", "5"]),
        ("q=%E3%83%94%E3%82%AB%E3%83%81%E3%83%A5%E3%82%A6", ["ピカチュウ"]),
        // The ranking's reasons, values in both: typo, filters, bm25, tie; name prefix; sort key.
        ("q=type:fire+charizrd&explain=true", ["type:fire", "charizrd", "--explain"]),
        ("q=pika&explain=true&lang=fr&limit=5", ["pika", "--explain", "--lang", "fr", "--limit", "5"]),
        ("q=fire&sort=attack&order=desc&explain=true&limit=3", ["fire", "--sort", "attack", "--desc", "--explain", "--limit", "3"]),
    ]

    @Test func resultsAreTheCommandLinesObjects() async throws {
        let location = try TestPokedex.freshLocation()
        let pokedex = try Pokedex(location: location)
        try await ServerTest.app(pokedex: pokedex).serveOnLoopback { client in
            for (query, arguments) in Self.searches {
                let api = try await client.execute(uri: "/api/search?" + query, method: .get) { response in
                    #expect(response.status == .ok, "\(query)")
                    return try Self.results(response)
                }
                let cli = try Self.commandLine(arguments + ["--format", "json"], location: location)
                #expect(!cli.isEmpty, "\(arguments)")
                #expect(api == cli, "\(query)")
                let explained = cli.filter { $0["explanation"] != nil }
                #expect(explained.count == (arguments.contains("--explain") ? cli.count : 0), "\(arguments)")
                #expect(explained.allSatisfy { ($0["explanation"] as? [NSDictionary])?.isEmpty == false }, "\(arguments)")
            }
            // Logged in, each result says whether it is the trainer's favorite, as `--trainer` does.
            let cookie = try await client.signUp("misty")
            for id in [25, 121, 201] {
                try await client.execute(uri: "/api/me/favorites/\(id)", method: .put, headers: ServerTest.headers(cookie: cookie)) { _ in }
            }
            for (query, arguments) in Self.searches {
                let api = try await client.execute(uri: "/api/search?" + query, method: .get, headers: ServerTest.headers(cookie: cookie)) { response in
                    #expect(response.headers[.cacheControl] == "no-store", "\(query)")
                    return try Self.results(response)
                }
                let cli = try Self.commandLine(arguments + ["--format", "json", "--trainer", "misty"], location: location)
                #expect(api == cli, "\(query)")
                #expect(api.allSatisfy { $0["favorite"] is Bool }, "\(query)")
            }
        }
    }

    @Test func aCosmeticFormAndAFavoriteAreMarked() async throws {
        try await ServerTest.app().serveOnLoopback { client in
            try await client.execute(uri: "/api/search?q=unown+b", method: .get) { response in
                let first = try #require((response.json["results"] as? [[String: Any]])?.first)
                let form = try #require(first["form"] as? [String: Any])
                #expect(form["name"] as? String == "unown-b" && form["display_name"] as? String == "Unown B" && form["id"] as? Int == 10001)
                #expect(first["favorite"] == nil) // no one is logged in
            }
            let cookie = try await client.signUp("ash")
            try await client.execute(uri: "/api/me/favorites/pikachu", method: .put, headers: ServerTest.headers(cookie: cookie)) { _ in }
            try await client.execute(uri: "/api/search?q=pikachu", method: .get, headers: ServerTest.headers(cookie: cookie)) { response in
                let results = try #require(response.json["results"] as? [[String: Any]])
                #expect(results.first?["favorite"] as? Bool == true)
                #expect(results.dropFirst().allSatisfy { $0["favorite"] as? Bool == false })
            }
        }
    }

    @Test func explainGivesTheRankingsReasonsAsValues() async throws {
        try await ServerTest.app().serveOnLoopback { client in
            try await client.execute(uri: "/api/search?q=type:fire+charizrd&explain=true", method: .get) { response in
                let first = try #require((response.json["results"] as? [[String: Any]])?.first)
                #expect(first["name"] as? String == "charizard")
                let reasons = try #require(first["explanation"] as? [[String: Any]])
                // One object per reason, keyed by its kind, holding values, not English sentences.
                let kinds = reasons.compactMap(\.keys.first)
                #expect(kinds.contains("filters") && kinds.contains("tie"), "\(kinds)")
                let text = String(buffer: response.body)
                #expect(text.contains("\"fire\""), "\(text.prefix(600))")
            }
            try await client.execute(uri: "/api/search?q=charizard", method: .get) { response in
                #expect((response.json["results"] as? [[String: Any]])?.first?["explanation"] == nil)
            }
            try await client.execute(uri: "/api/search?q=charizard&explain=perhaps", method: .get) { response in
                #expect(response.status == .badRequest)
            }
        }
    }

    @Test func showingResultsForIsTheCorrectedQuery() async throws {
        try await ServerTest.app().serveOnLoopback { client in
            for (query, corrected) in [("type:fier", "type:fire"), ("charizrd", "charizard"), ("pikachu type:elctric", "pikachu type:electric")] {
                let encoded = query.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
                try await client.execute(uri: "/api/search?q=\(encoded)", method: .get) { response in
                    #expect(response.status == .ok, "\(query)")
                    #expect(response.json["showing_results_for"] as? String == corrected, "\(query)")
                    #expect((response.json["total"] as? Int ?? 0) > 0, "\(query)")
                }
            }
        }
    }

    @Test(arguments: [
        (["fier → fire"], "type:fier", "type:fire"),
        (["fier → fire"], "-type:fier", "-type:fire"),
        (["fier → fire"], "fierce fier", "fierce fire"),
        (["charizrd → charizard", "watr → water"], "Charizrd  watr|fire", "charizard  water|fire"),
        (["thundrbolt → thunderbolt"], "type:electric Thündrbolt", "type:electric thunderbolt"),
        (["ho-ho → ho-oh"], "ho-ho", "ho-oh"),
        (["nothing here"], "pikachu", "pikachu"),
    ])
    func correctionsReplaceWholeWords(notices: [String], query: String, corrected: String) {
        #expect(Correction.apply(notices.compactMap(Correction.init(notice:)), to: query) == corrected)
    }

    static func results(_ response: LoopbackResponse) throws -> [NSDictionary] {
        let json = try #require(try JSONSerialization.jsonObject(with: Data(response.body.readableBytesView)) as? [String: Any])
        return try #require(json["results"] as? [NSDictionary])
    }

    static func commandLine(_ arguments: [String], location: PokedexLocation) throws -> [NSDictionary] {
        let run = try BuiltBinary.pokesearch(arguments, location: location)
        #expect(run.status == 0, "\(arguments): \(run.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [NSDictionary])
    }
}
