/// A word with wildcards, `*` for any run of characters and `?` for one
/// (`*saur`, `char*zard`, `pika?hu`, `ピカ*`), matched by the engine against
/// whole folded names in every language: never passed to FTS5, and the
/// pattern's own text is folded and escaped for GLOB.
struct WildcardPattern: Equatable {
    /// The GLOB pattern over `search_name.folded`.
    let glob: String
    /// As typed.
    let text: String

    /// The pattern of `typed`, `nil` when it has no wildcard; a word of
    /// wildcards alone (`*`, `??`) is an error.
    static func parse(_ typed: String, position: Int) throws -> WildcardPattern? {
        guard typed.contains(where: isWildcard) else { return nil }
        var glob = ""
        var literal = ""
        for character in typed {
            guard isWildcard(character) else {
                literal.append(character)
                continue
            }
            glob += escaped(TextFolder.fold(literal))
            literal = ""
            // `**` is `*`.
            if !(character == "*" && glob.hasSuffix("*")) { glob.append(character) }
        }
        glob += escaped(TextFolder.fold(literal))
        guard glob.contains(where: { !isWildcard($0) }) else {
            throw QueryError.onlyWildcards(typed, position: position)
        }
        return WildcardPattern(glob: glob, text: typed)
    }

    private static func isWildcard(_ character: Character) -> Bool {
        character == "*" || character == "?"
    }

    /// GLOB's own syntax in the text, as literal characters.
    private static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "[": result += "[[]"
            case "*", "?", "]": result += "[\(character)]"
            default: result.append(character)
            }
        }
        return result
    }
}
