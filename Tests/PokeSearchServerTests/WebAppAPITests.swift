import Foundation
import Hummingbird
import Testing
@testable import PokeSearchServer

/// What the web app asks of the API beyond the command line's answers: one
/// card per species (`forms=false`), a detail's moves in one game with the
/// games to choose from and its species' forms, the vocabularies' names, and
/// who learns, has or holds an entity with their types.
@Suite struct WebAppAPITests {
    private func ids(_ json: [String: Any]) -> [Int] {
        ((json["results"] as? [[String: Any]]) ?? []).compactMap { $0["id"] as? Int }
    }

    @Test func aSearchWithoutFormsShowsOneCardPerSpeciesUnlessTheQueryNamesAForm() async throws {
        try await ServerTest.app().serveOnLoopback { client in
            func species(_ json: [String: Any]) -> [Int] {
                ((json["results"] as? [[String: Any]]) ?? []).compactMap { $0["species_id"] as? Int }
            }
            var all: [Int] = []
            try await client.execute(uri: "/api/search?q=pikachu&limit=50", method: .get) { all = species($0.json) }
            #expect(all.filter { $0 == 25 }.count > 10, "Pikachu and its forms")
            try await client.execute(uri: "/api/search?q=pikachu&limit=50&forms=false", method: .get) { response in
                let one = species(response.json)
                #expect(one.first == 25 && one.filter { $0 == 25 }.count == 1, "one Pikachu: \(one)")
                #expect(response.json["total"] as? Int == one.count)
                #expect(ids(response.json).first == 25)
            }
            // A query naming a form still finds it: Mega Charizard X is the fire/dragon Charizard.
            try await client.execute(uri: "/api/search?q=fire+dragon&forms=false&limit=50", method: .get) { response in
                #expect(ids(response.json).contains(10034))
            }
            try await client.execute(uri: "/api/search?q=mega+charizard&forms=false", method: .get) { response in
                #expect(Set(ids(response.json).prefix(2)) == [10034, 10035])
            }
            try await client.execute(uri: "/api/search?q=water&forms=maybe", method: .get) { response in
                #expect(response.status == .badRequest)
                #expect(response.errorMessage?.contains("forms") == true)
            }
        }
    }

    @Test func theListWithoutFormsHasTheSpeciesInOrder() async throws {
        try await ServerTest.app().serveOnLoopback { client in
            try await client.execute(uri: "/api/list?forms=false&limit=10", method: .get) { response in
                #expect(ids(response.json) == Array(1...10))
                #expect((response.json["total"] as? Int ?? 0) < 1100)
            }
        }
    }

