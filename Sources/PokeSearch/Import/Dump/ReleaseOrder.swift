/// The order the games came out in, from each `version-group/<id>` file's
/// `order`: version group ids are not chronological (red-green-japan is 28,
/// scarlet-violet 25), yet "the latest game's text" and "the newest price"
/// must follow it. Read before the other files, which it ranks.
struct ReleaseOrder: Sendable {
    /// Each version group's `order`, by id.
    private let orderByID: [Int: Int]

    init(orderByID: [Int: Int]) {
        self.orderByID = orderByID
    }

    /// Reads the `order` of every version group listed in `contents`.
    static func read(_ contents: DumpContents) throws -> ReleaseOrder {
        let buffer = FileBuffer()
        var orderByID: [Int: Int] = [:]
        for id in contents.ids[.versionGroup] ?? [] {
            let file = DumpFile(endpoint: .versionGroup, id: id)
            do {
                let record = try buffer.withContents(ofFile: file.path(in: contents.root.path)) { try VersionGroupRecord.read($0) }
                try ReferenceResolver(contents: contents, file: file).checkID(record.id)
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
