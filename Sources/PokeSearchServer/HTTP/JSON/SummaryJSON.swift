import PokeSearch

/// Result objects (`SummaryEntry`: a Pokémon's summary and what a search or
/// listing adds to it) written by copying bytes: the summary's members are
/// written once (`EncodedSummary`, kept with the summary, which the engine
/// keeps per Pokémon and language for the catalogue's lifetime), and each
/// object is those bytes with the entry's own members (`score`, `favorite`,
/// …) put in at their places in key order. Byte for byte Foundation's
/// `JSONEncoder` output for the same entries (`SummaryJSONTests`).
enum SummaryJSON {
    /// `[entry,entry,…]`.
    static func array(_ entries: [SummaryEntry]) throws -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(entries.count * 420 + 2)
        bytes.append(UInt8(ascii: "["))
        for (index, entry) in entries.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            try write(entry, into: &bytes)
        }
        bytes.append(UInt8(ascii: "]"))
        return bytes
    }

    /// One entry's object.
    static func write(_ entry: SummaryEntry, into bytes: inout [UInt8]) throws {
        var object = ObjectWriter(summary: try EncodedSummary.of(entry.pokemon))
        bytes.append(UInt8(ascii: "{"))
        // In key order, each as `SummaryEntry.encode` writes it.
        if let caughtAt = entry.caughtAt { try object.add(.caughtAt, into: &bytes) { try NodeEncoder.node(of: caughtAt).write(into: &$0) } }
        if let explanation = entry.explanation {
            try object.add(.explanation, into: &bytes) { try NodeEncoder.node(of: explanation).write(into: &$0) }
        }
        if let favorite = entry.favorite {
            object.add(.favorite, into: &bytes) { $0.append(contentsOf: (favorite ? "true" : "false").utf8) }
        } else if FavoriteSlots.areWritten {
            object.slot(.favorite, of: entry.pokemon.id, into: &bytes)
        }
        if let form = entry.form { try object.add(.form, into: &bytes) { try NodeEncoder.node(of: form).write(into: &$0) } }
        if let score = entry.score { try object.add(.score, into: &bytes) { $0.append(contentsOf: try NodeEncoder.digits(score).utf8) } }
        object.finish(into: &bytes)
        bytes.append(UInt8(ascii: "}"))
    }

    /// Splices an entry's members between the summary's.
    private struct ObjectWriter {
        let summary: EncodedSummary
        /// Members of the summary written so far (or passed over: a key the entry writes again).
        var copied = 0
        var empty = true

        mutating func add(_ key: EncodedSummary.EntryKey, into bytes: inout [UInt8], value: (inout [UInt8]) throws -> Void) rethrows {
            let place = summary.places[key.rawValue]
            copy(upTo: place.index, into: &bytes)
            if place.replaced { copied += 1 }  // the later of two equal keys wins, as in `JSONObject.sorted()`
            if !empty { bytes.append(UInt8(ascii: ",")) }
            empty = false
            bytes.append(contentsOf: key.member)
            try value(&bytes)
        }

        /// Where `add(key)` would put its member, the slot of Pokémon `id`
        /// (`FavoriteSlots`), which becomes `,"key":value`. A place that is not
        /// after another member, or a summary with a member of that name, gets an
        /// unreadable slot instead: the answer then has none, and a trainer's is
        /// encoded in full.
        mutating func slot(_ key: EncodedSummary.EntryKey, of id: Int, into bytes: inout [UInt8]) {
            let place = summary.places[key.rawValue]
            copy(upTo: place.index, into: &bytes)
            if place.replaced || empty {
                bytes.append(contentsOf: [FavoriteSlots.marker, FavoriteSlots.marker])
            } else {
                FavoriteSlots.write(slotOf: id, into: &bytes)
            }
        }

        mutating func finish(into bytes: inout [UInt8]) {
            copy(upTo: summary.count, into: &bytes)
        }

        private mutating func copy(upTo end: Int, into bytes: inout [UInt8]) {
            guard end > copied else { return }
            if !empty { bytes.append(UInt8(ascii: ",")) }
            summary.copy(copied..<end, into: &bytes)
            empty = false
            copied = end
        }
    }
}
