//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly

package saves

import (
	"errors"
	"os"
	"syscall"
)

// flock takes an exclusive advisory lock on f (flock(2)): released by the
// kernel when the file is closed or the process ends. held reports a lock
// another open file holds (only without wait).
func flock(f *os.File, wait bool) (held bool, err error) {
	how := syscall.LOCK_EX
	if !wait {
		how |= syscall.LOCK_NB
	}
	for {
		err = syscall.Flock(int(f.Fd()), how)
		if !errors.Is(err, syscall.EINTR) {
			break
		}
	}
	if errors.Is(err, syscall.EWOULDBLOCK) {
		return true, nil
	}
	return false, err
}
