// A small Pokédex on the PokeSearch library's public API: open a Pokédex (built
// from the bundled data on first use), search it, show one Pokémon, mark
// favorites and list them.
//
//   PokedexApp [--db PATH] [--trainer NAME] search WORDS…
//   PokedexApp [--db PATH] show NAME
//   PokedexApp [--db PATH] [--trainer NAME] favorite NAME
//   PokedexApp [--db PATH] [--trainer NAME] favorites
import Foundation
import PokeSearch

@main
struct PokedexApp {
    static func main() {
        do {
            var arguments = Array(CommandLine.arguments.dropFirst())
            let database = take("--db", from: &arguments) ?? defaultDatabasePath()
            let trainer = take("--trainer", from: &arguments) ?? "ash"
            guard let command = arguments.first else { throw Usage() }
            let words = arguments.dropFirst().joined(separator: " ")

            let pokedex = try Pokedex.open(PokedexLocation(databasePath: database)) { notice in
                FileHandle.standardError.write(Data((notice + "\n").utf8))
            }
            switch command {
            case "search": try search(words, in: pokedex)
            case "show": try show(words, in: pokedex)
            case "favorite": try favorite(words, trainer: trainer, in: pokedex)
            case "favorites": try favorites(of: trainer, in: pokedex)
            default: throw Usage()
            }
        } catch {
            FileHandle.standardError.write(Data("PokedexApp: \(error)\n".utf8))
            exit(error is Usage ? 64 : 1)
        }
    }

    static func search(_ query: String, in pokedex: Pokedex) throws {
        let results = try SearchEngine(pokedex: pokedex).search(SearchRequest(query: query, limit: 10))
        for correction in results.corrections { print("(showing results for \(correction))") }
        for hit in results.hits {
            let pokemon = hit.pokemon
            print("#\(pokemon.speciesID) \(pokemon.displayName) [\(pokemon.types.joined(separator: "/"))]"
                  + " speed \(pokemon.stats[.speed])")
        }
        print("\(results.totalMatches) match\(results.totalMatches == 1 ? "" : "es")")
    }

    static func show(_ name: String, in pokedex: Pokedex) throws {
        let pokemon = try PokemonResolver(pokedex: pokedex).resolve(name)
        let detail = try PokemonDetail.load(pokemon, from: pokedex)
        print("\(detail.displayName) (#\(detail.speciesID)), \(detail.genus ?? "")")
        print("Types: \(detail.types.map(\.displayName).joined(separator: ", "))")
        print("Height \(detail.heightMeters) m, weight \(detail.weightKilograms) kg")
        print("Base stats: " + Stat.allCases.map { "\($0.abbreviation) \(detail.stats[$0])" }.joined(separator: ", "))
        if let text = detail.flavorText { print(text) }
    }

    static func favorite(_ name: String, trainer: String, in pokedex: Pokedex) throws {
        let pokemon = try PokemonResolver(pokedex: pokedex).resolve(name)
        let added = try Favorites(pokedex: pokedex, trainer: trainer).add([pokemon])
        print(added.isEmpty ? "\(name) was already a favorite of \(trainer)" : "\(name) is now a favorite of \(trainer)")
    }

    static func favorites(of trainer: String, in pokedex: Pokedex) throws {
        let page = try PokedexListing(pokedex: pokedex)
            .page(ListingRequest(scope: .favorites(trainer), pagination: .first))
        for entry in page.entries { print("#\(entry.pokemon.speciesID) \(entry.pokemon.displayName)") }
        print("\(page.total) favorite\(page.total == 1 ? "" : "s") of \(trainer)")
    }

    /// The value after `option`, removed from `arguments` with it.
    static func take(_ option: String, from arguments: inout [String]) -> String? {
        guard let index = arguments.firstIndex(of: option), index + 1 < arguments.count else { return nil }
        defer { arguments.removeSubrange(index...index + 1) }
        return arguments[index + 1]
    }

    /// An app keeps its data in a folder of its own.
    static func defaultDatabasePath() -> String {
        let home = ProcessInfo.processInfo.environment["HOME"] ?? NSTemporaryDirectory()
        return home + "/.local/share/pokedex-app/pokedex.sqlite"
    }

    struct Usage: Error, CustomStringConvertible {
        var description: String {
            "usage: PokedexApp [--db PATH] [--trainer NAME] search WORDS… | show NAME | favorite NAME | favorites"
        }
    }
}
