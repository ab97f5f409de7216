extension CommandOptions {
    /// The search's options, written out: reading them from ArgumentParser's
    /// description (`init(of:)`) costs a search with options a few
    /// milliseconds at start, more than the search itself. A debug build run
    /// with `POKESEARCH_CHECK_ROUTING` set checks the list against that
    /// description on first use (`RoutingSelfCheck`), so that a new option of
    /// the search cannot be forgotten here.
    static let search: CommandOptions = {
        let listed = CommandOptions(
            all: ["--asc", "--db", "--desc", "--explain", "--favorites", "--format", "--game", "--help", "--lang", "--limit",
                  "--offset", "--page", "--sort", "--trainer", "-h"],
            takingValues: ["--db", "--format", "--game", "--lang", "--limit", "--offset", "--page", "--sort", "--trainer"],
            takesWords: true)
        #if DEBUG
        if RoutingSelfCheck.isOn {
            let declared = CommandOptions(of: SearchCommand.self)
            precondition(listed == declared, "CommandOptions.search differs from SearchCommand's options: \(declared)")
        }
        #endif
        return listed
    }()
}
