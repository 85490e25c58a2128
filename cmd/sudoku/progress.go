package main

import (
	"fmt"
	"os"
	"sync"
	"sync/atomic"
	"time"
)

// progress shows a one-line count of work done on standard error while a
// long run goes on: how many, how fast, and the estimated time left when
// the total is known. Messages written through it (its Write method) first
// clear the line, so errors and progress do not mix. When off, it only
// passes messages through.
type progress struct {
	label string
	total int // -1 when unknown
	done  atomic.Int64
	start time.Time

	mu    sync.Mutex // guards w and shown
	w     *os.File
	on    bool
	shown bool
	stop  chan struct{}
	wg    sync.WaitGroup
}

// isTerminal reports whether f is a terminal (a character device), without
// any dependency.
func isTerminal(f *os.File) bool {
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}

// progressShows reports whether progress shows on w in mode "auto" (when w
// is a terminal), "always" or "never".
func progressShows(mode string, w *os.File) bool {
	return mode == "always" || (mode == "auto" && isTerminal(w))
}

// newProgress starts a progress display on w for mode "auto" (when w is a
// terminal), "always" or "never". total is the amount of work, or -1.
func newProgress(w *os.File, mode, label string, total int) *progress {
	p := &progress{label: label, total: total, start: time.Now(), w: w}
	p.on = progressShows(mode, w)
	if p.on {
		// The first line is drawn before any work starts, so that even a
		// run shorter than one tick shows where it began.
		p.draw()
		p.stop = make(chan struct{})
		p.wg.Add(1)
		go p.loop()
	}
	return p
}

func (p *progress) loop() {
	defer p.wg.Done()
	t := time.NewTicker(250 * time.Millisecond)
	defer t.Stop()
	for {
		select {
		case <-p.stop:
			return
		case <-t.C:
			p.draw()
		}
	}
}

// draw shows the progress line in place of the last one.
func (p *progress) draw() {
	p.mu.Lock()
	defer p.mu.Unlock()
	fmt.Fprintf(p.w, "\r\x1b[K%s", p.line())
	p.shown = true
}

// line is the text of the progress display.
func (p *progress) line() string {
	n := p.done.Load()
	el := time.Since(p.start)
	rate := float64(n) / el.Seconds()
	s := fmt.Sprintf("%s: %d", p.label, n)
	if p.total >= 0 {
		s += fmt.Sprintf("/%d (%d%%)", p.total, n*100/int64(max(p.total, 1)))
	}
	s += fmt.Sprintf("  %.0f/s  %s elapsed", rate, el.Round(time.Second))
	if p.total >= 0 && n > 0 && rate > 0 {
		left := time.Duration(float64(int64(p.total)-n) / rate * float64(time.Second))
		s += fmt.Sprintf("  ~%s left", left.Round(time.Second))
	}
	return s
}

// add counts n more items done.
func (p *progress) add(n int) { p.done.Add(int64(n)) }

// Write writes a message to standard error, clearing the progress line
// first.
func (p *progress) Write(b []byte) (int, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.clear()
	return p.w.Write(b)
}

func (p *progress) clear() {
	if p.shown {
		fmt.Fprint(p.w, "\r\x1b[K")
		p.shown = false
	}
}

// finish stops the display and clears its line.
func (p *progress) finish() {
	if !p.on {
		return
	}
	close(p.stop)
	p.wg.Wait()
	p.mu.Lock()
	p.clear()
	p.mu.Unlock()
	p.on = false
}
