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
        try run(arguments)
    }

    func run(_ arguments: [String]) throws -> CommandLineRun {
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

    /// `dd if=/dev/urandom of=pokedex.sqlite bs=4096 seek=2 count=3` (the
    /// schema and the core tables) with the root of `search_summary` (the
    /// names a listing shows), or `seek=0 count=1` (the header: the
    /// user data file beside it tells it was a Pokédex). Favorites and
    /// catches live in the other file: listed, added and removed by number,
    /// with a notice that says the Pokédex is damaged and how to repair it;
    /// by name only once repaired.
    @Test(arguments: [[2, 3, 4], [0]])
    func aPokedexDamagedAtItsCoreKeepsTrainerCommandsByNumber(_ pages: [Int]) throws {
        #expect(try run("fav", "add", "pikachu", "mew", "--trainer", "ash").status == 0)
        #expect(try run("catch", "charizard", "--trainer", "ash").status == 0)
        let names = try PageDamage.rootPage(of: "search_summary", in: location.databasePath)
        try PageDamage.overwrite(location.databasePath, pages: { _ in pages == [0] ? pages : pages + [names] })
        let numbersOnly = "the Pokédex at \(location.databasePath) is damaged, so Pokémon are shown by number, without names: "
            + "rebuild it with `pokesearch repair`"

        let favorites = try run("fav", "list", "--trainer", "ash", "--format", "json")
        #expect(favorites.status == 0 && favorites.stderr.contains(numbersOnly), "\(favorites.stderr)")
        #expect(try favorites.jsonArray().compactMap { $0["id"] as? Int } == [25, 151])
        let table = try run("fav", "list", "--trainer", "ash")
        #expect(table.status == 0 && table.stdout.contains("151") && table.stdout.contains("1–2 of 2"), "\(table.stdout)")
        let backpack = try run("backpack", "--trainer", "ash", "--format", "json")
        #expect(backpack.status == 0 && backpack.stderr.contains(numbersOnly))
        #expect(try backpack.jsonArray().map { $0["id"] as? Int } == [6])
        #expect(try backpack.jsonArray().first?["caught_at"] is String)

        for (arguments, says) in [(["fav", "add", "79"], "★ #79"), (["catch", "80"], "Gotcha! #80 was caught"),
                                  (["release", "80"], "Bye, #80!"), (["fav", "rm", "151"], "☆ #151")] {
            let result = try run(arguments + ["--trainer", "ash"])
            #expect(result.status == 0 && result.stdout.contains(says), "\(arguments): \(result.stdout) \(result.stderr)")
            #expect(result.stderr.contains(numbersOnly), "\(arguments): \(result.stderr)")
        }
        // A name cannot be read: refused with the damage and the repair.
        let byName = try run("fav", "add", "charizard", "--trainer", "ash")
        #expect(byName.status == 1 && byName.stderr.contains(pokedexDamaged), "\(byName.stderr)")
        let show = try run("show", "pikachu")
        #expect(show.status == 1 && show.stderr.contains(pokedexDamaged))
        #expect(try run("trainer", "add", "brock").status == 0)
        let trainers = try run("trainer", "list", "--format", "json").jsonArray()
        #expect(trainers.compactMap { $0["name"] as? String } == ["ash", "brock"])
        #expect(trainers.first?["favorites"] as? Int == 2 && trainers.first?["catches"] as? Int == 1)

        #expect(try run("repair").status == 0)
        let repaired = try run("fav", "list", "--trainer", "ash", "--format", "json")
        #expect(repaired.stderr.isEmpty)
        #expect(try repaired.jsonArray().compactMap { $0["name"] as? String } == ["pikachu", "slowpoke"])
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
        // The unnamed default has no profile: its encounter waits, unclaimed, for its first catch.
        try LastEncounter(pokedex: pokedex).remember(references[6])
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
        // So is the one met without a profile: the catch that creates the profile claims it.
        let claimed = try run("catch")
        #expect(claimed.stdout.contains("Squirtle was caught") && claimed.stderr == "New trainer profile 'default'.\n",
                "\(claimed.stdout) \(claimed.stderr)")
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

    /// The header page, the trainers' pages or the catches' root page
    /// damaged: `show` and searches work (a ★ or a catch date that cannot be
    /// read is left out); every write is refused with the damage, even one
    /// whose own pages are whole, and the file is left as it was.
    @Test(arguments: DamagedUserPage.allCases)
    func aDamagedUserDataFileBreaksNoShowAndTakesNoWrite(_ damage: DamagedUserPage) throws {
        try seedUserData()
        try PageDamage.overwrite(location.userDataPath, pages: PageDamage.pages(try damage.page(in: location.userDataPath)))
        let damaged = FileManager.default.contents(atPath: location.userDataPath)

        for arguments in [["show", "charizard"], ["show", "charizard", "--trainer", "ash"], ["charizard"], ["fire", "dragon"]] {
            let result = try run(arguments)
            #expect(result.status == 0 && result.stdout.contains("Charizard"), "\(damage) \(arguments): \(result.stderr)")
        }
        let userDamaged = "the user data file at \(location.userDataPath) (trainers, favorites, catches) is damaged"
        for arguments in [["fav", "add", "79", "--trainer", "ash"], ["trainer", "add", "brock"], ["catch", "80", "--trainer", "may"]] {
            let result = try run(arguments)
            #expect(result.status == 1 && result.stderr.contains(userDamaged), "\(damage) \(arguments): \(result.stderr)")
            #expect(result.stderr.contains("`pokesearch repair --user-data`"))
        }
        #expect(FileManager.default.contents(atPath: location.userDataPath) == damaged, "\(damage): a write went in")
    }
}

/// Pages of the user data file a test damages.
enum DamagedUserPage: CaseIterable {
    /// Page 0: the header and the schema (`dd … seek=0 count=1`).
    case header
    /// `dd … seek=4 count=1`, as the audit did: an index of the trainers.
    case fifth
    /// The root page of the `trainer` table.
    case trainers
    /// The root page of the `catch` table.
    case catches

    /// The page's index in the file at `path` (0 is the first).
    func page(in path: String) throws -> Int {
        switch self {
        case .header: 0
        case .fifth: 4
        case .trainers: try PageDamage.rootPage(of: "trainer", in: path)
        case .catches: try PageDamage.rootPage(of: "catch", in: path)
        }
    }
}
