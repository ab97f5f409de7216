import Foundation
import PokeSearch

/// Prints a page of moves, items or abilities as `--format` asks: a table
/// with the kind's columns, or a JSON array of `EntitySummary` objects (with
/// `match` under `--explain`). Notes go beside the table, or to stderr beside JSON.
public struct EntityPrinter: Sendable {
    public var format: OutputFormat
    public var style: TerminalStyle
    /// Add the match column and a line per hit on why it matched.
    public var explain: Bool
    /// Names of types, move categories, item categories and pockets in the display language.
    public var terms: TermNames

    public init(format: OutputFormat, style: TerminalStyle, explain: Bool, terms: TermNames = .slugs) {
        self.format = format
        self.style = style
        self.explain = explain
        self.terms = terms
    }

    /// Prints `results` of a search of `kind` for `query`, the page `pagination` asked for.
    public func print(_ results: EntityResults, kind: EntityKind, query: String, pagination: Pagination) throws {
        var notes: [String] = []
        if !results.corrections.isEmpty { notes.append("Showing results for " + results.corrections.joined(separator: ", ") + ".") }
        if let ignored = IgnoredWordsNote.text(for: results.ignoredWords) { notes.append(ignored) }
        if results.totalMatches == 0 { notes.append("No \(kind.plural) match \u{201C}\(query)\u{201D}.") }
        // The query is the user's text: its control characters are shown, not run.
        notes = notes.map { $0.escapingControlCharacters() }
        switch format {
        case .json:
            for note in notes { FileHandle.standardError.write(Data((note + "\n").utf8)) }
            Swift.print(try Self.json(results.hits, explain: explain))
        case .table:
            var lines = notes
            if !results.hits.isEmpty { lines.append(table(results.hits, kind: kind)) }
            if results.totalMatches > 0 {
                lines.append(PageFooter.text(shown: results.hits.count, total: results.totalMatches, pagination: pagination))
            }
            Swift.print(lines.joined(separator: "\n"))
        }
    }

    /// The hits as a JSON array: each summary's keys, plus `match` and `matched_name` when explaining.
    public static func json(_ hits: [EntityHit], explain: Bool) throws -> String {
        explain ? try JSONResults.encode(hits) : try JSONResults.encode(hits.map(\.entity))
    }

    func table(_ hits: [EntityHit], kind: EntityKind) -> String {
        typealias Column = TextTable.Column
        var columns = [Column(header: "#", alignRight: true), Column(header: "name"), Column(header: "slug", priority: 1)]
        var extra: [(Column, (EntitySummary) -> TextTable.Cell)] = []
        let number = { (value: Int?) in TextTable.Cell(value.map(String.init) ?? "—") }
        let term = { (slug: String?, kind: TermNames.Kind) in TextTable.Cell(slug.map { terms.name($0, kind) } ?? "—") }
        switch kind {
        case .move:
            extra = [
                (Column(header: "type"), { entity in
                    let type = term(entity.type, .type)
                    return TextTable.Cell(type.plain, styled: TypeColor.paint(type.plain, type: entity.type ?? "", colors: style.colors))
                }),
                (Column(header: "category"), { term($0.category, .damageClass) }),
                (Column(header: "power", alignRight: true), { number($0.power) }),
                (Column(header: "acc", alignRight: true, priority: 3), { number($0.accuracy) }),
                (Column(header: "pp", alignRight: true, priority: 3), { number($0.pp) }),
                (Column(header: "prio", alignRight: true, priority: 2), { number($0.priority) }),
                (Column(header: "gen", alignRight: true, priority: 2), { number($0.generation) }),
            ]
        case .item:
            extra = [
                (Column(header: "category"), { term($0.category, .itemCategory) }),
                (Column(header: "pocket", priority: 2), { term($0.pocket, .itemPocket) }),
                (Column(header: "cost", alignRight: true), { number($0.cost) }),
            ]
        case .ability, .type:
            extra = [(Column(header: "gen", alignRight: true, priority: 2), { number($0.generation) })]
        case .nature:
            extra = [
                (Column(header: "raises"), { term($0.raises, .stat) }),
                (Column(header: "lowers"), { term($0.lowers, .stat) }),
                (Column(header: "likes", priority: 2), { TextTable.Cell($0.likesFlavor ?? "—") }),
                (Column(header: "hates", priority: 2), { TextTable.Cell($0.hatesFlavor ?? "—") }),
            ]
        }
        columns += extra.map(\.0)
        if kind != .nature { columns.append(Column(header: "effect", priority: 0, flexible: true, minimumWidth: 10)) }
        if explain { columns.append(Column(header: "match", priority: 4)) }
        let rows = hits.map { hit -> [TextTable.Cell] in
            let entity = hit.entity
            var row = [TextTable.Cell(String(entity.id)), TextTable.Cell(entity.displayName), TextTable.Cell(entity.name)]
            row += extra.map { $0.1(entity) }
            if kind != .nature { row.append(TextTable.Cell(entity.shortEffect.map(Self.oneLine) ?? "")) }
            if explain { row.append(TextTable.Cell(hit.match.label + (hit.matchedName.map { " (\($0))" } ?? ""))) }
            return row
        }
        return TextTable(columns: columns, rows: rows).render(width: style.width, colors: style.colors)
    }

    static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}
