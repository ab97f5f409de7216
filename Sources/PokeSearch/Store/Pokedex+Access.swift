extension Pokedex {
    /// How a process uses the Pokédex, which decides its connections.
    public enum Access: Sendable, Hashable {
        /// One command in one process (the CLI): one connection per file.
        /// Other processes may read and write at the same time.
        case command
        /// A long-running process serving many requests at once (the HTTP
        /// server): a pool of read-only connections to the Pokédex, and
        /// GRDB's `DatabasePool` on the user data (readers in parallel, one
        /// writer at a time). Share one `Pokedex` between all requests.
        case server
    }
}
