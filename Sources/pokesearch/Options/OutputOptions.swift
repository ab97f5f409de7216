import ArgumentParser
import Foundation
import PokeSearch
import PokeSearchTerminal

/// `--format` and `--lang`: how results are printed.
struct OutputOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Output format: table for people, json for scripts (stable keys).", valueName: "format"))
    var format: OutputFormat = OutputOptions.defaultFormat

    @Option(name: .long, help: ArgumentHelp("Language of names: en, fr, de, es, it, ja, ja-hrkt, ko, zh-hans, zh-hant…", valueName: "lang"),
            completion: .custom(PokedexCompletion.languages))
    var lang: String = OutputOptions.defaultLanguage

    static let defaultFormat = OutputFormat.table
    static let defaultLanguage = "en"

    /// Width and colour of standard output.
    var style: TerminalStyle { TerminalStyle.detect() }

    /// Prints the table or the JSON, whichever `--format` asks for.
    func emit(table: () -> String, json: () throws -> String) throws {
        try format.print(table: table, json: json)
    }

    /// The names of types, categories, pockets and games in `--lang`, for tables.
    func terms(_ pokedex: Pokedex) -> TermNames {
        (try? TermNames.load(language: lang, from: pokedex)) ?? .slugs
    }
}

extension OutputFormat: ExpressibleByArgument {}
