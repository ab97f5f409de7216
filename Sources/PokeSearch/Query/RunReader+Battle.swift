/// What a run of words says of moves, evolution methods and places:
/// `learns a priority move`, `water priority`, `evolves with a water
/// stone`, `trade evolutions`, `mt moon`, `found in viridian forest`.
extension RunReader {
    // MARK: Move classes

    /// A class of moves a Pokémon learns one of: after a lead (`learns a
    /// priority move`, `with recoil moves`), before a move word (`sleep
    /// moves`), or alone for the words nothing else means (`priority`).
    /// A class that is also a move's name is the move (`learns confusion`).
    func moveClass(at index: Int) throws -> Read? {
        var start = index
        let led = MoveClassWords.learnLeads.contains(words[start].folded)
        if led { start += 1 }
        if led, start < words.count, MoveClassWords.articles.contains(words[start].folded) { start += 1 }
        guard start < words.count,
              let found = MoveClassWords.longest(count: words.count, from: start, phrase: { phrases[$0] }) else { return nil }
        var end = start + found.length
        let followedByMoveWord = end < words.count && MoveClassWords.moveWords.contains(words[end].folded)
        if followedByMoveWord { end += 1 }
        guard led || followedByMoveWord || MoveClassWords.standalone.contains(found.text) else { return nil }
        // `learns confusion`, `thunder`: a move's own name stays the move, unless
        // a plural says a class is meant (`bite moves`).
        let plural = followedByMoveWord && MoveClassWords.pluralMoveWords.contains(words[end - 1].folded)
        if !plural, (entries[found.text] ?? []).contains(where: { $0.kind == .move }) { return nil }
        // `learns sleep powder`, `with poison jab`: a longer move's name that begins with the class's words is that move.
        for length in stride(from: min(4, words.count - start), to: found.length, by: -1)
        where (entries[phrases[start..<start + length]] ?? []).contains(where: { $0.kind == .move }) {
            return nil
        }
        return Read(filter: .moveClass(found.moveClass, text: found.text), length: end - index)
    }

    /// Moves of a type a Pokémon learns: `water moves`, `learns an ice
    /// move`, `fire pokemon with water moves`, `ice coverage`. The type is
    /// the moves', not the Pokémon's.
    func typedMoves(at index: Int) throws -> Read? {
        guard vocabulary.contains(.moveWord) else { return nil }
        var start = index
        let led = MoveClassWords.learnLeads.contains(words[start].folded)
        if led { start += 1 }
        if led, start < words.count, MoveClassWords.articles.contains(words[start].folded) { start += 1 }
        guard start + 1 < words.count else { return nil }
        var end = start + 1
        while end < words.count - 1, MatchupRelation.typeFillers.contains(words[end].folded) { end += 1 }
        guard MoveClassWords.typedMoveWords.contains(words[end].folded),
              let type = (entries[words[start].folded] ?? []).first(where: { $0.kind == .type }) else { return nil }
        return Read(filter: .moveClass(.ofType(typeID: type.id), text: words[start].folded + " moves"), length: end + 1 - index)
    }

    // MARK: Evolution methods

    /// `evolves with a water stone`, `evolves by trade holding a metal coat`,
    /// `evolves with friendship at night`, `evolves at level 36`, and the
    /// conditions first: `trade evolutions`, `water stone evos`.
    func evolutionMethod(at index: Int) throws -> Read? {
        for leadLength in [2, 1] where index + leadLength < words.count {
            guard EvolutionMethodWords.leads.contains(phrases[index..<index + leadLength]) else { continue }
            guard let (method, text, end) = try methodConditions(from: index + leadLength), end > index + leadLength else { continue }
            return Read(filter: .evolutionMethod(method, text: text), length: end - index)
        }
        // `level up with high friendship`, `trade holding a metal coat`: begun by its
        // trigger, a way of evolving needs no lead when another condition follows.
        if methodCondition(at: index)?.0.isTrigger == true, let read = try leadlessMethod(at: index) { return read }
        // Conditions first (`trade evolutions`) only where a word after them says so.
        guard words[(index + 1)...].contains(where: { EvolutionMethodWords.trailing.contains($0.folded) }),
              let (method, text, end) = try methodConditions(from: index), end < words.count,
              EvolutionMethodWords.trailing.contains(words[end].folded) else { return nil }
        return Read(filter: .evolutionMethod(method, text: text), length: end + 1 - index)
    }

