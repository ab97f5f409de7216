/// The order the games came out in, from each `version-group/<id>` file's
/// `order`: version group ids are not chronological (red-green-japan is 28,
/// scarlet-violet 25), yet "the latest game's text" and "the newest price"
/// must follow it. A folder's is read before the other files, which it
/// ranks; an archive's is gathered as its version groups are decoded.
struct ReleaseOrder: Sendable {
    /// Each version group's `order`, by id.
    private let orderByID: [Int: Int]

    init(orderByID: [Int: Int]) {
        self.orderByID = orderByID
    }

    /// Reads the `order` of the version groups `ids` of the dump folder `root` (its `data/api/v2`).
    static func read(ids: Set<Int>, in root: String) throws -> ReleaseOrder {
        let buffer = FileBuffer()
        var orderByID: [Int: Int] = [:]
        for id in ids {
            let file = DumpFile(endpoint: .versionGroup, id: id)
            do {
                let record = try buffer.withContents(ofFile: file.path(in: root)) { try VersionGroupRecord.read($0) }
                try file.checkID(record.id)
                orderByID[id] = record.order
            } catch {
                throw DecodingFailure.importError(error, file: file)
            }
        }
        return ReleaseOrder(orderByID: orderByID)
    }

    /// The rank of version group `id` (nil: none), for comparisons: later games rank higher.
    func rank(of id: Int?) -> Int {
        id.flatMap { orderByID[$0] } ?? Int.min
    }

    /// The element of `candidates` from the latest game; on a tie, the last one listed.
    func latest<T>(_ candidates: [T], versionGroup: (T) -> Int?) -> T? {
        var best: (element: T, rank: Int)?
        for candidate in candidates {
            let rank = rank(of: versionGroup(candidate))
            if best == nil || rank >= best!.rank { best = (candidate, rank) }
        }
        return best?.element
    }
}
