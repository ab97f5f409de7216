import Foundation
import PokeSearchTestSupport
import Testing
@testable import PokeSearchServer
import PokeSearch

/// The web app's own words: one table per language the Pokédex has names in,
/// in two parts (`Web/i18n/<code>.json` for the first screen,
/// `Web/i18n/views/<code>.json` for the rest), each part with every key of
/// English's, the same `{placeholders}` in each, and plural entries with
/// their `other` form, so no page shows an English word or a raw key in
/// another language.
@Suite struct UIStringsTests {
    static let folder = WebAssetsTests.webFolder.appendingPathComponent("i18n")

    static func table(_ code: String, part: String = "") throws -> [String: Any] {
        let data = try Data(contentsOf: folder.appendingPathComponent("\(part)\(code).json"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any], "i18n/\(part)\(code).json is an object")
    }

    static func placeholders(_ value: Any) -> Set<String> {
        let texts = (value as? [String: String]).map { Array($0.values) } ?? [value as? String ?? ""]
        var found: Set<String> = []
        for text in texts {
            var rest = Substring(text)
            while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
                found.insert(String(rest[rest.index(after: open)..<close]))
                rest = rest[rest.index(after: close)...]
            }
        }
        return found
    }

    @Test func everyLanguageOfTheNamesHasATable() throws {
        let pokedex = try TestPokedex.shared()
        let languages = try pokedex.namedLanguages().map(\.name).sorted()
        let tables = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
            .filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
        #expect(tables == languages, "one UI table per language of the names (add Web/i18n/<code>.json)")
    }

    @Test(arguments: ["", "views/"]) func noKeyIsMissingOrExtraInAnyLanguage(part: String) throws {
        let english = try Self.table("en", part: part)
        let codes = try FileManager.default.contentsOfDirectory(atPath: Self.folder.appendingPathComponent(part).path)
            .filter { $0.hasSuffix(".json") && $0 != "en.json" }.map { String($0.dropLast(5)) }.sorted()
        #expect(codes.count == 11)
        for code in codes {
            let table = try Self.table(code, part: part)
            let missing = Set(english.keys).subtracting(table.keys).sorted()
            let extra = Set(table.keys).subtracting(english.keys).sorted()
            #expect(missing.isEmpty, "i18n/\(part)\(code).json lacks \(missing)")
            #expect(extra.isEmpty, "i18n/\(part)\(code).json has keys English's does not: \(extra)")
            for (key, value) in table {
                guard let source = english[key] else { continue }
                #expect(Self.placeholders(value) == Self.placeholders(source), "\(code) \(key): the same {placeholders} as English")
                if source is [String: String] {
                    let forms = try #require(value as? [String: String], "\(code) \(key) is a plural entry")
                    #expect(forms["other"] != nil, "\(code) \(key) has its `other` form")
                } else {
                    let text = try #require(value as? String, "\(code) \(key) is text")
                    #expect(!text.trimmingCharacters(in: .whitespaces).isEmpty, "\(code) \(key) is not empty")
                }
            }
        }
    }
}
