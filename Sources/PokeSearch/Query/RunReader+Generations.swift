extension RunReader {
    /// `gen 1-3`, `gen 1 to 3`, `generations 1 through 3`, `gen i-iii`,
    /// `gen 1 to gen 3`, `gens 1, 2 and 4`: the generations spanned or listed,
    /// read before `3` could be a Pokédex number. One generation alone (`gen 3`)
    /// is a phrase of the lexicon's, read later.
    func generationSpan(at index: Int) throws -> Read? {
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
        let held = try self.index.generationRange() ?? 1...1
        if generations.contains(where: { !held.contains($0) }) {
            let typed = words[index..<end].map(\.text).joined(separator: " ")
            throw QueryError.outOfRange(field: "generation", value: typed, position: words[index].position, range: held)
        }
        var seen = Set<Int>()
        return Read(filter: .generation(generations.filter { seen.insert($0).inserted }), length: end - index)
    }

    /// The generation after the connector at `index` (`to 3`, `and 4`, `, 5`, `to gen 6`):
    /// its number, whether it ends a span, and the index of its word.
    private func nextGeneration(at index: Int) -> (number: Int, spans: Bool, at: Int)? {
        let connector = words[index].folded
        var next = index + 1
        let spans = GenerationNumber.spanConnectors.contains(connector)
        if !spans && !GenerationNumber.listConnectors.contains(connector) {
            // `gen 1, 2`: the comma is the connector.
            guard words[index - 1].followedByComma else { return nil }
            next = index
        }
        if next + 1 < words.count, GenerationNumber.words.contains(words[next].folded) { next += 1 }
        guard next < words.count, let number = GenerationNumber.parse(words[next].folded, standalone: true) else { return nil }
        return (number, spans, next)
    }
}
