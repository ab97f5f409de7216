import PokeSearch

/// `show move:…`, `show item:…`, `show ability:…` for people: the entity's
/// facts, effect, flavor text, names, and the Pokémon that have it, with their count.
public struct EntityDetailText: Sendable {
    public var style: TerminalStyle
    /// Names of types, move categories, item categories and pockets in the display language.
    public var terms: TermNames

    public init(style: TerminalStyle, terms: TermNames = .slugs) {
        self.style = style
        self.terms = terms
    }

    /// The whole text, without a final newline.
    public func render(_ detail: EntityDetail) -> String {
        let entity = detail.summary
        var lines = [ANSI.bold("\(entity.displayName)", style.colors) + "  \(entity.kind.rawValue) #\(entity.id) · \(entity.name)"]
        var facts: [String] = []
        if let type = entity.type { facts.append("type " + TypeColor.paint(terms.name(type, .type), type: type, colors: style.colors)) }
        if entity.kind == .move {
            facts.append("category \(entity.category.map { terms.name($0, .damageClass) } ?? "—")")
            facts.append("power \(entity.power.map(String.init) ?? "—")")
            facts.append("accuracy \(entity.accuracy.map { "\($0)%" } ?? "—")")
            facts.append("PP \(entity.pp.map(String.init) ?? "—")")
            facts.append("priority \(entity.priority.map { $0 > 0 ? "+\($0)" : String($0) } ?? "0")")
        } else if let category = entity.category {
            facts.append("category \(terms.name(category, .itemCategory))")
            if let pocket = entity.pocket { facts.append("pocket \(terms.name(pocket, .itemPocket))") }
        }
        if entity.kind == .item { facts.append("cost \(entity.cost.map(String.init) ?? "—")") }
        if entity.kind == .nature {
            facts.append("raises \(entity.raises.map { terms.name($0, .stat) } ?? "—")")
            facts.append("lowers \(entity.lowers.map { terms.name($0, .stat) } ?? "—")")
            if let likes = entity.likesFlavor { facts.append("likes \(likes) food") }
            if let hates = entity.hatesFlavor { facts.append("hates \(hates) food") }
        }
        if let generation = entity.generation { facts.append("generation \(generation)") }
        lines += TextWrap.pack(facts, separator: " · ", width: style.width, indent: "  ")
        if let short = entity.shortEffect { lines += section("Effect", wrapped(short)) }
        if let effect = detail.effect, effect != entity.shortEffect { lines += section("In full", wrapped(effect)) }
        if let flavor = detail.flavorText { lines += section("In the games", wrapped(flavor)) }
        if !detail.names.isEmpty {
            lines += section("Names", TextWrap.pack(detail.names.map { "\($0.language) \($0.name)" }, separator: " · ", width: style.width, indent: "  "))
        }
        guard entity.kind != .nature else { return lines.joined(separator: "\n") }
        let verb = ["move": "Learned by", "ability": "Pokémon with it", "item": "Held by (in the wild)"][entity.kind.rawValue] ?? "Pokémon"
        let names = detail.pokemon.map { $0.displayName + ($0.isHidden == true ? " (hidden)" : "") }
        lines += section("\(verb) (\(detail.pokemon.count))",
                         names.isEmpty ? ["  none"] : TextWrap.pack(names, separator: ", ", width: style.width, indent: "  "))
        return lines.joined(separator: "\n")
    }

    private func wrapped(_ text: String) -> [String] {
        text.split(whereSeparator: \.isNewline).flatMap { TextWrap.wrap(String($0), width: style.width, indent: "  ") }
    }

    private func section(_ title: String, _ body: [String]) -> [String] {
        ["", ANSI.bold(title, style.colors)] + body
    }
}
