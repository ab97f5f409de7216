import PokeSearch

/// `trainer list` for people: one line per profile with what it holds.
public enum TrainerTable {
    /// The table, `current` (the profile commands use, the unnamed default
    /// too once it exists) marked with `*`, or a hint when there are no profiles.
    public static func render(_ trainers: [TrainerSummary], current: String? = nil, style: TerminalStyle) -> String {
        guard !trainers.isEmpty else { return "No trainer profiles yet: create one with `pokesearch trainer add NAME`." }
        let isCurrent = { (name: String) in current.map { name.caseInsensitiveCompare($0) == .orderedSame } ?? false }
        let marks = trainers.contains { isCurrent($0.name) }
        let table = TextTable(
            columns: [.init(header: "Trainer", flexible: true), .init(header: "Favorites", alignRight: true),
                      .init(header: "Caught", alignRight: true), .init(header: "Since", priority: 1)],
            rows: trainers.map { [.init((marks ? (isCurrent($0.name) ? "* " : "  ") : "") + $0.name), .init(String($0.favorites)), .init(String($0.catches)),
                                  .init(CatchDate.text($0.createdAt))] })
        return table.render(width: style.width, colors: style.colors)
    }
}
