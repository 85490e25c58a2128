/* A tiny test harness for the C tests: CHECK counts passes and failures and
** prints each failure with its line; check_summary prints the closing line
** "N passed, N failed" and returns the process exit status. */
#ifndef SUDOKU_TEST_CHECK_H
#define SUDOKU_TEST_CHECK_H

#include <stdio.h>

static int check_passed, check_failed;

#define CHECK(cond) do { \
        if (cond) { check_passed++; } \
        else { check_failed++; fprintf(stderr, "%s:%d: CHECK failed: %s\n", __FILE__, __LINE__, #cond); } \
    } while (0)

#define CHECK_RC(call, want) do { \
        int32_t check_rc_ = (call); \
        if (check_rc_ == (want)) { check_passed++; } \
        else { check_failed++; fprintf(stderr, "%s:%d: %s returned %s, want %s\n", __FILE__, __LINE__, \
                 #call, sudoku_status_string(check_rc_), sudoku_status_string(want)); } \
    } while (0)

static int check_summary(const char *name)
{
    printf("%s: %d passed, %d failed\n", name, check_passed, check_failed);
    return check_failed == 0 ? 0 : 1;
}

#endif
