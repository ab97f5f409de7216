/// `evolution-chain/<id>`: a family tree; every link below the root becomes
/// one `evolution` row per way of evolving.
struct EvolutionChainRecord: EndpointRecord {
    let id: Int
    let babyTriggerItem: ResourceRef?
    let chain: Link

    /// A species in the tree, how it evolves from its parent, and its children.
    struct Link {
        let species: ResourceRef
        let evolutionDetails: [EvolutionCondition]
        let evolvesTo: [Link]

        /// Real chains are three species deep; a deeper one is a broken
        /// file, refused before the recursion below could exhaust the stack.
        static let maximumDepth = 16

        /// The link at the cursor and, recursively, its children.
        static func read(_ json: inout JSONCursor, at field: String, depth: Int = 0) throws -> Link {
            guard depth < maximumDepth else {
                throw JSONShapeError(field: field, reason: "is nested more than \(maximumDepth) links deep")
            }
            var species: ResourceRef?, details: [EvolutionCondition]?, evolvesTo: [Link]?
            try json.members(at: field) { json, key in
                switch key {
                case "species": species = try ResourceRef.read(&json, at: "\(field).species")
                case "evolution_details":
                    details = try json.list(at: "\(field).evolution_details") { json, index in
                        try EvolutionCondition(json: &json, at: "\(field).evolution_details[\(index)]")
                    }
                case "evolves_to":
                    evolvesTo = try json.list(at: "\(field).evolves_to") { json, index in
                        try Link.read(&json, at: "\(field).evolves_to[\(index)]", depth: depth + 1)
                    }
                default: try json.skipValue()
                }
            }
            return Link(species: try species.required("\(field).species"),
                        evolutionDetails: try details.required("\(field).evolution_details"),
                        evolvesTo: try evolvesTo.required("\(field).evolves_to"))
        }
    }

    init(json: inout JSONCursor) throws {
        var id: Int?, babyTriggerItem: ResourceRef?, chain: Link?
        try json.members(at: "") { json, key in
            switch key {
            case "id": id = try json.int(at: "id")
            case "baby_trigger_item": babyTriggerItem = try ResourceRef.readNullable(&json, at: "baby_trigger_item")
            case "chain": chain = try Link.read(&json, at: "chain")
            default: try json.skipValue()
            }
        }
        self.id = try id.required("id")
        self.babyTriggerItem = babyTriggerItem
        self.chain = try chain.required("chain")
    }

    func addRows(to batch: inout RowBatch, resolving resolver: ReferenceResolver) throws {
        try resolver.checkID(id)
        let babyItem = try resolver.resolve(babyTriggerItem, .item, at: "baby_trigger_item")
        batch.add(.evolutionChain, id, babyItem)
        let root = try resolver.require(chain.species, .species, at: "chain.species")
        try addEvolutions(from: chain, parentID: root, path: "chain", to: &batch, resolving: resolver)
    }

    private func addEvolutions(
        from parent: Link, parentID: Int, path: String,
        to batch: inout RowBatch, resolving resolver: ReferenceResolver
    ) throws {
        for (index, child) in parent.evolvesTo.enumerated() {
            let childPath = "\(path).evolves_to[\(index)]"
            let childID = try resolver.require(child.species, .species, at: "\(childPath).species")
            if child.evolutionDetails.isEmpty {
                batch.add(.evolution, childID, parentID, id, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil)
            }
            // The dump repeats a condition once per game that uses it: keep one row.
            var seen: Set<[String?]> = []
            for (detailIndex, condition) in child.evolutionDetails.enumerated() {
                let field = "\(childPath).evolution_details[\(detailIndex)]"
                let locationID = try condition.checkReferences(at: field, resolving: resolver)
                let requirements = condition.requirements
                let summary = requirements.isEmpty ? nil : requirements.map(\.text).joined(separator: ", ")
                let key = [condition.trigger?.name, condition.minLevel.map(String.init), condition.item?.name, summary]
                guard seen.insert(key).inserted else { continue }
                batch.add(.evolution, childID, parentID, id, condition.trigger?.name, condition.minLevel,
                          condition.item?.name, summary, condition.heldItem?.name, condition.knownMove?.name,
                          locationID, condition.timeOfDay.flatMap { $0.isEmpty ? nil : $0 }, condition.minHappiness,
                          condition.minAffection, StoredEvolutionRequirement.json(requirements))
            }
            try addEvolutions(from: child, parentID: childID, path: childPath, to: &batch, resolving: resolver)
        }
    }
}
