import PokeSearch

/// `show`'s moves for people: one table per way of learning them (by level,
/// with the level; by TM or TR; egg moves; from a tutor; then the rarer
/// ways), each move with its type, category, power, accuracy and PP.
struct LearnsetText {
    var style: TerminalStyle
    var terms: TermNames

    /// The tables, each under its title, indented under a section.
    func render(_ learnset: [LearnsetEntry]) -> [String] {
        var methods: [String] = []
        var entries: [String: [LearnsetEntry]] = [:]
        for entry in learnset {
            if entries[entry.method] == nil { methods.append(entry.method) }
            entries[entry.method, default: []].append(entry)
        }
        return methods.flatMap { method in
            let moves = entries[method] ?? []
            return ["  " + ANSI.dim(title(method) + " (\(moves.count))", style.colors)]
                + table(moves, levels: method == "level-up").split(separator: "\n").map { "    " + $0 }
        }
    }

    private func table(_ moves: [LearnsetEntry], levels: Bool) -> String {
        typealias Column = TextTable.Column
        let number = { (value: Int?) in TextTable.Cell(value.map(String.init) ?? "—") }
        var columns = [Column(header: "move", flexible: true, minimumWidth: 10), Column(header: "type"),
                       Column(header: "category", priority: 2), Column(header: "power", alignRight: true),
                       Column(header: "acc", alignRight: true, priority: 3), Column(header: "pp", alignRight: true, priority: 1)]
        if levels { columns.insert(Column(header: "lv", alignRight: true), at: 0) }
        let rows = moves.map { move -> [TextTable.Cell] in
            let type = move.type.map { terms.name($0, .type) } ?? "—"
            var row = [TextTable.Cell(move.displayName),
                       TextTable.Cell(type, styled: TypeColor.paint(type, type: move.type ?? "", colors: style.colors)),
                       TextTable.Cell(move.damageClass.map { terms.name($0, .damageClass) } ?? "—"),
                       number(move.power), number(move.accuracy), number(move.pp)]
            // Level 0: learned when it evolves.
            if levels { row.insert(TextTable.Cell(move.level.map { $0 == 0 ? "evo" : String($0) } ?? "—"), at: 0) }
            return row
        }
        return TextTable(columns: columns, rows: rows).render(width: style.width - 4, colors: style.colors)
    }

    private func title(_ method: String) -> String {
        switch method {
        case "level-up": return "By level"
        case "machine": return "By TM / TR"
        case "egg": return "Egg moves"
        case "tutor": return "From a tutor"
        default: return terms.name(method, .learnMethod)
        }
    }
}
