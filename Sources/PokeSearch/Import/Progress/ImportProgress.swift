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
    /// Dump files to read in all; nil for an archive, whose files are counted as they come.
    public let filesTotal: Int?
    /// Bytes read so far: of the dump's files from a folder, of the
    /// (compressed) archive file from an archive.
    public let bytesDone: Int64
    /// The archive file's size; nil for a folder.
    public let bytesTotal: Int64?
    /// Files per second since the start.
    public let filesPerSecond: Double
    /// Bytes (as `bytesDone` counts them) per second since the start.
    public let bytesPerSecond: Double
    /// Seconds left until the dump is read, from the rate so far; nil once it is.
    public let secondsLeft: Double?

    /// A report of the import so far.
    public init(phase: Phase, filesDone: Int, filesTotal: Int?, bytesDone: Int64, bytesTotal: Int64?,
                filesPerSecond: Double, bytesPerSecond: Double, secondsLeft: Double?) {
        self.phase = phase
        self.filesDone = filesDone
        self.filesTotal = filesTotal
        self.bytesDone = bytesDone
        self.bytesTotal = bytesTotal
        self.filesPerSecond = filesPerSecond
        self.bytesPerSecond = bytesPerSecond
        self.secondsLeft = secondsLeft
    }

    /// How much of the dump is read, from 0 to 1, when known.
    public var fractionRead: Double? {
        if let bytesTotal, bytesTotal > 0 { return min(1, Double(bytesDone) / Double(bytesTotal)) }
        if let filesTotal, filesTotal > 0 { return min(1, Double(filesDone) / Double(filesTotal)) }
        return nil
    }

    /// This progress with `secondsLeft` estimated from the part read in
    /// `seconds` (while reading, once a little is read).
    func estimatingTimeLeft(after seconds: Double) -> ImportProgress {
        guard case .reading = phase, let fraction = fractionRead, fraction > 0.02 else { return self }
        return ImportProgress(phase: phase, filesDone: filesDone, filesTotal: filesTotal, bytesDone: bytesDone,
                              bytesTotal: bytesTotal, filesPerSecond: filesPerSecond, bytesPerSecond: bytesPerSecond,
                              secondsLeft: seconds * (1 - fraction) / fraction)
    }
}
