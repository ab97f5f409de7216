/// How players ask for a move's accuracy in words rather than as a field:
/// `100% accurate`, `90% accuracy`, `accuracy 100%`, `perfect accuracy`,
/// `perfectly accurate` (folded, so the `%` is gone). A move that skips the
/// check has no accuracy at all: that is `never misses` (`MoveClass.neverMisses`).
enum AccuracyWords {
    static let accuracy: Set<String> = [
        "accurate", "accuracy", "acc", "precision", "precis", "precise", "genauigkeit", "genau", "precisa", "precisione", "preciso",
    ]
    static let perfect: Set<String> = [
        "perfect", "perfectly", "full", "fully", "parfaite", "parfaitement", "perfekt", "perfekte", "perfecta", "perfetta",
    ]

    /// The accuracy `words[index...]` asks for, and how many words say it.
    static func read(_ words: [String], at index: Int) -> (percent: Double, length: Int)? {
        guard index + 1 < words.count else { return nil }
        let first = words[index], second = words[index + 1]
        if accuracy.contains(second) {
            if perfect.contains(first) { return (100, 2) }
            if SpacedComparison.isDigits(first), let percent = DecimalNumber.parse(Substring(first)) { return (percent, 2) }
        }
        if accuracy.contains(first), SpacedComparison.isDigits(second), let percent = DecimalNumber.parse(Substring(second)) {
            return (percent, 2)
        }
        return nil
    }
}
