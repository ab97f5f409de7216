import Foundation

/// Why an import, a bundle or the default dataset installation failed (a
/// file that cannot be written is a `StoreError`).
///
/// Every message names the file (relative to the dump's `data/api/v2`, in a
/// folder or an archive alike) and, where it applies, the field:
/// `pokemon/10034/index.json: types[0].type: references type 99, which is
/// not in the dump`; an archive's own faults name the archive and entry.
public enum ImportError: Error, CustomStringConvertible, Equatable {
    /// The dump's path does not exist.
    case missingPath(String)
    /// The folder holds no PokéAPI dump (no `data/api/v2`).
    case notADump(String)
    /// The dump lacks an endpoint's folder.
    case missingEndpoint(Endpoint, dump: String)
    /// A file of the dump could not be read.
    case unreadableFile(file: String, reason: String)
    /// A file of the dump is not valid JSON (the reason gives the line and column).
    case malformedJSON(file: String, reason: String)
    /// A field of a file has the wrong shape (`stats[0].base_stat: is not a number`).
    case invalidField(file: String, field: String, reason: String)
    /// A field refers to a resource the dump does not hold.
    case danglingReference(file: String, field: String, endpoint: String, id: Int)
    /// This build carries no bundled dataset to install.
    case noBundledDataset
    /// An endpoint that an import cannot leave out (only moves and items can be).
    case cannotOmit(Endpoint)
    /// An archive that cannot be read to its end; `entry` is the last one reached.
    case damagedArchive(archive: String, entry: String?, reason: String)
    /// An archive entry whose path leaves the archive's folder (`../x`, `/etc/x`).
    case unsafeArchivePath(archive: String, entry: String)
    /// An archive holding an archive, and no dump.
    case nestedArchive(archive: String, entry: String)
    /// An archive holding dumps under two folders.
    case severalDumps(archive: String, first: String, second: String)

    /// The message, naming the file and field at fault.
    public var description: String {
        message.escapingControlCharacters()
    }

    private var message: String {
        switch self {
        case .missingPath(let path):
            return "\(path): no such file or folder"
        case .notADump(let path):
            return "\(path) is not a PokéAPI dump: expected data/api/v2/pokemon/<id>/index.json under it"
        case .missingEndpoint(let endpoint, let dump):
            return "\(dump) is not a complete PokéAPI dump: it has no \(endpoint)/ folder"
        case .unreadableFile(let file, let reason):
            return "\(file): cannot read: \(reason)"
        case .malformedJSON(let file, let reason):
            return "\(file): not valid JSON: \(reason)"
        case .invalidField(let file, let field, let reason):
            return field.isEmpty ? "\(file): \(reason)" : "\(file): \(field): \(reason)"
        case .danglingReference(let file, let field, let endpoint, let id):
            return "\(file): \(field): references \(endpoint) \(id), which is not in the dump"
        case .cannotOmit(let endpoint):
            let omittable = Endpoint.omittable.map(\.rawValue).sorted().joined(separator: ", ")
            return "\(endpoint) cannot be left out of an import (only \(omittable) can)"
        case .noBundledDataset:
            return "this build carries no default dataset"
        case .damagedArchive(let archive, let entry, let reason):
            let place = entry.map { " (reading \($0))" } ?? ""
            return "\(archive): the archive is damaged or cut short\(place): \(reason)"
        case .unsafeArchivePath(let archive, let entry):
            return "\(archive): refused: the entry \(entry) points outside the archive's folder"
        case .nestedArchive(let archive, let entry):
            return "\(archive) holds another archive (\(entry)), not a PokéAPI dump: take that one out and import it"
        case .severalDumps(let archive, let first, let second):
            let folders = [first, second].map { $0.isEmpty ? "its top folder" : "\($0)/" }
            return "\(archive) holds more than one PokéAPI dump (in \(folders[0]) and \(folders[1])): import one at a time"
        }
    }
}
