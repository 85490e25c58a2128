/*
** A host that closes file descriptors it did not open must not end the
** process (issue 17.3). Daemons close every descriptor above 2 at start-up
** (closefrom(3), or close() in a loop up to the descriptor limit), and so do
** Python's os.closerange and some process launchers, possibly after the
** library was loaded and used. The Go runtime opens an epoll descriptor and
** an eventfd for its network poller the first time anything needs the
** poller (a timer, a pollable file); once the host closes them, the
** runtime's next poll ends the process ("runtime: netpoll failed"). The
** library therefore never starts the poller: this test uses every kind of
** call, closes descriptors 3 and up, and checks that the calls go on
** giving the same results while the runtime's threads go idle and wake.
**
** Two ways the runtime would start the poller are provoked:
**   nonblocking  stdin is a non-blocking pipe when the library loads (a
**                host started from an event loop's child process: Node.js,
**                some shells and IDEs). Go's os package registers such
**                standard descriptors with the poller when it initializes.
**   batches      big batches grow the Go heap and free it again; the
**                runtime's background scavenger, returning that memory to
**                the system, sleeps on a timer.
**
** Usage: test_closefds runs each scenario in a child process (exec of
** itself, so that the library loads with the child's stdin) and checks it
** printed "ok"; test_closefds child SCENARIO is one child.
*/
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "sudoku.h"
#include "check.h"

static const char classic[] =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
static const char classic_solution[] =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

/* The puzzles of the big batches: BATCH copies of the classic solution
** (counting a complete grid is quick, so the batches cost their bookkeeping
** rather than their search). */
#define BATCH 1000000

/* results holds what one round of calls gave, to compare rounds. */
typedef struct results {
    uint8_t solution[81];
    int32_t count;
    int32_t rating;
    uint8_t generated[81];
    int32_t batch_count0, batch_status_last;
} results;

/* same reports whether two rounds gave the same results. */
static int same(const results *a, const results *b)
{
    return memcmp(a->solution, b->solution, 81) == 0 && a->count == b->count && a->rating == b->rating &&
           memcmp(a->generated, b->generated, 81) == 0 && a->batch_count0 == b->batch_count0 &&
           a->batch_status_last == b->batch_status_last;
}

static void grid_of(const char *s, uint8_t g[81])
{
    for (int i = 0; i < 81; i++) g[i] = (uint8_t)(s[i] == '.' ? 0 : s[i] - '0');
}

/* round makes one call of each kind and fills r. */
static void round_of_calls(results *r)
{
    uint8_t p[81], g[81];
    char msg[SUDOKU_MESSAGE_SIZE], text[SUDOKU_PRETTY_SIZE];
    int32_t cells[2];

    CHECK_RC(sudoku_check_text(classic, 81, p, msg, sizeof msg), SUDOKU_OK);
    CHECK_RC(sudoku_validate(p, cells), SUDOKU_OK);
    CHECK_RC(sudoku_format_pretty(p, text, sizeof text), SUDOKU_OK);
    CHECK_RC(sudoku_solve(p, r->solution), SUDOKU_OK);
    CHECK_RC(sudoku_count_solutions(p, 2, &r->count), SUDOKU_OK);
    sudoku_rating rating;
    memset(&rating, 0, sizeof rating);
    rating.size = sizeof rating;
    CHECK_RC(sudoku_rate(p, &rating), SUDOKU_OK);
    r->rating = rating.rating;
    sudoku_hint_result hint;
    memset(&hint, 0, sizeof hint);
    hint.size = sizeof hint;
    CHECK_RC(sudoku_hint(p, p, NULL, &hint, NULL, 0), SUDOKU_OK);

    sudoku_generate_options o;
    memset(&o, 0, sizeof o);
    o.size = sizeof o;
    o.seed = 17;
    o.clues = 30;
    CHECK_RC(sudoku_generate(&o, r->generated, g, NULL), SUDOKU_OK);

    enum { SMALL = 200 };
    static uint8_t puzzles[SMALL * 81];
    static int32_t counts[SMALL], statuses[SMALL];
    for (int i = 0; i < SMALL; i++) memcpy(puzzles + 81 * i, p, 81);
    puzzles[81 * (SMALL - 1)] = 10; /* the last one is out of range */
    CHECK_RC(sudoku_count_solutions_batch(puzzles, SMALL, 2, counts, statuses, 2), SUDOKU_OK);
    r->batch_count0 = counts[0];
    r->batch_status_last = statuses[SMALL - 1];
}

