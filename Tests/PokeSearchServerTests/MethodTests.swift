import Foundation
import Hummingbird
import Testing
@testable import PokeSearchServer

/// HEAD answers as GET does, without a body, on every GET route; a known
/// path asked with another method is a 405 naming the methods it has.
@Suite struct MethodTests {
    @Test func headAnswersLikeGetWithoutABody() async throws {
        try await ServerTest.app().serveOnLoopback { client in
            for uri in ["/", "/favorites", "/pokemon/25", "/app/js/app.js", "/app/css/app.css", "/api/search?q=pikachu",
                        "/api/pokemon/25", "/api/list", "/api/languages", "/api/moves/thunderbolt", "/api/types"] {
                let get = try await client.execute(uri: uri, method: .get) { $0 }
                try await client.execute(uri: uri, method: .head) { response in
                    #expect(response.status == .ok, "\(uri)")
                    #expect(response.body.readableBytes == 0, "\(uri)")
                    #expect(response.headers[.contentType] == get.headers[.contentType], "\(uri)")
                    #expect(response.headers[.eTag] == get.headers[.eTag], "\(uri)")
                    #expect(response.headers[.contentLength] == String(get.body.readableBytes), "\(uri)")
                    #expect(response.headers[.contentSecurityPolicy] != nil, "\(uri)")
                }
            }
            // A HEAD of what a GET refuses is refused the same way, without the body.
            for (uri, status) in [("/api/pokemon/nopemon", HTTPResponse.Status.notFound), ("/api/search?q=fire&limit=x", .badRequest),
                                  ("/no/such/page", .notFound)] {
                try await client.execute(uri: uri, method: .head) { response in
                    #expect(response.status == status, "\(uri)")
                    #expect(response.body.readableBytes == 0, "\(uri)")
                }
            }
        }
    }

    @Test func otherMethodsAre405sWithAllow() async throws {
        try await ServerTest.app().serveOnLoopback { client in
            let cases: [(HTTPRequest.Method, String, String)] = [
                (.options, "/", "GET, HEAD"), (.options, "/api/search?q=x", "GET, HEAD"), (.post, "/api/search", "GET, HEAD"),
                (.delete, "/api/pokemon/25", "GET, HEAD"), (.put, "/app/js/app.js", "GET, HEAD"), (.get, "/api/login", "POST"),
                (.head, "/api/signup", "POST"), (.post, "/api/me/favorites/25", "GET, HEAD, PUT, DELETE"),
                (.patch, "/api/me/backpack/25", "POST, DELETE"), (.trace, "/sprites/25/front_default", "GET, HEAD"),
            ]
            for (method, uri, allow) in cases {
                // No Origin: the method is refused before the CSRF check would be.
                try await client.execute(uri: uri, method: method) { response in
                    #expect(response.status == .methodNotAllowed, "\(method) \(uri)")
                    #expect(response.headers[.allow] == allow, "\(method) \(uri)")
                    if method != .head {
                        #expect(response.errorMessage?.contains("not allowed") == true, "\(method) \(uri)")
                    }
                }
            }
            // A path no route has is still a 404, whatever the method.
            try await client.execute(uri: "/api/nothing", method: .options) { response in
                #expect(response.status == .notFound)
            }
        }
    }
}
