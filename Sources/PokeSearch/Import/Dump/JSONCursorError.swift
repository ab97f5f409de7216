/// A value of the wrong shape met by `JSONCursor`, e.g. `moves[3].move` not an object.
struct JSONShapeError: Error {
    let field: String
    let expected: String
}

/// Text that is not JSON, met by `JSONCursor` (JSONDecoder then says why).
struct JSONSyntaxError: Error {
    let offset: Int
}
