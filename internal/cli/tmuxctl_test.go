package cli

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"sync"
)

// The tmux tests look at their panes many times a second while they wait
// for a screen. A tmux process for each look (and each key) cost more of
// the machine than the programs under test: the commands go instead to
// one tmux client in control mode (tmux -C), one line each, its answer
// read back between %begin and %end. Where that client cannot start or
// stops, each command runs as its own tmux process, as before.

// The tests' tmux server is their own (tmux -L, a socket named for the
// process): a person's tmux, or another run's, neither sees their
// sessions nor takes them down with a kill-server, and the server ends
// with the tests (stopCtl).
var tmuxSocket = fmt.Sprintf("rathe-test-%d", os.Getpid())

// tmuxCommand is a tmux process speaking to the tests' server.
func tmuxCommand(args ...string) *exec.Cmd {
	return exec.Command("tmux", append([]string{"-L", tmuxSocket}, args...)...)
}

// tmuxCtl is the control-mode client, attached to a session of its own.
type tmuxCtl struct {
	mu      sync.Mutex
	cmd     *exec.Cmd
	in      io.WriteCloser
	out     *bufio.Reader
	session string
	broken  bool
}

var ctl struct {
	once sync.Once
	c    *tmuxCtl // nil: none (each command a process)
}

// tmux runs a tmux command and returns what it printed; the error holds
// what tmux said of a failure.
func tmux(args ...string) (string, error) {
	ctl.once.Do(startCtl)
	if c := ctl.c; c != nil {
		if out, err, ok := c.run(args); ok {
			return out, err
		}
	}
	out, err := tmuxCommand(args...).CombinedOutput()
	if err != nil {
		return "", fmt.Errorf("%w: %s", err, out)
	}
	return string(out), nil
}

// startCtl starts the control-mode client, or leaves ctl.c nil.
func startCtl() {
	if _, err := exec.LookPath("tmux"); err != nil {
		return
	}
	c := &tmuxCtl{session: fmt.Sprintf("rathe-ctl-%d", os.Getpid())}
	c.cmd = tmuxCommand("-C", "new-session", "-s", c.session, "sleep 3600")
	in, err := c.cmd.StdinPipe()
	if err != nil {
		return
	}
	out, err := c.cmd.StdoutPipe()
	if err != nil {
		return
	}
	if err := c.cmd.Start(); err != nil {
		return
	}
	c.in, c.out = in, bufio.NewReader(out)
	// The panes' output is not wanted: only the answers to commands.
	if _, err, ok := c.run([]string{"refresh-client", "-f", "no-output"}); !ok || err != nil {
		c.close()
		return
	}
	ctl.c = c
}

// run sends one command and reads its answer; ok is false when the
// client cannot take it (an argument it cannot quote, the client gone).
func (c *tmuxCtl) run(args []string) (out string, err error, ok bool) {
	var line strings.Builder
	for i, a := range args {
		// Single quotes take everything as it is but a single quote
		// and a line's end.
		if strings.ContainsAny(a, "'\n") {
			return "", nil, false
		}
		if i > 0 {
			line.WriteByte(' ')
		}
		line.WriteString("'" + a + "'")
	}
	line.WriteByte('\n')
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.broken {
		return "", nil, false
	}
	if _, err := io.WriteString(c.in, line.String()); err != nil {
		c.broken = true
		return "", nil, false
	}
	// Blocks of commands not ours (flags 0: the session's own start) and
	// notifications come between; the answer is the next block of ours.
	for {
		l, err := c.out.ReadString('\n')
		if err != nil {
			c.broken = true
			return "", nil, false
		}
		f := strings.Fields(l)
		if len(f) != 4 || f[0] != "%begin" {
			continue
		}
		var b strings.Builder
		for {
			l, err := c.out.ReadString('\n')
			if err != nil {
				c.broken = true
				return "", nil, false
			}
			if e := strings.Fields(l); len(e) == 4 && (e[0] == "%end" || e[0] == "%error") && e[2] == f[2] {
				if f[3] == "0" {
					break // not ours
				}
				if e[0] == "%error" {
					return "", errors.New(strings.TrimSpace(b.String())), true
				}
				return b.String(), nil, true
			}
			b.WriteString(l)
		}
	}
}

// close ends the client and its session.
func (c *tmuxCtl) close() {
	c.mu.Lock()
	defer c.mu.Unlock()
	if !c.broken {
		io.WriteString(c.in, "kill-session -t '"+c.session+"'\n")
	}
	c.broken = true
	c.in.Close()
	c.cmd.Wait()
}

// stopCtl ends the control-mode client, if one started, and the tests'
// tmux server, whose socket it removes (tmux leaves the file) (TestMain).
func stopCtl() {
	if _, err := exec.LookPath("tmux"); err != nil {
		return
	}
	sock, _ := tmuxCommand("display-message", "-p", "#{socket_path}").Output()
	if c := ctl.c; c != nil {
		c.close()
	}
	tmuxCommand("kill-server").Run() // none running is no error here
	if path := strings.TrimSpace(string(sock)); path != "" {
		os.Remove(path)
	}
}
