import Foundation
import Hummingbird
import HummingbirdTesting
import PokeSearchTestSupport
import Synchronization
import Testing
@testable import PokeSearchServer

@Suite struct SpriteProxyTests {
    /// Stands in for the sprite host on loopback: counts its requests, answers the same bytes.
    final class Upstream: Sendable {
        let image: [UInt8] = Array("\u{89}PNG not really an image".utf8)
        let paths = Mutex<[String]>([])

        func application() -> some ApplicationProtocol {
            let router = Router()
            router.get("/**") { request, _ in
                self.paths.withLock { $0.append(request.uri.path) }
                return Response(status: .ok, headers: [.contentType: "image/png"], body: .init(byteBuffer: ByteBuffer(bytes: self.image)))
            }
            return Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)))
        }
    }

    @Test func aSpriteIsDownloadedOnceThenServedFromTheDiskCache() async throws {
        let upstream = Upstream()
        try await upstream.application().test(.live) { upstreamClient in
            let port = try #require(upstreamClient.port)
            let pokedex = try TestPokedex.fresh()
            try await ServerTest.app(pokedex: pokedex, spriteBaseURL: "http://127.0.0.1:\(port)/").test(.router) { client in
                for _ in 0..<3 {
                    try await client.execute(uri: "/sprites/25/official-artwork", method: .get) { response in
                        #expect(response.status == .ok)
                        #expect(response.headers[.contentType] == "image/png")
                        #expect(response.headers[.cacheControl] == "public, max-age=31536000, immutable")
                        #expect(Array(response.body.readableBytesView) == upstream.image)
                    }
                }
            }
            // The dump's path, on the base URL; asked once.
            #expect(upstream.paths.withLock { $0 } == ["/sprites/pokemon/other/official-artwork/25.png"])
            let cached = pokedex.location.directory + "/sprites/25/official-artwork.png"
            #expect(FileManager.default.contents(atPath: cached).map(Array.init) == upstream.image)
        }
    }
}
