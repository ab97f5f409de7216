import GRDB

/// The rows made from one dump file, handed from a decoding thread to the
/// single writer.
///
/// Values are converted here, on the decoding threads, and kept in one flat
/// list, so that the writer only binds them.
struct RowBatch: Sendable {
    /// The file the rows come from, named when one of them is rejected.
    let file: DumpFile
    /// The size of the file, for progress.
    let byteCount: Int
    /// Each row's table and the number of its values in `values`.
    private(set) var rows: [(table: ImportTable, valueCount: Int)] = []
    /// The values of every row, one row after the other.
    private(set) var values: [DatabaseValue] = []

    init(file: DumpFile, byteCount: Int = 0) {
        self.file = file
        self.byteCount = byteCount
    }

    mutating func add(_ table: ImportTable, _ values: (any DatabaseValueConvertible)?...) {
        rows.append((table, values.count))
        for value in values {
            self.values.append(value?.databaseValue ?? .null)
        }
    }
}
