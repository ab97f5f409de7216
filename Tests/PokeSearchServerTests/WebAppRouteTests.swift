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
                    #expect(String(buffer: response.body).contains(#"<script type="module" src="/app/js/app.js">"#), "\(path)")
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
