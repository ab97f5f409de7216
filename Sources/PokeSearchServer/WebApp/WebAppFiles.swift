import CWebAssets
import PokeSearch

/// The web app's files, compiled into the binary (`CWebAssets`), by their
/// path under `Web/`. Only these are ever served: a request's path is looked
/// up here, never joined to a folder, so there is nothing to traverse.
struct WebAppFiles: Sendable {
    private let files: [String: WebAppFile]
    /// The files' version (`v-` and a digest of every file): `index.html`
    /// names them under `/app/<version>/`, addresses that never change what
    /// they hold, so a browser keeps them without asking again (a page load
    /// revalidated 20 modules one by one).
    let version: String

    init() {
        var embedded: [String: [UInt8]] = [:]
        for index in 0..<pokesearch_web_asset_count() {
            let path = String(cString: pokesearch_web_asset_path(index))
            let asset = pokesearch_web_asset_bytes(index)
            embedded[path] = Array(UnsafeBufferPointer(start: asset.bytes, count: asset.length))
        }
        version = Self.version(of: embedded)
        let languages = embedded.keys.compactMap(Self.uiLanguage(of:)).sorted()
        if let index = embedded["index.html"] {
            embedded["index.html"] = Self.versioned(Self.listing(languages, in: index), version: version)
        }
        files = Dictionary(uniqueKeysWithValues: embedded.map { ($0.key, WebAppFile(path: $0.key, bytes: $0.value)) })
    }

    /// `v-` and 12 hex digits of the digest of every path and its bytes.
    static func version(of files: [String: [UInt8]]) -> String {
        var all: [UInt8] = []
        for path in files.keys.sorted() {
            all += Array(path.utf8) + [0] + files[path]! + [0]
        }
        return "v-" + SHA256.hex(SHA256.digest(all).prefix(6))
    }

    /// `page` with every `"/app/` address under `/app/<version>/` (the
    /// modules then import one another relatively, under the same version).
    static func versioned(_ page: [UInt8], version: String) -> [UInt8] {
        let text = String(decoding: page, as: UTF8.self)
        return Array(text.replacingOccurrences(of: #""/app/"#, with: #""/app/"# + version + "/").utf8)
    }

    /// `fr` of `i18n/fr.json`: the UI tables shipped (their second parts,
    /// `i18n/views/fr.json`, are not counted again).
    static func uiLanguage(of path: String) -> String? {
        guard path.hasPrefix("i18n/"), path.hasSuffix(".json") else { return nil }
        let code = path.dropFirst("i18n/".count).dropLast(".json".count)
        return code.contains("/") ? nil : String(code)
    }

    static let languagesTag = #"<meta name="pokesearch-ui-languages" content=""#

    /// `index.html` with the UI tables' codes in its `pokesearch-ui-languages`
    /// meta tag, which the page reads: adding a table needs no list kept by hand.
    static func listing(_ languages: [String], in page: [UInt8]) -> [UInt8] {
        let text = String(decoding: page, as: UTF8.self)
        guard let start = text.range(of: languagesTag), let end = text[start.upperBound...].firstIndex(of: "\"") else { return page }
        return Array(text.replacingCharacters(in: start.upperBound..<end, with: languages.joined(separator: " ")).utf8)
    }

    /// The file at `path` (`js/app.js`), or nil.
    subscript(path: String) -> WebAppFile? { files[path] }

    /// The page every client-side route answers with.
    var index: WebAppFile { files["index.html"]! }

    /// Every path, sorted.
    var paths: [String] { files.keys.sorted() }
}
