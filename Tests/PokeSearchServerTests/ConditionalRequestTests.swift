import Foundation
import Hummingbird
import Testing
@testable import PokeSearchServer

/// Revalidation: `If-None-Match` and `If-Modified-Since` give a 304 for an
/// answer the client holds, never for a refusal.
@Suite struct ConditionalRequestTests {
    @Test func ifModifiedSinceIsHonoured() async throws {
        try await ServerTest.app().serveOnLoopback { client in
            let lastModified = try await client.execute(uri: "/api/pokemon/25", method: .get) { response in
                try #require(response.headers[.lastModified])
            }
            let date = try #require(HTTPDate.parse(lastModified))
            for since in [lastModified, HTTPDate.format(date + 3600)] {
                try await client.execute(uri: "/api/pokemon/25", method: .get, headers: [.ifModifiedSince: since]) { response in
                    #expect(response.status == .notModified, "\(since)")
                    #expect(response.body.readableBytes == 0)
                }
            }
            for since in [HTTPDate.format(date - 1), "not a date"] {
                try await client.execute(uri: "/api/pokemon/25", method: .get, headers: [.ifModifiedSince: since]) { response in
                    #expect(response.status == .ok, "\(since)")
                }
            }
            // If-None-Match wins over If-Modified-Since (RFC 9110 §13.2.2).
            try await client.execute(uri: "/api/pokemon/25", method: .get,
                                     headers: [.ifModifiedSince: lastModified, .ifNoneMatch: "\"other\""]) { response in
                #expect(response.status == .ok)
            }
        }
    }

    @Test func refusalsAreNever304s() async throws {
        try await ServerTest.app().serveOnLoopback { client in
            let etag = try await client.execute(uri: "/api/search?q=pikachu", method: .get) { try #require($0.headers[.eTag]) }
            let lastModified = try await client.execute(uri: "/api/search?q=pikachu", method: .get) { try #require($0.headers[.lastModified]) }
            for headers: HTTPFields in [[.ifNoneMatch: "*"], [.ifNoneMatch: etag], [.ifModifiedSince: lastModified]] {
                for (uri, status) in [("/api/pokemon/nopemon", HTTPResponse.Status.notFound), ("/api/search?q=fire&limit=x", .badRequest),
                                      ("/api/moves/nomove", .notFound), ("/api/search?q=tpye:fire", .badRequest)] {
                    try await client.execute(uri: uri, method: .get, headers: headers) { response in
                        #expect(response.status == status, "\(uri) \(headers)")
                        #expect(response.errorMessage != nil, "\(uri)")
                    }
                }
                try await client.execute(uri: "/api/pokemon/25", method: .get, headers: headers) { response in
                    #expect(response.status == .notModified, "\(headers)")
                }
            }
        }
    }

    @Test func httpDatesRoundTrip() throws {
        let date = Date(timeIntervalSince1970: 784_111_777) // Sun, 06 Nov 1994 08:49:37 GMT
        #expect(HTTPDate.format(date) == "Sun, 06 Nov 1994 08:49:37 GMT")
        #expect(HTTPDate.parse("Sun, 06 Nov 1994 08:49:37 GMT") == date)
        #expect(HTTPDate.parse("Sunday, 06-Nov-94 08:49:37 GMT") == nil)
    }
}
