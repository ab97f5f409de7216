#ifndef CEMBEDDED_H
#define CEMBEDDED_H

#include <stddef.h>
#include "CEmbeddedZlib.h"

/// A file compiled into the binary: its bytes and their count.
typedef struct {
    const unsigned char *bytes;
    size_t length;
} pokesearch_blob;

/// The Schema/*.sql files, in installation order (NUL-terminated text).
size_t pokesearch_schema_count(void);
const char *pokesearch_schema_name(size_t index);
pokesearch_blob pokesearch_schema_file(size_t index);

/// The bundled default dataset (see `pokesearch bundle`).
pokesearch_blob pokesearch_default_dataset(void);

/// The most common passwords, lowercased, one a line (Passwords/README.md).
pokesearch_blob pokesearch_common_passwords(void);

#endif
