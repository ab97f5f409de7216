import Foundation
import Testing
@testable import PokeSearch

/// The small parts of reading a dump: links, texts, evolution conditions.
@Suite struct DumpReadingTests {
    @Test(arguments: [
        ("/api/v2/type/10/", "type", 10),
        ("/api/v2/type/10", "type", 10),
        ("https://pokeapi.co/api/v2/pokemon-species/6/", "pokemon-species", 6),
        ("http://localhost:8000/api/v2/evolution-chain/541/", "evolution-chain", 541),
    ])
    func parsesResourceURLs(url: String, endpoint: String, id: Int) {
        let parsed = ResourceRef.parse(url)
        #expect(parsed?.endpoint == endpoint)
        #expect(parsed?.id == id)
    }

    @Test(arguments: ["", "/", "type/10/", "/api/v2/type/", "/api/v2/type/ten/", "/api/v3/type/10/", "/api/v2/type/0/", "/v2/type/10/"])
    func rejectsOtherURLs(url: String) {
        #expect(ResourceRef.parse(url) == nil)
    }

    @Test(arguments: [
        ("It is said tha\u{AD}\nt its flame\u{0C}burns.", "It is said that its flame burns."),
        ("A fiery punch. May\ncause a burn.", "A fiery punch. May cause a burn."),
        ("  spaced \n\n out  ", "spaced out"),
        ("a Poké-\nmon", "a Poké-mon"),
        ("wait -\nwhat", "wait - what"),
        ("せっしょくする　わざの\nいりょくが　あがる。", "せっしょくする　わざの いりょくが　あがる。"),
    ])
    func normalizesFlavorText(raw: String, tidy: String) {
        #expect(FlavorText.normalize(raw) == tidy)
    }

