import Hummingbird
import Synchronization

/// Whole answers of the catalogue kept for repeated requests: the JSON, and
/// its gzip beside it once a client asks for one. A catalogue answer is the
/// same for everyone until the Pokédex changes (one `ETag` names them all),
/// so a request's path and query are its key; the cache belongs to one
/// catalogue (`CatalogServices`) and goes with it. A trainer's answer is the
/// same with their favorites marked: an answer of Pokémon keeps where the
/// marks go (`FavoriteSlots`), and a logged-in request gets it marked.
///
/// Bounded by count, in two generations: an answer found in the older one
/// moves to the newer; when the newer is full it becomes the older, and the
/// older is dropped. A load that asks thousands of different things in turn
/// (`Benchmarks/HTTPLoad`'s distinct queries) finds nothing here.
final class AnswerCache: Sendable {
    /// An answer's bytes: its JSON, and its gzip once a client asks for one.
    final class Body: Sendable {
        let json: ByteBuffer
        private let gzipped = Mutex<ByteBuffer??>(nil)

        init(json: [UInt8]) { self.json = ByteBuffer(bytes: json) }

        /// The gzip of `json`, made by the first request that asks; nil if zlib failed.
        var gzip: ByteBuffer? {
            if let made = gzipped.withLock({ $0 }) { return made }
            let made = json.withUnsafeReadableBytes { Gzip.compress($0, level: 1) }.map { ByteBuffer(bytes: $0) }
            gzipped.withLock { $0 = made }
            return made
        }
    }

    /// One answer: everyone's, where a trainer's favorite marks go, and the answers
    /// marked for the last few sets of favorites among its Pokémon (a trainer who
    /// asks again gets the same bytes, and the same gzip, without the splice).
    final class Answer: Sendable {
        let everyones: Body
        let slots: FavoriteSlots?
        private let marked = Mutex<[[Bool]: Body]>([:])
        /// Sets of marks kept per answer; past them, the marked answers start over.
        /// Few: a local server has a trainer or a few, and the bound is what a cache
        /// of 512 answers may hold (at 4 marked copies of a 100-result page, some
        /// 90 MB at the very worst; some 15 MB for pages of 20).
        static let markedKept = 4

        /// `written`: the JSON, with the slots of favorite marks when it has them.
        init(written: [UInt8]) {
            let (json, slots) = FavoriteSlots.split(written)
            everyones = Body(json: json)
            self.slots = slots
        }

        /// The answer with each Pokémon marked as one of `favorites` or not;
        /// nil when it has no slots for the marks.
        func marked(favorites: Set<Int>) -> Body? {
            guard let slots else { return nil }
            let marks = slots.ids.map(favorites.contains)
            if let kept = marked.withLock({ $0[marks] }) { return kept }
            let body = Body(json: everyones.json.withUnsafeReadableBytes { slots.marked($0, favorites: favorites) })
            marked.withLock { kept in
                if kept.count >= Self.markedKept { kept.removeAll() }
                kept[marks] = body
            }
            return body
        }
    }

    private struct Generations {
        var newer: [String: Answer] = [:]
        var older: [String: Answer] = [:]

        mutating func find(_ key: String, capacity: Int) -> Answer? {
            if let answer = newer[key] { return answer }
            guard let answer = older.removeValue(forKey: key) else { return nil }
            keep(answer, for: key, capacity: capacity)
            return answer
        }

        mutating func keep(_ answer: Answer, for key: String, capacity: Int) {
            if newer.count >= capacity {
                older = newer
                newer = [:]
            }
            newer[key] = answer
        }
    }

    /// Answers kept per generation.
    let capacity: Int
    /// Larger answers are not kept (a page of 100 results is some 35 KB).
    static let largestAnswer = 64 * 1024
    private let generations = Mutex(Generations())

    init(capacity: Int = 256) {
        self.capacity = capacity
    }

    /// The answer kept for `key`, else the one `make` writes (with the slots of
    /// favorite marks where it can: `FavoriteSlots.encode`), then kept.
    func answer(for key: String, make: () throws -> [UInt8]) rethrows -> Answer {
        if let kept = generations.withLock({ $0.find(key, capacity: capacity) }) { return kept }
        let answer = Answer(written: try FavoriteSlots.encode(make))
        if answer.everyones.json.readableBytes <= Self.largestAnswer {
            generations.withLock { $0.keep(answer, for: key, capacity: capacity) }
        }
        return answer
    }
}
