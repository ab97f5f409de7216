/// A word as a shell reads it back: hints print commands to paste, and a
/// trainer called `Ash Ketchum` must stay one argument (`'Ash Ketchum'`).
enum ShellWord {
    /// `word` as is when a shell reads it unchanged, else in single quotes.
    static func quoted(_ word: String) -> String {
        let plain = !word.isEmpty && word.unicodeScalars.allSatisfy {
            // Letters and digits of any script, and the punctuation no shell gives a meaning to.
            $0.properties.isAlphabetic || $0.properties.numericType != nil || "-_./:@%+,".unicodeScalars.contains($0)
        }
        return plain ? word : "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }

    /// `pokesearch trainer SUBCOMMAND NAME` as one pastes it: a name that
    /// starts with a dash comes after `--`, or it would read as an option.
    static func trainerCommand(_ subcommand: String, _ name: String) -> String {
        "pokesearch trainer \(subcommand) " + (name.hasPrefix("-") ? "-- " : "") + quoted(name)
    }
}
