/// Checks the links of one file against what the dump holds, so that a
/// missing resource is reported with the file and field that name it.
struct ReferenceResolver {
    let links: LinkChecker
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
        if links.omitted.contains(endpoint) { return nil }
        try links.check(endpoint, id, in: file, at: field)
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

    /// The games' release order. An archive's version groups may come after
    /// the files ranked by it: such a file throws `ReleaseOrderPending` and
    /// is made into rows once the archive is read (see `DumpReader`).
    func releaseOrder() throws -> ReleaseOrder {
        guard let order = links.releaseOrder else { throw ReleaseOrderPending() }
        return order
    }

    /// An error about `field` of this file.
    func invalid(_ field: String, _ reason: String) -> ImportError {
        .invalidField(file: file.displayPath, field: field, reason: reason)
    }

    /// Rejects a file whose `id` disagrees with its folder.
    func checkID(_ id: Int) throws {
        try file.checkID(id)
    }
}

/// Thrown by `ReferenceResolver.releaseOrder()` while an archive's version groups are still to come.
struct ReleaseOrderPending: Error {}