    private func leadlessMethod(at index: Int) throws -> Read? {
        guard let (method, text, end) = try methodConditions(from: index), method.namesMoreThanTheTrigger else { return nil }
        // `trade evolutions`: a trailing word is the method's too.
        let trailing = end < words.count && EvolutionMethodWords.trailing.contains(words[end].folded) ? 1 : 0
        return Read(filter: .evolutionMethod(method, text: text), length: end + trailing - index)
    }

    /// The conditions of all the run's words (a field's value: `evolves:water stone`); nil unless every word is read.
    func wholeMethod() throws -> EvolutionMethodQuery? {
        guard let (method, _, end) = try methodConditions(from: 0), end == words.count else { return nil }
        return method
    }

    /// The conditions read from `start` on (connectors between them
    /// skipped): the method, its conditions as text, and where they end;
    /// nil when there are none.
    private func methodConditions(from start: Int) throws -> (EvolutionMethodQuery, String, Int)? {
        var method = EvolutionMethodQuery()
        var named: [String] = []
        var index = start
        var end = start
        var knowing = false
        while index < words.count {
            let word = words[index].folded
            let condition = methodCondition(at: index)
            var thing = namedThing(at: index, kinds: knowing ? [.move] : [.item, .location])
            // `in the rain`: a connector alone is no item, though some language names one `the`.
            if condition == nil, thing?.2 == 1, EvolutionMethodWords.connectors.contains(word) { thing = nil }
            // The longer reading wins: `pierre eau` is the Water Stone, not a stone then `eau`; of two
            // as long, a requirement (`ice rock` beside the item Icy Rock's other names).
            if let (condition, length) = condition, length > thing?.2 ?? 0 || (length == thing?.2 && condition.isRequirement) {
                switch condition {
                case .trigger(let trigger): method.trigger = trigger
                case .item:
                    if method.trigger == nil { method.trigger = "use-item" } else { method.anyItem = true }
                case .friendship: method.friendship = true
                case .stone: method.stone = true
                case .timeOfDay(let time): method.timeOfDay = time
                case .requirement(let kind): method.requirements.formUnion(EvolutionRequirementKinds(kinds: [kind]))
                case .anyRequirement(let kinds): method.anyOfRequirements.formUnion(EvolutionRequirementKinds(kinds: kinds))
                case .places(let slugs): method.locationIDs = try self.index.ids(ofSlugs: slugs, in: .location)
                case .gender(let gender): method.gender = gender
                case .level:
                    method.trigger = method.trigger ?? "level-up"
                    if index + length < words.count, let level = Int(words[index + length].folded), (1...100).contains(level) {
                        method.level = level
                        named.append(phrases[index..<index + length + 1])
                        index += length + 1
                        end = index
                        continue
                    }
                }
                named.append(phrases[index..<index + length])
                index += length
                end = index
                continue
            }
            if let (kind, ids, length) = thing {
                switch kind {
                case .move: method.knownMoveIDs = ids
                case .item: method.itemIDs = ids
                default: method.locationIDs = ids
                }
                named.append(phrases[index..<index + length])
                index += length
                end = index
                knowing = false
                continue
            }
            if !EvolutionMethodWords.connectors.contains(word), let (partner, length) = try partner(at: index, in: method) {
                switch partner {
                case .partySpecies(let ids): method.partySpeciesIDs = ids
                case .partyType(let id): method.partyTypeID = id
                case .tradeSpecies(let ids): method.tradeSpeciesIDs = ids
                }
                named.append(phrases[index..<index + length])
                index += length
                end = index
                continue
            }
            guard EvolutionMethodWords.connectors.contains(word) else { break }
            if ["knowing", "knows", "know"].contains(word) { knowing = true }
            index += 1
        }
        guard !method.isEmpty else { return nil }
        return (method, named.joined(separator: ", "), end)
    }

    /// Another Pokémon a way of evolving names: a species to trade with
    /// (`trade with shelmet`, after the trade), a species or a type in the
    /// party (`with remoraid in the party`, `a dark type in party`: the party
    /// word follows). Elsewhere a name is not the method's (`evolution of eevee`).
    private enum Partner {
        case partySpecies([Int]), partyType(Int), tradeSpecies([Int])
    }

    /// The partner named at `index` and how many words name it (a type's
    /// `type` word with it).
    private func partner(at index: Int, in method: EvolutionMethodQuery) throws -> (Partner, Int)? {
        for length in [2, 1] where index + length <= words.count {
            let phrase = phrases[index..<index + length]
            if let type = (entries[phrase] ?? []).first(where: { $0.kind == .type }) {
                let typed = index + length < words.count && QueryWords.kindFillers[words[index + length].folded] == .type ? 1 : 0
                if partyFollows(index + length + typed) { return (.partyType(type.id), length + typed) }
                continue
            }
            // The context first: names are looked up only where a partner may stand.
            let trading = method.trigger == "trade"
            guard trading || partyFollows(index + length) else { continue }
            let species = try resolver.speciesIDs(named: phrase)
            guard !species.isEmpty else { continue }
            return trading ? (.tradeSpecies(species), length) : (.partySpecies(species), length)
        }
        return nil
    }

