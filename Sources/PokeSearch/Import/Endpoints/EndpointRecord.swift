/// One endpoint's file, read with only the members the Pokédex keeps, and
/// the rows it makes.
///
/// Each record reads its file's top-level object member by member with a
/// `JSONCursor` and skips the rest unparsed: no JSON tree is built, and the
/// per-game lists that make up most of the dump cost one pass over their bytes.
protocol EndpointRecord {
    var id: Int { get }
    /// Reads the record from the object at the cursor.
    init(json: inout JSONCursor) throws
    /// Adds this resource's rows, resolving its links through `resolver`.
    func addRows(to batch: inout RowBatch, resolving resolver: ReferenceResolver) throws
}

extension EndpointRecord {
    /// Reads a whole file, which must hold one object and nothing after it.
    static func read(_ bytes: UnsafeRawBufferPointer) throws -> Self {
        var json = JSONCursor(bytes)
        let record = try Self(json: &json)
        try json.finish()
        return record
    }
}
