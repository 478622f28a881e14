package rules

import (
	"testing"
	"unsafe"
)

// A Prompt's size is a multiple of 16 bytes, so that its copies (one at
// every question, and again from decider to decider) are whole 16-byte
// words that do not overlap (prompt.go: the padding).
func TestPromptCopiesInWholeWords(t *testing.T) {
	if n := unsafe.Sizeof(Prompt{}); n%16 != 0 {
		t.Errorf("Prompt is %d bytes, not a multiple of 16", n)
	}
}
