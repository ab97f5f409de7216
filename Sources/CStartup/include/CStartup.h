#ifndef CSTARTUP_H
#define CSTARTUP_H

/// Tunes the C allocator for a process that runs one command and exits
/// (see startup.c).
void pokesearch_tune_allocator_for_one_command(void);

#endif
