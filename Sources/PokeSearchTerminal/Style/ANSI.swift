/// The few ANSI SGR sequences the renderers use, applied only when colours are on.
enum ANSI {
    static func bold(_ text: String, _ on: Bool) -> String { wrap(text, "1", on) }
    static func dim(_ text: String, _ on: Bool) -> String { wrap(text, "2", on) }
    /// A foreground colour from the 256-colour palette.
    static func color(_ text: String, _ code: Int, _ on: Bool) -> String { wrap(text, "38;5;\(code)", on) }

    private static func wrap(_ text: String, _ code: String, _ on: Bool) -> String {
        on && !text.isEmpty ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
