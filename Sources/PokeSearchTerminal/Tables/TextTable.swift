/// Aligned columns sized to a width: when too wide, the least important
/// columns go first, then the flexible column is cut with `…`.
struct TextTable {
    struct Column {
        var header: String
        var alignRight = false
        /// Lower goes first when space runs out; 0 never goes.
        var priority = 0
        /// Cut to fit (down to `minimumWidth`) once the optional columns are gone.
        var flexible = false
        var minimumWidth = 6
    }

    /// One cell: plain text for measuring, styled text for printing.
    struct Cell {
        var plain: String
        var styled: String
        init(_ plain: String, styled: String? = nil) {
            self.plain = plain
            self.styled = styled ?? plain
        }
    }

    var columns: [Column]
    var rows: [[Cell]]
    var gap = "  "

    func render(width: Int, colors: Bool) -> String {
        var visible = Array(columns.indices)
        // Each cell measured once, then read for sizing and padding.
        let cellWidths = rows.map { row in row.map { DisplayWidth.of($0.plain) } }
        var widths = columns.indices.map { index in
            cellWidths.reduce(DisplayWidth.of(columns[index].header)) { max($0, $1[index]) }
        }
        func total(shrinking: Bool = false) -> Int {
            visible.reduce(0) { sum, index in
                let column = columns[index]
                return sum + (shrinking && column.flexible ? min(widths[index], column.minimumWidth) : widths[index])
            } + gap.count * max(0, visible.count - 1)
        }
        // Drop optional columns, least important first, while the table is too
        // wide even with the flexible column cut to its minimum.
        let droppable = visible.filter { columns[$0].priority > 0 }.sorted { columns[$0].priority < columns[$1].priority }
        for index in droppable where total(shrinking: true) > width {
            visible.removeAll { $0 == index }
        }
        // Then cut the flexible column.
        if total() > width, let flexible = visible.first(where: { columns[$0].flexible }) {
            widths[flexible] = max(columns[flexible].minimumWidth, widths[flexible] - (total() - width))
        }
        var lines: [String] = []
        let header = visible.map { index in
            DisplayWidth.pad(columns[index].header, to: widths[index], right: columns[index].alignRight)
        }.joined(separator: gap)
        lines.append(ANSI.bold(trimmed(header), colors))
        for (rowIndex, row) in rows.enumerated() {
            var line = ""
            for (position, index) in visible.enumerated() {
                if position > 0 { line += gap }
                let cell = row[index], cellWidth = cellWidths[rowIndex][index]
                let fits = cellWidth <= widths[index]
                let text = fits ? cell.styled : DisplayWidth.truncate(cell.plain, to: widths[index])
                let padding = String(repeating: " ", count: max(0, widths[index] - (fits ? cellWidth : DisplayWidth.of(text))))
                if columns[index].alignRight { line += padding; line += text } else { line += text; line += padding }
            }
            lines.append(trimmed(line))
        }
        return lines.joined(separator: "\n")
    }

    private func trimmed(_ line: String) -> String {
        var line = line
        while line.hasSuffix(" ") { line.removeLast() }
        return line
    }
}
