/// Words that ask for the extreme of a property: `fastest`, `slowest water`.
/// They sort the rest of the query by that key, best first.
struct Superlative: Hashable {
    var key: SortKey
    var descending: Bool

    /// The Pokémon whose value of `key` is a placeholder of the dump rather
    /// than a measure: every Gigantamax form
    /// weighs 10,000 hg, Eternamax Eternatus 0. Ranked last, so `heaviest`
    /// starts with Cosmoem and Celesteela (999.9 kg), not 34 Gigantamax forms
    /// of 1,000 kg, and `lightest` with Gastly, not Eternamax.
    var placeholders: ((PokemonCard) -> Bool)? {
        guard key == .weight else { return nil }
        return { card in card.isGigantamax || card.weight == 0 }
    }

    static let fastest = Superlative(key: .speed, descending: true)
    static let slowest = Superlative(key: .speed, descending: false)
    static let heaviest = Superlative(key: .weight, descending: true)
    static let lightest = Superlative(key: .weight, descending: false)
    static let tallest = Superlative(key: .height, descending: true)
    static let shortest = Superlative(key: .height, descending: false)
    static let strongest = Superlative(key: .total, descending: true)
    static let weakest = Superlative(key: .total, descending: false)

    /// Folded words, with their key and direction.
    static let words: [String: Superlative] = [
        "fastest": .init(key: .speed, descending: true),
        "slowest": .init(key: .speed, descending: false),
        "heaviest": .init(key: .weight, descending: true),
        "lightest": .init(key: .weight, descending: false),
        "tallest": .init(key: .height, descending: true),
        "shortest": .init(key: .height, descending: false),
        "smallest": .init(key: .height, descending: false),
        "biggest": .init(key: .height, descending: true),
        "strongest": .init(key: .total, descending: true),
        "weakest": .init(key: .total, descending: false),
        "bulkiest": .init(key: .total, descending: true),
        "largest": .init(key: .height, descending: true),
        "tiniest": .init(key: .height, descending: false),
        "quickest": .init(key: .speed, descending: true),
        "speediest": .init(key: .speed, descending: true),
        "fattest": .init(key: .weight, descending: true),
        "lightweight": .init(key: .weight, descending: false),
        "heavyweight": .init(key: .weight, descending: true),
        "highest": .init(key: .total, descending: true),
        "lowest": .init(key: .total, descending: false),
        "best": .init(key: .total, descending: true),
        "top": .init(key: .total, descending: true),
        "worst": .init(key: .total, descending: false),
        "most": .init(key: .total, descending: true),
        "least": .init(key: .total, descending: false),
        // The lowest capture rate first: players' rarest.
        "rarest": .init(key: .captureRate, descending: false),
        // German, folded (`größte` is `grosste`), each ending; Japanese and Chinese.
        "schnellste": .fastest, "schnellster": .fastest, "schnellsten": .fastest, "schnellstes": .fastest,
        "langsamste": .slowest, "langsamster": .slowest, "langsamsten": .slowest, "langsamstes": .slowest,
        "schwerste": .heaviest, "schwerster": .heaviest, "schwersten": .heaviest, "schwerstes": .heaviest,
        "leichteste": .lightest, "leichtester": .lightest, "leichtesten": .lightest, "leichtestes": .lightest,
        "grosste": .tallest, "grosster": .tallest, "grossten": .tallest, "grosstes": .tallest,
        "kleinste": .shortest, "kleinster": .shortest, "kleinsten": .shortest, "kleinstes": .shortest,
        "starkste": .strongest, "starkster": .strongest, "starksten": .strongest, "starkstes": .strongest,
        "schwachste": .weakest, "schwachster": .weakest, "schwachsten": .weakest, "schwachstes": .weakest,
        "最速": .fastest, "最重": .heaviest, "最強": .strongest, "最弱": .weakest, "最快": .fastest, "最慢": .slowest,
        "最强": .strongest,
    ]

    /// The comparative's word that begins another language's superlative (`plus`, `más`, `più`, `가장`), folded.
    static let comparatives: Set<String> = ["plus", "mas", "piu", "가장"]

    /// Articles a superlative of `pairs` may follow (`le plus rapide`, `el más rápido`).
    static let articles: Set<String> = ["le", "la", "les", "el", "los", "las", "il", "lo", "i", "gli"]

