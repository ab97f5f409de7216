import NIOCore

/// What `/sprites/{id}/{kind}?placeholder=1` answers for a sprite that
/// cannot be had: a transparent 1×1 SVG, with 200, so the page's image loads
/// without an error in the browser's console, and the page, seeing its
/// size, draws its own placeholder in the type colour. Real sprites are 40
/// pixels wide or more.
enum SpritePlaceholder {
    static let width = 1
    static let contentType = "image/svg+xml"
    static let bytes = ByteBuffer(string:
        #"<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1" viewBox="0 0 1 1"/>"#)
    /// Asked again soon: the sprite may be had once the machine is online.
    static let cacheControl = "no-cache"
}
