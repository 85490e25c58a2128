/* A stand-in libsudoku.so that reports another ABI version, so that the C#
** test can check the binding refuses it with a clear message. */
#include <stdint.h>

int32_t sudoku_abi_version(void) { return 999; }
