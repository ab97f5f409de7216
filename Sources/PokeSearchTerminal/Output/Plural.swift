/// "1 favorite", "2 favorites": counts in messages read as English does.
public enum Plural {
    /// `count` with `singular`, or with `plural` (default: `singular` + "s") unless it is 1.
    public static func count(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(count) " + (count == 1 ? singular : plural ?? singular + "s")
    }
}
