/// A base stat as a bar, `█████░░░░░`, scaled so that 255 (the highest any
/// stat reaches) fills it.
public enum StatBar {
    /// The highest base stat in the games.
    public static let maximum = 255

    /// `value` drawn in `width` cells, at least one for any non-zero value.
    public static func bar(_ value: Int, width: Int) -> String {
        let width = max(1, width)
        let clamped = min(max(0, value), maximum)
        let filled = clamped == 0 ? 0 : max(1, Int((Double(clamped) / Double(maximum) * Double(width)).rounded()))
        return String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
    }

    /// Palette colour by how good a stat is: red, yellow, green, cyan.
    static func color(for value: Int) -> Int {
        switch value {
        case ..<60: return 203
        case ..<90: return 221
        case ..<120: return 114
        default: return 80
        }
    }
}
