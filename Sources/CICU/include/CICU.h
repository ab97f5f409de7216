#ifndef CICU_H
#define CICU_H
// Plain C types only: Foundation on Linux bundles its own ICU headers, so no
// <unicode/*.h> may leak into a module that Swift imports.
#include <stdint.h>

/// Returned for ICU failures other than a too-small output buffer.
static const int32_t CICU_ERROR = INT32_MIN;

// Text functions take UTF-16 `src` of `len` units and write to `dst` of `cap`
// units. They return the output length, -(n) when `cap` is too small (retry
// with at least n units; the retry may ask again), or CICU_ERROR. `dst` is
// not NUL-terminated.

/// The major version of the system ICU.
int32_t cicu_version_major(void);

/// Search folding: NFKD, drop U+0300-U+036F, full case fold, NFKC.
int32_t cicu_fold(const uint16_t *src, int32_t len, uint16_t *dst, int32_t cap);

/// ICU "Any-Latin; Latin-ASCII; Lower". Thread-safe: one transliterator per thread.
int32_t cicu_to_latin(const uint16_t *src, int32_t len, uint16_t *dst, int32_t cap);

/// ICU "Any-Latin" alone, diacritics and capitals kept: more than twice as fast,
/// for callers that fold the result anyway. Thread-safe like cicu_to_latin.
int32_t cicu_any_latin(const uint16_t *src, int32_t len, uint16_t *dst, int32_t cap);

// MARK: - Collation

/// An ICU collator for a BCP 47 language tag (`fr`, `ja`, `zh-Hant`), or NULL
/// when ICU has none; the root collation for a tag it does not know.
/// Comparing with one collator from several threads is safe.
void *cicu_collator_open(const char *language_tag);

/// -1, 0 or 1 as `a` sorts before, with or after `b` (UTF-16 of `alen`, `blen` units).
int32_t cicu_collator_compare(const void *collator, const uint16_t *a, int32_t alen, const uint16_t *b, int32_t blen);

/// Frees a collator of cicu_collator_open.
void cicu_collator_close(void *collator);

// MARK: - Confusables

/// The confusable skeleton of Unicode TS #39 (ICU's uspoof_getSkeleton): two
/// strings that look alike (`Мisty` with a Cyrillic М, `Misty`) have the same one.
int32_t cicu_skeleton(const uint16_t *src, int32_t len, uint16_t *dst, int32_t cap);

#endif
