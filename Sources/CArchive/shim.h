// libarchive (Debian's libarchive-dev): the archive formats `pokesearch import` reads.
#include <archive.h>
#include <archive_entry.h>
