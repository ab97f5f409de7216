import Foundation
import NIOCore
import PokeSearch

/// Serves the dump's sprite URLs from this machine: the first request
/// downloads the image (bounded in time and size) into a disk cache, later
/// ones read the cache, so an image seen once stays available offline.
///
/// Offline must be fast, or the page's image requests hold the browser's
/// connections while searches wait behind them: a missing image is
/// remembered by its URL, an unreachable host by its host (every other
/// sprite there would fail alike), each for a while, then tried again.
final class SpriteProxy: Sendable {
    /// An image and its content type.
    struct Image: Sendable {
        let bytes: ByteBuffer
        let contentType: String
    }

    /// The prefix of every sprite URL in the dump, replaced by `baseURL`.
    static let upstreamPrefix = "https://raw.githubusercontent.com/PokeAPI/sprites/master/"
    /// Largest image accepted from upstream.
    static let maximumBytes = 8 * 1024 * 1024

    /// The sprite URLs of the Pokédex being served.
    let locator: @Sendable () -> SpriteLocator
    let cacheDirectory: String
    let baseURL: String?
    /// The longest a whole download may take.
    let timeout: Duration
    /// URLs the host answered without an image: asked again after 5 minutes.
    let missing = RecentFailures(memory: 300)
    /// Hosts that could not be reached: tried again after a minute.
    let unreachableHosts = RecentFailures(memory: 60)

    init(locator: @escaping @Sendable () -> SpriteLocator, cacheDirectory: String, baseURL: String?, timeout: Duration) {
        self.locator = locator
        self.cacheDirectory = cacheDirectory
        self.baseURL = baseURL.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
        self.timeout = timeout
    }

    /// Sprite `kind` of Pokémon `pokemonID`; nil when it has none or it cannot be had now.
    func image(pokemonID: Int, kind: String) async throws -> Image? {
        guard Self.isPlainKind(kind), let source = try locator().url(pokemonID: pokemonID, kind: kind) else { return nil }
        let fileExtension = (source as NSString).pathExtension.lowercased()
        guard ["png", "gif", "svg", "jpg", "webp"].contains(fileExtension) else { return nil }
        let contentType = Self.contentType(fileExtension)
        let cached = "\(cacheDirectory)/\(pokemonID)/\(kind).\(fileExtension)"
        if let data = FileManager.default.contents(atPath: cached) {
            return Image(bytes: ByteBuffer(bytes: data), contentType: contentType)
        }
        let url = upstreamURL(source)
        let host = Self.host(of: url)
        if missing.contains(url) || unreachableHosts.contains(host) { return nil }
        switch await SpriteDownload.fetch(url, timeout: timeout, maximumBytes: Self.maximumBytes) {
        case .image(let bytes):
            unreachableHosts.forget(host)
            store(bytes, at: cached)
            return Image(bytes: bytes, contentType: contentType)
        case .missing:
            missing.record(url)
            return nil
        case .hostUnreachable:
            unreachableHosts.record(host)
            return nil
        }
    }

    /// The URL asked for: the dump's, on `baseURL` when one is set.
    func upstreamURL(_ source: String) -> String {
        guard let baseURL, source.hasPrefix(Self.upstreamPrefix) else { return source }
        return baseURL + source.dropFirst(Self.upstreamPrefix.count)
    }

    /// `http://127.0.0.1:8081` of `http://127.0.0.1:8081/sprites/…`: what a failed connection is blamed on.
    static func host(of url: String) -> String {
        guard let components = URLComponents(string: url) else { return url }
        return "\(components.scheme ?? "")://\(components.host ?? ""):\(components.port.map(String.init) ?? "")"
    }

    /// Writes beside the final name and renames, so a reader never sees half an image.
    private func store(_ bytes: ByteBuffer, at path: String) {
        let folder = (path as NSString).deletingLastPathComponent
        let temporary = path + ".\(UUID().uuidString).part"
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try Data(bytes.readableBytesView).write(to: URL(fileURLWithPath: temporary))
            if rename(temporary, path) != 0 { try? FileManager.default.removeItem(atPath: temporary) }
        } catch {
            try? FileManager.default.removeItem(atPath: temporary)
        }
    }

    /// `front_default`, `official-artwork`: letters, digits, `_` and `-` only.
    static func isPlainKind(_ kind: String) -> Bool {
        !kind.isEmpty && kind.count <= 64 && kind.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_" || $0 == "-"
        }
    }

    static func contentType(_ fileExtension: String) -> String {
        switch fileExtension {
        case "png": return "image/png"
        case "gif": return "image/gif"
        case "svg": return "image/svg+xml"
        case "jpg": return "image/jpeg"
        default: return "image/webp"
        }
    }
}
