extension RunReader {
    /// `gen 1-3`, `gen 1 to 3`, `generations 1 through 3`, `gen i-iii`,
    /// `gen 1 to gen 3`, `gens 1, 2 and 4`, `first three gens`, `kanto to
    /// hoenn`: the generations spanned or listed, read before `3` could be a
    /// Pokédex number. One generation alone (`gen 3`) is a phrase of the
    /// lexicon's, read later.
    func generationSpan(at index: Int) throws -> Read? {
        if let read = try boundedGenerations(at: index) { return read }
        if let read = try firstOrLastGenerations(at: index) { return read }
        if let read = try regionSpan(at: index) { return read }
        guard GenerationNumber.words.contains(words[index].folded), index + 1 < words.count else { return nil }
        var generations: [Int]
        var end = index + 2
        if let span = GenerationNumber.span(words[index + 1].text.lowercased()) {
            generations = Array(span)
        } else {
            guard let first = GenerationNumber.parse(words[index + 1].folded, standalone: true) else { return nil }
            generations = [first]
            while end < words.count, let (number, spans, next) = nextGeneration(at: end) {
                if spans, let last = generations.last, last != number {
                    // `gen 3 to 1` spans the same generations as `gen 1 to 3`.
                    generations += last < number ? Array(last + 1...number) : Array(number..<last)
                } else {
                    generations.append(number)
                }
                end = next + 1
            }
            guard generations.count > 1 else { return nil }
        }
        return try read(generations, from: index, to: end)
    }

    /// `after gen 4`, `since gen 6`, `up to 3rd gen`, `gen 5 onwards`, `from
    /// gen 5 on`, `gen 3 and earlier`, `after kalos`: the generations on one side of one.
    private func boundedGenerations(at index: Int) throws -> Read? {
        guard vocabulary.contains(.generationBound) else { return nil }
        var start = index
        var bound: GenerationBound?
        for length in [2, 1] where index + length < words.count {
            if let leading = GenerationBound.leading[phrases[index..<index + length]] {
                bound = leading
                start = index + length
                while start + 1 < words.count, GenerationBound.articles.contains(words[start].folded) { start += 1 }
                break
            }
        }
        // Most words begin no bound: those with no bound word before or just after are not parsed.
        guard bound != nil || mayEndInBound(from: index), let (generation, length) = try generation(at: start) else { return nil }
        var end = start + length
        if bound == nil {
            for length in [2, 1] where end + length <= words.count {
                if let trailing = GenerationBound.trailing[phrases[end..<end + length]] {
                    bound = trailing
                    end += length
                    break
                }
            }
            // `gen4+`: the `+` is not in the folded word.
            if bound == nil, length == 1, words[start].text.hasSuffix("+") { bound = .from }
            // `from gen 5 on`: `from` was read as a filler word before the generation.
            if bound == nil, end < words.count, words[end].folded == "on", index > 0, words[index - 1].folded == "from" {
                bound = .from
                end += 1
            }
        }
        guard let bound else { return nil }
        let held = try self.index.generationRange() ?? 1...1
        let generations = bound.generations(around: generation, in: held)
        guard held.contains(generation), !generations.isEmpty else { throw outOfRange(from: index, to: end, held: held) }
        return try read(generations, from: index, to: end)
    }

    /// Whether a trailing bound's words (`onwards`, `and later`), `on` or a
    /// `+` could follow a generation named at `index` in one word or two.
    private func mayEndInBound(from index: Int) -> Bool {
        if words[index].text.utf8.last == UInt8(ascii: "+") { return true }
        for at in index + 1...index + 2 where at < words.count {
            if words[at].folded == "on" || GenerationBound.trailing[words[at].folded] != nil { return true }
            if at + 1 < words.count, GenerationBound.trailing[phrases[at..<at + 2]] != nil { return true }
        }
        return false
    }

    /// The one generation named at `index` (`gen 4`, `4th gen`, `generation
    /// iv`, `gen4`, or a region's: `kalos`) and how many words name it.
    private func generation(at index: Int) throws -> (number: Int, length: Int)? {
        guard index < words.count else { return nil }
        if index + 1 < words.count, let number = GenerationNumber.parse(words[index].folded, words[index + 1].folded) {
            return (number, 2)
        }
        if let number = GenerationNumber.parse(words[index].folded, standalone: false) { return (number, 1) }
        guard let regions = regionIDs(words[index]) else { return nil }
        let generations = Set(try self.index.generations(ofRegions: regions))
        return generations.count == 1 ? (generations.first!, 1) : nil
    }

