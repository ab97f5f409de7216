import Foundation
import Synchronization

/// Decodes the files of a dump on every core and hands their rows, file by
/// file, to a single consumer running on the calling thread.
struct DumpReader {
    let contents: DumpContents

    /// Calls `consume` with the rows of every file of `contents`, in no fixed
    /// order. Stops at the first bad file or the first error `consume` throws.
    func read(_ consume: (RowBatch) throws -> Void) throws {
        let work = FileQueue(contents.files)
        let channel = BatchChannel(capacity: 128)
        let producersDone = DispatchSemaphore(value: 0)
        let contents = self.contents
        let root = contents.root.path
        DispatchQueue.global(qos: .userInitiated).async {
            // One worker per core, each with its own buffer, taking the next file when done.
            DispatchQueue.concurrentPerform(iterations: ProcessInfo.processInfo.activeProcessorCount) { _ in
                let buffer = FileBuffer()
                while !channel.isCancelled, let file = work.next() {
                    do {
                        channel.put(try buffer.withContents(ofFile: file.path(in: root)) { bytes in
                            try Self.rows(of: file, bytes: bytes, in: contents)
                        })
                    } catch {
                        channel.fail(DecodingFailure.importError(error, file: file))
                    }
                }
            }
            channel.finish()
            producersDone.signal()
        }
        do {
            while let batch = channel.take() {
                try consume(batch)
            }
        } catch {
            channel.fail(error)
        }
        // Never return while decoding threads still read the dump.
        producersDone.wait()
        if let failure = channel.failure { throw failure }
    }

    /// Decodes one file's bytes into rows.
    static func rows(of file: DumpFile, bytes: UnsafeRawBufferPointer, in contents: DumpContents) throws -> RowBatch {
        let resolver = ReferenceResolver(contents: contents, file: file)
        var batch = RowBatch(file: file)
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
        try record.addRows(to: &batch, resolving: resolver)
        return batch
    }
}

/// The files still to decode, handed out one at a time to the workers.
private final class FileQueue: Sendable {
    private let files: [DumpFile]
    private let taken = Atomic<Int>(0)

    init(_ files: [DumpFile]) {
        self.files = files
    }

    func next() -> DumpFile? {
        let index = taken.add(1, ordering: .relaxed).oldValue
        return index < files.count ? files[index] : nil
    }
}
