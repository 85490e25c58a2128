package main

// This file includes the public header, as do abi_gen.go (the names of
// statuses, techniques and levels, and the checks of the engine's
// constants) and the *_c.go files: the version numbers below come from
// include/sudoku.h itself, so the library reports exactly what the header
// promises. (Files with //export must not include the header: cgo's own
// prototypes for the exports would clash with the header's const-qualified
// ones.)

/*
#cgo CFLAGS: -I${SRCDIR}/../include
#include "sudoku.h"

static const char *version_text(void) { return SUDOKU_VERSION; }
*/
import "C"

// Status codes, from the header.
const (
	statusOK         = C.SUDOKU_OK
	statusArg        = C.SUDOKU_E_ARG
	statusParse      = C.SUDOKU_E_PARSE
	statusRange      = C.SUDOKU_E_RANGE
	statusConflict   = C.SUDOKU_E_CONFLICT
	statusUnsolvable = C.SUDOKU_E_UNSOLVABLE
	statusBuffer     = C.SUDOKU_E_BUFFER
	statusLimit      = C.SUDOKU_E_LIMIT
	statusNotUnique  = C.SUDOKU_E_NOT_UNIQUE
	statusCancelled  = C.SUDOKU_E_CANCELLED
	statusInternal   = C.SUDOKU_E_INTERNAL
)

// Version numbers and sizes, from the header.
const (
	abiVersion  = C.SUDOKU_ABI_VERSION
	lineSize    = C.SUDOKU_LINE_SIZE
	prettySize  = C.SUDOKU_PRETTY_SIZE
	maxGuesses  = C.SUDOKU_MAX_GUESSES
	messageSize = C.SUDOKU_MESSAGE_SIZE
	textMax     = C.SUDOKU_TEXT_MAX
	hintTextMax = C.SUDOKU_HINT_TEXT_SIZE
)

// versionText returns the header's SUDOKU_VERSION as a pointer to static C
// memory, which may be handed to the host.
func versionText() *C.char { return C.version_text() }
