import PokeSearch

/// `trainer list` for people: one line per profile with what it holds.
public enum TrainerTable {
    /// The table, or a hint when there are no profiles.
    public static func render(_ trainers: [TrainerSummary], style: TerminalStyle) -> String {
        guard !trainers.isEmpty else { return "No trainer profiles yet: one is created on first use of --trainer NAME." }
        let table = TextTable(
            columns: [.init(header: "Trainer", flexible: true), .init(header: "Favorites", alignRight: true),
                      .init(header: "Caught", alignRight: true), .init(header: "Since", priority: 1)],
            rows: trainers.map { [.init($0.name), .init(String($0.favorites)), .init(String($0.catches)),
                                  .init(CatchDate.text($0.createdAt))] })
        return table.render(width: style.width, colors: style.colors)
    }
}
