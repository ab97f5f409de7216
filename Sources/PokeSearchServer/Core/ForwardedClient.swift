/// What a trusted proxy says of the client behind it.
struct ForwardedClient: Sendable {
    var address: String
    var isHTTPS: Bool
}
