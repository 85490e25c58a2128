package main

// This file is the only one that includes the public header: the version
// numbers and status names below come from include/sudoku.h itself, so the
// library reports exactly what the header promises. (Files with //export
// must not include the header: cgo's own prototypes for the exports would
// clash with the header's const-qualified ones.)

/*
#cgo CFLAGS: -I${SRCDIR}/../include
#include "sudoku.h"

static const char *version_text(void) { return SUDOKU_VERSION; }

static const char *status_text(int32_t status) {
	switch (status) {
	case SUDOKU_OK:           return "SUDOKU_OK";
	case SUDOKU_E_ARG:        return "SUDOKU_E_ARG";
	case SUDOKU_E_PARSE:      return "SUDOKU_E_PARSE";
	case SUDOKU_E_RANGE:      return "SUDOKU_E_RANGE";
	case SUDOKU_E_CONFLICT:   return "SUDOKU_E_CONFLICT";
	case SUDOKU_E_UNSOLVABLE: return "SUDOKU_E_UNSOLVABLE";
	case SUDOKU_E_BUFFER:     return "SUDOKU_E_BUFFER";
	case SUDOKU_E_LIMIT:      return "SUDOKU_E_LIMIT";
	case SUDOKU_E_INTERNAL:   return "SUDOKU_E_INTERNAL";
	case SUDOKU_E_NOT_UNIQUE: return "SUDOKU_E_NOT_UNIQUE";
	}
	return "SUDOKU_E_UNKNOWN";
}
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
)

// versionText returns the header's SUDOKU_VERSION as a pointer to static C
// memory, which may be handed to the host.
func versionText() *C.char { return C.version_text() }

// statusText returns the static C name of a status code.
func statusText(status int32) *C.char { return C.status_text(C.int32_t(status)) }
