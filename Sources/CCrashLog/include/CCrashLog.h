#ifndef CCRASHLOG_H
#define CCRASHLOG_H
#include <stddef.h>

/// Makes a crash of this process leave one line on standard error, in the
/// server log's format (`2026-11-28T04:20:00+0000 critical LABEL: crashed
/// with SIGILL …`), before whatever handled the signal before (the Swift
/// runtime's backtracer) or its default action ends the process. Covers
/// SIGILL and SIGTRAP (a failed Swift runtime check), SIGABRT, SIGSEGV,
/// SIGBUS and SIGFPE. Call once, at start; `label` is copied.
void crash_log_install(const char *label);

/// Remembers `text` (a request's method and path) as what the calling thread
/// last began, for the crash line; NULL forgets it. Copies at most 255 bytes.
void crash_log_note(const char *text, size_t length);

#endif
