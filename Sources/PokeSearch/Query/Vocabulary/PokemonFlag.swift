/// Yes/no properties a query can ask for by a word: `legendary`, `mega`.
enum PokemonFlag: String, CaseIterable {
    case legendary, mythical, baby, mega, gmax, `default`, form
    /// Not fully evolved: some species evolves from it.
    case nfe
    /// No species evolves from it.
    case fullyEvolved = "fully-evolved"
    /// A first partner's line (see `FlagLines.starters`).
    case starter
    /// One of the ten pseudo-legendary lines (see `FlagLines.pseudoLegendaries`).
    case pseudoLegendary = "pseudo-legendary"
    /// One type (`pure fire`, `monotype water`).
    case monotype
    /// Two types (`dual-type dragon`).
    case dualType = "dual-type"
    /// One of the Ultra Beasts (see `FlagLines.ultraBeasts`).
    case ultraBeast = "ultra-beast"
    /// Revived from a fossil, or evolved from one (see `FlagLines.fossils`).
    case fossil
    /// Neither evolves nor evolved from anything (Mewtwo, Tauros, Heracross).
    case singleStage = "single-stage"
    /// The first of a line: evolves, and from nothing (Bulbasaur, Pichu); what Little Cup allows.
    case firstStage = "first-stage"
    /// Between two others (Ivysaur, Pikachu): evolved from a species, and one evolves from it.
    case middleStage = "middle-stage"
    /// A line of two stages at its longest (Eevee and its evolutions, Sandshrew and Sandslash).
    case twoStage = "two-stage"
    /// A line of three stages at its longest (Bulbasaur's, Pichu's, Ralts's with both branches).
    case threeStage = "three-stage"
    /// No gender (Magnemite, Staryu, the legendaries mostly).
    case genderless
    /// Always female (Chansey, Jynx), or always male (Tauros, Hitmonlee).
    case femaleOnly = "female-only"
    case maleOnly = "male-only"
    /// Has a hidden ability (an ability slot marked hidden in PokéAPI's data).
    case hiddenAbility = "hidden-ability"
    /// A form whose species has a Mega Evolution, the Megas themselves left out (Charizard, Lucario).
    case megaCapable = "mega-capable"
    /// A form whose species has a Gigantamax form, those forms left out (Charizard, Snorlax).
    case gigantamaxCapable = "gigantamax-capable"
    /// A species that evolves into more than one (Eevee, Gloom, Poliwhirl, Wurmple): where a line branches.
    case branching

