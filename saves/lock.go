package saves

import (
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/rathe-tcg/rathe/rules"
)

// One game, one writer. A save being played is held by an advisory lock
// on a lock file beside it (".NAME.json.lock"): a second `resume`, `load`
// or `saves rm` of it is refused with the holder's process id. The
// kernel releases the lock when the process ends, however it ends (a
// kill -9 too), so a stale lock file is never in the way: the next
// opener takes it. The lessons' progress file is written under the same
// kind of lock (lesson.Progress).

// Lock is a held lock on a file (LockFile); Release lets it go.
type Lock struct {
	path string
	f    *os.File // nil where the system has no advisory locks
}

// LockPath is the lock file of a save or any file written in place.
func LockPath(path string) string {
	dir, base := filepath.Split(path)
	return filepath.Join(dir, "."+base+".lock")
}

// ErrInUse is wrapped by the error of a lock held by another process
// (an InUse problem: "this game is open in another terminal (pid N)").
var ErrInUse = errors.New("in use by another process")

// TryLock takes the lock of path (its LockPath, created if needed)
// without waiting: a lock another process holds is refused at once with a
// ProblemError naming it ("in-use", with its pid when known), wrapping
// ErrInUse.
func TryLock(path string) (*Lock, error) {
	return lockFile(path, false)
}

// WaitLock takes the lock of path, waiting while another process holds
// it (a short read–modify–write, such as the lessons' progress).
func WaitLock(path string) (*Lock, error) {
	return lockFile(path, true)
}

func lockFile(path string, wait bool) (*Lock, error) {
	lp := LockPath(path)
	for {
		f, err := os.OpenFile(lp, os.O_RDWR|os.O_CREATE, 0o644)
		if err != nil {
			return nil, err
		}
		held, err := flock(f, wait)
		if err != nil {
			f.Close()
			return nil, err
		}
		if held {
			pid := readPid(f)
			f.Close()
			return nil, inUse(path, pid)
		}
		// The holder removes the lock file as it lets go: the file locked
		// here may be one removed meanwhile, while a new one takes its
		// name. Only the file the name still leads to counts.
		if !sameFile(f, lp) {
			f.Close()
			continue
		}
		if f.Truncate(0) == nil {
			f.WriteAt([]byte(strconv.Itoa(os.Getpid())+"\n"), 0)
		}
		return &Lock{path: lp, f: f}, nil
	}
}

// inUse is the refusal of a lock held by process pid (0: unknown).
func inUse(path string, pid int) error {
	if pid > 0 {
		return problemAt(rules.Printable(path), ErrInUse, "in-use", pid)
	}
	return problemAt(rules.Printable(path), ErrInUse, "in-use-nopid")
}

func readPid(f *os.File) int {
	b := make([]byte, 24)
	n, _ := f.ReadAt(b, 0)
	pid, err := strconv.Atoi(strings.TrimSpace(string(b[:n])))
	if err != nil || pid <= 0 {
		return 0
	}
	return pid
}

func sameFile(f *os.File, path string) bool {
	a, err := f.Stat()
	if err != nil {
		return false
	}
	b, err := os.Stat(path)
	return err == nil && os.SameFile(a, b)
}

// Release removes the lock file and lets the lock go (nil: nothing).
func (l *Lock) Release() {
	if l == nil || l.f == nil {
		return
	}
	// Removed while still held, so that nobody takes a lock on a file
	// that is about to go (see lockFile).
	if sameFile(l.f, l.path) {
		os.Remove(l.path)
	}
	l.f.Close()
	l.f = nil
}

// renew takes the lock again when its file is gone (the saves folder was
// removed and made again): a lock on a removed file holds nobody off.
func (l *Lock) renew(path string) {
	if l == nil || l.f == nil || sameFile(l.f, l.path) {
		return
	}
	if n, err := TryLock(path); err == nil {
		l.f.Close()
		l.f = n.f
	}
}
