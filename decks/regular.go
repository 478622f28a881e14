package decks

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"

	"github.com/rathe-tcg/rathe/rules"
)

// ErrNotRegular is wrapped by the errors of OpenRegular and ReadRegular for
// a path that names something other than a regular file: a FIFO, a device,
// a socket (or a folder where none is allowed). Reading one could block for
// ever (a FIFO with no writer) or never end (/dev/zero), so it is refused
// before it is opened for reading.
var ErrNotRegular = errors.New("not a regular file")

// ErrUnreadable is matched (errors.Is) by every error of OpenRegular and
// ReadRegular: the input could not be read at all (missing, not a regular
// file, no permission), as opposed to a file read whose content is wrong.
// The commands exit 2 for it.
var ErrUnreadable = errors.New("unreadable input")

// OpenRegular and ReadRegular are the one way the program opens a file to
// read: deck lists, scenarios and lessons, saves and the saves folder's
// listing, lessons.json. They live here because decks is the lowest
// package that reads files (saves and saves/lesson import it).
//
// OpenRegular opens path for reading if it is a regular file (after
// symbolic links), and refuses at once anything else, without blocking. A
// folder is refused too: callers that accept folders check for one first.
// The error names the path, made printable.
//
// A FIFO is opened with O_NONBLOCK where the system has it, so even a path
// swapped for a FIFO between the check and the open cannot hang; the check
// on the opened file then refuses it.
func OpenRegular(path string) (*os.File, error) {
	st, err := os.Stat(path)
	if err != nil {
		return nil, pathError(path, err)
	}
	if err := regular(path, st); err != nil {
		return nil, err
	}
	f, err := os.OpenFile(path, os.O_RDONLY|nonBlock, 0)
	if err != nil {
		return nil, pathError(path, err)
	}
	st, err = f.Stat()
	if err == nil {
		err = regular(path, st)
	}
	if err != nil {
		f.Close()
		return nil, err
	}
	return f, nil
}

// ReadRegular reads a whole regular file (OpenRegular) of at most max
// bytes; a larger file is an error (max <= 0: no bound).
func ReadRegular(path string, max int64) ([]byte, error) {
	f, err := OpenRegular(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var r io.Reader = f
	if max > 0 {
		r = io.LimitReader(f, max+1)
	}
	b, err := io.ReadAll(r)
	if err != nil {
		return nil, pathError(path, err)
	}
	if max > 0 && int64(len(b)) > max {
		return nil, &TooLargeError{Path: path, Max: max}
	}
	return b, nil
}

// regular says what path is when it is not a regular file.
func regular(path string, st fs.FileInfo) error {
	m := st.Mode()
	if m.IsRegular() {
		return nil
	}
	what := "not a regular file"
	switch {
	case m.IsDir():
		what = "a folder, not a file"
	case m&fs.ModeNamedPipe != 0:
		what = "a named pipe (FIFO), not a regular file"
	case m&fs.ModeCharDevice != 0, m&fs.ModeDevice != 0:
		what = "a device, not a regular file"
	case m&fs.ModeSocket != 0:
		what = "a socket, not a regular file"
	}
	return &NotRegularError{Path: path, What: what}
}

// NotRegularError is a path that is not a regular file.
type NotRegularError struct {
	Path string
	What string // "a named pipe (FIFO), not a regular file"
}

func (e *NotRegularError) Error() string {
	return rules.Printable(e.Path) + ": " + e.What
}

func (e *NotRegularError) Unwrap() error { return ErrNotRegular }

// Is makes the error match ErrUnreadable.
func (e *NotRegularError) Is(target error) bool { return target == ErrUnreadable }

// pathError words an os error about path, made printable whole (an os error
// repeats the path).
func pathError(path string, err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		err = pe.Err
	}
	return &readError{path: path, err: err}
}

type readError struct {
	path string
	err  error
}

func (e *readError) Error() string { return rules.Printable(e.path + ": " + e.err.Error()) }
func (e *readError) Unwrap() error { return e.err }

// Is makes the error match ErrUnreadable.
func (e *readError) Is(target error) bool { return target == ErrUnreadable }

// TooLargeError is ReadRegular's error for a file over its size bound.
type TooLargeError struct {
	Path string
	Max  int64
}

func (e *TooLargeError) Error() string {
	return fmt.Sprintf("%s: larger than %d bytes", rules.Printable(e.Path), e.Max)
}
