import Hummingbird

extension HTTPFields {
    /// These fields with `other`'s set over them.
    func merging(_ other: HTTPFields) -> HTTPFields {
        var result = self
        for field in other { result[field.name] = field.value }
        return result
    }
}
