import Foundation
import PokeSearch
import PokeSearchTestSupport
import Testing

// The embedding example of the DocC catalog's overview (and of DEVELOPERS.md's
// "Embedding the engine"), word for word: an app's use of the public API (no
// `@testable` in this file), kept compiling here.
func embeddingExample(location: PokedexLocation) throws -> [String] {
    let pokedex = try Pokedex.open(location)  // built from the bundled dataset on first use
    let results = try SearchEngine(pokedex: pokedex).search(SearchRequest(query: "fire dragon", limit: 5, language: "fr"))
    var lines = results.hits.map { "#\($0.pokemon.speciesID) \($0.pokemon.displayName), speed \($0.pokemon.stats[.speed])" }
    let charizard = try PokemonResolver(pokedex: pokedex).resolve("dracaufeu")
    let detail = try PokemonDetail.load(charizard, language: "fr", from: pokedex)
    _ = try Favorites(pokedex: pokedex, trainer: "ash").add([charizard])
    lines.append("\(detail.displayName), \(detail.genus ?? ""): favorite of ash")
    return lines
}

@Suite struct EmbeddingExampleTests {
    @Test func theExampleRuns() throws {
        let location = try TestPokedex.freshLocation()
        let lines = try embeddingExample(location: location)
        // The four fire/dragon Pokémon, named in French, then the detail page's line.
        #expect(lines.count == 5, "\(lines)")
        #expect(lines.first == "#6 Méga-Dracaufeu X, speed 100", "\(lines)")
        #expect(lines.last == "Dracaufeu, Pokémon Flamme: favorite of ash", "\(lines)")
        #expect(try Favorites(pokedex: Pokedex.open(location), trainer: "ash").ids() == [6])
    }

    /// The examples of the DocC overview and of DEVELOPERS.md are the function
    /// above, line for line.
    @Test(arguments: [("Sources/PokeSearch/PokeSearch.docc/PokeSearch.md", "Then open a Pokédex"),
                      ("DEVELOPERS.md", "## Embedding the engine")])
    func theDocumentedExampleIsThisOne(file: String, section marker: String) throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let document = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
        let section = try #require(document.components(separatedBy: marker).dropFirst().first, "\(file) has no '\(marker)'")
        let block = try #require(section.components(separatedBy: "```swift\n").dropFirst().first?.components(separatedBy: "```").first)
        let test = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let lines = block.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        #expect(lines.count >= 10)
        for line in lines { #expect(test.contains(line), "\(file)'s example has a line this test lacks: \(line)") }
    }
}
