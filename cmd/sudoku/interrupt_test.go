//go:build unix

package main

import (
	"bufio"
	"bytes"
	"errors"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// TestInterruptKeepsOutput feeds puzzles through a pipe that stays open,
// reads their solutions as they come, then sends SIGINT: the command must
// stop with status 130, having written every record it finished.
func TestInterruptKeepsOutput(t *testing.T) {
	for _, format := range []string{"text", "json"} {
		t.Run(format, func(t *testing.T) {
			cmd := exec.Command(binary, "solve", "--format", format, "--progress", "never")
			stdin, err := cmd.StdinPipe()
			require.NoError(t, err)
			stdout, err := cmd.StdoutPipe()
			require.NoError(t, err)
			var stderr bytes.Buffer
			cmd.Stderr = &stderr
			require.NoError(t, cmd.Start())
			defer cmd.Process.Kill()

			const p = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
			_, err = stdin.Write([]byte(p + "\n" + p + "\n" + p + "\n"))
			require.NoError(t, err)
			lines := make(chan string)
			go func() {
				sc := bufio.NewScanner(stdout)
				for sc.Scan() {
					lines <- sc.Text()
				}
				close(lines)
			}()
			for i := 0; i < 3; i++ {
				select {
				case l := <-lines:
					require.Contains(t, l, "534678912672195348198342567859761423426853791713924856961537284287419635345286179")
				case <-time.After(20 * time.Second):
					t.Fatalf("record %d not written while the input stays open", i+1)
				}
			}
			require.NoError(t, cmd.Process.Signal(os.Interrupt))
			_, more := <-lines
			require.False(t, more, "nothing after the interruption")
			err = cmd.Wait()
			var ee *exec.ExitError
			require.True(t, errors.As(err, &ee), "%v", err)
			require.Equal(t, 130, ee.ExitCode())
			require.Contains(t, stderr.String(), "interrupted after 3 records")
			require.False(t, strings.Contains(stderr.String(), "panic"))
		})
	}
}
