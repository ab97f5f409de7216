/// A request's path as the log shows it: its first 200 bytes, so that a
/// client cannot fill the log with one request.
enum LoggedPath {
    static func shown(_ path: String) -> String {
        let bytes = path.utf8
        guard bytes.count > 200 else { return path }
        return String(decoding: bytes.prefix(200), as: UTF8.self) + "… (\(bytes.count) bytes)"
    }
}
