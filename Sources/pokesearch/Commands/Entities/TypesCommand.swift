import ArgumentParser
import PokeSearch
import PokeSearchTerminal

/// `pokesearch types`: the type chart.
struct TypesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "types",
        abstract: "Print the type chart (attacking × defending).",
        discussion: """
            One type in full: pokesearch show type:fire

            Examples:
              pokesearch types
              pokesearch types --lang fr
              pokesearch types --format json
            """)

    @OptionGroup var global: GlobalOptions
    @OptionGroup var output: OutputOptions

    func run() throws {
        let chart = try TypeChart.load(language: output.lang, from: global.openPokedex())
        try output.emit(table: { TypeChartText(style: output.style).render(chart) }, json: { try JSONResults.encode(chart) })
    }
}
