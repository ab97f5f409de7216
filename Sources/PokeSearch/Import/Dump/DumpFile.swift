/// One `<endpoint>/<id>/index.json` file of the dump.
struct DumpFile: Sendable, Hashable {
    let endpoint: Endpoint
    let id: Int

    /// The path shown in messages, relative to `data/api/v2`.
    var displayPath: String { "\(endpoint.rawValue)/\(id)/index.json" }

    /// The file's path under the dump's `data/api/v2` folder `root`.
    func path(in root: String) -> String {
        "\(root)/\(displayPath)"
    }
}
