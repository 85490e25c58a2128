//go:build !linux

package engine

import "time"

var processStart = time.Now()

// threadCPU falls back to wall time where thread CPU time is not available.
func threadCPU() time.Duration { return time.Since(processStart) }

func lockThread() func() { return func() {} }
