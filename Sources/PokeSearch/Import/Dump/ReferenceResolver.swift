/// Checks the links of one file against what the dump holds, so that a
/// missing resource is reported with the file and field that name it.
struct ReferenceResolver: Sendable {
    let contents: DumpContents
    let file: DumpFile

    /// The id `ref` points to, which must be an `endpoint` resource in the dump;
    /// nil when that endpoint was deliberately left out of the import.
    func resolve(_ ref: ResourceRef, _ endpoint: Endpoint, at field: @autoclosure () -> String) throws -> Int? {
        guard ref.endpoint == endpoint.rawValue else {
            let error = ref.wrongEndpoint(endpoint, at: field())
            throw invalid(error.field, error.reason)
        }
        return try resolve(id: ref.id, endpoint, at: field())
    }

    /// Like `resolve`, for the id of a link already known to point to `endpoint`.
    func resolve(id: Int, _ endpoint: Endpoint, at field: @autoclosure () -> String) throws -> Int? {
        if contents.omitted.contains(endpoint) { return nil }
        guard contents.contains(endpoint, id) else {
            throw ImportError.danglingReference(file: file.displayPath, field: field(), endpoint: endpoint.rawValue, id: id)
        }
        return id
    }

    /// Like `resolve`, for endpoints that cannot be left out.
    func require(_ ref: ResourceRef, _ endpoint: Endpoint, at field: @autoclosure () -> String) throws -> Int {
        precondition(!Endpoint.mayBeLeftOut.contains(endpoint), "\(endpoint) may be left out: use resolve")
        return try resolve(ref, endpoint, at: field())!
    }

    /// Like `resolve(id:)`, for endpoints that cannot be left out.
    func require(id: Int, _ endpoint: Endpoint, at field: @autoclosure () -> String) throws -> Int {
        precondition(!Endpoint.mayBeLeftOut.contains(endpoint), "\(endpoint) may be left out: use resolve")
        return try resolve(id: id, endpoint, at: field())!
    }

    /// `ref`, resolved when present.
    func resolve(_ ref: ResourceRef?, _ endpoint: Endpoint, at field: @autoclosure () -> String) throws -> Int? {
        guard let ref else { return nil }
        return try resolve(ref, endpoint, at: field())
    }

    /// An error about `field` of this file.
    func invalid(_ field: String, _ reason: String) -> ImportError {
        .invalidField(file: file.displayPath, field: field, reason: reason)
    }

    /// Rejects a file whose `id` disagrees with its folder.
    func checkID(_ id: Int) throws {
        guard id == file.id else {
            throw invalid("id", "is \(id), but the file is in folder \(file.endpoint)/\(file.id)")
        }
    }
}
