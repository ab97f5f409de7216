import Foundation
import Hummingbird
import PokeSearch

/// Encodes API answers as the CLI's `--format json` does: snake_case keys
/// (the engine's types name them), dates as ISO 8601 in UTC.
enum JSONBody {
    static let contentType = "application/json; charset=utf-8"

    static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(CatchDate.stored(date))
        }
        return encoder
    }

    /// A response with `value` as JSON; `headers` added.
    static func response(_ value: some Encodable, status: HTTPResponse.Status = .ok, headers: HTTPFields = [:]) throws -> Response {
        let data = try encoder().encode(value)
        var fields = headers
        fields[.contentType] = contentType
        return Response(status: status, headers: fields, body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }
}
