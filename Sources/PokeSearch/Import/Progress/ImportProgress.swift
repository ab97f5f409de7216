/// Where an import stands, reported to the caller a few times per second.
public struct ImportProgress: Sendable, Equatable {
    /// What the importer is doing.
    public enum Phase: Sendable, Equatable {
        /// Reading dump files; the endpoint of the latest one written.
        case reading(Endpoint)
        /// Building the search index from the imported tables.
        case indexing
        /// Compacting and compressing the bundled dataset.
        case compressing
    }

    /// The current phase.
    public let phase: Phase
    /// Dump files read and written so far.
    public let filesDone: Int
    /// Dump files to read in all.
    public let filesTotal: Int
    /// Files per second since the start.
    public let filesPerSecond: Double
}