    @Test(arguments: [
        (#"plain"#, "plain"),
        (#"Flamme du\nDracaufeu s\u2019intensifie apr\u00e8s"#, "Flamme du\nDracaufeu s’intensifie après"),
        (#"\u304b\u3048\u3093\u30dd\u30b1\u30e2\u30f3"#, "かえんポケモン"),
        (#"quote \" slash \/ backslash \\ tab\t"#, "quote \" slash / backslash \\ tab\t"),
        (#"be\u00ad\ncomes\ftip"#, "be\u{AD}\ncomes\u{0C}tip"),
        (#"emoji \ud83d\udd25"#, "emoji 🔥"),
    ])
    func unescapesJSONStrings(raw: String, text: String) {
        let decoded = Array(raw.utf8).withUnsafeBytes { JSONCursor.unescape($0) }
        #expect(decoded == text)
    }

    @Test(arguments: [
        #"{"a": [1, -2.5e3, 0.5, true, false, null, {"b": "c\n\u00e8"}], "d": {}, "e": []}"#,
        #"[[[[]]], {"x": [{}]}]"#, #""plain""#, "0", "-0.0E+1", " \n\t{ }",
        // Long strings and indentation, which are skipped eight bytes at a time.
        #"["a long plain string, then an escaped \" quote and a \\ backslash past the eighth byte"]"#,
        "[\n                1,\n                    {\n                        \"k\": \"Dracaufeu s’intensifie\"\n                    }\n]",
    ])
    func skipsValidJSON(_ text: String) throws {
        try Array(text.utf8).withUnsafeBytes { raw in
            var cursor = JSONCursor(raw)
            try cursor.skipValue()
            #expect(cursor.position == raw.count)
        }
    }

    @Test(arguments: [
        #"{"a" 1}"#, "[1,]", "{,}", "[1 2]", #"{"a":1,}"#, "[01]", "[1.]", "[-]", "[tru]", "[nul]",
        #"{"a":1"#, #"["unterminated]"#, "[\"bad \\x escape\"]", "[\"\\u12\"]", "{1: 2}", "]", "",
        "[\"raw\ttab\"]",
        "[\"a long string with a raw\u{01}control character\"]",
        "[\"a long string that never ends and has no closing quote",
        "[\n                1,\n                ",
    ])
    func rejectsBrokenJSON(_ text: String) {
        Array(text.utf8).withUnsafeBytes { raw in
            var cursor = JSONCursor(raw)
            #expect(throws: JSONSyntaxError.self) { try cursor.skipValue() }
        }
    }

    /// Reads `json` as a whole file, the way the importer reads a vocabulary.
    private func vocabulary(_ json: String) throws -> VocabularyRecord {
        try Array(json.utf8).withUnsafeBytes { try VocabularyRecord.read($0) }
    }

    @Test func recordsReadOnlyTheMembersTheyKeep() throws {
        // `moves` would not read as any field of the record: it is skipped whole.
        let record = try vocabulary(#"""
            {"moves": [{"x": [1, {"y": null}]}], "id": 7, "sprites": {"a": "b"}, "name": "red",
             "names": [{"name": "Rouge", "language": {"name": "fr", "url": "/api/v2/language/5/"}}]}
            """#)
        #expect(record.id == 7)
        #expect(record.name == "red")
        #expect(record.names.map(\.name) == ["Rouge"])
        #expect(record.names.first?.language.id == 5)
    }

    @Test func memberNamesMayBeEscaped() throws {
        let record = try vocabulary(#"{"\u0069d": 7, "n\u0061me": "red", "names": []}"#)
        #expect(record.id == 7)
        #expect(record.name == "red")
    }

    @Test(arguments: [
        #"{"id": 7, "name": "red", "names": [], "moves": [tru]}"#,
        #"{"id": 7, "name": "red", "names": [], "moves": [1,]}"#,
        #"{"id": 7, "name": "red", "names": [], "moves": [1]"#,
        #"{"id": 7, "name": "red", "names": []} trailing"#,
    ])
    func brokenSkippedMembersAreStillRejected(json: String) {
        #expect(throws: JSONSyntaxError.self) { try vocabulary(json) }
    }

    @Test(arguments: [
        (#"{"id": 7, "name": "red"}"#, JSONShapeError.missing("names")),
        (#"{"id": "7", "name": "red", "names": []}"#, JSONShapeError.notA("a number", "id")),
        (#"{"id": 7.5, "name": "red", "names": []}"#, JSONShapeError.notA("a whole number", "id")),
        (#"{"id": 7, "name": null, "names": []}"#, JSONShapeError.notA("a string", "name")),
        (#"{"id": 7, "name": "red", "names": {}}"#, JSONShapeError.notA("a list", "names")),
        (#"{"id": 7, "name": "red", "names": [{"name": "Rouge"}]}"#, JSONShapeError.missing("names[0].language")),
        (#"{"id": 7, "name": "red", "names": [{"name": "Rouge", "language": {"url": "/api/v2/7/"}}]}"#,
         JSONShapeError.notA("a PokéAPI resource URL like /api/v2/type/10/", "names[0].language.url")),
    ])
    func wrongShapesNameTheirField(json: String, error: JSONShapeError) {
        #expect(throws: error) { try vocabulary(json) }
    }

    @Test(arguments: [
        ("{\n  \"id\": 7,,\n}", "unexpected ',' at line 2, column 11"),
        ("{\"name\": \"Évoli\" \"id\"}", "unexpected '\"' at line 1, column 18"),
        ("{\n  \"id\": 7", "unexpected end of file"),
        ("{\"name\": \"a\tb\"}", "unexpected '\\t' at line 1, column 12"),
    ])
    func syntaxErrorsSayWhere(json: String, message: String) {
        do {
            _ = try vocabulary(json)
            Issue.record("\(json) was read")
        } catch let error as JSONSyntaxError {
            #expect(error.description == message)
        } catch {
            Issue.record("\(error)")
        }
    }

    @Test func linksMayBeEscaped() throws {
        let json = #"{"id": 7, "name": "red", "names": [{"name": "R", "language": {"url": "https:\/\/pokeapi.co\/api\/v2\/language\/5\/"}}]}"#
        #expect(try vocabulary(json).names.first?.language.id == 5)
    }

    @Test func refusesEvolutionChainsNestedTooDeeply() {
        let link = #"{"species": {"name": "a", "url": "/api/v2/pokemon-species/1/"}, "evolution_details": [], "evolves_to": ["#
        let json = #"{"id": 1, "baby_trigger_item": null, "chain": "#
            + String(repeating: link, count: 10_000) + String(repeating: "]}", count: 10_000) + "}"
        do {
            _ = try Array(json.utf8).withUnsafeBytes { try EvolutionChainRecord.read($0) }
            Issue.record("a chain 10,000 links deep was read")
        } catch let error as JSONShapeError {
            #expect(error.reason == "is nested more than 16 links deep")
            #expect(error.field.hasPrefix("chain.evolves_to[0].evolves_to[0]"))
        } catch {
            Issue.record("\(error)")
        }
    }

    @Test func summarizesEvolutionConditions() throws {
        func condition(_ json: String) throws -> EvolutionCondition {
            try Array(json.utf8).withUnsafeBytes { bytes in
                var cursor = JSONCursor(bytes)
                return try EvolutionCondition(json: &cursor, at: "evolution_details[0]")
            }
        }
        let full = try condition("""
            {"min_happiness": 160, "time_of_day": "day", "held_item": {"name": "razor-fang", "url": "/api/v2/item/327/"},
             "relative_physical_stats": -1, "needs_overworld_rain": true, "gender": 1, "min_level": null}
            """)
        #expect(full.requirements.map(\.text) == ["female", "holding razor fang", "friendship ≥ 160", "attack < defense", "day", "in the rain"])
        // As data: what a front end words in its own language.
        #expect(full.requirements.map(\.kind) == ["gender", "held-item", "friendship", "attack-vs-defense", "time", "rain"])
        #expect(full.requirements[1] == .init(kind: "held-item", id: 327, slug: "razor-fang"))
        #expect(full.requirements[2].value == 160 && full.requirements[3].value == -1 && full.requirements[4].word == "day")
        let stored = try #require(StoredEvolutionRequirement.json(full.requirements))
        #expect(StoredEvolutionRequirement.decode(stored) == full.requirements)
        let plain = try condition(#"{"min_level": 16, "time_of_day": ""}"#)
        #expect(plain.minLevel == 16)
        #expect(plain.requirements.isEmpty && StoredEvolutionRequirement.json(plain.requirements) == nil)
    }
}

/// `Benchmarks/ImportThroughput/against_python.py` times Python loading the
/// files the import reads: its list of endpoints is the importer's. Left
/// behind when locations and natures came in, it timed Python on 8,303
/// files where the import reads 11,031.
@Suite struct ImportBenchmarkTests {
    @Test func pythonLoadsTheEndpointsTheImportReads() throws {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let script = try String(contentsOf: repository.appending(path: "Benchmarks/ImportThroughput/against_python.py"), encoding: .utf8)
        let list = try #require(script.firstMatch(of: /IMPORTED = \[([^\]]*)\]/)?.1)
        let listed = list.matches(of: /"([a-z-]+)"/).map { String($0.1) }
        #expect(listed.count == Set(listed).count)
        #expect(Set(listed) == Set(Endpoint.allCases.map(\.rawValue)))
    }
}
