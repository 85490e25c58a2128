//go:build race

package main

// raceEnabled reports a build with the race detector, under which sync.Pool
// drops items at random (to find misuse), so pooled calls allocate.
const raceEnabled = true
