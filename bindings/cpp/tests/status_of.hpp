// status_of, for the tests of the C++ layer: runs a call that may throw
// sudoku::error and returns the status it throws, or 0 when it returns.
#ifndef SUDOKU_TEST_STATUS_OF_HPP
#define SUDOKU_TEST_STATUS_OF_HPP

#include <cstdint>
#include <string>

#include "sudoku.hpp"

// Runs call and returns the status of the sudoku::error it throws, or 0;
// what (may be null) gets the error's what().
template <class F> static std::int32_t status_of(F call, std::string *what = nullptr)
{
    try {
        call();
    } catch (const sudoku::error &e) {
        if (what)
            *what = e.what();
        return e.status();
    }
    return 0;
}

#endif
