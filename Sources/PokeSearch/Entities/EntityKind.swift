/// What besides Pokémon the Pokédex describes and can search: moves, items,
/// abilities, types and natures, each under its names in every language.
public enum EntityKind: String, CaseIterable, Sendable, Codable {
    /// A move.
    case move
    /// An item.
    case item
    /// An ability.
    case ability
    /// A type.
    case type
    /// A nature (which stat it raises and which it lowers).
    case nature

    /// The kinds `show` tries for a bare name, in this order (after Pokémon).
    public static let lookupOrder: [EntityKind] = [.move, .ability, .item, .type, .nature]

    /// Whether it has effect and game texts (`effect`, `short_effect`, `entity_text`): moves, items,
    /// abilities, the kinds whose words the index build stores (`EffectTerms.kinds`).
    var hasTexts: Bool { EffectTerms.kinds.contains(rawValue) }

    /// The Pokédex table of this kind.
    var table: String { rawValue }

    /// Its `localized_name.kind` and `entity_text.kind`.
    var nameKind: NameKind {
        switch self {
        case .move: .move
        case .item: .item
        case .ability: .ability
        case .type: .type
        case .nature: .nature
        }
    }

    /// The `lexicon` rows holding its names, folded.
    var lexiconKind: LexiconKind {
        switch self {
        case .move: .move
        case .item: .item
        case .ability: .ability
        case .type: .type
        case .nature: .nature
        }
    }

    /// The prefix that names this kind in `show move:thunderbolt` (and its plural).
    package static func prefixed(_ text: String) -> (kind: EntityKind, name: String)? {
        guard let colon = text.firstIndex(of: ":") else { return nil }
        let prefix = text[..<colon].lowercased()
        let kind = EntityKind.allCases.first { prefix == $0.rawValue || prefix == $0.plural || (prefix == "abilities" && $0 == .ability) }
        return kind.map { ($0, String(text[text.index(after: colon)...])) }
    }

    /// `moves`, `items`, `abilities`, `types`.
    public var plural: String { self == .ability ? "abilities" : rawValue + "s" }

    /// Its own noun in the dump's languages, folded (kana as katakana):
    /// said beside what a search asks for (`recoil moves`, `healing items`),
    /// it says nothing more, as `pokemon` in `grass pokemon`.
    var fillerWords: Set<String> { Self.fillersByKind[self] ?? [] }

    /// Made once: a search asks for them at each bare word.
    private static let fillersByKind: [EntityKind: Set<String>] = [
        .move: ["move", "moves", "attacks", "technique", "techniques", "capacite", "capacites", "attacke", "attacken",
                "movimiento", "movimientos", "mossa", "mosse", "ワザ", "技", "기술", "招式",
                // `moves pikachu learns`, `moves learned by pikachu`, `charizard's learnset`.
                "learns", "learn", "learned", "learnt", "learnable", "learnset", "learnsets", "movepool"],
        .item: ["item", "items", "objet", "objets", "objeto", "objetos", "gegenstand", "gegenstande", "strumento", "strumenti",
                "ドウグ", "道具", "도구"],
        .ability: ["ability", "abilities", "talent", "talents", "fahigkeit", "fahigkeiten", "habilidad", "habilidades", "abilita",
                   "トクセイ", "特性", "특성"],
        .nature: ["nature", "natures", "wesen", "naturaleza", "naturalezas", "natura", "セイカク", "性格", "성격"],
        .type: ["type", "types", "typ", "typen", "tipo", "tipos", "タイプ", "타입", "属性"],
    ]
}
