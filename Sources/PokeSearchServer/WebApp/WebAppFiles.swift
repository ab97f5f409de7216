import CWebAssets

/// The web app's files, compiled into the binary (`CWebAssets`), by their
/// path under `Web/`. Only these are ever served: a request's path is looked
/// up here, never joined to a folder, so there is nothing to traverse.
struct WebAppFiles: Sendable {
    private let files: [String: WebAppFile]

    init() {
        var files: [String: WebAppFile] = [:]
        for index in 0..<pokesearch_web_asset_count() {
            let path = String(cString: pokesearch_web_asset_path(index))
            let asset = pokesearch_web_asset_bytes(index)
            let bytes = Array(UnsafeBufferPointer(start: asset.bytes, count: asset.length))
            files[path] = WebAppFile(path: path, bytes: bytes)
        }
        self.files = files
    }

    /// The file at `path` (`js/app.js`), or nil.
    subscript(path: String) -> WebAppFile? { files[path] }

    /// The page every client-side route answers with.
    var index: WebAppFile { files["index.html"]! }

    /// Every path, sorted.
    var paths: [String] { files.keys.sorted() }
}