    /// `first three gens`, `last 2 generations`: counted from the first
    /// generation or back from the Pokédex's latest.
    private func firstOrLastGenerations(at index: Int) throws -> Read? {
        let end = index + 3
        guard end <= words.count, let fromStart = Self.countedEnds[words[index].folded],
              GenerationNumber.words.contains(words[index + 2].folded),
              let count = GenerationNumber.parse(words[index + 1].folded, standalone: true), count > 0 else { return nil }
        let held = try self.index.generationRange() ?? 1...1
        let generations = fromStart ? Array(1...count) : Array((held.upperBound - count + 1)...held.upperBound)
        return try read(generations, from: index, to: end)
    }

    /// Whether the words counted from: `first` (from generation 1) or `last`.
    private static let countedEnds: [String: Bool] = ["first": true, "earliest": true, "last": false, "latest": false, "newest": false]

    /// `kanto to hoenn`: the generations of the regions and those between.
    private func regionSpan(at index: Int) throws -> Read? {
        guard index + 2 < words.count, GenerationNumber.spanConnectors.contains(words[index + 1].folded),
              let first = regionIDs(words[index]), let last = regionIDs(words[index + 2]) else { return nil }
        let generations = try self.index.generations(ofRegions: first + last)
        guard let low = generations.min(), let high = generations.max(), low < high else { return nil }
        return try read(Array(low...high), from: index, to: index + 3)
    }

    private func regionIDs(_ word: QueryResolver.Word) -> [Int]? {
        let ids = (entries[word.folded] ?? []).filter { $0.kind == .region }.map(\.id)
        return ids.isEmpty ? nil : ids
    }

    /// Whether a generation is named at `index` (`gen 4`, `gen4`, `4th gen`, `first three gens`).
    func startsGeneration(at index: Int) -> Bool {
        let word = words[index].folded
        if index + 1 < words.count, GenerationNumber.words.contains(word) || GenerationNumber.parse(word, words[index + 1].folded) != nil {
            return true
        }
        if Self.countedEnds[word] != nil, index + 2 < words.count, GenerationNumber.words.contains(words[index + 2].folded) {
            return true
        }
        return GenerationNumber.parse(word, standalone: false) != nil
    }

    /// The generations read from `start` to `end`, once each, or an error
    /// naming the range the Pokédex holds when one is outside it.
    private func read(_ generations: [Int], from start: Int, to end: Int) throws -> Read {
        let held = try self.index.generationRange() ?? 1...1
        if generations.contains(where: { !held.contains($0) }) { throw outOfRange(from: start, to: end, held: held) }
        var seen = Set<Int>()
        return Read(filter: .generation(generations.filter { seen.insert($0).inserted }), length: end - start)
    }

    /// The error for the words from `start` to `end`, naming the generations the Pokédex holds.
    private func outOfRange(from start: Int, to end: Int, held: ClosedRange<Int>) -> QueryError {
        let typed = words[start..<end].map(\.text).joined(separator: " ")
        return QueryError.outOfRange(field: "generation", value: typed, position: words[start].position, range: held)
    }

    /// The generation after the connector at `index` (`to 3`, `and 4`, `, 5`, `to gen 6`):
    /// its number, whether it ends a span, and the index of its word.
    private func nextGeneration(at index: Int) -> (number: Int, spans: Bool, at: Int)? {
        let connector = words[index].folded
        var next = index + 1
        let spans = GenerationNumber.spanConnectors.contains(connector)
        if !spans && !GenerationNumber.listConnectors.contains(connector) {
            // `gen 1, 2`: the comma is the connector; `gens 1 2 3`: a space, between digits going up
            // (`gen 1 25` stays generation 1 and Pokédex #25).
            let listedBySpace = connector.utf8.count == 1 && SpacedComparison.isDigits(connector)
                && GenerationNumber.parse(words[index - 1].folded, standalone: true).map { $0 < Int(connector)! } == true
            guard words[index - 1].followedByComma || listedBySpace else { return nil }
            next = index
        }
        if next + 1 < words.count, GenerationNumber.words.contains(words[next].folded) { next += 1 }
        guard next < words.count, let number = GenerationNumber.parse(words[next].folded, standalone: true) else { return nil }
        return (number, spans, next)
    }
}
