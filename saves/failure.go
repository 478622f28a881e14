package saves

import (
	"errors"
	"io/fs"
	"syscall"
)

// failureOf sorts a write's error into the kinds the board names.
func failureOf(err error) SaveFailure {
	switch {
	case err == nil:
		return SaveOK
	case errors.Is(err, syscall.ENOSPC) || errors.Is(err, syscall.EDQUOT):
		return SaveFull
	case errors.Is(err, syscall.EROFS) || errors.Is(err, fs.ErrPermission):
		return SaveReadOnly
	case errors.Is(err, fs.ErrNotExist):
		return SaveNoFolder
	}
	return SaveOther
}
