/// A command line that cannot run as typed: printed as "Error: …" without the
/// usage ArgumentParser would add, exit status 64 (EX_USAGE) like its own errors.
struct UsageError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
