import Foundation
import Hummingbird
import Testing
@testable import PokeSearchServer

@Suite struct HardeningTests {
    @Test func everyResponseCarriesTheSecurityHeaders() async throws {
        try await ServerTest.app().serveOnLoopback { client in
            for uri in ["/", "/api/search?q=pikachu", "/api/pokemon/nothing-at-all", "/no/such/route", "/app/js/app.js"] {
                try await client.execute(uri: uri, method: .get) { response in
                    #expect(response.headers[.contentSecurityPolicy]
                        == "default-src 'self'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'; form-action 'self'", "\(uri)")
                    #expect(response.headers[.xContentTypeOptions] == "nosniff", "\(uri)")
                    #expect(response.headers.contains { $0.name.canonicalName == "referrer-policy" && $0.value == "no-referrer" }, "\(uri)")
                    for field in SecurityHeaders.fields {
                        #expect(response.headers[values: field.name] == [field.value], "\(uri): \(field.name) once")
                    }
                }
            }
        }
    }

    @Test func unknownRoutesAreJSON404s() async throws {
        try await ServerTest.app().serveOnLoopback { client in
            try await client.execute(uri: "/api/nothing", method: .get) { response in
                #expect(response.status == .notFound)
                #expect(response.headers[.contentType] == "application/json; charset=utf-8")
                #expect(response.errorMessage == "nothing at /api/nothing")
            }
        }
    }

    @Test func longURIsAre414sAndLargeBodiesAre413s() async throws {
        try await ServerTest.app().serveOnLoopback { client in
            let long = String(repeating: "a", count: ServerLimits.maximumURIBytes)
            try await client.execute(uri: "/api/search?q=\(long)", method: .get) { response in
                #expect(response.status == .uriTooLong)
                #expect(response.errorMessage?.contains("too long") == true)
            }
            let body = ByteBuffer(string: #"{"username": "x", "password": ""# + String(repeating: "p", count: ServerLimits.maximumBodyBytes) + #""}"#)
            try await client.execute(uri: "/api/signup", method: .post, headers: ServerTest.headers(json: true), body: body) { response in
                #expect(response.status == .contentTooLarge)
                #expect(response.errorMessage?.contains("too large") == true)
            }
        }
    }

    @Test func onlyTheEmbeddedFilesAreServed() async throws {
        try await ServerTest.app().serveOnLoopback { client in
            for uri in ["/app/../Package.swift", "/app/%2e%2e/%2e%2e/Package.swift", "/app/js/../../../../etc/passwd",
                        "/app/..%2f..%2fetc%2fpasswd", "/app/", "/app/js"] {
                try await client.execute(uri: uri, method: .get) { response in
                    #expect(response.status == .notFound, "\(uri)")
                    #expect(!String(buffer: response.body).contains("root:"), "\(uri)")
                }
            }
        }
    }

    @Test func theAppsFilesHaveTheirTypesAndRevalidate() async throws {
        try await ServerTest.app().serveOnLoopback { client in
            let expected = ["/": "text/html; charset=utf-8", "/pokemon/25": "text/html; charset=utf-8", "/favorites": "text/html; charset=utf-8",
                            "/app/js/app.js": "text/javascript; charset=utf-8", "/app/css/app.css": "text/css; charset=utf-8",
                            "/app/i18n/en.json": "application/json; charset=utf-8", "/app/img/icon.svg": "image/svg+xml"]
            for (uri, type) in expected {
                let etag = try await client.execute(uri: uri, method: .get) { response in
                    #expect(response.status == .ok, "\(uri)")
                    #expect(response.headers[.contentType] == type, "\(uri)")
                    #expect(response.headers[.cacheControl] == "no-cache", "\(uri)")
                    return try #require(response.headers[.eTag])
                }
                try await client.execute(uri: uri, method: .get, headers: [.ifNoneMatch: etag]) { response in
                    #expect(response.status == .notModified, "\(uri)")
                }
            }
            try await client.execute(uri: "/app/js/app.js", method: .get, headers: [.acceptEncoding: "gzip"]) { response in
                #expect(response.headers[.contentEncoding] == "gzip")
                let source = try #require(String(data: try Gunzip.decompress(Data(response.body.readableBytesView)), encoding: .utf8))
                #expect(source.contains("import"))
            }
        }
    }

    @Test func anUnavailableSpriteIsA404() async throws {
        // The sprite host is a closed port: the proxy answers 404, and then at once from its memory.
        try await ServerTest.app().serveOnLoopback { client in
            for uri in ["/sprites/25/front_default", "/sprites/25/front_default", "/sprites/25/no-such-kind",
                        "/sprites/abc/front_default", "/sprites/25/..%2f..%2fetc"] {
                try await client.execute(uri: uri, method: .get) { response in
                    #expect(response.status == .notFound, "\(uri)")
                }
            }
        }
    }
}
