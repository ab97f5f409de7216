/// The cosmetic form a search named (`Unown B`, `West Gastrodon`), when a
/// result was found through one of its forms rather than its own name.
public struct MatchedForm: Sendable, Hashable, Encodable {
    /// PokéAPI `pokemon-form` id.
    public var id: Int
    /// PokéAPI slug, e.g. `unown-b`.
    public var name: String
    /// The form's name in the requested language (falls back to English, then the slug).
    public var displayName: String

    enum CodingKeys: String, CodingKey { case id, name, displayName = "display_name" }
}
