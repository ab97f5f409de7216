import Foundation
import PokeSearchTestSupport
import Testing

/// Every number a request can carry (query parameters, path ids, query
/// fields, headers), thrown at the real server process with the values of
/// `NumberInputs`: each gets an answer and the server lives on; a 400 names
/// what was wrong; a 200 is the right answer for that number; nothing is a 5xx.
@Suite struct NumericInputTests {
    /// One place a number goes: how a value makes a request, the word a 400
    /// must name, and what a 200 (or a 404) must hold for that value.
    struct Parameter: Sendable {
        var name: String
        var method = "GET"
        /// The path and query for a value, percent-encoded by `NumericInputTests.encoded`.
        var path: @Sendable (String) -> String
        var needsLogin = false
        /// The word a 400's message names (the parameter, or the query's field).
        var named: String
        /// Whether a 404 is an answer (an id that names nothing).
        var mayBeMissing = false
        /// Nil when a successful answer is right for the value, else what is wrong.
        var check: @Sendable (_ value: String, _ json: [String: Any]) -> String? = { _, _ in nil }
    }

    static func encoded(_ value: String) -> String {
        value.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? value
    }

    /// The number a value means, as the API reads whole numbers; nil when it reads none.
    static func whole(_ value: String) -> Int? { Int(value) }

    static func pagination(_ route: String, _ prefix: String = "", login: Bool = false, defaultLimit: Int = 20) -> [Parameter] {
        let separator = route.contains("?") ? "&" : "?"
        return [
            Parameter(name: "limit of \(route)", path: { "\(route)\(separator)limit=\(encoded($0))" }, needsLogin: login, named: "limit") { value, json in
                let expected = whole(value).map { min($0, 10_000) } ?? defaultLimit
                return json["limit"] as? Int == expected ? nil : "limit \(json["limit"] ?? "none"), not \(expected)"
            },
            Parameter(name: "offset of \(route)", path: { "\(route)\(separator)offset=\(encoded($0))" }, needsLogin: login, named: "offset") { value, json in
                let expected = whole(value) ?? 0
                return json["offset"] as? Int == expected ? nil : "offset \(json["offset"] ?? "none"), not \(expected)"
            },
            Parameter(name: "page of \(route)", path: { "\(route)\(separator)page=\(encoded($0))" }, needsLogin: login, named: "page") { value, json in
                guard let page = whole(value) else { return json["offset"] as? Int == 0 ? nil : "offset \(json["offset"] ?? "none"), not 0" }
                let (offset, overflow) = (page > 1 ? page - 1 : 0).multipliedReportingOverflow(by: defaultLimit)
                if overflow || page < 1 { return "answered page \(value)" }
                return json["offset"] as? Int == offset ? nil : "offset \(json["offset"] ?? "none"), not \(offset) for page \(value)"
            },
        ]
    }

    /// `field op value` in a Pokémon search: every result holds the comparison.
    static func comparison(_ field: String, _ op: String, key: String) -> Parameter {
        Parameter(name: "\(field)\(op)N in q", path: { "api/search?limit=10000&q=" + encoded(field + op + $0) }, named: field) { value, json in
            guard let number = Double(value) else { return "answered a number it cannot read" }
            let results = json["results"] as? [[String: Any]] ?? []
            let wrong = results.first { result in
                let stat = (result[key] as? Double) ?? Double(result[key] as? Int ?? .min)
                return op == ">" ? !(stat > number) : !(stat < number)
            }
            return wrong.map { "\($0["name"] ?? "?") has \(key) \($0[key] ?? "?")" }
        }
    }

    /// An id in the path: found, it is that id; else a 404.
    static func id(_ route: String, method: String = "GET", login: Bool = false, key: String? = "id") -> Parameter {
        Parameter(name: "\(method) \(route)", method: method, path: { route.replacingOccurrences(of: "{id}", with: encoded($0)) },
                  needsLogin: login, named: "", mayBeMissing: true) { value, json in
            guard let key else { return nil }
            return json[key] as? Int == whole(value) ? nil : "\(key) \(json[key] ?? "none") for \(value)"
        }
    }

