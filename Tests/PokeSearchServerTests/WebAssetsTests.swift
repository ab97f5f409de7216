import Foundation
import Testing
@testable import PokeSearchServer

/// `Sources/CWebAssets/web_assets.c` lists the web app's files by hand: a file
/// added to `Web/` and not to that list would never be served.
@Suite struct WebAssetsTests {
    static let webFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/PokeSearchServer/Web")

    @Test func everyFileOfTheWebFolderIsEmbeddedAsItIs() throws {
        let enumerator = try #require(FileManager.default.enumerator(at: Self.webFolder, includingPropertiesForKeys: [.isRegularFileKey]))
        var onDisk: [String] = []
        for case let url as URL in enumerator where (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true {
            onDisk.append(String(url.path.dropFirst(Self.webFolder.path.count + 1)))
        }
        let files = WebAppFiles()
        #expect(files.paths == onDisk.sorted(), "add the missing files to Sources/CWebAssets/web_assets.c")
        let languages = onDisk.compactMap(WebAppFiles.uiLanguage(of:)).sorted()
        for path in onDisk {
            var bytes = try Data(contentsOf: Self.webFolder.appendingPathComponent(path))
            // The page is served with the UI languages in its meta tag, its files under their version.
            if path == "index.html" {
                bytes = Data(WebAppFiles.versioned(WebAppFiles.listing(languages, in: Array(bytes)), version: files.version))
            }
            #expect(files[path].map { Data($0.bytes) } == bytes, "\(path)")
        }
    }
}
