import Foundation
import Testing
@testable import PokeSearch
import PokeSearchTestSupport

/// How the command line reads what is typed, on the built binary: usage,
/// `--version`, mistyped options and subcommands, `--`, options before a
/// subcommand, names of several words, and arguments by the thousand.
@Suite struct ArgumentsCLITests {
    let location: PokedexLocation

    init() throws {
        location = try TestPokedex.freshLocation()
    }

    /// `pokesearch arguments` exactly as given: the Pokédex comes from
    /// `$POKESEARCH_DB`, so nothing is appended after a `--`.
    func run(_ arguments: String...) throws -> CommandLineRun {
        try CommandLineRun.exactly(arguments, location: location)
    }

    @Test func noArgumentsPrintAShortUsageWithExamples() throws {
        let result = try run()
        #expect(result.status == 0)
        #expect(result.stdout.contains("Usage: pokesearch QUERY"))
        #expect(result.stdout.contains("pokesearch show mr mime"))
        #expect(result.stdout.contains("Commands: search, show, list"))
        #expect(result.stdout.split(separator: "\n").count < 20, "short: \(result.stdout)")
    }

    @Test func versionNamesTheToolAndTheDataset() throws {
        let result = try run("--version")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("pokesearch 1."))
        #expect(result.stdout.contains("PokéAPI static dump"))
        #expect(result.stdout.contains("imported 20"))
        #expect(result.stdout.contains("1,351 pokemon\n") && result.stdout.contains("1,025 pokemon-species"))
        #expect(try run("--db", location.databasePath, "--version").stdout == result.stdout)
    }

    @Test func aMistypedOptionIsAnErrorNamingTheClosestOne() throws {
        let result = try run("pikachu", "--limt", "3")
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("unknown option '--limt'. Did you mean '--limit'?"))
        let list = try run("list", "--sortt", "name")
        #expect(list.status == 64 && list.stderr.contains("Did you mean '--sort'?"))
    }

    @Test func aFirstWordCloseToASubcommandSuggestsIt() throws {
        let result = try run("lsit")
        #expect(result.status == 64)
        #expect(result.stderr.contains("did you mean `pokesearch list`?"))
        #expect(!result.stderr.contains("Alcremie"))
        #expect(try run("bakcpack").stderr.contains("did you mean `pokesearch backpack`?"))
        // A word two edits from a command that finds Pokémon as corrected is that search (Cave Pokémon, not `moves`).
        let caves = try run("caves")
        #expect(caves.status == 0, "\(caves.stderr)")
        #expect(caves.stdout.contains("Zubat"))
    }

    @Test func wordsAfterDoubleDashMayStartWithADash() throws {
        let result = try run("--limit", "500", "--format", "json", "--", "-flying", "dragon")
        #expect(result.status == 0, "\(result.stderr)")
        let types = try result.jsonArray().compactMap { $0["types"] as? [String] }
        #expect(types.count > 30)
        #expect(types.allSatisfy { $0.contains("dragon") && !$0.contains("flying") })
        // Without `--`, a single-dash word is still a negation, not an option.
        let plain = try run("dragon", "-flying", "--limit", "500", "--format", "json")
        #expect(try plain.jsonArray().count == types.count)
    }

    @Test func aSubcommandAfterGlobalOptionsIsTheSubcommand() throws {
        let add = try run("--trainer", "misty", "fav", "add", "pikachu")
        #expect(add.status == 0, "\(add.stderr)")
        #expect(add.stdout.contains("Pikachu"))
        let list = try run("--trainer", "misty", "--format", "json", "fav", "list")
        #expect(try list.jsonArray().compactMap { $0["id"] as? Int } == [25])
        #expect(try run("--lang", "fr", "show", "6").stdout.contains("Dracaufeu"))
    }

    @Test func namesOfSeveralWordsNeedNoQuotes() throws {
        #expect(try run("show", "mr", "mime").stdout.hasPrefix("Mr. Mime  #122"))
        let caught = try run("catch", "mr", "mime")
        #expect(caught.status == 0 && caught.stdout.contains("Mr. Mime was caught"))
        #expect(try run("release", "mr", "mime").stdout.contains("Bye, Mr. Mime!"))
        // The longest run of words that names a Pokémon is one name.
        let favorites = try run("fav", "add", "mr", "mime", "pikachu", "tapu", "koko", "6")
        #expect(favorites.status == 0, "\(favorites.stderr)")
        #expect(favorites.stdout.split(separator: "\n").count == 4)
        #expect(favorites.stdout.contains("Mr. Mime") && favorites.stdout.contains("Tapu Koko"))
        let unknown = try run("fav", "add", "pikachu", "mr", "mimee", "eevee")
        #expect(unknown.status != 0)
        #expect(unknown.stderr.contains("no Pokémon is called 'mr mimee'; did you mean 'mr-mime'"))
    }

    @Test func thousandsOfWordsAreRefusedBeforeParsing() throws {
        let words = Array(repeating: "fire", count: 32_000)
        let search = try CommandLineRun.Launched(words, location: nil, environment: ["POKESEARCH_DB": location.databasePath]).wait()
        #expect(search.status == 64)
        #expect(search.stderr.contains("query too long: 159999 characters (the limit is 1000)"))
        let show = try CommandLineRun.Launched(["show"] + words, location: nil,
                                               environment: ["POKESEARCH_DB": location.databasePath]).wait()
        #expect(show.status == 64)
        #expect(show.stderr.contains("arguments too long"))
        // Just under the limit still searches.
        let fits = try run(Array(repeating: "fire", count: 199).joined(separator: " "), "--format", "json")
        #expect(fits.status == 0)
    }

    @Test func listingHelpDoesNotMentionRelevance() throws {
        let backpack = try run("backpack", "--help")
        #expect(backpack.status == 0 && backpack.stdout.contains("--sort <key>"))
        #expect(!backpack.stdout.contains("relevance"))
        let search = try run("search", "--help").stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(search.contains("by relevance unless --sort"))
    }

    @Test(arguments: [40, 60, 200])
    func helpFitsTheWidth(columns: Int) throws {
        for command in ["", "search", "show", "list", "backpack", "trainer", "trainer use", "fav", "fav add", "encounter",
                        "catch", "moves", "import", "serve"] {
            let arguments = command.split(separator: " ").map(String.init) + ["--help"]
            let help = try CommandLineRun.exactly(arguments, location: location, environment: ["COLUMNS": String(columns)])
            #expect(help.status == 0, "\(arguments)")
            #expect(help.stdout.contains("USAGE:"), "\(arguments)")
            Self.expectFits(help.stdout, columns: columns, "\(arguments)")
        }
    }

    @Test func theSearchHelpsTableFitsAndStaysATable() throws {
        func help(_ columns: Int) throws -> [Substring] {
            try CommandLineRun.exactly(["search", "--help"], location: location, environment: ["COLUMNS": String(columns)]).stdout.split(separator: "\n", omittingEmptySubsequences: false)
        }
        // Wide: one row per example, every description in one column, the CJK row too.
        let wide = try help(200)
        let rows = wide.filter { $0.hasPrefix("  pikachu") || $0.hasPrefix("  gen:4") || $0.hasPrefix("  -flying") }
        #expect(rows.count == 3)
        // Where each description starts: after the last gap of three spaces, in display columns.
        let column = rows.map { row -> Int in
            let text = String(row)
            return Self.columns(text[..<(text.range(of: "   ", options: .backwards)?.upperBound ?? text.startIndex)])
        }
        #expect(Set(column).count == 1, "\(rows)")
        #expect(wide.contains { $0.hasPrefix("  gen:4") && $0.hasSuffix("generation, region") })
        // Narrow: each description under its example, paragraphs whole.
        let narrow = try help(60)
        let example = try #require(narrow.firstIndex { $0.hasPrefix("  pikachu  salameche") })
        #expect(narrow[example + 1] == "      names, any language", "\(narrow[example...].prefix(2))")
        #expect(narrow.contains("Every word must match. Names match in any language, without"))
        #expect(!narrow.contains { !$0.isEmpty && $0.allSatisfy { $0 == " " } })
        // The server's usage breaks between its parts.
        let serve = try CommandLineRun.Launched(["serve", "--help"], location: nil, environment: ["COLUMNS": "60"]).wait()
        #expect(serve.stdout.contains("USAGE: pokesearch serve [--host <host>] [--port <port>]\n"), "\(serve.stdout)")
    }

    /// A subcommand is parsed by its own type first (see `PokeSearchCommand.parse(routed:)`);
    /// its help and its refusals still name the whole command, down the tree.
    @Test(arguments: [["moves", "--help"], ["fav", "add", "--help"], ["trainer", "use", "-h"], ["help", "fav", "list"]])
    func subcommandHelpNamesTheWholeCommand(_ arguments: [String]) throws {
        let run = try CommandLineRun(arguments, location: location)
        let path = arguments.filter { !$0.hasPrefix("-") && $0 != "help" }.joined(separator: " ")
        #expect(run.status == 0)
        #expect(run.stdout.contains("USAGE: pokesearch \(path) "), "\(run.stdout)")
    }

    @Test func aSubcommandsRefusalNamesTheWholeCommand() throws {
        let run = try CommandLineRun(["fav", "list", "--limit", "0"], location: location)
        #expect(run.status == 64)
        #expect(run.stderr.contains("pokesearch fav list"), "\(run.stderr)")
    }

    @Test func helpFitsAFiftyColumnTerminal() throws {
        for command in [["search", "--help"], ["--help"], ["list", "--help"]] {
            let output = try PseudoTerminalRun.output(command, columns: 50, environment: [
                "POKESEARCH_DB": location.databasePath, "HOME": location.directory,
            ])
            #expect(output.contains("USAGE:"), "\(command): \(output)")
            Self.expectFits(output, columns: 50, "\(command) on a 50-column terminal")
        }
    }

    /// Every line of `text` within `columns` display columns.
    private static func expectFits(_ text: String, columns: Int, _ context: String) {
        let over = text.split(separator: "\n").filter { Self.columns($0) > columns }
        #expect(over.isEmpty, "\(context) at \(columns): \(over)")
    }

    /// Display columns, East Asian wide characters counting two.
    private static func columns(_ line: Substring) -> Int {
        line.unicodeScalars.reduce(0) { width, scalar in
            let wide: [ClosedRange<UInt32>] = [0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF,
                                               0xFF00...0xFF60, 0xFFE0...0xFFE6]
            return width + (wide.contains { $0.contains(scalar.value) } ? 2 : 1)
        }
    }
}
