/// Bounds on what a client may send.
enum ServerLimits {
    /// Largest request body accepted (413 beyond).
    static let maximumBodyBytes = 16 * 1024
    /// Longest path and query accepted (414 beyond).
    static let maximumURIBytes = 4 * 1024
}
