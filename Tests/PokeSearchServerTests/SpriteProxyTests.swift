import Foundation
import Glibc
import Hummingbird
import PokeSearchTestSupport
import Synchronization
import Testing
@testable import PokeSearchServer

@Suite(.onServerThreads) struct SpriteProxyTests {
    /// Stands in for the sprite host on loopback: counts its requests, answers the same
    /// bytes, or `status` when it is set (404: no such image, 500: the host is in trouble).
    final class Upstream: Sendable {
        let image: [UInt8] = Array("\u{89}PNG not really an image".utf8)
        let paths = Mutex<[String]>([])
        let status: HTTPResponse.Status?
        /// Ids it has no image of.
        let missing: Set<Int>

        init(status: HTTPResponse.Status? = nil, missing: Set<Int> = []) {
            self.status = status
            self.missing = missing
        }

        func application() -> some ApplicationProtocol {
            let router = Router()
            router.get("/**") { request, _ in
                let path = request.uri.path
                self.paths.withLock { $0.append(path) }
                if let status = self.status { return Response(status: status) }
                let id = Int(path.split(separator: "/").last?.split(separator: ".").first ?? "") ?? 0
                if self.missing.contains(id) { return Response(status: .notFound) }
                return Response(status: .ok, headers: [.contentType: "image/png"], body: .init(byteBuffer: ByteBuffer(bytes: self.image)))
            }
            return Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)))
        }
    }

    /// A host that accepts connections and never answers (a hung server, a black hole):
    /// a listening socket nobody reads, whose connections the kernel completes.
    final class SilentHost: Sendable {
        let port: Int
        private let socket: Int32

        init() throws {
            let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            self.socket = socket
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            address.sin_port = 0
            var length = socklen_t(MemoryLayout<sockaddr_in>.size)
            try withUnsafeMutablePointer(to: &address) { pointer in
                try pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { raw in
                    guard bind(socket, raw, length) == 0, listen(socket, 16) == 0, getsockname(socket, raw, &length) == 0 else {
                        throw CocoaError(.fileWriteUnknown)
                    }
                }
            }
            port = Int(UInt16(bigEndian: address.sin_port))
        }

        deinit {
            close(socket)
        }
    }

    /// The application serving sprites from `baseURL`, and its cache folder;
    /// downloads bounded by `timeout` (a silent host costs that long).
    static func app(baseURL: String, timeout: Duration = .seconds(60)) throws -> (some ApplicationProtocol, String) {
        let pokedex = try TestPokedex.fresh()
        return (try ServerTest.app(pokedex: pokedex, spriteBaseURL: baseURL, spriteTimeout: timeout), pokedex.location.directory + "/sprites")
    }

    @Test func aSpriteIsDownloadedOnceThenServedFromTheDiskCache() async throws {
        let upstream = Upstream()
        try await upstream.application().serveOnLoopback { upstreamClient in
            let port = upstreamClient.port
            let pokedex = try TestPokedex.fresh()
            try await ServerTest.app(pokedex: pokedex, spriteBaseURL: "http://127.0.0.1:\(port)/").serveOnLoopback { client in
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

    @Test func aSpriteTheHostDoesNotHaveIsAskedOnceWhileOthersStillLoad() async throws {
        let upstream = Upstream(missing: [4])
        try await upstream.application().serveOnLoopback { upstreamClient in
            let port = upstreamClient.port
            try await ServerTest.app(spriteBaseURL: "http://127.0.0.1:\(port)/").serveOnLoopback { client in
                for _ in 0..<2 {
                    try await client.execute(uri: "/sprites/4/official-artwork", method: .get) { response in
                        #expect(response.status == .notFound)
                    }
                }
                try await client.execute(uri: "/sprites/25/official-artwork", method: .get) { response in
                    #expect(response.status == .ok)
                }
            }
            #expect(upstream.paths.withLock { $0 } == [
                "/sprites/pokemon/other/official-artwork/4.png", "/sprites/pokemon/other/official-artwork/25.png",
            ])
        }
    }

    @Test func aHostInTroubleIsRememberedSoOtherSpritesAnswerWithoutAskingIt() async throws {
        let upstream = Upstream(status: .badGateway)
        try await upstream.application().serveOnLoopback { upstreamClient in
            let port = upstreamClient.port
            try await ServerTest.app(spriteBaseURL: "http://127.0.0.1:\(port)/").serveOnLoopback { client in
                for id in [1, 2, 3, 5, 6] {
                    try await client.execute(uri: "/sprites/\(id)/official-artwork", method: .get) { response in
                        #expect(response.status == .notFound)
                    }
                }
            }
            // One question to the host; the four other sprites were answered from its failure.
            #expect(upstream.paths.withLock { $0 } == ["/sprites/pokemon/other/official-artwork/1.png"])
        }
    }

    @Test func anUnreachableOrSilentHostGivesTheWebAppAPlaceholderImageNotAnError() async throws {
        let silent = try SilentHost()
        // Port 9 (discard) refuses on loopback; the silent host accepts and never answers.
        for baseURL in ["http://127.0.0.1:9/", "http://127.0.0.1:\(silent.port)/"] {
            let (app, cache) = try Self.app(baseURL: baseURL, timeout: .seconds(2))
            try await app.serveOnLoopback { client in
                try await client.execute(uri: "/sprites/6/official-artwork?placeholder=1", method: .get) { response in
                    #expect(response.status == .ok, "\(baseURL)")
                    #expect(response.headers[.contentType] == "image/svg+xml")
                    #expect(response.headers[.cacheControl] == "no-cache")
                    #expect(String(buffer: response.body).contains(#"width="1" height="1""#))
                }
                // Without asking for a placeholder: the API's 404, at once (the host is remembered).
                try await client.execute(uri: "/sprites/7/official-artwork", method: .get) { response in
                    #expect(response.status == .notFound)
                    #expect(response.errorMessage == "no sprite 'official-artwork' of Pokémon '7' is available")
                }
            }
            #expect(!FileManager.default.fileExists(atPath: cache + "/6"), "nothing cached of a failure")
        }
    }

    @Test(arguments: [
        (Int32?.none, 0, "host"),  // no curl on this machine
        (6, 0, "host"), (7, 0, "host"), (28, 0, "host"), (35, 0, "host"),  // unresolvable, refused, timed out, TLS
        (63, 0, "missing"),  // the host announced an image too large
        (0, 404, "missing"), (0, 503, "host"), (0, 200, "image"),
    ] as [(Int32?, Int, String)])
    func curlsExitCodeSaysWhoseFaultAFailureIs(exitCode: Int32?, status: Int, blamed: String) {
        let outcome = SpriteDownload.outcome(exitCode: exitCode, httpStatus: status, body: { Data([1, 2, 3]) }, maximumBytes: 3)
        switch outcome {
        case .image(let bytes): #expect(blamed == "image" && Array(bytes.readableBytesView) == [1, 2, 3])
        case .missing: #expect(blamed == "missing")
        case .hostUnreachable: #expect(blamed == "host")
        }
    }

    @Test func anImageLargerThanAllowedIsTheImagesFault() {
        #expect(SpriteDownload.outcome(exitCode: 0, httpStatus: 200, body: { Data(count: 4) }, maximumBytes: 3) == .missing)
    }
}
