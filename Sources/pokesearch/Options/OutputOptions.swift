import ArgumentParser
import Foundation
import PokeSearch
import PokeSearchTerminal

/// `--format` and `--lang`: how results are printed.
struct OutputOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Output format: table for people, json for scripts (stable keys).", valueName: "format"))
    var format: OutputFormat = .table

    @Option(name: .long, help: ArgumentHelp("Language of names: en, fr, de, es, it, ja, ja-hrkt, ko, zh-hans, zh-hant…", valueName: "lang"),
            completion: .list(Self.languages))
    var lang: String = "en"

    /// PokéAPI's languages, for shell completion.
    static let languages = ["en", "fr", "de", "es", "es-419", "it", "ja", "ja-hrkt", "ja-roma", "ko",
                            "zh-hans", "zh-hant", "cs", "pt-br"]

    /// Width and colour of standard output.
    var style: TerminalStyle { TerminalStyle.detect() }

    /// Prints the table or the JSON, whichever `--format` asks for.
    func emit(table: () -> String, json: () throws -> String) throws {
        try format.print(table: table, json: json)
    }
}

extension OutputFormat: ExpressibleByArgument {}
