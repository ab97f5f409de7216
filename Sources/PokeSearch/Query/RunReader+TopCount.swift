extension RunReader {
    /// The most a `top 10` may ask for (a number past it reads as none).
    static let largestTopCount = 100_000

    /// `top 10 fastest`, `top 5 attack`, `first 3 water`, `10 fastest`: at most
    /// that many, in the query's order. A number alone counts only before a
    /// superlative (`10 fastest`); elsewhere it stays a Pokédex number.
    func topCount(at index: Int, plan: inout SearchPlan) -> Read? {
        guard plan.topCount == nil, index + 1 < words.count else { return nil }
        let word = words[index].folded
        if vocabulary.contains(.topLead), QueryWords.topLeads.contains(word), let count = Self.count(words[index + 1].folded) {
            plan.topCount = count
            // `top 5 attack`: the stat after says the order, as `top attack` does.
            if plan.superlative == nil, let (key, length) = stat(from: index + 2) {
                plan.superlative = Superlative(key: key, descending: Superlative.statLeads[word] ?? true)
                return Read(filter: nil, length: 2 + length)
            }
            return Read(filter: nil, length: 2)
        }
        guard let count = Self.count(word), startsSuperlative(at: index + 1) else { return nil }
        plan.topCount = count
        return Read(filter: nil, length: 1)
    }

    /// A whole number from 1 to `largestTopCount`.
    private static func count(_ word: String) -> Int? {
        guard word.utf8.first?.isASCIIDigit == true, let count = Int(word), (1...largestTopCount).contains(count) else { return nil }
        return count
    }

    /// `first 151`, `the first 10 pokemon`, `original 151`: the Pokédex from
    /// #1 to that number. A sort after the number makes it a count of the
    /// best (`first 10 fastest`, `top` below), and `first 3 gens` is the generations'.
    func firstNumbers(at index: Int) -> Read? {
        guard index + 1 < words.count, PokedexNumber.firstWords.contains(words[index].folded),
              SpacedComparison.isDigits(words[index + 1].folded), let last = PokedexNumber.parse(words[index + 1].folded), last >= 1
        else { return nil }
        let after = index + 2
        if after < words.count, GenerationNumber.words.contains(words[after].folded) || startsSuperlative(at: after) || stat(from: after) != nil {
            return nil
        }
        return Read(filters: Self.pokedexNumbers(from: 1, to: last), negated: false, length: 2)
    }

    private func startsSuperlative(at index: Int) -> Bool {
        guard index < words.count else { return false }
        let word = words[index].folded
        return Superlative.words[word] != nil || Superlative.adjectives[word] != nil
            || (index + 2 < words.count && Superlative.phrases[phrases[index...index + 2]] != nil)
            || comparativeSuperlative(at: index) != nil
    }
}
