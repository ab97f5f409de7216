#include "CCrashLog.h"
#include <signal.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

// Everything the handler touches is written before any crash, and until the
// previous handler it calls only async-signal-safe functions (time, write,
// sigaction): a crash may come with the allocator's lock held.

static char label[64] = "server";
static const int signals[] = {SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE};
enum { SIGNAL_COUNT = sizeof signals / sizeof signals[0] };
static struct sigaction previous[SIGNAL_COUNT];

static __thread char request[256];
static __thread size_t request_length;

typedef struct {
    char bytes[640];
    size_t length;
} Line;

static void append(Line *line, const char *text, size_t length) {
    size_t room = sizeof line->bytes - 1 - line->length;
    if (length > room) length = room;
    memcpy(line->bytes + line->length, text, length);
    line->length += length;
}

static void append_text(Line *line, const char *text) { append(line, text, strlen(text)); }

static void append_number(Line *line, long value, int width) {
    char digits[24];
    int count = 0;
    do {
        digits[sizeof digits - 1 - count++] = (char)('0' + value % 10);
        value /= 10;
    } while (value > 0 || count < width);
    append(line, digits + sizeof digits - count, (size_t)count);
}

// UTC as the log writes its times (`2026-11-28T04:20:00+0000`); localtime_r
// may take a lock, so the civil date is computed here (H. Hinnant's days_from_civil, inverted).
static void append_timestamp(Line *line) {
    long now = (long)time(NULL);
    long days = now / 86400, seconds = now % 86400;
    long z = days + 719468, era = z / 146097, doe = z - era * 146097;
    long yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    long doy = doe - (365 * yoe + yoe / 4 - yoe / 100), mp = (5 * doy + 2) / 153;
    long day = doy - (153 * mp + 2) / 5 + 1, month = mp < 10 ? mp + 3 : mp - 9, year = yoe + era * 400 + (month <= 2);
    append_number(line, year, 4);
    append_text(line, "-");
    append_number(line, month, 2);
    append_text(line, "-");
    append_number(line, day, 2);
    append_text(line, "T");
    append_number(line, seconds / 3600, 2);
    append_text(line, ":");
    append_number(line, seconds / 60 % 60, 2);
    append_text(line, ":");
    append_number(line, seconds % 60, 2);
    append_text(line, "+0000");
}

static const char *meaning(int signal) {
    switch (signal) {
    // Swift's runtime checks (an overflow, a precondition, a forced unwrap of
    // nil) stop the process with an illegal instruction, or a trap on arm64.
    case SIGILL: return "SIGILL, a failed runtime check: an overflow, a precondition, a forced unwrap of nil";
    case SIGTRAP: return "SIGTRAP, a failed runtime check: an overflow, a precondition, a forced unwrap of nil";
    case SIGABRT: return "SIGABRT, aborted";
    case SIGSEGV: return "SIGSEGV, a bad memory access";
    case SIGBUS: return "SIGBUS, a bad memory access";
    case SIGFPE: return "SIGFPE, an arithmetic fault";
    default: return "a fatal signal";
    }
}

static void on_crash(int signal, siginfo_t *info, void *context) {
    Line line = {.length = 0};
    append_timestamp(&line);
    append_text(&line, " critical ");
    append_text(&line, label);
    append_text(&line, ": crashed (");
    append_text(&line, meaning(signal));
    append_text(&line, ")");
    if (request_length > 0) {
        append_text(&line, "; the last request this thread began: ");
        append(&line, request, request_length);
    }
    append_text(&line, "\n");
    ssize_t written = write(STDERR_FILENO, line.bytes, line.length);
    (void)written;

    // Then whoever handled the signal before (the Swift runtime's backtrace),
    // called here rather than re-raised to it: its handler returns expecting
    // the fault to come again, which a signal sent with kill(2) never does,
    // and the process would live on. After it, the default action ends it.
    struct sigaction fallback;
    memset(&fallback, 0, sizeof fallback);
    fallback.sa_handler = SIG_DFL;
    for (int i = 0; i < SIGNAL_COUNT; i++) {
        if (signals[i] != signal) continue;
        sigaction(signal, &fallback, NULL);
        if (previous[i].sa_flags & SA_SIGINFO) {
            if (previous[i].sa_sigaction) previous[i].sa_sigaction(signal, info, context);
        } else if (previous[i].sa_handler != SIG_DFL && previous[i].sa_handler != SIG_IGN) {
            previous[i].sa_handler(signal);
        }
        sigaction(signal, &fallback, NULL);
    }
    // A fault comes again when the instruction runs again; a signal that was
    // sent (kill, abort) is sent again, delivered once this handler returns.
    if (info == NULL || info->si_code <= 0) raise(signal);
}

void crash_log_install(const char *name) {
    size_t length = strlen(name);
    if (length >= sizeof label) length = sizeof label - 1;
    memcpy(label, name, length);
    label[length] = 0;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = on_crash;
    action.sa_flags = SA_SIGINFO | SA_ONSTACK;
    sigemptyset(&action.sa_mask);
    for (int i = 0; i < SIGNAL_COUNT; i++) sigaction(signals[i], &action, &previous[i]);
}

void crash_log_note(const char *text, size_t length) {
    if (text == NULL) {
        request_length = 0;
        return;
    }
    if (length > sizeof request) length = sizeof request;
    // Control bytes would let a request write lines of its own into the log.
    for (size_t i = 0; i < length; i++) {
        unsigned char byte = (unsigned char)text[i];
        request[i] = byte < 0x20 || byte == 0x7F ? '?' : (char)byte;
    }
    request_length = length;
}
