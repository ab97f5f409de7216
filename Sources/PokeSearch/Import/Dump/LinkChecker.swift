/// What one decoding thread checks the links of its files against.
///
/// A folder's ids are listed before any file is read, so a link to a
/// missing resource fails at once. An archive is one stream whose ids are
/// known only at its end: each thread then notes the first file and field
/// naming each resource, and the notes are checked when the stream is read
/// (`verify`), with the same message.
///
/// Sendable because only a noting checker changes, and each belongs to one thread.
final class LinkChecker: @unchecked Sendable {
    /// Endpoints left out on purpose: links to them are not followed.
    let omitted: Set<Endpoint>
    /// The games' release order; nil while an archive's version groups may still come.
    let releaseOrder: ReleaseOrder?
    /// The dump's ids, when known before reading.
    private let contents: DumpContents?
    /// Resources named but not yet known to exist (archives): where each was first named.
    private var noted: [DumpFile: NotedLink] = [:]

    /// Where a resource was first named.
    struct NotedLink {
        let file: DumpFile
        let field: String
    }

    /// A checker for a folder, whose ids and release order are known.
    init(contents: DumpContents, releaseOrder: ReleaseOrder) {
        self.omitted = contents.omitted
        self.contents = contents
        self.releaseOrder = releaseOrder
    }

    /// A checker for an archive being read: links are noted, not checked.
    init(omitting omitted: Set<Endpoint>) {
        self.omitted = omitted
        self.contents = nil
        self.releaseOrder = nil
    }

    /// Checks that `endpoint/id`, named by `field` of `file`, is in the dump, or notes it.
    func check(_ endpoint: Endpoint, _ id: Int, in file: DumpFile, at field: () -> String) throws {
        if let contents {
            guard contents.contains(endpoint, id) else {
                throw ImportError.danglingReference(file: file.displayPath, field: field(), endpoint: endpoint.rawValue, id: id)
            }
        } else {
            let resource = DumpFile(endpoint: endpoint, id: id)
            if noted[resource] == nil { noted[resource] = NotedLink(file: file, field: field()) }
        }
    }

    /// Checks what the checkers of an archive's threads noted against the
    /// archive's contents; of several missing resources, the one named by
    /// the first file in reading order is reported.
    static func verify(_ checkers: [LinkChecker], against contents: DumpContents) throws {
        var missing: (link: NotedLink, endpoint: Endpoint, id: Int)?
        for checker in checkers {
            for (resource, link) in checker.noted where !contents.contains(resource.endpoint, resource.id) {
                if let first = missing, !(link.file.readsBefore(first.link.file)
                    || (link.file == first.link.file && link.field < first.link.field)) { continue }
                missing = (link, resource.endpoint, resource.id)
            }
        }
        if let (link, endpoint, id) = missing {
            throw ImportError.danglingReference(file: link.file.displayPath, field: link.field, endpoint: endpoint.rawValue, id: id)
        }
    }
}
