import PokeSearch

extension TypeMatchups {
    /// `4×`, `2×`, `½×`, `¼×`, `0×`.
    static func label(_ factor: Int) -> String {
        switch factor {
        case 400: return "4×"
        case 200: return "2×"
        case 50: return "½×"
        case 25: return "¼×"
        case 0: return "0×"
        default: return "\(Double(factor) / 100)×"
        }
    }
}