    /// Two words in other languages: a comparative's word and an adjective
    /// (`plus rapide`, `más rápido`, `più veloce`, `가장 빠른`), folded.
    static let pairs: [String: Superlative] = {
        let adjectives: [Superlative: [String]] = [
            .fastest: ["rapide", "rapides", "rapido", "rapidos", "rapida", "rapidas", "veloce", "veloci", "빠른"],
            .slowest: ["lent", "lents", "lente", "lentes", "lento", "lentos", "lenta", "lentas", "lenti", "느린"],
            .heaviest: ["lourd", "lourds", "lourde", "lourdes", "pesado", "pesados", "pesada", "pesante", "pesanti", "무거운"],
            .lightest: ["leger", "legers", "legere", "ligero", "ligeros", "ligera", "leggero", "leggeri", "leggera", "가벼운"],
            .tallest: ["grand", "grands", "grande", "grandes", "alto", "altos", "alta", "alti", "큰"],
            .shortest: ["petit", "petits", "petite", "petites", "bajo", "bajos", "baja", "pequeno", "basso", "bassi", "piccolo", "작은"],
            .strongest: ["fort", "forts", "forte", "fuerte", "fuertes", "potente", "puissant", "puissants", "강한"],
            .weakest: ["faible", "faibles", "debil", "debiles", "debole", "deboli", "약한"],
        ]
        var pairs: [String: Superlative] = [:]
        for (superlative, words) in adjectives {
            for word in words {
                for comparative in comparatives { pairs[comparative + " " + word] = superlative }
            }
        }
        return pairs
    }()

    /// The superlatives that name one property (not `best`, `most` or `top`,
    /// which lead a stat): a second of them in a query is a filter (`fast and bulky`).
    static let properties: [String: Superlative] = words.filter {
        !["best", "top", "most", "least", "highest", "lowest", "worst"].contains($0.key)
    }

    /// Plain adjectives that sort as their superlatives (`fast electric`,
    /// `heavy steel`) unless they begin a name (`slow start`, `heavy ball`,
    /// and `slow` typed on the way to `slowpoke`).
    static let adjectives: [String: Superlative] = [
        "fast": .init(key: .speed, descending: true),
        "slow": .init(key: .speed, descending: false),
        "heavy": .init(key: .weight, descending: true),
        "tall": .init(key: .height, descending: true),
        "bulky": .init(key: .total, descending: true),
    ]

    /// Phrases of three words: `easiest to catch` (the highest capture rate first).
    static let phrases: [String: Superlative] = [
        "easiest to catch": .init(key: .captureRate, descending: true),
        "easy to catch": .init(key: .captureRate, descending: true),
        "hardest to catch": .init(key: .captureRate, descending: false),
        "hard to catch": .init(key: .captureRate, descending: false),
    ]

    /// Words after a stat lead that mean the base stat total: `most powerful`.
    static let totalWords: Set<String> = ["powerful", "strong", "stats", "overall"]

    /// Words before a stat that sort by it (`highest attack`, `most hp`,
    /// `lowest speed`, `best special attack`, and as players say it, `high
    /// hp`, `good speed`, `low speed`, `bad defense`), with their direction.
    static let statLeads: [String: Bool] = [
        "highest": true, "most": true, "max": true, "maximum": true, "top": true, "best": true, "greatest": true,
        "biggest": true, "largest": true, "strongest": true,
        "high": true, "good": true, "great": true, "big": true, "huge": true, "large": true,
        "lowest": false, "least": false, "min": false, "minimum": false, "worst": false, "fewest": false, "smallest": false,
        "weakest": false,
        "low": false, "bad": false, "poor": false, "small": false,
        // German puts the adjective first: `hohe kp`, `niedrige initiative`.
        "hohe": true, "hoher": true, "hohen": true, "hohes": true, "niedrige": false, "niedriger": false, "niedrigen": false,
    ]

    /// Comparatives before a stat, `de` or `di` between them or not, with
    /// their direction: `plus de pv`, `le plus de pv`, `más ps`, `moins de vitesse`, `mehr kp`.
    static let comparativeStatLeads: [String: Bool] = [
        "plus": true, "mas": true, "piu": true, "mehr": true, "moins": false, "menos": false, "meno": false, "weniger": false,
    ]

    /// Adjectives after a stat, as French, Spanish and Italian put them, with
    /// their direction: `pv élevés`, `ps altos`, `vitesse basse`.
    static let trailingStatWords: [String: Bool] = [
        "eleve": true, "eleves": true, "elevee": true, "elevees": true, "haut": true, "hauts": true, "haute": true,
        "alto": true, "altos": true, "alta": true, "altas": true, "alti": true, "elevato": true, "elevati": true, "elevata": true,
        "bas": false, "basse": false, "basses": false, "bajo": false, "bajos": false, "baja": false, "bajas": false,
        "basso": false, "bassi": false, "bassa": false,
    ]

    /// A word of `words` within one typo of `word` (`fastets`, `slowst`, `heavist`), for words of 6 letters or more.
    static func closest(to word: String) -> (word: String, superlative: Superlative)? {
        guard word.count >= 6, let found = longWords.nearest(to: word, allowed: 1, prefix: false).first?.token else { return nil }
        return words[found].map { (found, $0) }
    }

    /// The words of 6 letters or more, which a typo may stand for, as the
    /// typo search over name words keeps them (nearest first, ties ranked
    /// as `NameTokens.nearest` ranks a name's): most are ruled out by their
    /// letters rather than each compared.
    private static let longWords = NameTokens(words.keys.filter { $0.count >= 6 })
}
