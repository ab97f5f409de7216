#include "CICU.h"
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <unicode/ucol.h>
#include <unicode/uloc.h>
#include <unicode/unorm2.h>
#include <unicode/ustring.h>
#include <unicode/utrans.h>
#include <unicode/uversion.h>

int32_t cicu_version_major(void) { UVersionInfo v; u_getVersion(v); return v[0]; }

// MARK: - Folding

// Intermediate results of cicu_fold live on the stack unless a string is long.
enum { STACK_UNITS = 512 };

typedef int32_t (*Step)(const UChar *src, int32_t len, UChar *dst, int32_t cap, UErrorCode *status);

static int32_t nfkd(const UChar *src, int32_t len, UChar *dst, int32_t cap, UErrorCode *status) {
    return unorm2_normalize(unorm2_getNFKDInstance(status), src, len, dst, cap, status);
}

static int32_t case_fold(const UChar *src, int32_t len, UChar *dst, int32_t cap, UErrorCode *status) {
    return u_strFoldCase(dst, cap, src, len, U_FOLD_CASE_DEFAULT, status);
}

// Runs `step` into `stack`, or into a malloc'ed *out when the result does not fit
// (the caller frees *out when it differs from `stack`). Returns the length or -1.
static int32_t apply(Step step, const UChar *src, int32_t len, UChar *stack, UChar **out) {
    UErrorCode status = U_ZERO_ERROR;
    *out = stack;
    int32_t n = step(src, len, stack, STACK_UNITS, &status);
    if (status == U_BUFFER_OVERFLOW_ERROR) {
        if (!(*out = malloc((size_t)n * sizeof(UChar)))) return -1;
        status = U_ZERO_ERROR;
        n = step(src, len, *out, n, &status);
    }
    return U_FAILURE(status) ? -1 : n;
}

// Only the combining diacritical marks block: other marks carry meaning (the
// Japanese voiced sound marks U+3099/U+309A make ガ out of カ).
static int32_t strip_diacritics(UChar *text, int32_t len) {
    int32_t kept = 0;
    for (int32_t i = 0; i < len; i++) {
        if (text[i] < 0x0300 || text[i] > 0x036F) text[kept++] = text[i];
    }
    return kept;
}

int32_t cicu_fold(const uint16_t *src, int32_t len, uint16_t *dst, int32_t cap) {
    UChar stack1[STACK_UNITS], stack2[STACK_UNITS];
    UChar *decomposed = NULL, *folded = NULL;
    int32_t result = CICU_ERROR;

    int32_t n = apply(nfkd, src, len, stack1, &decomposed);
    if (n < 0) goto done;
    n = strip_diacritics(decomposed, n);
    n = apply(case_fold, decomposed, n, stack2, &folded);
    if (n < 0) goto done;

    UErrorCode status = U_ZERO_ERROR;
    const UNormalizer2 *nfkc = unorm2_getNFKCInstance(&status);
    n = unorm2_normalize(nfkc, folded, n, dst, cap, &status);
    if (status == U_BUFFER_OVERFLOW_ERROR) result = -n;
    else if (U_SUCCESS(status)) result = n;

done:
    if (decomposed && decomposed != stack1) free(decomposed);
    if (folded && folded != stack2) free(folded);
    return result;
}

// MARK: - Transliteration

enum { LATIN_ASCII_LOWER, ANY_LATIN, TRANSLITERATOR_COUNT };
static const UChar *const translit_ids[TRANSLITERATOR_COUNT] = {
    [LATIN_ASCII_LOWER] = u"Any-Latin; Latin-ASCII; Lower",
    [ANY_LATIN] = u"Any-Latin",
};

// Opening "Any-Latin" costs milliseconds and a UTransliterator must not be
// shared between threads, so each thread opens its own and keeps them until it exits.
static pthread_key_t translit_keys[TRANSLITERATOR_COUNT];
static pthread_once_t translit_once = PTHREAD_ONCE_INIT;

static void close_translit(void *translit) { utrans_close(translit); }

static void make_translit_keys(void) {
    for (int i = 0; i < TRANSLITERATOR_COUNT; i++) pthread_key_create(&translit_keys[i], close_translit);
}

static UTransliterator *thread_translit(int which) {
    pthread_once(&translit_once, make_translit_keys);
    UTransliterator *translit = pthread_getspecific(translit_keys[which]);
    if (translit) return translit;
    UErrorCode status = U_ZERO_ERROR;
    translit = utrans_openU(translit_ids[which], -1, UTRANS_FORWARD, NULL, 0, NULL, &status);
    if (U_FAILURE(status)) return NULL;
    pthread_setspecific(translit_keys[which], translit);
    return translit;
}

static int32_t transliterate(int which, const uint16_t *src, int32_t len, uint16_t *dst, int32_t cap) {
    UTransliterator *translit = thread_translit(which);
    if (!translit) return CICU_ERROR;
    if (len > cap) return -len;  // transliterated in place: the source must fit first
    if (len > 0) memcpy(dst, src, (size_t)len * sizeof(UChar));
    int32_t length = len, limit = len;
    UErrorCode status = U_ZERO_ERROR;
    utrans_transUChars(translit, dst, &length, cap, 0, &limit, &status);
    if (status == U_BUFFER_OVERFLOW_ERROR || length > cap) return -length;
    return U_FAILURE(status) ? CICU_ERROR : length;
}

int32_t cicu_to_latin(const uint16_t *src, int32_t len, uint16_t *dst, int32_t cap) {
    return transliterate(LATIN_ASCII_LOWER, src, len, dst, cap);
}

int32_t cicu_any_latin(const uint16_t *src, int32_t len, uint16_t *dst, int32_t cap) {
    return transliterate(ANY_LATIN, src, len, dst, cap);
}

// MARK: - Collation

void *cicu_collator_open(const char *language_tag) {
    char locale[ULOC_FULLNAME_CAPACITY] = "";
    UErrorCode status = U_ZERO_ERROR;
    int32_t parsed = 0;
    uloc_forLanguageTag(language_tag, locale, (int32_t)sizeof locale, &parsed, &status);
    if (U_FAILURE(status)) locale[0] = 0;
    status = U_ZERO_ERROR;
    UCollator *collator = ucol_open(locale, &status);
    return U_FAILURE(status) ? NULL : collator;
}

int32_t cicu_collator_compare(const void *collator, const uint16_t *a, int32_t alen, const uint16_t *b, int32_t blen) {
    return (int32_t)ucol_strcoll((const UCollator *)collator, a, alen, b, blen);
}

void cicu_collator_close(void *collator) { ucol_close(collator); }
