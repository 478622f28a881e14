//go:build !(linux || darwin || freebsd || netbsd || openbsd || dragonfly)

package saves

import "os"

// flock: this system gets no advisory lock from rathe (yet); a save is
// still created exclusively, but two terminals on one game are not
// refused.
func flock(f *os.File, wait bool) (held bool, err error) { return false, nil }
