import Foundation

/// Turns what JSONDecoder and file reading throw into a message naming the
/// file and field, never a raw `DecodingError` dump.
enum DecodingFailure {
    static func importError(_ error: any Error, file: DumpFile) -> any Error {
        if error is ImportError { return error }
        let path = file.displayPath
        switch error {
        case let error as JSONSyntaxError:
            return ImportError.malformedJSON(file: path, reason: "unexpected text at byte \(error.offset)")
        case let error as JSONShapeError where error.expected == "present":
            return ImportError.invalidField(file: path, field: error.field, reason: "is missing")
        case let error as JSONShapeError:
            return ImportError.invalidField(file: path, field: error.field, reason: "is not \(error.expected)")
        case DecodingError.keyNotFound(let key, let context):
            return ImportError.invalidField(file: path, field: field(context.codingPath + [key]), reason: "is missing")
        case DecodingError.valueNotFound(let type, let context):
            return ImportError.invalidField(file: path, field: field(context.codingPath), reason: "is null, expected \(describe(type))")
        case DecodingError.typeMismatch(let type, let context):
            return ImportError.invalidField(file: path, field: field(context.codingPath), reason: "is not \(describe(type))")
        case DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty:
            return ImportError.malformedJSON(file: path, reason: syntaxReason(context))
        case DecodingError.dataCorrupted(let context):
            return ImportError.invalidField(file: path, field: field(context.codingPath), reason: context.debugDescription)
        case let error as CocoaError where error.code == .fileReadNoSuchFile:
            return ImportError.unreadableFile(file: path, reason: "no such file")
        case let error as CocoaError:
            let reason = (error.userInfo[NSUnderlyingErrorKey] as? any Error).map { "\($0.localizedDescription)" } ?? error.localizedDescription
            return ImportError.unreadableFile(file: path, reason: reason)
        default:
            return ImportError.unreadableFile(file: path, reason: "\(error.localizedDescription)")
        }
    }

    /// `types[0].type` from a coding path.
    static func field(_ path: [any CodingKey]) -> String {
        var text = ""
        for key in path {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : "." + key.stringValue
            }
        }
        return text
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is Int.Type: "a number"
        case is String.Type: "a string"
        case is Bool.Type: "true or false"
        case is [Any].Type: "a list"
        default: "an object"
        }
    }

    /// The parser's own words about where the text breaks off, e.g.
    /// "Unexpected end of file".
    private static func syntaxReason(_ context: DecodingError.Context) -> String {
        if let underlying = context.underlyingError {
            let described = (underlying as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
            return described ?? "\(underlying)"
        }
        return context.debugDescription
    }
}
