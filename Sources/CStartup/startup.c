#include "CStartup.h"

#include <sqlite3.h>

#if __has_include(<malloc.h>)
#include <malloc.h>
#endif

void pokesearch_tune_allocator_for_one_command(void) {
#ifdef M_MMAP_THRESHOLD
    // glibc maps each block of 128 KB or more on its own and unmaps it when
    // freed: a search's large blocks (SQLite's copy of the card table, the
    // decoded cards) would each be new pages, every one a page fault. Taken
    // from the heap instead, a freed block's pages serve the next one. A
    // command lives a few milliseconds, so nothing is kept long.
    mallopt(M_MMAP_THRESHOLD, 8 << 20);
#endif
}

void pokesearch_configure_sqlite(void) {
    // Debian's SQLite counts every allocation for sqlite3_memory_used()
    // under one process-wide mutex, and is built without lookaside, so each
    // statement step that allocates takes it: 2 % of an import's CPU time.
    // Nothing here reads those counts. Must come before SQLite's first use
    // (later, SQLite refuses the change, and nothing else happens).
    sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
}
