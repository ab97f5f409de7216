import Foundation
import Testing
@testable import PokeSearch
import PokeSearchTestSupport

/// Real damaged files (garbage written over pages of a copy): one clear
/// message, never SQLite's; one command to rebuild; the other file keeps
/// working; nothing rewritten unless asked.
@Suite struct DamagedFilesTests {
    let location: PokedexLocation

    init() throws {
        location = try TestPokedex.freshLocation()
    }

    func run(_ arguments: String...) throws -> CommandLineRun {
        let result = try CommandLineRun(arguments, location: location)
        #expect(result.reason == .exit, "\(arguments) crashed")
        ParallelProcessesTests.expectNoRawDatabaseMessage(result, arguments.joined(separator: " "))
        return result
    }

    private var pokedexDamaged: String {
        "the Pokédex at \(location.databasePath) is damaged: rebuild it with `pokesearch repair` (bundled dataset) or `pokesearch import DUMP`"
    }

    @Test func aDamagedPokedexSaysSoAndOneCommandRebuildsIt() throws {
        #expect(try run("fav", "add", "pikachu", "mew", "--trainer", "ash").status == 0)
        try PageDamage.overwrite(location.databasePath, pages: PageDamage.spread(step: 37))

        var damageReported = 0
        for arguments in [["pikachu"], ["fire dragon"], ["water", "atk>100"], ["salameche"], ["charizrd"], ["gen:1", "legendary"],
                          ["show", "charizard"], ["list", "--limit", "2000"], ["fav", "list", "--trainer", "ash"],
                          ["fav", "add", "6", "--trainer", "ash"], ["backpack"]] {
            let result = try CommandLineRun(arguments, location: location)
            ParallelProcessesTests.expectNoRawDatabaseMessage(result, arguments.joined(separator: " "))
            if result.status != 0 {
                #expect(result.stderr.contains(pokedexDamaged), "\(arguments): \(result.stderr)")
                damageReported += 1
            }
        }
        #expect(damageReported > 0, "reading the whole damaged Pokédex must meet the damage")
        // The trainer's data lives in the other file: listed while the Pokédex is broken.
        let trainers = try run("trainer", "list", "--format", "json")
        #expect(trainers.status == 0 && trainers.stdout.contains("\"ash\""))

        let user = FileManager.default.contents(atPath: location.userDataPath)
        let repair = try run("repair")
        #expect(repair.status == 0 && repair.stdout.contains("Rebuilt the Pokédex at \(location.databasePath)"))
        #expect(FileManager.default.contents(atPath: location.userDataPath) == user, "repair never touches user data")
        #expect(try run("list", "--limit", "2000", "--format", "json").jsonArray().count == 1351)
        let favorites = try run("fav", "list", "--trainer", "ash", "--format", "json").jsonArray().compactMap { $0["id"] as? Int }
        #expect(Set(favorites).isSuperset(of: [25, 151]))
        let again = try run("repair")
        #expect(again.status == 0 && again.stdout.contains("is not damaged: nothing to repair"))
    }

    /// 5 trainers × 300 favorites: the user data file spans ~20 pages.
    private func seedUserData() throws {
        let pokedex = try Pokedex(location: location)
        let references = try PokemonResolver(pokedex: pokedex).resolveAll((1...300).map(String.init))
        for trainer in ["ash", "brock", "dawn", "may", "misty"] {
            try Favorites(pokedex: pokedex, trainer: trainer).add(references)
            try Backpack(pokedex: pokedex, trainer: trainer).catch(references[24])
        }
        try LastEncounter(pokedex: pokedex, trainer: "misty").remember(references[120])
    }

    @Test func aDamagedUserDataFileBreaksNoSearchAndIsSalvagedOnlyWhenAsked() throws {
        try seedUserData()
        // The first leaves of `favorite`, after the tables' root pages: ash's favorites.
        try PageDamage.overwrite(location.userDataPath, pages: { count in Array(count / 2 + 1 ..< count / 2 + 4) })
        let damaged = FileManager.default.contents(atPath: location.userDataPath)

        for query in ["pikachu", "fire dragon", "gen:1 legendary"] {
            #expect(try run(query).status == 0, "\(query)")
        }
        #expect(try run("show", "pikachu", "--trainer", "nobody").status == 0)
        // A chosen trainer's ★ marks read the damaged file: they give up, the search does not.
        let marked = try CommandLineRun(["pikachu"], location: location, environment: ["POKESEARCH_TRAINER": "ash"])
        #expect(marked.status == 0, "\(marked.stderr)")
        let userDamaged = "the user data file at \(location.userDataPath) (trainers, favorites, catches) is damaged; searches still work"
        for arguments in [["trainer", "list"], ["fav", "add", "700", "--trainer", "ash"]] {
            let result = try CommandLineRun(arguments, location: location)
            #expect(result.status != 0 && result.stderr.contains(userDamaged), "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains("`pokesearch repair --user-data`"))
        }
        #expect(FileManager.default.contents(atPath: location.userDataPath) == damaged, "nothing rewritten without asking")

        let repair = try run("repair", "--user-data")
        #expect(repair.status == 0, "\(repair.stderr)")
        let backups = try FileManager.default.contentsOfDirectory(atPath: location.directory)
            .filter { $0.hasPrefix("pokedex.user.sqlite.damaged-") }
        #expect(backups.count == 1)
        let backup = location.directory + "/" + (backups.first ?? "")
        #expect(repair.stdout.contains("The damaged file is kept as \(backup)"))
        #expect(FileManager.default.contents(atPath: backup) == damaged)

        let trainers = try run("trainer", "list", "--format", "json")
        #expect(trainers.status == 0)
        let summaries = try trainers.jsonArray()
        #expect(summaries.compactMap { $0["name"] as? String } == ["ash", "brock", "dawn", "may", "misty"])
        let favorites = summaries.compactMap { $0["favorites"] as? Int }.reduce(0, +)
        #expect(favorites > 1_000 && favorites < 1_500, "salvaged \(favorites) of 1500 around the damaged pages")
        #expect(try run("fav", "add", "700", "--trainer", "ash").status == 0)
        // The Pokémon misty met last is still hers to catch.
        #expect(try run("catch", "--trainer", "misty").stdout.contains("Starmie was caught"))
        let healthy = try run("repair", "--user-data")
        #expect(healthy.stdout.contains("is not damaged: nothing to repair"))
    }

    @Test func aUserDataFileWithGarbageForAHeaderIsSalvagedEmpty() throws {
        try seedUserData()
        // The header ("SQLite format 3") is gone: SQLite cannot open it at all.
        let handle = try FileHandle(forUpdating: URL(fileURLWithPath: location.userDataPath))
        try handle.write(contentsOf: Data(repeating: 0x41, count: 100))
        try handle.close()
        #expect(try run("pikachu").status == 0)
        let list = try CommandLineRun(["trainer", "list"], location: location)
        #expect(list.status != 0 && list.stderr.contains("is damaged; searches still work"))
        let repair = try run("repair", "--user-data")
        #expect(repair.status == 0 && repair.stdout.contains("salvaged 0 trainers"))
        #expect(try run("trainer", "list", "--format", "json").jsonArray().isEmpty)
    }
}
