/// How players name a class of moves (`MoveClass`), folded: `recoil`,
/// `priority`, `high crit`, `paralyze`, `raises attack`; French and German
/// too (`recul`, `vorrang`, `paralysie`, `augmente attaque`). A word that is
/// also a type (`poison`) stays the type: its ailment is `poisons`,
/// `poisoning`, `inflicts:poison`.
enum MoveClassWords {
    /// Phrases of one to four words → the class.
    static let phrases: [String: MoveClass] = {
        var table: [String: MoveClass] = [:]
        // Folded here, so that words of other scripts are kept as typed (`ダイマックスわざ`).
        func add(_ words: [String], _ moveClass: MoveClass) { for word in words { table[TextFolder.fold(word)] = moveClass } }
        add(["drain", "drains", "draining", "hp draining", "drain moves", "absorbing", "vampirisme", "saugen"], .drain)
        add(["recoil", "recul", "ruckstoss", "ruckstosschaden", "retroceso", "contraccolpo"], .recoil)
        add(["healing", "heals", "recovery", "self heal", "heal self", "reliable recovery", "soin", "soins", "heilung", "curacion", "cura",
             "heals the user", "heal the user", "heals user", "heal user", "restores hp", "restore hp", "recovers hp", "recover hp"],
            .healing)
        add(["priority", "priorite", "vorrang", "prioritat", "prioridad", "priorita"], .priority)
        add(["negative priority", "minus priority", "decreased priority", "reduced priority", "low priority", "moves last",
             "goes last", "always last", "priorite negative", "negative prioritat", "prioridad negativa", "priorita negativa"],
            .negativePriority)
        add(["ohko", "1hko", "one hit ko", "one hit knockout", "one hit kill", "ko en un coup", "k o en un coup", "ko in einem schlag"], .ohko)
        add(["multi hit", "multihit", "multi strike", "multistrike", "multiple hits", "hits multiple times", "hits several times",
             "multi coups", "mehrfachtreffer"], .multiHit)
        add(["high crit", "high crit ratio", "high crit rate", "high critical", "high critical hit ratio", "high critical hit",
             "high critical hit rate", "crit", "crits", "critical hit", "critical hits", "taux critique", "coup critique",
             "volltreffer", "hohe volltrefferquote"], .highCrit)
        add(["flinch", "flinches", "flinching", "apeure", "peur", "zuruckschrecken", "schreckt zuruck"], .flinch)
        add(["paralyze", "paralyzes", "paralyse", "paralyses", "paralysis", "paralyzing", "paralysing",
             "paralysie", "paralyse", "paralysiert", "paralisis", "paralizar"], .ailment("paralysis"))
        add(["burn", "burns", "burning", "brulure", "brule", "verbrennung", "verbrennt", "quemar", "scottatura"], .ailment("burn"))
        add(["poisons", "poisoning", "poisoned", "empoisonnement", "empoisonne", "vergiftung", "vergiftet", "envenenar"],
            .ailment("poison"))
        add(["sleep", "sleeps", "put to sleep", "puts to sleep", "sleep inducing", "sommeil", "endort", "schlaf", "schlafend", "sueno"],
            .ailment("sleep"))
        add(["freeze", "freezes", "frozen", "freezing", "gele", "einfrieren", "eingefroren", "congelar"], .ailment("freeze"))
        add(["confuse", "confuses", "confusing", "confused", "confus", "verwirrung", "verwirrt"], .ailment("confusion"))
        add(["trap", "traps", "trapping", "binding", "partial trapping", "piege", "fangen"], .ailment("trap"))
        add(["infatuate", "infatuates", "infatuation", "amour", "verliebt"], .ailment("infatuation"))
        add(["setup", "set up", "boosting", "self boosting", "stat boosting", "stat boost", "stat boosts", "boosters"], .setup)
        add(["spread", "spread attack", "spread attacks"], .spread)
        for verb in ["hit", "hits"] {
            add(["all opponents", "both opponents", "all foes", "both foes", "everyone"].map { "\(verb) \($0)" }, .spread)
        }
        add(["sound", "sound based", "soundproof"], .group(.sound))
        add(["punch", "punches", "punching", "iron fist"], .group(.punch))
        add(["bite", "bites", "biting", "fang", "fangs", "strong jaw"], .group(.bite))
        add(["slicing", "slice", "slices", "cutting", "sharpness"], .group(.slicing))
        add(["pulse", "pulses", "mega launcher"], .group(.pulse))
        add(["wind", "winds", "wind rider", "wind power"], .group(.wind))
        add(["bullet", "bullets", "ball", "balls", "bomb", "bombs", "ball and bomb", "bulletproof"], .group(.bullet))
        add(["powder", "powders", "overcoat"], .group(.powder))
        add(["dance", "dances", "dancing", "dancer"], .group(.dance))
        add(["pivot", "pivots", "pivoting", "switch out", "switches out", "self switch", "volt turn", "volturn", "voltturn"],
            .group(.pivot))
        add(["hazard", "hazards", "entry hazard", "entry hazards", "hazard setter", "hazard setters", "sets hazards"],
            .group(.entryHazard))
        add(["hazard removal", "hazard control", "removes hazards", "remove hazards", "hazard remover", "hazard removers"],
            .group(.hazardRemoval))
        add(["phazing", "phaze", "phazes", "phazer", "phazers", "force switch", "forces switch", "forced switch", "forces out"],
            .group(.phazing))
        add(["protect", "protection", "protecting"], .group(.protection))
        add(["screen", "screens", "dual screens", "dual screen", "screen setter", "screen setters", "screens setter",
             "screens setters", "sets screens"], .group(.screen))
        add(["weather", "weather setter", "weather setters", "sets weather"], .group(.weather))
        add(["terrain", "terrains", "terrain setter", "terrain setters", "sets terrain"], .group(.terrain))
        add(["two turn", "2 turn", "charge turn", "charging", "semi invulnerable"], .group(.twoTurn))
        add(["cleric", "clerics", "team cure", "cures team", "heals team status", "status cure"], .group(.cleric))
        add(["signature", "signatures", "exclusive", "exclusives", "unique", "capacite signature", "capacite exclusive",
             "signaturattacke", "exklusive attacke", "exklusiv", "exclusivo", "esclusiva", "専用技", "전용기"], .signature)
        add(["never misses", "never miss", "cant miss", "cannot miss", "doesnt miss", "does not miss", "sure hit", "sure hits",
             "always hits", "always hit", "bypasses accuracy", "ignores accuracy", "ne rate jamais", "trifft immer",
             "nunca falla", "non manca mai", "必中"], .neverMisses)
        add(["z move", "z moves", "zmove", "zmoves", "z attack", "z attacks", "z power", "capacite z", "capacites z",
             "z attacke", "z attacken", "movimiento z", "movimientos z", "mossa z", "mosse z", "zワザ", "z기술"], .zMove)
        add(["max move", "max moves", "dynamax move", "dynamax moves", "dynamax attack", "dynamax attacks", "max attack",
             "max attacks", "gmax move", "gmax moves", "g max move", "g max moves", "gigantamax move", "gigantamax moves",
             "capacite dynamax", "capacites dynamax", "dyna attacke", "dyna attacken", "movimiento dinamax", "mossa dynamax",
             "ダイマックスわざ", "다이맥스기술"], .maxMove)
        return table
    }()

