/// What a run of words says of the effort values (EVs) a Pokémon gives
/// when defeated: the Pokémon to battle to train a stat.
extension RunReader {
    /// `speed evs`, `2 attack evs`, `gives speed evs`, `ev yield speed`,
    /// `evs in sp. atk`, `ev yield 3 hp`: the Pokémon giving at least that
    /// many EVs (one when no number says) in the stat. An amount the games
    /// never give (`4 speed evs`) is an error naming the range.
    func effortYield(at index: Int) throws -> Read? {
        guard vocabulary.contains(.effort) else { return nil }
        var start = index
        if EffortWords.leads.contains(words[start].folded), start + 1 < words.count { start += 1 }
        // The noun first: `ev yield 2 speed`, `evs in speed`.
        if let noun = EffortWords.noun(count: words.count, from: start, phrase: { phrases[$0] }) {
            var at = start + noun
            while at < words.count - 1, EffortWords.joiners.contains(words[at].folded) { at += 1 }
            if let (amount, stat, end) = try amountAndStat(at: at) {
                return read(stat: stat, amount: amount, from: index, to: end)
            }
        }
        // The stat first: `2 speed evs`, `speed ev yield`.
        if let (amount, stat, end) = try amountAndStat(at: start),
           let noun = EffortWords.noun(count: words.count, from: end, phrase: { phrases[$0] }) {
            return read(stat: stat, amount: amount, from: index, to: end + noun)
        }
        return nil
    }

    private func read(stat: Int, amount: Int?, from index: Int, to end: Int) -> Read {
        Read(filter: .effortYield(statID: stat, atLeast: amount ?? 1, text: phrases[index..<end]), length: end - index)
    }

    /// A battle stat (HP to Speed) at `index`, maybe after an amount: the
    /// amount, the stat id and the index after the stat.
    private func amountAndStat(at index: Int) throws -> (amount: Int?, stat: Int, end: Int)? {
        guard index < words.count else { return nil }
        var at = index
        var amount: Int?
        if let number = Int(words[at].folded) {
            guard EffortWords.amounts.contains(number) else {
                // Only an error once a stat and the noun make it a question of EVs.
                guard let stat = BattleStatName.longest(count: words.count, from: at + 1, phrase: { phrases[$0] }),
                      (1...6).contains(stat.id) else { return nil }
                throw QueryError.outOfRange(field: "EV yield", value: words[at].text, position: words[at].position,
                                            range: EffortWords.amounts)
            }
            amount = number
            at += 1
        }
        guard let stat = BattleStatName.longest(count: words.count, from: at, phrase: { phrases[$0] }),
              (1...6).contains(stat.id) else { return nil }
        return (amount, stat.id, at + stat.length)
    }
}
