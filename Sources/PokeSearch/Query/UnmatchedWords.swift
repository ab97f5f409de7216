/// Phrases with words that match nothing (`pokemon that sets rain`,
/// `abilities sets rain`): when a query finds nothing, even corrected, the
/// free-text words that occur nowhere in the Pokédex are left out and the
/// rest answered, with a notice naming them. Never a filter (a field, a
/// type, a keyword: those are not free text, and a wrong one is an error),
/// and never a name being typed (the last word matches as a name prefix,
/// so it matches something).
struct UnmatchedWords {
    let index: IndexReader

    /// The plan without its free-text terms that match nothing anywhere
    /// (as typed, corrected or as part of a name), and the words left out;
    /// nil when none is, or when nothing would be left to search for.
    func dropped(from plan: SearchPlan) throws -> (plan: SearchPlan, ignored: [String])? {
        var kept = plan
        var ignored: [String] = []
        let matcher = PlanMatcher(reader: index)
        kept.terms = try plan.terms.filter { term in
            if try matcher.matchesAnything(term) { return true }
            ignored.append(term.text)
            return false
        }
        guard !ignored.isEmpty, !kept.isEmpty else { return nil }
        return (kept, ignored)
    }
}
