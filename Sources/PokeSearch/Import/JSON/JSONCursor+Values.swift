/// Typed values at the cursor, each checked against the shape a record
/// expects; a wrong one throws `JSONShapeError` naming its field.
extension JSONCursor {
    /// The whole number at the cursor.
    mutating func int(at field: @autoclosure () -> String) throws -> Int {
        skipSpace()
        guard peek == UInt8(ascii: "-") || peek &- UInt8(ascii: "0") < 10 else { throw shapeError(field(), "a number") }
        guard let value = try number() else { throw JSONShapeError.notA("a whole number", field()) }
        return value
    }

    /// `true` or `false` at the cursor.
    mutating func bool(at field: @autoclosure () -> String) throws -> Bool {
        skipSpace()
        switch peek {
        case UInt8(ascii: "t"): try literal("true"); return true
        case UInt8(ascii: "f"): try literal("false"); return false
        default: throw shapeError(field(), "true or false")
        }
    }

    /// The string at the cursor, unescaped.
    mutating func string(at field: @autoclosure () -> String) throws -> String {
        text(try rawString(at: field()))
    }

    /// What `read` makes of the value at the cursor, or nil for `null`.
    mutating func nullable<T>(_ read: (inout JSONCursor) throws -> T) throws -> T? {
        try skipNull() ? nil : try read(&self)
    }

    /// The list at the cursor, each element made by `read` from the cursor
    /// and the element's index.
    mutating func list<T>(at field: @autoclosure () -> String, _ read: (inout JSONCursor, Int) throws -> T) throws -> [T] {
        var list: [T] = []
        try elements(at: field()) { json, index in list.append(try read(&json, index)) }
        return list
    }
}

extension Optional {
    /// The value of a member a record cannot do without.
    func required(_ field: @autoclosure () -> String) throws -> Wrapped {
        guard let self else { throw JSONShapeError.missing(field()) }
        return self
    }
}
