package main

/*
#include <stdlib.h>
*/
import "C"

import (
	"github.com/libsudoku/libsudoku/internal/cabi"
)

// statusOf maps an engine error to its status code (internal/cabi has the
// rules, which the WebAssembly module shares).
func statusOf(err error) int32 { return int32(cabi.Of(err)) }

// statusMessages are the sentences of sudoku_status_message, as static C
// strings made once when the library loads and never changed (no status is
// ever added at run time).
var statusMessages = func() map[int32]*C.char {
	out := map[int32]*C.char{}
	cabi.StatusMessages(func(st cabi.Status, s string) { out[int32(st)] = C.CString(s) })
	return out
}()

// unknownStatusMessage is sudoku_status_message's answer for a code the
// header does not define.
var unknownStatusMessage = C.CString(cabi.UnknownStatusMessage)

// statusMessage returns sudoku_status_message's static string for st.
func statusMessage(st int32) *C.char {
	if s, ok := statusMessages[st]; ok {
		return s
	}
	return unknownStatusMessage
}
