import Foundation
import Synchronization

/// Decodes the files of a dump on every core and hands their rows, file by
/// file, to a single consumer running on the calling thread.
struct DumpReader {
    let feed: any DumpFeed

    /// Calls `consume` with the rows of every file the feed gives, in no
    /// fixed order. Stops at the first bad file or the first error `consume`
    /// throws; an archive's last checks (its contents, the links its files
    /// make) are made once its last entry is read.
    func read(_ consume: (RowBatch) throws -> Void) throws {
        let channel = BoundedChannel<RowBatch>(capacity: 128)
        let decoding = DecodingState()
        let feed = self.feed
        let done = DispatchGroup()
        let producer = Thread {
            feed.produce()
            done.leave()
        }
        done.enter()
        producer.start()
        done.enter()
        DispatchQueue.global(qos: .userInitiated).async {
            // One worker per core, each with its own buffer and link checker, taking the next file when done.
            DispatchQueue.concurrentPerform(iterations: ProcessInfo.processInfo.activeProcessorCount) { _ in
                let links = feed.makeLinkChecker()
                decoding.add(links)
                do {
                    try feed.forEachFile { file, bytes in
                        guard !channel.isCancelled else { throw CancellationError() }
                        if let batch = try Self.rows(of: file, bytes: bytes, links: links, decoding: decoding) {
                            channel.put(batch)
                        }
                    }
                } catch {
                    channel.fail(error)
                    feed.cancel()
                }
            }
            channel.finish()
            done.leave()
        }
        do {
            while let batch = channel.take() {
                try consume(batch)
            }
        } catch {
            channel.fail(error)
            feed.cancel()
        }
        // Never return while other threads still read the dump.
        done.wait()
        if let failure = channel.failure { throw failure }
        try finish(decoding, consume)
    }

    /// The files held back for the release order, once every file is decoded.
    private func finish(_ decoding: DecodingState, _ consume: (RowBatch) throws -> Void) throws {
        let links = try feed.finish(checkers: decoding.checkers, releaseOrder: decoding.releaseOrder)
        let held = decoding.held
        let batches = held.concurrentMap { held in
            Result { () throws -> RowBatch in
                var batch = RowBatch(file: held.file)
                do {
                    try held.record.addRows(to: &batch, resolving: ReferenceResolver(links: links, file: held.file))
                } catch {
                    throw DecodingFailure.importError(error, file: held.file)
                }
                return batch
            }
        }
        for batch in batches {
            try consume(batch.get())
        }
    }

    /// Decodes one file's bytes into rows; nil when its record waits for the release order.
    private static func rows(of file: DumpFile, bytes: UnsafeRawBufferPointer, links: LinkChecker,
                             decoding: DecodingState) throws -> RowBatch? {
        do {
            let record = try record(of: file, bytes: bytes)
            if let versionGroup = record as? VersionGroupRecord {
                decoding.note(versionGroup)
            }
            var batch = RowBatch(file: file, byteCount: bytes.count)
            do {
                try record.addRows(to: &batch, resolving: ReferenceResolver(links: links, file: file))
            } catch is ReleaseOrderPending {
                decoding.hold(record, of: file)
                return nil
            }
            return batch
        } catch {
            throw DecodingFailure.importError(error, file: file)
        }
    }

    /// Reads one file's record: the one place that says which type reads each endpoint.
    static func record(of file: DumpFile, bytes: UnsafeRawBufferPointer) throws -> any EndpointRecord {
        let record: any EndpointRecord = switch file.endpoint {
        case .language: try LanguageRecord.read(bytes)
        case .generation: try GenerationRecord.read(bytes)
        case .stat, .color, .habitat, .shape, .eggGroup, .moveDamageClass, .moveLearnMethod, .itemPocket, .encounterMethod:
            try VocabularyRecord.read(bytes)
        case .region: try RegionRecord.read(bytes)
        case .versionGroup: try VersionGroupRecord.read(bytes)
        case .version: try VersionRecord.read(bytes)
        case .itemCategory: try ItemCategoryRecord.read(bytes)
        case .type: try TypeRecord.read(bytes)
        case .ability: try AbilityRecord.read(bytes)
        case .item: try ItemRecord.read(bytes)
        case .move: try MoveRecord.read(bytes)
        case .evolutionChain: try EvolutionChainRecord.read(bytes)
        case .species: try SpeciesRecord.read(bytes)
        case .form: try FormRecord.read(bytes)
        case .pokemon: try PokemonRecord.read(bytes)
        case .nature: try NatureRecord.read(bytes)
        case .location: try LocationRecord.read(bytes)
        case .locationArea: try LocationAreaRecord.read(bytes)
        }
        return record
    }
}

/// What the decoding threads share besides the channel: their link
/// checkers, the version groups' release order as it is decoded, and the
/// records held back until it is complete (an archive's moves, items and
/// abilities may come before its version groups).
private final class DecodingState: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var checkers: [LinkChecker] = []
    private var orderByID: [Int: Int] = [:]
    private(set) var held: [HeldRecord] = []

    struct HeldRecord: @unchecked Sendable {
        let file: DumpFile
        let record: any EndpointRecord
    }

    var releaseOrder: ReleaseOrder { lock.withLock { ReleaseOrder(orderByID: orderByID) } }

    func add(_ checker: LinkChecker) {
        lock.withLock { checkers.append(checker) }
    }

    func note(_ versionGroup: VersionGroupRecord) {
        lock.withLock { orderByID[versionGroup.id] = versionGroup.order }
    }

    func hold(_ record: any EndpointRecord, of file: DumpFile) {
        lock.withLock { held.append(HeldRecord(file: file, record: record)) }
    }
}
