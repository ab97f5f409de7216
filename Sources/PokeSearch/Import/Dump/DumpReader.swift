import Foundation

/// Decodes the files of a dump on every core and hands their rows, file by
/// file, to a single consumer running on the calling thread.
struct DumpReader {
    let contents: DumpContents

    /// Calls `consume` with the rows of every file of `contents`, in no fixed
    /// order. Stops at the first bad file or the first error `consume` throws.
    func read(_ consume: (RowBatch) throws -> Void) throws {
        let files = contents.files
        let channel = BatchChannel(capacity: 128)
        let producersDone = DispatchSemaphore(value: 0)
        let contents = self.contents
        DispatchQueue.global(qos: .userInitiated).async {
            DispatchQueue.concurrentPerform(iterations: files.count) { index in
                guard !channel.isCancelled else { return }
                do {
                    channel.put(try Self.rows(of: files[index], in: contents))
                } catch {
                    channel.fail(DecodingFailure.importError(error, file: files[index]))
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

    /// Reads and decodes one file into rows.
    static func rows(of file: DumpFile, in contents: DumpContents) throws -> RowBatch {
        let data = try Data(contentsOf: file.url(in: contents.root))
        let resolver = ReferenceResolver(contents: contents, file: file)
        var batch = RowBatch(file: file)
        let record: any EndpointRecord = switch file.endpoint {
        case .language: try LanguageRecord.read(data)
        case .generation: try GenerationRecord.read(data)
        case .stat, .color, .habitat, .shape, .eggGroup: try VocabularyRecord.read(data)
        case .type: try TypeRecord.read(data)
        case .ability: try AbilityRecord.read(data)
        case .item: try ItemRecord.read(data)
        case .move: try MoveRecord.read(data)
        case .evolutionChain: try EvolutionChainRecord.read(data)
        case .species: try SpeciesRecord.read(data)
        case .form: try FormRecord.read(data)
        case .pokemon: try PokemonRecord.read(data)
        }
        try record.addRows(to: &batch, resolving: resolver)
        return batch
    }
}