    /// PokéAPI's `move-ailment` slugs a move's meta names.
    static let ailments: Set<String> = [
        "paralysis", "sleep", "freeze", "burn", "poison", "confusion", "infatuation", "trap", "nightmare", "torment",
        "disable", "yawn", "heal-block", "no-type-immunity", "leech-seed", "embargo", "perish-song", "ingrain", "silence", "tar-shot",
    ]

    /// Words before a stat that make a class: `raises attack`, `lowers speed`.
    static let statLeads: [String: Bool] = [
        "raises": true, "raise": true, "raising": true, "boosts": true, "boost": true, "boosting": true, "ups": true,
        "increases": true, "increase": true, "augmente": true, "hausse": true, "erhoht": true, "steigert": true, "sube": true,
        "lowers": false, "lower": false, "lowering": false, "drops": false, "drop": false, "reduces": false, "reduce": false,
        "decreases": false, "decrease": false, "baisse": false, "diminue": false, "senkt": false, "baja": false,
    ]

    /// Classes a Pokémon search reads without a word saying a move is meant
    /// (`water priority`): words no Pokémon's name or text makes ambiguous.
    /// The others need one (`sleep moves`, `learns a burn move`).
    static let standalone: Set<String> = [
        "priority", "recoil", "ohko", "1hko", "one hit ko", "multi hit", "multihit", "high crit", "high crit ratio",
        "high critical hit ratio", "pivot", "pivots", "setup", "hazards", "entry hazards", "hazard setters", "hazard removal",
        "hazard removers", "hazard remover", "removes hazards", "hazard control",
        "phazing", "phazers", "volt turn", "volturn", "voltturn", "dual screens", "dual screen", "screen setter",
        "screen setters", "screens setter", "screens setters", "sets screens", "cleric", "clerics", "signature", "signatures",
        "negative priority",
    ]