    @Test func aDetailListsTheLatestGamesMovesAndAnotherGameOnRequest() async throws {
        try await ServerTest.app().serveOnLoopback { client in
            var games: [String] = []
            try await client.execute(uri: "/api/pokemon/6", method: .get) { response in
                let json = response.json
                games = json["games"] as? [String] ?? []
                #expect(games.count > 10 && games.contains("red-blue") && games.contains("scarlet-violet"))
                #expect(games.firstIndex(of: "scarlet-violet")! < games.firstIndex(of: "red-blue")!, "latest first")
                let learnset = try #require(json["learnset"] as? [[String: Any]])
                // One game: no move twice at two levels (Metal Claw at 1 and 13 mixed two games).
                let levelUp = learnset.filter { $0["method"] as? String == "level-up" }.compactMap { $0["name"] as? String }
                #expect(levelUp.count == Set(levelUp).count)
                #expect(json["game"] as? String == games.first { game in game != "champions" && game != "mega-dimension" } ?? json["game"] as? String)
                let forms = try #require(json["forms"] as? [[String: Any]])
                #expect(forms.compactMap { $0["id"] as? Int }.prefix(3) == [6, 10034, 10035])
            }
            try await client.execute(uri: "/api/pokemon/6?game=red", method: .get) { response in
                let json = response.json
                #expect(json["game"] as? String == "red-blue")
                let names = (json["learnset"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
                #expect(names.contains("rage") && !names.contains("flare-blitz"))
            }
            try await client.execute(uri: "/api/pokemon/6?game=reed", method: .get) { response in
                #expect(response.status == .badRequest)
                let error = try #require(response.json["error"] as? [String: Any])
                #expect((error["suggestions"] as? [String])?.contains("red") == true)
            }
        }
    }

    @Test func termsNameTheVocabulariesInALanguage() async throws {
        try await ServerTest.app().serveOnLoopback { client in
            try await client.execute(uri: "/api/terms?lang=fr", method: .get) { response in
                #expect(response.status == .ok)
                let json = response.json
                #expect((json["type"] as? [String: String])?["fire"] == "Feu")
                #expect((json["move-learn-method"] as? [String: String])?["level-up"] == "Montée de niveau")
                #expect((json["game"] as? [String: String])?["scarlet-violet"] == "Écarlate / Violet")
                #expect((json["item-pocket"] as? [String: String])?["medicine"] != nil)
                #expect(response.headers[.eTag] != nil)
            }
            try await client.execute(uri: "/api/terms?lang=xx", method: .get) { response in
                #expect(response.status == .badRequest)
            }
        }
    }

    /// What a Pokémon search's words also name, as the command line says under its results.
    @Test func namedSaysWhatElseTheWordsName() async throws {
        try await ServerTest.app().serveOnLoopback { client in
            func entities(_ json: [String: Any]) -> [[String: Any]] { json["entities"] as? [[String: Any]] ?? [] }
            try await client.execute(uri: "/api/named?q=Choice%20Band", method: .get) { response in
                #expect(response.status == .ok)
                let found = entities(response.json)
                #expect(found.count == 1)
                #expect(found.first?["kind"] as? String == "item" && found.first?["name"] as? String == "choice-band")
                #expect(response.headers[.eTag] != nil)
            }
            // Any language's name; the answer in the asked one.
            try await client.execute(uri: "/api/named?q=tonnerre&lang=fr", method: .get) { response in
                let found = entities(response.json)
                #expect(found.first?["name"] as? String == "thunderbolt" && found.first?["display_name"] as? String == "Tonnerre")
            }
            for query in ["pikachu", "", "fire%20dragon"] {
                try await client.execute(uri: "/api/named?q=\(query)", method: .get) { response in
                    #expect(response.status == .ok && entities(response.json).isEmpty, "\(query)")
                }
            }
            try await client.execute(uri: "/api/named?q=surf&lang=xx", method: .get) { response in
                #expect(response.status == .badRequest)
            }
        }
    }

    @Test func anEntitysPokemonComeWithTheirNumbersAndTypes() async throws {
        try await ServerTest.app().serveOnLoopback { client in
            try await client.execute(uri: "/api/abilities/levitate", method: .get) { response in
                let holders = try #require(response.json["pokemon"] as? [[String: Any]])
                let koffing = try #require(holders.first { $0["name"] as? String == "koffing" })
                #expect(koffing["species_id"] as? Int == 109)
                #expect(koffing["types"] as? [String] == ["poison"])
                let galarian = try #require(holders.first { $0["name"] as? String == "weezing-galar" })
                #expect(galarian["species_id"] as? Int == 110)
                #expect(galarian["types"] as? [String] == ["poison", "fairy"])
            }
        }
    }

    @Test func theAppsOwnAddressesAnswerItsPage() async throws {
        try await ServerTest.app().serveOnLoopback { client in
            for path in ["/moves", "/moves/flamethrower", "/items", "/items/leftovers", "/abilities", "/abilities/levitate",
                         "/types", "/types/fire", "/?view=table&page=2"] {
                try await client.execute(uri: path, method: .get) { response in
                    #expect(response.status == .ok, "\(path)")
                    #expect(response.headers[.contentType]?.hasPrefix("text/html") == true, "\(path)")
                }
            }
        }
    }
}
