import Foundation
import Testing
@testable import PokeSearch
import PokeSearchTestSupport

/// The trainer commands use when none is named on the command line, on the
/// built binary: deleting the remembered one forgets it, and a name that
/// names no profile is traced to where it came from.
@Suite struct CurrentTrainerCLITests {
    let location: PokedexLocation
    /// `trainer use` writes here (`$HOME/.config`, `HOME` being the Pokédex's folder).
    let configFile: String

    init() throws {
        location = try TestPokedex.freshLocation()
        configFile = location.directory + "/.config/pokesearch/trainer"
    }

    /// `pokesearch arguments` exactly as given: `--` is typed in some.
    func run(_ arguments: String..., environment: [String: String] = [:]) throws -> CommandLineRun {
        try CommandLineRun.exactly(arguments, location: location, environment: environment)
    }

    @Test func deletingTheRememberedTrainerForgetsIt() throws {
        #expect(try run("trainer", "add", "misty").status == 0)
        #expect(try run("trainer", "use", "misty").status == 0)
        #expect(try run("fav", "add", "pikachu").status == 0)
        let removed = try run("trainer", "rm", "misty", "--yes")
        #expect(removed.status == 0, "\(removed.stderr)")
        #expect(removed.stdout.contains("Deleted trainer 'misty' (1 favorite, 0 caught)."))
        #expect(removed.stdout.contains("forgot it (removed \(configFile)); commands now use \"default\""), "\(removed.stdout)")
        #expect(!FileManager.default.fileExists(atPath: configFile))
        // Every read command works again, on the unnamed default.
        for arguments in [["backpack"], ["fav", "list"], ["trainer", "list"], ["fire", "--favorites"]] {
            let result = try CommandLineRun(arguments, location: location, environment: ["HOME": location.directory])
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
        }
    }

    @Test func deletingAnotherTrainerKeepsTheRememberedOne() throws {
        for name in ["misty", "brock"] { #expect(try run("trainer", "add", name).status == 0) }
        #expect(try run("trainer", "use", "misty").status == 0)
        let removed = try run("trainer", "rm", "brock", "--yes")
        #expect(removed.status == 0 && !removed.stdout.contains("forgot"))
        #expect(try String(contentsOfFile: configFile, encoding: .utf8) == "misty\n")
        // The remembered default, deleted, is forgotten too.
        #expect(try run("trainer", "use", "misty").status == 0)
        #expect(try run("catch", "pikachu", "--trainer", "default").status == 0)
        #expect(try run("trainer", "use", "default").status == 0)
        let defaultRemoved = try run("trainer", "rm", "default", "--yes")
        #expect(defaultRemoved.stdout.contains("forgot it"))
        #expect(try run("backpack").status == 0)
    }

    @Test func aDeletedTrainerStillNamedByTheEnvironmentIsSaid() throws {
        #expect(try run("trainer", "add", "gary").status == 0)
        let removed = try run("trainer", "rm", "gary", "--yes", environment: ["POKESEARCH_TRAINER": "gary"])
        #expect(removed.stdout.contains("$POKESEARCH_TRAINER still names it"), "\(removed.stdout)")
    }

    @Test func aMissingTrainerSaysWhereItsNameCameFrom() throws {
        #expect(try run("trainer", "add", "misty").status == 0)
        let option = try run("backpack", "--trainer", "mitsy")
        #expect(option.status == 1)
        #expect(option.stderr.contains("no trainer profile 'mitsy'; did you mean 'misty'?"))
        #expect(option.stderr.contains("The name comes from --trainer."))

        let environment = try run("backpack", environment: ["POKESEARCH_TRAINER": "gary"])
        #expect(environment.status == 1)
        #expect(environment.stderr.contains("no trainer profile 'gary'"))
        #expect(environment.stderr.contains("The name comes from $POKESEARCH_TRAINER: set it to a profile of `pokesearch trainer list`, or unset it."))

        try FileManager.default.createDirectory(atPath: (configFile as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try "ghost\n".write(toFile: configFile, atomically: true, encoding: .utf8)
        let remembered = try run("fav", "list")
        #expect(remembered.status == 1)
        #expect(remembered.stderr.contains("no trainer profile 'ghost'"))
        #expect(remembered.stderr.contains("The name comes from \(configFile) (`pokesearch trainer use`): choose another with `pokesearch trainer use NAME`, or remove that file to use the default profile."),
                "\(remembered.stderr)")
        // Following the advice mends it.
        #expect(try run("trainer", "use", "misty").status == 0)
        #expect(try run("fav", "list").status == 0)
    }

    @Test func aTrainerNameOfSeveralWordsWorksUnquotedAndHintsQuoteIt() throws {
        let added = try run("trainer", "add", "Ash Ketchum")
        #expect(added.stdout == "Created trainer 'Ash Ketchum'; use it with `pokesearch trainer use 'Ash Ketchum'`.\n")
        // The hint, pasted, works; so do the words unquoted.
        #expect(try run("trainer", "use", "Ash Ketchum").status == 0)
        #expect(try String(contentsOfFile: configFile, encoding: .utf8) == "Ash Ketchum\n")
        let unquoted = try run("trainer", "use", "ash", "ketchum")
        #expect(unquoted.status == 0, "\(unquoted.stderr)")
        #expect(try run("trainer", "rm", "Ash", "Ketchum", "--yes").status == 0)
        // With no profile at all, the hint to create one is quoted too.
        let none = try run("backpack", "--trainer", "Brock Harrison")
        #expect(none.stderr.contains("create one with `pokesearch trainer add 'Brock Harrison'`"), "\(none.stderr)")
        // A name that starts with a dash is one after `--`.
        let dash = try run("trainer", "add", "--", "-x")
        #expect(dash.stdout.contains("`pokesearch trainer use -- -x`"), "\(dash.stdout)")
        #expect(try run("trainer", "use", "--", "-x").status == 0)
    }

    @Test func trainerListMarksTheImplicitDefaultOnceItExists() throws {
        #expect(try run("trainer", "add", "misty").status == 0)
        #expect(!(try run("trainer", "list").stdout.contains("*")))
        #expect(try run("catch", "pikachu").status == 0)
        let lines = try run("trainer", "list").stdout.split(separator: "\n")
        #expect(lines.contains { $0.hasPrefix("* default") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("  misty") })
        // `--trainer` before the subcommand chooses whom the list marks.
        let chosen = try run("--trainer", "misty", "trainer", "list")
        #expect(chosen.status == 0 && chosen.stdout.contains("* misty"), "\(chosen.stderr)")
    }
}
