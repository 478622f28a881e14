package saves

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"

	"github.com/rathe-tcg/rathe/rules"
)

// Writing a save so that a kill at any instant leaves the last good save
// readable: the new bytes go to a temporary file in the same folder, which
// is synced, closed and renamed over the save (rename is atomic on POSIX
// file systems), then the folder is synced so the rename itself is on
// disk. Until the rename the old save is untouched; after it, the new one
// is whole.

// FS is the few file-system calls a save makes; tests inject failures.
type FS interface {
	CreateTemp(dir, pattern string) (TempFile, error)
	Rename(from, to string) error
	Remove(name string) error
	SyncDir(dir string) error
}

// TempFile is a temporary file being written.
type TempFile interface {
	io.Writer
	Name() string
	Sync() error
	Close() error
}

// OSFS is the real file system.
type OSFS struct{}

func (OSFS) CreateTemp(dir, pattern string) (TempFile, error) {
	f, err := os.CreateTemp(dir, pattern)
	if err != nil {
		return nil, err
	}
	return osTemp{f}, nil
}
func (OSFS) Rename(from, to string) error { return os.Rename(from, to) }
func (OSFS) Remove(name string) error     { return os.Remove(name) }

// osTemp is a temporary file of the real file system, flushed unless the
// flushes are off (SetFlush).
type osTemp struct{ *os.File }

func (f osTemp) Sync() error { return flush(f.File) }

// A save is flushed to the disk (fsync of the file, then of its folder)
// before it counts as written, so that a power cut does not lose it. The
// tests turn the flushes off (SetFlush): none of them cuts the power, and
// nothing else tells a flushed save from one that is not — the same
// bytes are written and renamed in the same order, so a crash of the
// program leaves the same files either way. Flushing made the tests that
// play whole games with a save wait on the disk at every answer.
var noFlush atomic.Bool

// SetFlush turns the flushes of every save this process makes on (the
// default) or off (tests only: a save not flushed can be lost to a power
// cut).
func SetFlush(on bool) { noFlush.Store(!on) }

// flush syncs f to the disk, unless the flushes are off.
func flush(f *os.File) error {
	if noFlush.Load() {
		return nil
	}
	return f.Sync()
}

// SyncDir syncs a folder, so that a rename in it is durable.
func (OSFS) SyncDir(dir string) error {
	if noFlush.Load() {
		return nil
	}
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	err = d.Sync()
	if cerr := d.Close(); err == nil {
		err = cerr
	}
	// Some file systems cannot sync a folder; the rename is still atomic.
	if errors.Is(err, os.ErrInvalid) {
		return nil
	}
	return err
}

// tempPrefix starts the names of temporary files: listings skip them.
const tempPrefix = ".tmp-"

// WriteAtomic writes data to path through fs: temporary file, sync, close,
// rename, sync of the folder. On an error before the rename the temporary
// file is removed and path is as it was.
func WriteAtomic(fs FS, path string, data []byte) (err error) {
	// The rename below replaces whatever path names: refuse a device, a
	// pipe or a folder (`-o /dev/null` once replaced the machine's
	// /dev/null with a file). Only a regular file, or nothing, is replaced.
	if st, serr := os.Stat(path); serr == nil && !st.Mode().IsRegular() {
		return problemAt(rules.Printable(path), ErrNotRegularTarget, "not-regular", kindOf(st.Mode()))
	}
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	tmp, err := fs.CreateTemp(dir, tempPrefix+base+"-*")
	if err != nil {
		// The temporary file's name is ours, not the user's: the error
		// names the path asked for ("open /x/.tmp-a.scn-2062763373: no
		// such file or directory" read as if rathe had made up a file).
		var pe *os.PathError
		if errors.As(err, &pe) {
			return &os.PathError{Op: "write", Path: path, Err: pe.Err}
		}
		return err
	}
	renamed := false
	defer func() {
		if err != nil && !renamed {
			tmp.Close()
			fs.Remove(tmp.Name())
		}
	}()
	n, err := tmp.Write(data)
	if err == nil && n < len(data) {
		err = io.ErrShortWrite
	}
	if err != nil {
		return err
	}
	if err := tmp.Sync(); err != nil {
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	if err := fs.Rename(tmp.Name(), path); err != nil {
		return err
	}
	renamed = true
	return fs.SyncDir(dir)
}

// isTemp reports a temporary file's name.
func isTemp(name string) bool { return strings.HasPrefix(filepath.Base(name), tempPrefix) }

// ErrNotRegularTarget is wrapped by WriteAtomic's error for a path that
// names something other than a regular file.
var ErrNotRegularTarget = errors.New("not a regular file")

// FileKind names what a path is that is not a regular file (a parameter of the
// problem "not-regular", said in the language by tui/text).
type FileKind string

// The kinds of path WriteAtomic refuses.
const (
	KindFolder    FileKind = "a folder"
	KindNamedPipe FileKind = "a named pipe"
	KindSocket    FileKind = "a socket"
	KindDevice    FileKind = "a device"
	KindSpecial   FileKind = "a special file"
)

func (k FileKind) String() string { return string(k) }

// kindOf names what a non-regular path is, for the error.
func kindOf(m os.FileMode) FileKind {
	switch {
	case m.IsDir():
		return KindFolder
	case m&os.ModeNamedPipe != 0:
		return KindNamedPipe
	case m&os.ModeSocket != 0:
		return KindSocket
	case m&os.ModeDevice != 0:
		return KindDevice
	}
	return KindSpecial
}
