/// A species' evolution family as a list of stages, parents before children.
public struct EvolutionChain: Sendable, Hashable, Encodable {
    /// One species in the family and how it evolves from its parent.
    public struct Stage: Sendable, Hashable, Encodable {
        /// National Pokédex number.
        public var speciesID: Int
        /// Species slug and display name.
        public var species: PokemonDetail.Named
        /// Type slugs of its default form, in slot order (what a front end colours it by).
        public var types: [String] = []
        /// The species it evolves from; nil for the first stage.
        public var evolvesFrom: Int?
        /// Each way it evolves from its parent, in the dump's order.
        public var methods: [EvolutionMethod] = []

        /// How, in words: `level 16`, `use water stone`, `trade, holding metal coat`;
        /// several ways joined with `or`.
        public var method: String? {
            methods.isEmpty ? nil : methods.map(\.text).joined(separator: " or ")
        }

        enum CodingKeys: String, CodingKey {
            case speciesID = "species_id", name, displayName = "display_name", types, evolvesFrom = "evolves_from", method, methods
        }

        /// Encodes the JSON the command line's `--format json` and the server print.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(speciesID, forKey: .speciesID)
            try container.encode(species.name, forKey: .name)
            try container.encode(species.displayName, forKey: .displayName)
            try container.encode(types, forKey: .types)
            try container.encode(evolvesFrom, forKey: .evolvesFrom)
            try container.encode(method, forKey: .method)
            try container.encode(methods, forKey: .methods)
        }
    }

    /// Every stage, parents before their children.
    public var stages: [Stage]

    /// Each line of descent from the first stage to a last one:
    /// Eevee has eight, Charmander one.
    public var paths: [[Stage]] {
        let roots = stages.filter { $0.evolvesFrom == nil }
        func walk(_ stage: Stage) -> [[Stage]] {
            let children = stages.filter { $0.evolvesFrom == stage.speciesID }
            if children.isEmpty { return [[stage]] }
            return children.flatMap { walk($0).map { [stage] + $0 } }
        }
        return roots.flatMap(walk)
    }

    /// Whether the species is part of any evolution.
    public var isEmpty: Bool { stages.count < 2 }

    /// Encodes the JSON the command line's `--format json` and the server print.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(stages)
    }

    /// `level 16`, `use water stone`, `trade`, then the other conditions.
    static func method(trigger: String?, minLevel: Int?, item: String?, detail: String?) -> String? {
        var parts: [String] = []
        switch trigger {
        case "level-up":
            parts.append(minLevel.map { "level \($0)" } ?? "level up")
        case "use-item":
            parts.append("use " + (item ?? "an item").replacingOccurrences(of: "-", with: " "))
        case .some(let other):
            parts.append(other.replacingOccurrences(of: "-", with: " "))
            if let minLevel { parts.append("level \(minLevel)") }
        case nil:
            if let minLevel { parts.append("level \(minLevel)") }
        }
        if trigger != "use-item", let item { parts.append("with " + item.replacingOccurrences(of: "-", with: " ")) }
        if let detail, !detail.isEmpty { parts.append(detail) }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }
}
