extension Set<String> {
    /// The first word of each of `phrases` (words joined by single spaces):
    /// a reader of phrases asks it of a word before it joins the word with
    /// the next, as most words start no phrase.
    init(firstWordsOf phrases: some Sequence<String>) {
        self.init(phrases.map { String($0.prefix { $0 != " " }) })
    }
}
