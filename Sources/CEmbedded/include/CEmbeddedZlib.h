#ifndef CEMBEDDED_ZLIB_H
#define CEMBEDDED_ZLIB_H

#include <stddef.h>

/// Result of the zlib helpers: 0 on success, else one of these.
enum {
    pokesearch_zlib_ok = 0,
    pokesearch_zlib_io_error = -1,      /* see errno */
    pokesearch_zlib_data_error = -2,    /* not a complete zlib stream */
    pokesearch_zlib_memory_error = -3,
};

/// Inflates the zlib stream `bytes[0..<length]` into a new file at `path`.
int pokesearch_inflate_to_file(const unsigned char *bytes, size_t length, const char *path);

/// Deflates the file at `source` into a zlib stream written to `destination`.
int pokesearch_deflate_file(const char *source, const char *destination, int level);

/// Compresses `length` bytes into a new gzip member (RFC 1952) in memory, for
/// HTTP `Content-Encoding: gzip`; `*output` is malloc'ed: the caller frees it.
int pokesearch_gzip(const unsigned char *bytes, size_t length, int level, unsigned char **output, size_t *output_length);

#endif
