#ifndef CWEBASSETS_H
#define CWEBASSETS_H

#include <stddef.h>

/// One file of the web app, compiled into the binary.
typedef struct {
    const unsigned char *bytes;
    size_t length;
} pokesearch_web_asset;

/// The web app's files, by path under Web/ (`index.html`, `js/app.js`).
size_t pokesearch_web_asset_count(void);
const char *pokesearch_web_asset_path(size_t index);
pokesearch_web_asset pokesearch_web_asset_bytes(size_t index);

#endif