/* big_batches counts BATCH complete grids twice, on every core. */
static void big_batches(void)
{
    uint8_t full[81];
    grid_of(classic_solution, full);
    uint8_t *puzzles = malloc((size_t)BATCH * 81);
    int32_t *counts = malloc((size_t)BATCH * sizeof *counts);
    int32_t *statuses = malloc((size_t)BATCH * sizeof *statuses);
    if (puzzles == NULL || counts == NULL || statuses == NULL) {
        perror("malloc");
        exit(2);
    }
    for (size_t i = 0; i < BATCH; i++) memcpy(puzzles + 81 * i, full, 81);
    for (int k = 0; k < 2; k++) {
        CHECK_RC(sudoku_count_solutions_batch(puzzles, BATCH, 2, counts, statuses, 0), SUDOKU_OK);
        CHECK(counts[BATCH - 1] == 1 && statuses[BATCH - 1] == SUDOKU_OK);
    }
    free(puzzles);
    free(counts);
    free(statuses);
}

/* close_from closes every descriptor from first up, as a daemon does. */
static void close_from(int first)
{
    struct rlimit rl;
    long last = 1024;
    if (getrlimit(RLIMIT_NOFILE, &rl) == 0 && rl.rlim_cur != RLIM_INFINITY && rl.rlim_cur < 65536)
        last = (long)rl.rlim_cur;
    for (long fd = first; fd < last; fd++) close((int)fd);
}

static void pause_ms(long ms)
{
    struct timespec ts = { ms / 1000, (ms % 1000) * 1000000L };
    while (nanosleep(&ts, &ts) != 0 && errno == EINTR) {}
}

static int child(const char *scenario)
{
    alarm(120); /* a hang fails the test instead of stalling it */
    results first, later;
    memset(&first, 0, sizeof first);
    round_of_calls(&first);
    uint8_t want[81];
    grid_of(classic_solution, want);
    CHECK(memcmp(first.solution, want, 81) == 0);
    CHECK(first.count == 1);
    CHECK(first.batch_count0 == 1 && first.batch_status_last == SUDOKU_E_RANGE);
    if (strcmp(scenario, "batches") == 0) big_batches();

    close_from(3);

    /* The runtime's threads go idle between the calls and wake for them
    ** (its monitor thread polls every few milliseconds while code runs). */
    for (int i = 0; i < 8; i++) {
        pause_ms(150);
        memset(&later, 0xEE, sizeof later);
        round_of_calls(&later);
        CHECK(same(&later, &first));
    }
    if (strcmp(scenario, "batches") == 0) big_batches();
    pause_ms(300);
    round_of_calls(&later);
    CHECK(same(&later, &first));
    if (check_failed == 0) printf("ok\n");
    fflush(stdout);
    return check_failed == 0 ? 0 : 1;
}

/* run starts "self child scenario" with stdin from a pipe, non-blocking
** when asked, and checks that it exits 0 having printed only "ok". */
static void run(const char *self, const char *scenario, int nonblocking)
{
    int in[2], out[2];
    if (pipe(in) != 0 || pipe(out) != 0) {
        perror("pipe");
        exit(2);
    }
    if (nonblocking) fcntl(in[0], F_SETFL, fcntl(in[0], F_GETFL) | O_NONBLOCK);
    pid_t pid = fork();
    if (pid < 0) {
        perror("fork");
        exit(2);
    }
    if (pid == 0) {
        dup2(in[0], 0);
        dup2(out[1], 1);
        dup2(out[1], 2);
        close(in[0]);
        close(in[1]);
        close(out[0]);
        close(out[1]);
        execl(self, self, "child", scenario, (char *)NULL);
        perror("exec");
        _exit(127);
    }
    close(in[0]);
    close(out[1]);
    /* The child's output; only its start is kept (a runtime crash prints
    ** every goroutine's stack). */
    static char buf[4096];
    char rest[4096];
    size_t got = 0;
    ssize_t k;
    while ((k = read(out[0], got < sizeof buf - 1 ? buf + got : rest,
                     got < sizeof buf - 1 ? sizeof buf - 1 - got : sizeof rest)) > 0)
        if (got < sizeof buf - 1) got += (size_t)k;
    buf[got] = 0;
    close(out[0]);
    close(in[1]);
    int status = 0;
    waitpid(pid, &status, 0);
    int ok = WIFEXITED(status) && WEXITSTATUS(status) == 0 && strcmp(buf, "ok\n") == 0;
    printf("scenario %s: %s\n", scenario, ok ? "the calls went on after closing descriptors 3 and up" : "FAILED");
    if (!ok) {
        if (WIFSIGNALED(status))
            printf("  the child was killed by signal %d; its output began:\n", WTERMSIG(status));
        else
            printf("  the child exited with %d; its output began:\n", WEXITSTATUS(status));
        char *line = buf;
        for (int i = 0; i < 4 && line != NULL && *line != 0; i++) {
            char *end = strchr(line, '\n');
            printf("    %.*s\n", end ? (int)(end - line) : (int)strlen(line), line);
            line = end ? end + 1 : NULL;
        }
    }
    CHECK(ok);
}

int main(int argc, char **argv)
{
    if (argc == 3 && strcmp(argv[1], "child") == 0) return child(argv[2]);
    run(argv[0], "nonblocking", 1);
    run(argv[0], "batches", 0);
    return check_summary("test_closefds");
}
