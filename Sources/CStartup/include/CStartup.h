#ifndef CSTARTUP_H
#define CSTARTUP_H

/// Tunes the C allocator for a process that runs one command and exits
/// (see startup.c).
void pokesearch_tune_allocator_for_one_command(void);

/// Turns off SQLite's allocation statistics (see startup.c); call it
/// before anything opens a database.
void pokesearch_configure_sqlite(void);

#endif
