import Foundation
import Testing
@testable import PokeSearch
import PokeSearchTestSupport

/// `items`, `moves`, `abilities`, `types` and `show` of every entity kind,
/// run as a user would on the built binary and a private copy of the Pokédex.
@Suite struct EntitiesCLITests {
    let location: PokedexLocation

    init() throws {
        location = try TestPokedex.freshLocation()
    }

    func run(_ arguments: String...) throws -> CommandLineRun {
        try CommandLineRun(arguments, location: location)
    }

    @Test func movesSearchAsATableAndAsJSON() throws {
        let table = try run("moves", "Donnerblitz", "--limit", "3")
        #expect(table.status == 0)
        // Types and categories by their names in the language (English here), as Pokémon tables show types.
        #expect(table.stdout.contains("Thunderbolt") && table.stdout.contains("Electric") && table.stdout.contains("special"))
        let json = try run("moves", "type:electric", "power>=90", "--sort", "power", "--desc", "--format", "json", "--limit", "5")
        #expect(json.status == 0)
        let objects = try json.jsonArray()
        #expect(objects.count == 5)
        #expect(objects.allSatisfy { $0["kind"] as? String == "move" && $0["type"] as? String == "electric" })
        let powers = objects.compactMap { $0["power"] as? Int }
        #expect(powers == powers.sorted(by: >) && powers.allSatisfy { $0 >= 90 })
        #expect(objects.allSatisfy { $0["id"] is Int && $0["name"] is String && $0["display_name"] is String })
    }

    @Test func itemsAndAbilitiesInOtherLanguages() throws {
        let items = try run("items", "Überreste", "--format", "json", "--lang", "de")
        #expect(try items.jsonArray().first?["name"] as? String == "leftovers")
        #expect(try items.jsonArray().first?["display_name"] as? String == "Überreste")
        let abilities = try run("abilities", "levit", "--format", "json", "--explain")
        let first = try #require(try abilities.jsonArray().first)
        #expect(first["name"] as? String == "levitate" && first["match"] as? String == "name-prefix")
        let cheap = try run("items", "category:pokeballs", "cost<1000", "--format", "json", "--limit", "100")
        let balls = try cheap.jsonArray()
        #expect(!balls.isEmpty && balls.allSatisfy { ($0["cost"] as? Int ?? .max) < 1000 && $0["pocket"] as? String == "pokeballs" })
    }

    @Test func typosGetANoticeAndBadFieldsAnError() throws {
        let typo = try run("moves", "thunderblot", "--limit", "2")
        #expect(typo.stdout.contains("Showing results for thunderblot → thunderbolt."))
        let field = try run("moves", "powr>80")
        #expect(field.status != 0)
        #expect(field.stderr.contains("unknown field 'powr:' for moves at position 1; did you mean 'power:'?"))
        let value = try run("items", "category:medecine")
        #expect(value.status != 0 && value.stderr.contains("did you mean 'medicine'?"))
    }

    @Test func listingsPage() throws {
        let page = try run("abilities", "--page", "2", "--limit", "5", "--format", "json")
        #expect(try page.jsonArray().compactMap { $0["id"] as? Int } == [6, 7, 8, 9, 10])
        let table = try run("items", "--limit", "2")
        #expect(table.stdout.contains("Master Ball") && table.stdout.contains("1–2 of "))
    }

    @Test func typeChart() throws {
        let table = try run("types")
        #expect(table.status == 0 && table.stdout.contains("Attacking ↓ · defending →") && table.stdout.contains("Fire"))
        let json = try run("types", "--format", "json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect((object["factors"] as? [String: [String: Double]])?["water"]?["fire"] == 2)
    }

    @Test func showResolvesEveryKind() throws {
        let move = try run("show", "move:thunderbolt")
        #expect(move.status == 0 && move.stdout.contains("power 90") && move.stdout.contains("Learned by ("))
        let bare = try run("show", "10まんボルト")
        #expect(bare.status == 0 && bare.stdout.contains("Thunderbolt  move #85"))
        let item = try run("show", "item:leftovers", "--format", "json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(item.stdout.utf8)) as? [String: Any])
        #expect(object["kind"] as? String == "item" && object["category"] as? String == "held-items")
        let ability = try run("show", "ability:drizzle")
        #expect(ability.stdout.contains("Politoed (hidden)") && ability.stdout.contains("Kyogre"))
        let type = try run("show", "type:fire")
        #expect(type.stdout.contains("Pokémon") && type.stdout.contains("2×  Bug, Steel, Grass, Ice"))
        #expect(try run("show", "pikachu").stdout.contains("Pikachu"))
        let unknown = try run("show", "move:thunderblot")
        #expect(unknown.status != 0 && unknown.stderr.contains("no move is called 'thunderblot'; did you mean 'thunderbolt'"))
    }

    /// `fire` and `ghost` are Moltres's and Haunter's romanized Japanese names, and the types' slugs:
    /// the types. A name of two kinds shows one and names the other.
    @Test func showPrefersWhatANameIsTheSlugOf() throws {
        let fire = try run("show", "fire")
        #expect(fire.status == 0 && fire.stdout.hasPrefix("Fire  type #10"), "\(fire.stdout.prefix(80))")
        #expect(try run("show", "ghost").stdout.hasPrefix("Ghost  type #8"))
        #expect(try run("show", "moltres").stdout.hasPrefix("Moltres  #146"))
        #expect(try run("show", "salameche").stdout.hasPrefix("Charmander  #4"))
        let psychic = try run("show", "psychic")
        #expect(psychic.stdout.hasPrefix("Psychic  move #94"))
        #expect(psychic.stdout.contains("Psychic is also a type: pokesearch show type:psychic"))
        #expect(try run("show", "metronome").stdout.contains("Metronome is also an item: pokesearch show item:metronome"))
        #expect(!(try run("show", "move:psychic")).stdout.contains("is also"))
        #expect(!(try run("show", "psychic", "--format", "json")).stdout.contains("is also"))
    }

    @Test func aPokemonSearchSaysWhatElseTheWordNames() throws {
        let search = try run("thunderbolt", "--limit", "3")
        #expect(search.status == 0 && search.stdout.contains("Pikachu"))
        #expect(search.stdout.contains("Thunderbolt is also a move: pokesearch show move:thunderbolt"))
        #expect(!(try run("pikachu")).stdout.contains("is also"))
        #expect(!(try run("thunderbolt", "--format", "json")).stdout.contains("is also"))
        // Items by any of their names, accents and case aside, in the reader's language.
        let item = try run("uberreste", "--lang", "de")
        #expect(item.stdout.contains("Überreste is also an item: pokesearch show item:leftovers"), "\(item.stdout)")
    }
}
