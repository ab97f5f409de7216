import Foundation

/// `pokesearch repair`: a damaged Pokédex rebuilt from the bundled dataset
/// in one step, renamed over it as an import is. The user data file is
/// never touched.
public enum PokedexRepair {
    /// What a repair found and did.
    public enum Outcome: Sendable, Equatable {
        /// The Pokédex reads without damage: nothing was done.
        case healthy
        /// It was missing, damaged or laid out by another version, and was built again.
        case rebuilt
    }

    /// Checks the Pokédex at `location` (`PRAGMA quick_check`) and rebuilds
    /// it when it is missing, damaged, or laid out by another version. Anything that is not a Pokédex is
    /// refused, untouched. An import running meanwhile is waited for, after
    /// `notice` says so, and its Pokédex checked. Leftovers of killed builds are removed.
    public static func run(at location: PokedexLocation, notice: (String) -> Void = { _ in }) throws -> Outcome {
        try Pokedex.refuseNonPokedexPath(location)
        StagingFile.removeLeftovers(of: location.databasePath, location.userDataPath)
        return try DatabaseBuild.holdingLock(location.databasePath, notice: notice) {
            if FileManager.default.fileExists(atPath: location.databasePath) {
                try DatabaseBuild.checkReplaceable(location.databasePath)
                if try !needsRebuilding(location) { return .healthy }
            }
            try DefaultDataset.install(at: location)
            return .rebuilt
        }
    }

    private static func needsRebuilding(_ location: PokedexLocation) throws -> Bool {
        do {
            let pokedex = try Pokedex(location: location)
            if pokedex.isDamaged || IntegrityCheck.findsDamage(in: pokedex.database) { return true }
            if case .outdatedCatalog = try pokedex.read({ try PokedexCompatibility.of($0) }) { return true }
            return false
        } catch StoreError.notAPokedex(_, .empty) {
            return true
        }
    }
}