    /// Plurals after a class that say the class is meant even where one of
    /// its words is a move's name (`bite moves`, `powder moves`).
    static let pluralMoveWords: Set<String> = ["moves", "attacks", "attaques", "attacken"]

    /// Words after a class that say a move is meant: `priority move`, `sleep moves`.
    static let moveWords: Set<String> = ["move", "moves", "attack", "attacks", "attaque", "attaques", "attacke", "attacken"]

    /// Words before a class that say a Pokémon learns one: `learns a priority move`, `with recoil moves`.
    /// Words after a type that make it the type of moves learnt (`water moves`, `ice coverage`).
    static let typedMoveWords: Set<String> = ["move", "moves", "coverage", "attaques", "attacken", "movimientos", "capacites"]

    static let learnLeads: Set<String> = ["learns", "learn", "learning", "knows", "know", "with", "has", "have", "gets", "apprend"]

    /// Articles between a lead and the class: `learns a priority move`.
    static let articles: Set<String> = ["a", "an", "any", "some", "un", "une", "des", "eine", "einen"]

    /// The class `words[start...]` names, as a stat change (`raises attack`)
    /// or a phrase (longest first): the class, its text and length.
    static func longest(in words: [String], from start: Int) -> (moveClass: MoveClass, text: String, length: Int)? {
        longest(count: words.count, from: start) { words[$0].joined(separator: " ") }
    }

    /// The same over `count` words whose phrases `phrase` gives (a run's, made once).
    static func longest(count: Int, from start: Int, phrase: (Range<Int>) -> String) -> (moveClass: MoveClass, text: String, length: Int)? {
        guard start < count else { return nil }
        if let raises = statLeads[phrase(start..<start + 1)],
           let stat = BattleStatName.longest(count: count, from: start + 1, phrase: phrase) {
            let text = phrase(start..<start + stat.length + 1)
            return (raises ? .raises(statID: stat.id) : .lowers(statID: stat.id), text, stat.length + 1)
        }
        for length in stride(from: min(4, count - start), through: 1, by: -1) {
            let text = phrase(start..<start + length)
            if let moveClass = phrases[text] { return (moveClass, text, length) }
        }
        return nil
    }

    /// The class a field value names (`is:recoil`, `learns:priority`,
    /// `inflicts:burn`, `raises:attack`): `field` says which reading.
    static func named(_ value: String, field: String = "is") -> MoveClass? {
        let words = TextFolder.fold(value).split(separator: " ").map(String.init)
        guard !words.isEmpty else { return nil }
        switch field.lowercased() {
        case "raises", "raise", "boosts", "ups":
            return BattleStatName.id(of: words.joined(separator: " ")).map { .raises(statID: $0) }
        case "lowers", "lower", "drops":
            return BattleStatName.id(of: words.joined(separator: " ")).map { .lowers(statID: $0) }
        case "inflicts", "ailment", "status":
            let phrase = words.joined(separator: " ")
            if let known = phrases[phrase], case .ailment = known { return known }
            // The type's own word, or PokéAPI's slug: `inflicts:poison`, `ailment:leech-seed`.
            let slug = words.joined(separator: "-")
            return ailments.contains(slug) ? .ailment(slug) : nil
        default:
            guard let found = longest(in: words, from: 0), found.length == words.count else { return nil }
            return found.moveClass
        }
    }
}
