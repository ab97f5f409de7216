#include "CICU.h"
#include <dlfcn.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <unicode/ucol.h>
#include <unicode/uloc.h>
#include <unicode/unorm2.h>
#include <unicode/ustring.h>
#include <unicode/utrans.h>
#include <unicode/uversion.h>

// MARK: - Loading ICU

// The system ICU is loaded on first use, not linked: relocating its libraries
// costs a command about a millisecond at start, and most queries (ASCII text,
// no sorting by name) never call it. The headers name each function with the
// version suffix (u_strFoldCase_72), which is also its symbol in the library.
// Each ICU name is a macro of the headers for its versioned symbol: expanded, then quoted.
#define CICU_STRING(x) #x
#define CICU_EXPAND(x) CICU_STRING(x)
#define CICU_SYMBOL(name) CICU_EXPAND(name)
#define CICU_LIBRARY(name) "lib" name ".so." CICU_EXPAND(U_ICU_VERSION_MAJOR_NUM)

static struct {
    __typeof__(&u_getVersion) getVersion;
    __typeof__(&unorm2_getNFKDInstance) nfkdInstance;
    __typeof__(&unorm2_getNFKCInstance) nfkcInstance;
    __typeof__(&unorm2_normalize) normalize;
    __typeof__(&u_strFoldCase) foldCase;
    __typeof__(&uloc_forLanguageTag) forLanguageTag;
    __typeof__(&utrans_openU) transOpen;
    __typeof__(&utrans_close) transClose;
    __typeof__(&utrans_transUChars) transUChars;
    __typeof__(&ucol_open) collatorOpen;
    __typeof__(&ucol_strcoll) collatorCompare;
    __typeof__(&ucol_close) collatorClose;
} icu;
static int icu_loaded;
static pthread_once_t icu_once = PTHREAD_ONCE_INIT;

#ifdef CICU_STATIC
// A fully static executable (`-static-executable`, what `make install` builds:
// see the Makefile) links ICU's static archives: glibc cannot dlopen shared
// libraries into such a process safely (ICU's first mutex crashes), and a
// static link has no relocations to pay for at start.
static void load_icu(void) {
    icu.getVersion = u_getVersion;
    icu.nfkdInstance = unorm2_getNFKDInstance;
    icu.nfkcInstance = unorm2_getNFKCInstance;
    icu.normalize = unorm2_normalize;
    icu.foldCase = u_strFoldCase;
    icu.forLanguageTag = uloc_forLanguageTag;
    icu.transOpen = utrans_openU;
    icu.transClose = utrans_close;
    icu.transUChars = utrans_transUChars;
    icu.collatorOpen = ucol_open;
    icu.collatorCompare = ucol_strcoll;
    icu.collatorClose = ucol_close;
    icu_loaded = 1;
}
#else
static void load_icu(void) {
    void *common = dlopen(CICU_LIBRARY("icuuc"), RTLD_NOW | RTLD_LOCAL);
    void *i18n = dlopen(CICU_LIBRARY("icui18n"), RTLD_NOW | RTLD_LOCAL);
    if (!common || !i18n) return;
    icu.getVersion = dlsym(common, CICU_SYMBOL(u_getVersion));
    icu.nfkdInstance = dlsym(common, CICU_SYMBOL(unorm2_getNFKDInstance));
    icu.nfkcInstance = dlsym(common, CICU_SYMBOL(unorm2_getNFKCInstance));
    icu.normalize = dlsym(common, CICU_SYMBOL(unorm2_normalize));
    icu.foldCase = dlsym(common, CICU_SYMBOL(u_strFoldCase));
    icu.forLanguageTag = dlsym(common, CICU_SYMBOL(uloc_forLanguageTag));
    icu.transOpen = dlsym(i18n, CICU_SYMBOL(utrans_openU));
    icu.transClose = dlsym(i18n, CICU_SYMBOL(utrans_close));
    icu.transUChars = dlsym(i18n, CICU_SYMBOL(utrans_transUChars));
    icu.collatorOpen = dlsym(i18n, CICU_SYMBOL(ucol_open));
    icu.collatorCompare = dlsym(i18n, CICU_SYMBOL(ucol_strcoll));
    icu.collatorClose = dlsym(i18n, CICU_SYMBOL(ucol_close));
    icu_loaded = icu.getVersion && icu.nfkdInstance && icu.nfkcInstance && icu.normalize && icu.foldCase
        && icu.forLanguageTag && icu.transOpen && icu.transClose && icu.transUChars
        && icu.collatorOpen && icu.collatorCompare && icu.collatorClose;
}
#endif