    static let parameters: [Parameter] = pagination("api/search?q=fire") + pagination("api/search?favorites=true", login: true)
        + pagination("api/list") + pagination("api/moves?q=a") + pagination("api/items") + pagination("api/abilities?q=s") + pagination("api/natures")
        + pagination("api/me/favorites", login: true) + pagination("api/me/backpack", login: true, defaultLimit: 10_000)
        + [
            Parameter(name: "seed of api/random", path: { "api/random?seed=\(encoded($0))" }, named: "seed"),
            comparison("atk", ">", key: "attack"), comparison("hp", "<", key: "hp"), comparison("total", ">", key: "total"),
            comparison("height", ">", key: "height_m"), comparison("weight", "<", key: "weight_kg"),
            Parameter(name: "gen:N in q", path: { "api/search?limit=10000&q=gen%3A" + encoded($0) }, named: "generation"),
            Parameter(name: "#N in q", path: { "api/search?q=%23" + encoded($0) }, named: "#"),
            Parameter(name: "power>N in moves' q", path: { "api/moves?q=power%3E" + encoded($0) }, named: "power"),
            Parameter(name: "cost<N in items' q", path: { "api/items?q=cost%3C" + encoded($0) }, named: "cost"),
            id("api/pokemon/{id}"), id("api/moves/{id}"), id("api/items/{id}"), id("api/abilities/{id}"), id("api/types/{id}"), id("api/natures/{id}"),
            id("api/me/favorites/{id}", login: true, key: nil), id("api/me/favorites/{id}", method: "PUT", login: true, key: nil),
            id("api/me/favorites/{id}", method: "DELETE", login: true, key: nil),
            id("api/me/backpack/{id}", method: "POST", login: true, key: nil), id("api/me/backpack/{id}", method: "DELETE", login: true, key: nil),
            id("sprites/{id}/front_default?placeholder=1", key: nil),
        ]

    @Test func everyNumberOfEveryRouteIsAnsweredRightOrRefusedByName() async throws {
        let server = try ServerProcess()
        let cookie = try await server.signUp("numbers")
        let values = NumberInputs.values(for: "NumericInputTests")
        var requests = 0
        for parameter in Self.parameters {
            for value in values {
                let shown = "\(parameter.name) = '\(value)'"
                let answer = await server.send(parameter.method, parameter.path(value),
                                               headers: parameter.needsLogin ? ["Cookie": cookie] : [:])
                requests += 1
                guard let answer else {
                    Issue.record("\(shown): no answer; the server \(server.process.isRunning ? "hung" : "died"):\n\(server.log.suffix(2000))")
                    return
                }
                let json = (try? JSONSerialization.jsonObject(with: Data(answer.body.utf8))) as? [String: Any] ?? [:]
                let message = (json["error"] as? [String: Any])?["message"] as? String ?? ""
                switch answer.status {
                case 200, 201:
                    if let wrong = parameter.check(value, json) { Issue.record("\(shown): \(wrong)") }
                case 400:
                    #expect(!message.isEmpty && message.contains(parameter.named), "\(shown): \(answer.body)")
                case 404 where parameter.mayBeMissing, 405 where parameter.mayBeMissing && value.isEmpty:
                    // No id: the path is the collection's, which may not take the method.
                    #expect(!message.isEmpty, "\(shown): says what is missing")
                default:
                    Issue.record("\(shown): \(answer.status) \(answer.body.prefix(300))")
                }
            }
        }
        #expect(server.process.isRunning)
        print("numeric inputs: \(requests) requests over \(Self.parameters.count) parameters")
    }

    @Test func numbersInHeadersNeverHangOrEndTheServer() async throws {
        let server = try ServerProcess()
        for value in NumberInputs.values(for: "NumericInputTests.headers") {
            // Content-Length: the parser's 400, a 413 past the body limit, or the body read as it says.
            let connection = try RawConnection(port: server.port)
            connection.send("POST /api/login HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nOrigin: \(server.base.dropLast())\r\n"
                + "Content-Type: application/json\r\nContent-Length: \(value)\r\nConnection: close\r\n\r\n{}")
            let response = await connection.response(timeout: 60)
            if let response {
                // 408: a length longer than the body waits for the rest until the request's deadline.
                #expect([400, 401, 408, 413].contains(response.status), "Content-Length: \(value): \(response.status) \(response.body)")
            } else {
                Issue.record("Content-Length: \(value): no answer")
            }
            // Dates with numbers past any calendar: ignored, the answer is whole.
            for date in ["Sun, 01 Nov \(value) 00:00:00 GMT", "Sun, \(value) Nov 2026 00:00:00 GMT", "Sun, 01 Nov 2026 \(value):00:00 GMT"] {
                let answer = await server.get("api/pokemon/25", headers: ["If-Modified-Since": date])
                #expect(answer?.status == 200 || answer?.status == 304, "If-Modified-Since: \(date): \(String(describing: answer))")
            }
        }
        #expect(await server.get("api/languages")?.status == 200)
        #expect(server.process.isRunning, "\(server.log.suffix(2000))")
    }
}
