// Streaming zlib over files, so that neither the bundled dataset nor the
// database it inflates to is ever held whole in memory.
#include "CEmbeddedZlib.h"

#include <stdio.h>
#include <stdlib.h>
#include <zlib.h>

enum { chunk = 1 << 18 };

static int write_all(FILE *file, const unsigned char *bytes, size_t count) {
    return fwrite(bytes, 1, count, file) == count ? pokesearch_zlib_ok : pokesearch_zlib_io_error;
}

int pokesearch_inflate_to_file(const unsigned char *bytes, size_t length, const char *path) {
    FILE *out = fopen(path, "wb");
    if (!out) return pokesearch_zlib_io_error;
    unsigned char *buffer = malloc(chunk);
    z_stream stream = { 0 };
    if (!buffer || inflateInit(&stream) != Z_OK) { free(buffer); fclose(out); return pokesearch_zlib_memory_error; }
    stream.next_in = (unsigned char *)bytes;
    stream.avail_in = (uInt)length;
    int status = Z_OK, result = pokesearch_zlib_ok;
    while (status != Z_STREAM_END && result == pokesearch_zlib_ok) {
        stream.next_out = buffer;
        stream.avail_out = chunk;
        status = inflate(&stream, Z_NO_FLUSH);
        if (status == Z_MEM_ERROR) result = pokesearch_zlib_memory_error;
        else if (status != Z_OK && status != Z_STREAM_END) result = pokesearch_zlib_data_error;
        else if (status == Z_OK && stream.avail_in == 0 && stream.avail_out != 0) result = pokesearch_zlib_data_error;
        else result = write_all(out, buffer, chunk - stream.avail_out);
    }
    inflateEnd(&stream);
    free(buffer);
    if (fclose(out) != 0 && result == pokesearch_zlib_ok) result = pokesearch_zlib_io_error;
    return result;
}

int pokesearch_deflate_file(const char *source, const char *destination, int level) {
    FILE *in = fopen(source, "rb");
    if (!in) return pokesearch_zlib_io_error;
    FILE *out = fopen(destination, "wb");
    if (!out) { fclose(in); return pokesearch_zlib_io_error; }
    unsigned char *input = malloc(chunk), *output = malloc(chunk);
    z_stream stream = { 0 };
    if (!input || !output || deflateInit(&stream, level) != Z_OK) {
        free(input); free(output); fclose(in); fclose(out);
        return pokesearch_zlib_memory_error;
    }
    int flush = Z_NO_FLUSH, result = pokesearch_zlib_ok;
    while (flush != Z_FINISH && result == pokesearch_zlib_ok) {
        stream.avail_in = (uInt)fread(input, 1, chunk, in);
        if (ferror(in)) { result = pokesearch_zlib_io_error; break; }
        flush = feof(in) ? Z_FINISH : Z_NO_FLUSH;
        stream.next_in = input;
        do {
            stream.next_out = output;
            stream.avail_out = chunk;
            deflate(&stream, flush);
            result = write_all(out, output, chunk - stream.avail_out);
        } while (stream.avail_out == 0 && result == pokesearch_zlib_ok);
    }
    deflateEnd(&stream);
    free(input);
    free(output);
    fclose(in);
    if (fclose(out) != 0 && result == pokesearch_zlib_ok) result = pokesearch_zlib_io_error;
    return result;
}

int pokesearch_gzip(const unsigned char *bytes, size_t length, int level, unsigned char **output, size_t *output_length) {
    *output = 0;
    *output_length = 0;
    z_stream stream = { 0 };
    // A window no larger than the input compresses it as well as zlib's 32 KB
    // one, and a hash table to match: less memory to set up and clear on each
    // call (the server gzips every answer of a few KB).
    int window_bits = 9;
    while (window_bits < 15 && ((size_t)1 << window_bits) < length) window_bits++;
    int memory_level = window_bits - 7 < 8 ? (window_bits - 7 < 1 ? 1 : window_bits - 7) : 8;
    // + 16: a gzip header and trailer instead of zlib's.
    if (deflateInit2(&stream, level, Z_DEFLATED, window_bits + 16, memory_level, Z_DEFAULT_STRATEGY) != Z_OK) return pokesearch_zlib_memory_error;
    uLong bound = deflateBound(&stream, (uLong)length);
    unsigned char *buffer = malloc(bound);
    if (!buffer) { deflateEnd(&stream); return pokesearch_zlib_memory_error; }
    stream.next_in = (unsigned char *)bytes;
    stream.avail_in = (uInt)length;
    stream.next_out = buffer;
    stream.avail_out = (uInt)bound;
    int status = deflate(&stream, Z_FINISH);
    size_t written = stream.total_out;
    deflateEnd(&stream);
    if (status != Z_STREAM_END) { free(buffer); return pokesearch_zlib_data_error; }
    *output = buffer;
    *output_length = written;
    return pokesearch_zlib_ok;
}