// Whether ICU could be loaded; every entry point below returns CICU_ERROR
// (or NULL) without it, and callers keep the text as it was.
static int have_icu(void) {
    pthread_once(&icu_once, load_icu);
    return icu_loaded;
}

int32_t cicu_version_major(void) {
    if (!have_icu()) return 0;
    UVersionInfo v;
    icu.getVersion(v);
    return v[0];
}

// MARK: - Folding

// Intermediate results of cicu_fold live on the stack unless a string is long.
enum { STACK_UNITS = 512 };

typedef int32_t (*Step)(const UChar *src, int32_t len, UChar *dst, int32_t cap, UErrorCode *status);

static int32_t nfkd(const UChar *src, int32_t len, UChar *dst, int32_t cap, UErrorCode *status) {
    return icu.normalize(icu.nfkdInstance(status), src, len, dst, cap, status);
}

static int32_t case_fold(const UChar *src, int32_t len, UChar *dst, int32_t cap, UErrorCode *status) {
    return icu.foldCase(dst, cap, src, len, U_FOLD_CASE_DEFAULT, status);
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
    if (!have_icu()) return CICU_ERROR;
    UChar stack1[STACK_UNITS], stack2[STACK_UNITS];
    UChar *decomposed = NULL, *folded = NULL;
    int32_t result = CICU_ERROR;

    int32_t n = apply(nfkd, src, len, stack1, &decomposed);
    if (n < 0) goto done;
    n = strip_diacritics(decomposed, n);
    n = apply(case_fold, decomposed, n, stack2, &folded);
    if (n < 0) goto done;

    UErrorCode status = U_ZERO_ERROR;
    const UNormalizer2 *nfkc = icu.nfkcInstance(&status);
    n = icu.normalize(nfkc, folded, n, dst, cap, &status);
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

static void close_translit(void *translit) { icu.transClose(translit); }

static void make_translit_keys(void) {
    for (int i = 0; i < TRANSLITERATOR_COUNT; i++) pthread_key_create(&translit_keys[i], close_translit);
}

static UTransliterator *thread_translit(int which) {
    if (!have_icu()) return NULL;
    pthread_once(&translit_once, make_translit_keys);
    UTransliterator *translit = pthread_getspecific(translit_keys[which]);
    if (translit) return translit;
    UErrorCode status = U_ZERO_ERROR;
    translit = icu.transOpen(translit_ids[which], -1, UTRANS_FORWARD, NULL, 0, NULL, &status);
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
    icu.transUChars(translit, dst, &length, cap, 0, &limit, &status);
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
    if (!have_icu()) return NULL;
    char locale[ULOC_FULLNAME_CAPACITY] = "";
    UErrorCode status = U_ZERO_ERROR;
    int32_t parsed = 0;
    icu.forLanguageTag(language_tag, locale, (int32_t)sizeof locale, &parsed, &status);
    if (U_FAILURE(status)) locale[0] = 0;
    status = U_ZERO_ERROR;
    UCollator *collator = icu.collatorOpen(locale, &status);
    return U_FAILURE(status) ? NULL : collator;
}

int32_t cicu_collator_compare(const void *collator, const uint16_t *a, int32_t alen, const uint16_t *b, int32_t blen) {
    return (int32_t)icu.collatorCompare((const UCollator *)collator, a, alen, b, blen);
}

void cicu_collator_close(void *collator) { icu.collatorClose(collator); }