    /// Whether the party is named after `index`, past connectors (`in the party`).
    private func partyFollows(_ index: Int) -> Bool {
        var next = index
        while next < words.count {
            if case .anyRequirement(let kinds)? = methodCondition(at: next)?.0, kinds.contains("party-species") { return true }
            guard EvolutionMethodWords.connectors.contains(words[next].folded) else { return false }
            next += 1
        }
        return false
    }

    /// A condition word or two at `index`, and its length.
    private func methodCondition(at index: Int) -> (EvolutionMethodWords.Condition, Int)? {
        for length in [2, 1] where index + length <= words.count {
            if let condition = EvolutionMethodWords.conditions[phrases[index..<index + length]] { return (condition, length) }
        }
        return nil
    }

    /// The longest phrase from `index` naming a thing of one of `kinds` (in
    /// that order of precedence): its kind, ids and length in words.
    private func namedThing(at index: Int, kinds: [LexiconKind]) -> (LexiconKind, [Int], Int)? {
        for length in stride(from: min(QueryResolver.longestPhrase, words.count - index), through: 1, by: -1) {
            let found = entries[phrases[index..<index + length]] ?? []
            for kind in kinds {
                let ids = found.filter { $0.kind == kind }.map(\.id)
                if !ids.isEmpty { return (kind, ids, length) }
            }
        }
        return nil
    }

    // MARK: Egg groups

    /// `dragon egg group`, `dragon and field egg groups`: the values before
    /// their field words are that field only (`egg group dragon` is `fieldPhrase`'s).
    func trailingEggGroup(at index: Int) throws -> Read? {
        guard vocabulary.contains(.eggGroupWord), let (filters, length) = eggGroups(from: index, typesEnd: false) else { return nil }
        let lead = index + length
        guard lead + 1 < words.count, QueryWords.eggGroupLeads.contains(phrases[lead...lead + 1]) else { return nil }
        return Read(filters: filters, negated: false, length: length + 2)
    }

    // MARK: Locations

    /// `mt moon in red`, `safari zone pokemon yellow`, `route 1 red version`,
    /// `fishing in red`: after a place or a way of meeting Pokémon, a game's
    /// name is the game asked about (as `--game` or `game:`), not a colour;
    /// the games of several such names together.
    func gameAfterPlace(at index: Int, plan: inout SearchPlan) throws -> Read? {
        guard plan.namesPlaceOrWayOfMeeting else { return nil }
        guard var (mask, end) = try game(from: index) else { return nil }
        // `red and blue`, `red or blue`: either game.
        while end + 1 < words.count, QueryWords.conjunctions.contains(words[end].folded) || QueryWords.disjunctions.contains(words[end].folded),
              let (other, next) = try game(from: end + 1) {
            mask |= other
            end = next
        }
        plan.versionMask = plan.versionMask.map { $0 & mask } ?? mask
        return Read(filter: nil, length: end - index)
    }

    /// `pokemon red`, `found in red`, `red version`, `game red`: a game named
    /// with words that say so asks who is met in the wild in it (the plan's
    /// games, which also narrow a place: `in red mt moon`); `red
    /// exclusives`, `exclusive to red`, `only in red`: met there and not in
    /// the other game of its pair. A game's name alone stays a colour or an item.
    func gameNamed(at index: Int, plan: inout SearchPlan) throws -> Read? {
        let word = words[index].folded
        if let read = try introductionGame(at: index) { return read }
        let exclusiveLead = GameWords.exclusiveLeads.contains(word)
        let lead = exclusiveLead || GameWords.leads.contains(word)
        // Cheap before the names are read: a lead here, or a word after the name that says it is a game.
        guard lead || words[(index + 1)..<min(index + 4, words.count)].contains(where: {
            GameWords.trailing.contains($0.folded) || GameWords.exclusiveTrailing.contains($0.folded)
        }) else { return nil }
        var start = index
        if exclusiveLead {
            start += 1
            while start + 1 < words.count, GameWords.exclusiveConnectors.contains(words[start].folded) { start += 1 }
        } else {
            while start + 1 < words.count, GameWords.leads.contains(words[start].folded) || words[start].folded == "the" { start += 1 }
        }
        guard start < words.count, !(lead && start == index), let (mask, nameEnd) = try gameName(at: start) else { return nil }
        var end = nameEnd
        let named = lead || end < words.count && GameWords.trailing.contains(words[end].folded)
        if end < words.count, GameWords.trailing.contains(words[end].folded) { end += 1 }
        var exclusive = exclusiveLead
        if end < words.count, GameWords.exclusiveTrailing.contains(words[end].folded) {
            exclusive = true
            end += 1
        }
        guard named || exclusive else { return nil }
        if exclusive {
            return Read(filter: .metInGames(versionMask: mask, exclusive: true, text: phrases[start..<nameEnd]), length: end - index)
        }
        plan.versionMask = plan.versionMask.map { $0 & mask } ?? mask
        return Read(filter: nil, length: end - index)
    }

