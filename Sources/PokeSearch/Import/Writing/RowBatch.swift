import GRDB

/// The rows made from one dump file, handed from a decoding thread to the
/// single writer.
struct RowBatch: Sendable {
    /// The file the rows come from, named when one of them is rejected.
    let file: DumpFile
    /// Arguments are built here, on the decoding threads, to spare the writer.
    private(set) var rows: [(table: ImportTable, arguments: StatementArguments)] = []

    init(file: DumpFile) {
        self.file = file
    }

    mutating func add(_ table: ImportTable, _ values: (any DatabaseValueConvertible)?...) {
        rows.append((table, StatementArguments(values)))
    }
}
