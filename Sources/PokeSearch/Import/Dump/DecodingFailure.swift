/// Turns what reading and decoding a file throw into a message naming the
/// file and field.
enum DecodingFailure {
    static func importError(_ error: any Error, file: DumpFile) -> any Error {
        let path = file.displayPath
        switch error {
        case let error as ImportError:
            return error
        case let error as JSONSyntaxError:
            return ImportError.malformedJSON(file: path, reason: error.description)
        case let error as JSONShapeError:
            return ImportError.invalidField(file: path, field: error.field, reason: error.reason)
        case let error as FileReadError:
            return ImportError.unreadableFile(file: path, reason: error.reason)
        default:
            return ImportError.unreadableFile(file: path, reason: "\(error)")
        }
    }
}
