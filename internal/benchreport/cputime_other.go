//go:build !linux

package main

import "time"

var start0 = time.Now()

// threadCPU falls back to wall time where thread CPU time is not read.
func threadCPU() time.Duration { return time.Since(start0) }

// processCPU falls back to wall time too.
func processCPU() time.Duration { return time.Since(start0) }
