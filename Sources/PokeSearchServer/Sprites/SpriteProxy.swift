import AsyncHTTPClient
import Foundation
import NIOCore
import PokeSearch
import Synchronization

/// Serves the dump's sprite URLs from this machine: the first request
/// downloads the image (bounded in time and size) into a disk cache, later
/// ones read the cache, so an image seen once stays available offline. A
/// failed download is remembered for a while, so an offline machine answers
/// 404 at once instead of waiting on every card.
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
    /// How long a failed download is not retried.
    static let failureMemory: TimeInterval = 300

    /// The sprite URLs of the Pokédex being served.
    let locator: @Sendable () -> SpriteLocator
    let cacheDirectory: String
    let baseURL: String?
    let timeout: Duration
    private let failures = Mutex<[String: Date]>([:])

    init(locator: @escaping @Sendable () -> SpriteLocator, cacheDirectory: String, baseURL: String?, timeout: Duration) {
        self.locator = locator
        self.cacheDirectory = cacheDirectory
        self.baseURL = baseURL.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
        self.timeout = timeout
    }

    /// Sprite `kind` of Pokémon `pokemonID`; nil when it has none or it cannot be had.
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
        if recentlyFailed(url) { return nil }
        guard let bytes = await download(url) else {
            failures.withLock { $0[url] = Date() }
            return nil
        }
        store(bytes, at: cached)
        return Image(bytes: bytes, contentType: contentType)
    }

    /// The URL asked for: the dump's, on `baseURL` when one is set.
    func upstreamURL(_ source: String) -> String {
        guard let baseURL, source.hasPrefix(Self.upstreamPrefix) else { return source }
        return baseURL + source.dropFirst(Self.upstreamPrefix.count)
    }

    private func download(_ url: String) async -> ByteBuffer? {
        do {
            let request = HTTPClientRequest(url: url)
            let response = try await HTTPClient.shared.execute(request, timeout: .milliseconds(Int64(timeout / .milliseconds(1))))
            guard response.status == .ok else { return nil }
            return try await response.body.collect(upTo: Self.maximumBytes)
        } catch {
            return nil
        }
    }

    private func recentlyFailed(_ url: String) -> Bool {
        failures.withLock { table in
            guard let failed = table[url] else { return false }
            if Date().timeIntervalSince(failed) < Self.failureMemory { return true }
            table[url] = nil
            return false
        }
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
