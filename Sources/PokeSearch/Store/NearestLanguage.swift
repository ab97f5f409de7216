/// The languages a reader reads a name in when there is none in theirs: one
/// of the same ISO 639 code (ja-hrkt for ja, zh-hant for zh-hans; not
/// romaji), Japanese for Korean, then English. SQL over two `language` rows,
/// `near` (the name's) and `reader` (the reader's), with English's id as the
/// expression `english`, so that every query that falls back agrees.
enum NearestLanguage {
    /// True when `near` may stand in for `reader`.
    static func condition(english: String) -> String {
        """
        (near.id = reader.id OR near.id = \(english)
         OR (near.iso639 = reader.iso639 AND near.name != 'ja-roma')
         OR (reader.iso639 = 'ko' AND near.name IN ('ja-hrkt', 'ja')))
        """
    }

    /// Orders the stand-ins best first: the reader's own, the same code, Japanese, English.
    static func order(english: String) -> String {
        "near.id != reader.id, near.iso639 IS NOT reader.iso639, near.id = \(english), near.id"
    }
}
