import Foundation
import Hummingbird
import Testing
@testable import PokeSearchServer

@Suite struct WebAppRouteTests {
    @Test func anUnknownPageAnswersTheAppWith404AndUnknownAPIPathsStayJSON() async throws {
        try await ServerTest.app().serveOnLoopback { client in
            for path in ["/nope", "/pokemon/6/extra", "/a/b/c"] {
                try await client.execute(uri: path, method: .get) { response in
                    #expect(response.status == .notFound, "\(path)")
                    #expect(response.headers[.contentType] == "text/html; charset=utf-8", "\(path)")
                    #expect(String(buffer: response.body).contains(#"<script type="module" src="/app/"# + WebAppFiles().version + #"/js/app.js">"#),
                            "\(path)")
                }
            }
            for path in ["/api/nope", "/app/js/nope.js", "/sprites/nope"] {
                try await client.execute(uri: path, method: .get) { response in
                    #expect(response.status == .notFound, "\(path)")
                    #expect(response.headers[.contentType] == "application/json; charset=utf-8", "\(path)")
                }
            }
            try await client.execute(uri: "/pokemon/6", method: .get) { response in
                #expect(response.status == .ok)
            }
        }
    }

    /// What the page names lies under its version, kept a year without asking
    /// again; the same file without the version, or under another, revalidates.
    @Test func thePagesFilesAreNamedUnderTheirVersionAndKept() async throws {
        let version = WebAppFiles().version
        #expect(version.count == 14 && version.hasPrefix("v-"), "\(version)")
        try await ServerTest.app().serveOnLoopback { client in
            var named: [String] = []
            try await client.execute(uri: "/", method: .get) { response in
                let page = String(buffer: response.body)
                #expect(response.headers[.cacheControl] == "no-cache")
                named = page.components(separatedBy: #""/app/"#).dropFirst().map { "/app/" + $0.prefix { $0 != "\"" } }
            }
            #expect(named.count >= 20, "\(named)")
            #expect(named.allSatisfy { $0.hasPrefix("/app/\(version)/") }, "\(named)")
            for path in named {
                try await client.execute(uri: path, method: .get) { response in
                    #expect(response.status == .ok, "\(path)")
                    #expect(response.headers[.cacheControl] == "public, max-age=31536000, immutable", "\(path)")
                }
            }
            for path in ["/app/js/app.js", "/app/v-000000000000/js/app.js"] {
                try await client.execute(uri: path, method: .get) { response in
                    #expect(response.status == .ok, "\(path)")
                    #expect(response.headers[.cacheControl] == "no-cache", "\(path)")
                    #expect(response.headers[.eTag] != nil, "\(path)")
                }
            }
            try await client.execute(uri: "/app/\(version)/js/nope.js", method: .get) { response in
                #expect(response.status == .notFound)
            }
        }
    }

    @Test func thePageListsTheUILanguagesTheServerEmbeds() async throws {
        try await ServerTest.app().serveOnLoopback { client in
            try await client.execute(uri: "/", method: .get) { response in
                #expect(String(buffer: response.body).contains(
                    #"<meta name="pokesearch-ui-languages" content="de en es es-419 fr it ja ja-hrkt ja-roma ko zh-hans zh-hant">"#))
            }
        }
        #expect(WebAppFiles.uiLanguage(of: "i18n/pt-br.json") == "pt-br")
        #expect(WebAppFiles.uiLanguage(of: "js/i18n.js") == nil)
        #expect(WebAppFiles.uiLanguage(of: "i18n/views/fr.json") == nil)
    }
}