    /// Words (folded) that name each flag.
    static let words: [String: PokemonFlag] = [
        "legendary": .legendary, "legendaries": .legendary, "legend": .legendary, "legendaire": .legendary,
        "legendar": .legendary, "leggendario": .legendary, "legendario": .legendary,
        "mythical": .mythical, "mythic": .mythical, "myth": .mythical,
        "baby": .baby, "babies": .baby,
        "mega": .mega, "megas": .mega,
        "gmax": .gmax, "gigantamax": .gmax,
        "nfe": .nfe, "unevolved": .nfe, "not fully evolved": .nfe,
        "fully evolved": .fullyEvolved, "fullyevolved": .fullyEvolved, "final evolution": .fullyEvolved,
        "fully evolved pokemon": .fullyEvolved, "fe": .fullyEvolved, "final evolutions": .fullyEvolved,
        "final evos": .fullyEvolved, "final evo": .fullyEvolved, "final forms": .fullyEvolved, "final form": .fullyEvolved,
        "final stage": .fullyEvolved, "final stages": .fullyEvolved, "fully evolved pokemons": .fullyEvolved,
        "not fully evolved pokemon": .nfe, "unevolved pokemon": .nfe, "mythicals": .mythical, "mythics": .mythical,
        "starter": .starter, "starters": .starter, "first partner": .starter, "first partners": .starter,
        "starter pokemon": .starter, "first partner pokemon": .starter,
        "pseudo legendary": .pseudoLegendary, "pseudo legendaries": .pseudoLegendary, "pseudolegendary": .pseudoLegendary,
        "pseudolegendaries": .pseudoLegendary, "pseudo": .pseudoLegendary, "pseudos": .pseudoLegendary,
        "pseudo legend": .pseudoLegendary, "pseudo legends": .pseudoLegendary,
        "monotype": .monotype, "monotypes": .monotype, "monotyped": .monotype, "mono type": .monotype, "mono": .monotype,
        "pure": .monotype, "single type": .monotype, "single typed": .monotype, "one type": .monotype,
        "dual type": .dualType, "dual types": .dualType, "dual typed": .dualType, "dualtype": .dualType, "dual": .dualType,
        "two types": .dualType, "double type": .dualType,
        "ultra beast": .ultraBeast, "ultra beasts": .ultraBeast, "ub": .ultraBeast, "ubs": .ultraBeast,
        "ultrabestia": .ultraBeast, "ultrabestias": .ultraBeast, "ultra chimere": .ultraBeast, "ultra chimeres": .ultraBeast,
        "fossil": .fossil, "fossils": .fossil, "fossil pokemon": .fossil, "fossil pokemons": .fossil, "fossilized": .fossil,
        "fossil revived": .fossil, "revived fossils": .fossil, "fossile": .fossil, "fossiles": .fossil, "fosil": .fossil,
        "fosiles": .fossil, "fossili": .fossil, "化石": .fossil, "カセキ": .fossil, "화석": .fossil,
        "mega evolution": .mega, "mega evolutions": .mega, "mega evolved": .mega, "mega forms": .mega, "mega evos": .mega,
        "single stage": .singleStage, "single stage pokemon": .singleStage, "single stages": .singleStage,
        "singlestage": .singleStage, "one stage": .singleStage, "does not evolve": .singleStage, "doesnt evolve": .singleStage,
        "not evolve": .singleStage, "dont evolve": .singleStage, "never evolves": .singleStage, "non evolving": .singleStage,
        "nonevolving": .singleStage, "no evolution": .singleStage, "no evolutions": .singleStage, "no evos": .singleStage,
        "cannot evolve": .singleStage, "cant evolve": .singleStage, "no evolution line": .singleStage,
        "first stage": .firstStage, "first stages": .firstStage, "first stage pokemon": .firstStage,
        "little cup": .firstStage, "lc": .firstStage, "little cup pokemon": .firstStage, "lc pokemon": .firstStage,
        "two stage": .twoStage, "three stage": .threeStage, "middle stage": .middleStage, "middle stages": .middleStage, "mid stage": .middleStage, "middle evolution": .middleStage,
        "middle evolutions": .middleStage, "middle evo": .middleStage, "middle evos": .middleStage, "mid evo": .middleStage,
        "mid evos": .middleStage, "mid evolution": .middleStage,
        "mega capable": .megaCapable, "gmax capable": .gigantamaxCapable, "gigantamax capable": .gigantamaxCapable,
        "branching evolution": .branching, "branching evolutions": .branching, "branched evolution": .branching,
        "branched evolutions": .branching, "split evolution": .branching, "split evolutions": .branching,
        "branch evolution": .branching, "branch evolutions": .branching, "branching evos": .branching, "split evos": .branching,
        "multiple evolutions": .branching, "several evolutions": .branching, "more than one evolution": .branching,
        "branching": .branching,
        // What Eviolite, which only a Pokémon that can still evolve holds to use, asks for.
        "eviolite users": .nfe, "eviolite user": .nfe, "eviolite abusers": .nfe, "eviolite pokemon": .nfe,
        "eviolite mons": .nfe, "eviolite candidates": .nfe, "eviolite holders": .nfe, "benefits from eviolite": .nfe,
        // Left after `can`, `that` and the like are dropped: `can evolve`, `pokemon that evolve`.
        "evolve": .nfe, "evolvable": .nfe, "still evolve": .nfe, "still evolves": .nfe, "not final evolution": .nfe,
        "genderless": .genderless, "no gender": .genderless, "gender unknown": .genderless, "asexual": .genderless,
        "female only": .femaleOnly, "only female": .femaleOnly, "always female": .femaleOnly,
        "male only": .maleOnly, "only male": .maleOnly, "always male": .maleOnly,
        "asexue": .genderless, "sin genero": .genderless, "geschlechtslos": .genderless,
        // Other languages' words: plurals, and the CJK ones (kana folded to katakana).
        "legendarios": .legendary, "legendaires": .legendary, "leggendari": .legendary, "legendare": .legendary,
        "デンセツ": .legendary, "伝説": .legendary, "전설": .legendary, "传说": .legendary, "傳說": .legendary,
        "singular": .mythical, "singulares": .mythical, "fabuleux": .mythical, "mythique": .mythical, "mythiques": .mythical,
        "mitico": .mythical, "mitici": .mythical, "mysterios": .mythical, "マボロシ": .mythical, "환상": .mythical,
        "iniciales": .starter, "pokemon iniciales": .starter, "pokemon de depart": .starter, "debutants": .starter,
        "iniziali": .starter, "pokemon iniziali": .starter, "御三家": .starter, "ゴサンケ": .starter,
    ]

    /// What a Pokémon has or can become, after a word that says so (`possessionLeads`):
    /// `has a hidden ability`, `can mega evolve`, `with a gmax form`. Alone, `mega`
    /// and `gmax` are the forms themselves.
    static let possessed: [String: PokemonFlag] = [
        "hidden ability": .hiddenAbility, "hidden abilities": .hiddenAbility,
        "mega": .megaCapable, "mega evolve": .megaCapable, "mega evolution": .megaCapable, "mega form": .megaCapable,
        "mega stone": .megaCapable, "megas": .megaCapable,
        "gmax": .gigantamaxCapable, "gigantamax": .gigantamaxCapable, "gmax form": .gigantamaxCapable,
        "gigantamax form": .gigantamaxCapable, "g max": .gigantamaxCapable, "g max form": .gigantamaxCapable,
    ]
    static let possessionLeads: Set<String> = ["has", "have", "having", "with", "can", "could", "gets", "get"]
    /// Words before a possessed flag that leave it out: `no hidden ability`, `without a hidden ability`.
    static let lackLeads: Set<String> = ["no", "without", "lacks", "lacking"]
    /// The possessed flags a lack lead may leave out (`no megas` stays the Mega forms left out).
    static let lackable: Set<PokemonFlag> = [.hiddenAbility]

    /// A line's length by its number of stages (`3 stage`, `two-stage line`),
    /// read before the number could be a Pokédex number.
    static let lineLengths: [String: PokemonFlag] = [
        "1": .singleStage, "one": .singleStage, "2": .twoStage, "two": .twoStage, "3": .threeStage, "three": .threeStage,
    ]
    static let stageWords: Set<String> = ["stage", "stages", "staged"]
    /// Words after `3 stage` that belong to it: `3 stage line`, `three stage evolutions`.
    static let lineWords: Set<String> = ["line", "lines", "evolution", "evolutions", "evo", "evos", "family", "families", "chain", "chains"]

    /// Values accepted after `is:`.
    static func named(_ value: String) -> PokemonFlag? {
        let folded = TextFolder.fold(value)
        // Folding turns the hyphens of a raw value into spaces: `hidden-ability` → `hidden ability`.
        return words[folded] ?? PokemonFlag(rawValue: value.lowercased()) ?? PokemonFlag(rawValue: folded.replacingOccurrences(of: " ", with: "-"))
    }
}