    /// `introduced in sword`, `new in scarlet`, `added with black 2`: the
    /// Pokémon of that game's generation (not who is met in it).
    private func introductionGame(at index: Int) throws -> Read? {
        guard GameWords.introductionLeads.contains(words[index].folded), index + 1 < words.count else { return nil }
        var start = index + 1
        while start + 1 < words.count, GameWords.introductionConnectors.contains(words[start].folded) { start += 1 }
        guard start > index + 1, let game = try gameName(at: start) else { return nil }
        let end = game.end < words.count && GameWords.trailing.contains(words[game.end].folded) ? game.end + 1 : game.end
        return Read(filter: .generation(try self.index.generations(ofGames: game.mask)), length: end - index)
    }

    /// The versions of the game named from `index` (after `in`, `on`, `the`,
    /// `pokemon`; `version` after it taken too), and where its words end.
    private func game(from index: Int) throws -> (mask: Int, end: Int)? {
        var start = index
        while start + 1 < words.count, Self.gameLeads.contains(words[start].folded) { start += 1 }
        guard let game = try gameName(at: start) else { return nil }
        let end = game.end < words.count && ["version", "versions"].contains(words[game.end].folded) ? game.end + 1 : game.end
        return (game.mask, end)
    }

    /// The versions of the game whose name (one to three words, the longest
    /// first) begins at `start`, and where the name ends.
    private func gameName(at start: Int) throws -> (mask: Int, end: Int)? {
        for length in stride(from: min(3, words.count - start), through: 1, by: -1) {
            if let mask = try self.index.versionMask(ofGame: phrases[start..<start + length]) { return (mask, start + length) }
        }
        return nil
    }

    private static let gameLeads: Set<String> = ["in", "on", "the", "pokemon", "from"]

    /// `fishing`, `old rod`, `surfing`, `hordes` (`EncounterMethodWords`): the Pokémon met that
    /// way; beside a place, also the way the place is asked about (`fishing on route 12`).
    func encounterMethod(at index: Int, plan: inout SearchPlan) throws -> Read? {
        // `caught by fishing`, `found while surfing`: words that say a Pokémon is met, before the way.
        var start = index
        while start + 1 < words.count, EncounterMethodWords.leads.contains(words[start].folded) { start += 1 }
        guard EncounterMethodWords.firstWords.contains(words[start].folded) else { return nil }
        for length in stride(from: min(EncounterMethodWords.longestPhrase, words.count - start), through: 1, by: -1) {
            guard let slugs = EncounterMethodWords.phrases[phrases[start..<start + length]] else { continue }
            let ids = try self.index.ids(ofSlugs: slugs, in: .encounterMethod)
            guard !ids.isEmpty else { return nil }
            plan.encounterMethodIDs = (plan.encounterMethodIDs ?? []) + ids
            return Read(filter: .encounterMethod(ids: ids, text: phrases[start..<start + length]), length: start + length - index)
        }
        return nil
    }

    /// A place where Pokémon are met, after a word that says so (`found in
    /// mt moon`, `caught at route 3`); a place alone is read with the other
    /// lexicon phrases (`QueryResolver.filter(for:)`).
    func location(at index: Int) throws -> Read? {
        guard Self.locationLeads.contains(words[index].folded), index + 1 < words.count else { return nil }
        var start = index + 1
        while start < words.count - 1, Self.locationLeads.contains(words[start].folded) { start += 1 }
        guard let (_, ids, length) = namedThing(at: start, kinds: [.location]) else { return nil }
        return Read(filter: .location(ids: ids, text: phrases[start..<start + length]), length: start + length - index)
    }

    /// Words before a place that say a Pokémon is met there.
    static let locationLeads: Set<String> = [
        "found", "caught", "catch", "met", "encountered", "wild", "appears", "location", "locations", "where", "at", "in", "near",
        "on", "trouve", "gefunden",
    ]
}
