#if DEBUG
import Foundation

/// Whether this process checks its own quick routing against ArgumentParser:
/// `CommandOptions.search` against `SearchCommand`'s declarations, and every
/// search `QuickSearchArguments` reads against ArgumentParser's reading.
///
/// Only in a debug build run with `POKESEARCH_CHECK_ROUTING` set, as
/// `QuickRoutingCLITests` runs it. Not in every debug process: ArgumentParser's
/// debug build validates a command's declarations each time it reads them,
/// and the two checks doubled what the CLI tests' 1,500 processes spent
/// parsing their arguments.
enum RoutingSelfCheck {
    static let isOn = ProcessInfo.processInfo.environment["POKESEARCH_CHECK_ROUTING"] != nil
}
#endif
