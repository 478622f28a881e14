//go:build unix

package decks

import "syscall"

// nonBlock keeps opening a FIFO from waiting for a writer.
const nonBlock = syscall.O_NONBLOCK
