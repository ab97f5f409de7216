import CArchive
import Foundation

/// Archives made for the tests with libarchive's writer, from a folder or
/// from entries given one by one (paths an unpacking tool would refuse, an
/// archive inside an archive).
struct TestArchive {
    enum Format: String, CaseIterable, Sendable {
        case zip, tarGzip = "tar.gz", tarXz = "tar.xz"
    }

    /// One entry: a folder (`contents` nil) or a file.
    struct Entry {
        let path: String
        let contents: Data?
    }

    /// Writes the files and folders under `folder` to `archive`, each under
    /// `prefix` (`api-data-master/` as GitHub's archives), folders first.
    static func write(folder: URL, prefix: String, to archive: URL, format: Format) throws {
        var entries: [Entry] = []
        let base = folder.standardizedFileURL.path
        let walker = FileManager.default.enumerator(atPath: base)
        var relativePaths: [String] = []
        while let path = walker?.nextObject() as? String { relativePaths.append(path) }
        for path in relativePaths.sorted() {
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: base + "/" + path, isDirectory: &isFolder)
            entries.append(Entry(path: prefix + path + (isFolder.boolValue ? "/" : ""),
                                 contents: isFolder.boolValue ? nil : try Data(contentsOf: URL(fileURLWithPath: base + "/" + path))))
        }
        try write(entries, to: archive, format: format)
    }

    /// Writes `entries` as they are, in order.
    static func write(_ entries: [Entry], to archive: URL, format: Format) throws {
        guard let writer = archive_write_new() else { throw Failure.libarchive("archive_write_new") }
        defer { archive_write_free(writer) }
        switch format {
        case .zip: archive_write_set_format_zip(writer)
        case .tarGzip: archive_write_set_format_pax_restricted(writer); archive_write_add_filter_gzip(writer)
        case .tarXz:
            archive_write_set_format_pax_restricted(writer)
            archive_write_add_filter_xz(writer)
            // The stream is xz whatever its level; the default (6) took 1.4 s of CPU per
            // mini-dump, a dozen times over, for a file no test keeps.
            try check(archive_write_set_filter_option(writer, "xz", "compression-level", "0"), writer)
        }
        try check(archive_write_open_filename(writer, archive.path), writer)
        for item in entries {
            guard let entry = archive_entry_new() else { throw Failure.libarchive("archive_entry_new") }
            defer { archive_entry_free(entry) }
            archive_entry_set_pathname(entry, item.path)
            if let contents = item.contents {
                archive_entry_set_filetype(entry, 0o100000)  // AE_IFREG
                archive_entry_set_perm(entry, 0o644)
                archive_entry_set_size(entry, la_int64_t(contents.count))
            } else {
                archive_entry_set_filetype(entry, 0o040000)  // AE_IFDIR
                archive_entry_set_perm(entry, 0o755)
            }
            try check(archive_write_header(writer, entry), writer)
            if let contents = item.contents, !contents.isEmpty {
                let written = contents.withUnsafeBytes { archive_write_data(writer, $0.baseAddress, $0.count) }
                guard written == contents.count else { throw Failure.libarchive(String(cString: archive_error_string(writer))) }
            }
        }
        try check(archive_write_close(writer), writer)
    }

    private static func check(_ code: Int32, _ writer: OpaquePointer) throws {
        guard code == ARCHIVE_OK else { throw Failure.libarchive(archive_error_string(writer).map { String(cString: $0) } ?? "\(code)") }
    }

    enum Failure: Error {
        case libarchive(String)
    }
}
