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
        let decoder = JSONDecoder()
        let record: any EndpointRecord = switch file.endpoint {
        case .language: try decoder.decode(LanguageRecord.self, from: data)
        case .generation: try decoder.decode(GenerationRecord.self, from: data)
        case .stat, .color, .habitat, .shape, .eggGroup: try decoder.decode(VocabularyRecord.self, from: data)
        case .type: try decoder.decode(TypeRecord.self, from: data)
        case .ability: try decoder.decode(AbilityRecord.self, from: data)
        case .item: try decoder.decode(ItemRecord.self, from: data)
        case .move: try decoder.decode(MoveRecord.self, from: data)
        case .evolutionChain: try decoder.decode(EvolutionChainRecord.self, from: data)
        case .species: try decoder.decode(SpeciesRecord.self, from: data)
        case .form: try decoder.decode(FormRecord.self, from: data)
        case .pokemon: try decoder.decode(PokemonRecord.self, from: data)
        }
        try record.addRows(to: &batch, resolving: resolver)
        return batch
    }
}
