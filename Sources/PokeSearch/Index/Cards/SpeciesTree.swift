/// The evolution tree of the species the cards hold, by species id: what
/// evolution filters (`X evolutions`, `family:X`, `nfe`) read, built once
/// per card table rather than per search.
struct SpeciesTree: Sendable {
    /// By species id: the species it evolves from (0 for none), its chain (0 for none).
    private let parent: [Int32]
    private let chain: [Int32]
    /// By species id: the species that evolve from it directly (grouped
    /// flat, not an array per species: a one-off search builds this tree first).
    private let children: IndexGroups

    init(_ cards: [PokemonCard]) {
        let size = (cards.map(\.speciesID).max() ?? 0) + 1
        var parent = [Int32](repeating: 0, count: size), chain = [Int32](repeating: 0, count: size)
        for card in cards where card.isDefault || parent[card.speciesID] == 0 && chain[card.speciesID] == 0 {
            parent[card.speciesID] = Int32(card.evolvesFromSpeciesID ?? 0)
            chain[card.speciesID] = Int32(card.evolutionChainID ?? 0)
        }
        children = IndexGroups(count: size, keys: size) { parent[$0] > 0 ? Int(parent[$0]) : nil }
        self.parent = parent
        self.chain = chain
    }

    /// The highest species id (National Pokédex number) the cards hold.
    var maximumSpeciesID: Int { parent.count - 1 }

    /// Whether some species evolves from `species`.
    func evolves(_ species: Int) -> Bool {
        !children[species].isEmpty
    }

    /// How many species evolve from `species` directly (Eevee: 8).
    func evolutionCount(_ species: Int) -> Int {
        children[species].count
    }

    /// The species that evolve from any of `species`, directly or not, as a lookup by species id.
    func descendants(of species: [Int]) -> [Bool] {
        var found = [Bool](repeating: false, count: parent.count)
        var frontier = species.filter { $0 >= 0 && $0 < parent.count }
        while let next = frontier.popLast() {
            for child in children[next] where !found[Int(child)] {
                found[Int(child)] = true
                frontier.append(Int(child))
            }
        }
        return found
    }

    /// The species any of `species` evolves from, directly or not, as a lookup by species id.
    func ancestors(of species: [Int]) -> [Bool] {
        var found = [Bool](repeating: false, count: parent.count)
        for start in species where start >= 0 && start < parent.count {
            var next = Int(parent[start])
            while next > 0, next < parent.count, !found[next] {
                found[next] = true
                next = Int(parent[next])
            }
        }
        return found
    }

    /// By species id: the stages of its line at its longest (1 for Tauros,
    /// 3 for Pichu, Pikachu and Raichu), made on demand: only `3 stage` asks.
    func lineStages() -> [Int] {
        var root = [Int](repeating: 0, count: parent.count), depth = [Int](repeating: 0, count: parent.count)
        for species in parent.indices {
            var top = species
            while parent[top] > 0, Int(parent[top]) < parent.count, depth[species] < parent.count {
                top = Int(parent[top])
                depth[species] += 1
            }
            root[species] = top
        }
        var longest = [Int](repeating: 0, count: parent.count)
        for species in parent.indices { longest[root[species]] = max(longest[root[species]], depth[species] + 1) }
        return root.map { longest[$0] }
    }

    /// The chains of `species` (0 for none left out).
    func chains(of species: [Int]) -> [Int] {
        species.compactMap { $0 >= 0 && $0 < chain.count && chain[$0] != 0 ? Int(chain[$0]) : nil }
    }
}
