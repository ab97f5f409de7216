import Foundation

/// The full-text postings, made from the analyzed documents on a thread of
/// their own while the index build writes its other tables: making them is
/// pure work on values, the build's longest, and the database connection
/// is busy meanwhile with the names, lexicon, matchups and summaries.
final class BackgroundPostings: @unchecked Sendable {
    /// What `TextIndexWriter` made: every term's postings, and each document's column sizes.
    struct Made {
        let postings: [(term: String, blob: [UInt8], nameBlob: [UInt8]?)]
        let columnSizes: [Int32]
    }

    private let done = DispatchSemaphore(value: 0)
    private var made: Made?

    /// Starts indexing `documents` (each one's columns' `PreAnalyzedText`, in `TextColumn` order).
    init(documents: [[String]]) {
        Thread { [self] in
            var writer = TextIndexWriter()
            for (document, columns) in documents.enumerated() {
                writer.add(document: document, columns: columns)
            }
            made = Made(postings: writer.postings(), columnSizes: writer.columnSizes)
            done.signal()
        }.start()
    }

    /// Waits for the postings.
    func wait() -> Made {
        done.wait()
        return made!
    }
}
