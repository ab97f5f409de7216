extension Endpoint {
    /// The endpoint's place in `allCases`, the order a folder is read in.
    var ordinal: Int { Self.ordinals[self]! }

    private static let ordinals = Dictionary(uniqueKeysWithValues: allCases.enumerated().map { ($1, $0) })
}
