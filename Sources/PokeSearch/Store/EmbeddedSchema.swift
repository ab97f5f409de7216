import CEmbedded

public enum EmbeddedSchema {
    public static var files: [(name: String, sql: String)] {
        (0..<pokesearch_schema_count()).map { i in
            let blob = pokesearch_schema_file(i)
            let text = String(decoding: UnsafeBufferPointer(start: blob.bytes, count: blob.length), as: UTF8.self)
            return (String(cString: pokesearch_schema_name(i)), text)
        }
    }
}
