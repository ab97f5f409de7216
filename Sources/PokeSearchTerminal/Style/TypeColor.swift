/// The colour each type has in the games, from the 256-colour palette that
/// every colour terminal shows.
public enum TypeColor {
    /// Palette index for a type slug; grey for anything unknown.
    public static func code(for type: String) -> Int {
        switch type {
        case "normal": return 144
        case "fire": return 208
        case "water": return 69
        case "electric": return 220
        case "grass": return 77
        case "ice": return 117
        case "fighting": return 160
        case "poison": return 134
        case "ground": return 179
        case "flying": return 141
        case "psychic": return 205
        case "bug": return 106
        case "rock": return 137
        case "ghost": return 97
        case "dragon": return 99
        case "dark": return 95
        case "steel": return 110
        case "fairy": return 218
        default: return 248
        }
    }

    /// `text` in the colour of `type` when `colors` is on, unchanged otherwise.
    public static func paint(_ text: String, type: String, colors: Bool) -> String {
        ANSI.color(text, code(for: type), colors)
    }
}
