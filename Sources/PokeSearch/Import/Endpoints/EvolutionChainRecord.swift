/// `evolution-chain/<id>`: a family tree; every link below the root becomes
/// one `evolution` row per way of evolving.
struct EvolutionChainRecord: EndpointRecord {
    let id: Int
    let baby_trigger_item: ResourceRef?
    let chain: Link

    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, baby_trigger_item, chain
    }

    /// A species in the tree, how it evolves from its parent, and its children.
    struct Link: Decodable {
        let species: ResourceRef
        let evolution_details: [EvolutionCondition]
        let evolves_to: [Link]
    }

    func addRows(to batch: inout RowBatch, resolving resolver: ReferenceResolver) throws {
        try resolver.checkID(id)
        let babyItem = try resolver.resolve(baby_trigger_item, .item, at: "baby_trigger_item")
        batch.add(.evolutionChain, id, babyItem)
        let root = try resolver.require(chain.species, .species, at: "chain.species")
        try addEvolutions(from: chain, parentID: root, path: "chain", to: &batch, resolving: resolver)
    }

    private func addEvolutions(
        from parent: Link, parentID: Int, path: String,
        to batch: inout RowBatch, resolving resolver: ReferenceResolver
    ) throws {
        for (index, child) in parent.evolves_to.enumerated() {
            let childPath = "\(path).evolves_to[\(index)]"
            let childID = try resolver.require(child.species, .species, at: "\(childPath).species")
            if child.evolution_details.isEmpty {
                batch.add(.evolution, childID, parentID, id, nil, nil, nil, nil)
            }
            // The dump repeats a condition once per game that uses it: keep one row.
            var seen: Set<[String?]> = []
            for (detailIndex, condition) in child.evolution_details.enumerated() {
                let field = "\(childPath).evolution_details[\(detailIndex)]"
                try condition.checkReferences(at: field, resolving: resolver)
                let key = [condition.trigger?.name, condition.min_level.map(String.init), condition.item?.name, condition.summary]
                guard seen.insert(key).inserted else { continue }
                batch.add(.evolution, childID, parentID, id, condition.trigger?.name, condition.min_level,
                          condition.item?.name, condition.summary)
            }
            try addEvolutions(from: child, parentID: childID, path: childPath, to: &batch, resolving: resolver)
        }
    }
}
