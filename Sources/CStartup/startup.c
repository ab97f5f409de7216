#include "CStartup.h"

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
