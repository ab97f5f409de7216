/// Units people add to a height or a weight (`height > 10 m`, `weight < 20kg`,
/// `weight > 100 lbs`, `height < 50 cm`): each as its factor to the unit
/// queries compare in (metres, kilograms).
enum MeasureUnit {
    /// Folded unit words for weights, in kilograms.
    static let weights: [String: Double] = [
        "kg": 1, "kgs": 1, "kilo": 1, "kilos": 1, "kilogram": 1, "kilograms": 1, "kilogramme": 1, "kilogrammes": 1,
        "g": 0.001, "gram": 0.001, "grams": 0.001, "gramme": 0.001, "grammes": 0.001,
        "lb": 0.45359237, "lbs": 0.45359237, "pound": 0.45359237, "pounds": 0.45359237,
    ]

    /// Folded unit words for heights, in metres.
    static let heights: [String: Double] = [
        "m": 1, "meter": 1, "meters": 1, "metre": 1, "metres": 1,
        "cm": 0.01, "centimeter": 0.01, "centimeters": 0.01, "centimetre": 0.01, "centimetres": 0.01,
        "ft": 0.3048, "feet": 0.3048, "foot": 0.3048, "in": 0.0254, "inch": 0.0254, "inches": 0.0254,
    ]

    /// The measure a unit alone says (`over 2 m`, `under 100 lbs`) and its factor.
    static func measure(ofUnit unit: String) -> (key: SortKey, factor: Double)? {
        let folded = unit.lowercased()
        if let factor = heights[folded] { return (.height, factor) }
        return weights[folded].map { (.weight, $0) }
    }

    /// A number with its unit in one word (`500kg`, `2m`, `3.5ft`): the
    /// number and the unit, when the unit is one of heights or weights.
    static func split(_ word: String) -> (value: Double, unit: String)? {
        guard let end = word.firstIndex(where: { !($0.isASCII && ($0.isNumber || $0 == ".")) }), end != word.startIndex,
              let value = DecimalNumber.parse(word[..<end]) else { return nil }
        let unit = String(word[end...])
        return measure(ofUnit: unit) == nil ? nil : (value, unit)
    }

    /// The factor of `unit` for `key` (only heights and weights have units).
    static func factor(of unit: String, for key: SortKey) -> Double? {
        switch key {
        case .weight: return weights[unit.lowercased()]
        case .height: return heights[unit.lowercased()]
        default: return nil
        }
    }
}
