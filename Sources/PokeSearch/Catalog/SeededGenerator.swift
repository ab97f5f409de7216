/// SplitMix64: a tiny random generator whose sequence depends only on its
/// seed, so that `encounter --seed 42` meets the same Pokémon on every
/// machine and Swift version (the standard generator cannot be seeded).
package struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    package init(seed: UInt64) {
        state = seed
    }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// An index in `0..<count` drawn from the next value; the modulo bias is
    /// below one in 10^15 for a Pokédex, and unlike `Int.random(in:using:)`
    /// the result does not depend on the standard library's algorithm.
    package mutating func index(below count: Int) -> Int {
        precondition(count > 0)
        return Int(next() % UInt64(count))
    }
}
