/*
** rss_kib: the resident memory of this process in KiB, from
** /proc/self/statm (Linux), or -1 when it cannot be read. Shared by the
** tests that bound memory growth (test_leak, test_batch_memory).
*/
#ifndef SUDOKU_TEST_RSS_H
#define SUDOKU_TEST_RSS_H

#include <stdio.h>
#include <unistd.h>

static long rss_kib(void)
{
    long size = 0, resident = 0;
    FILE *f = fopen("/proc/self/statm", "r");
    if (f == NULL) return -1;
    if (fscanf(f, "%ld %ld", &size, &resident) != 2) resident = -1;
    fclose(f);
    return resident * (sysconf(_SC_PAGESIZE) / 1024);
}

#endif
