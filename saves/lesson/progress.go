package lesson

import (
	"encoding/json"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"sort"

	"github.com/rathe-tcg/rathe/decks"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/saves"
	"github.com/rathe-tcg/rathe/saves/scenario"
)

// Progress is which lessons the learner has finished, kept in
// lessons.json beside the saves folder: $RATHE_HOME/lessons.json, else
// the user data folder's rathe/lessons.json (saves.Dir's parent).
type Progress struct {
	Path string `json:"-"`
	// Done are the numbers of the lessons finished, in order.
	Done []int `json:"done"`
}

// progressVersion is the file's format.
const progressVersion = 1

type progressFile struct {
	Version int   `json:"version"`
	Done    []int `json:"done"`
}

// ProgressPath is where the progress file lives.
func ProgressPath() (string, error) {
	dir, err := saves.Dir()
	if err != nil {
		return "", err
	}
	return filepath.Join(filepath.Dir(dir), "lessons.json"), nil
}

// maxProgressFile bounds the progress file: sixteen lesson numbers take
// some bytes; a file of a megabyte is no progress file.
const maxProgressFile = 1 << 20

// LoadProgress reads the progress file at path; a file that does not
// exist yet is no lesson done. It must be a regular file of at most
// maxProgressFile bytes (decks.ReadRegular: a FIFO or a device is refused
// at once, never read), and it loads in one sort however many numbers it
// holds.
func LoadProgress(path string) (*Progress, error) {
	p := &Progress{Path: path}
	data, err := decks.ReadRegular(path, maxProgressFile)
	if errors.Is(err, fs.ErrNotExist) {
		return p, nil
	}
	if err != nil {
		return nil, scenario.Msg{Code: "lesson-progress-unreadable", Args: []any{err}}
	}
	var f progressFile
	if err := json.Unmarshal(data, &f); err != nil {
		return nil, scenario.Msg{Code: "lesson-progress-not-json", Args: []any{rules.Printable(path), rules.Printable(err.Error())}}
	}
	if f.Version != progressVersion {
		return nil, scenario.Msg{Code: "lesson-progress-version", Args: []any{rules.Printable(path), f.Version, progressVersion}}
	}
	p.Done = doneSet(f.Done)
	return p, nil
}

// doneSet is the lesson numbers of a file as Progress keeps them: sorted,
// each once, none below 1. One sort, so a file of many numbers loads in
// n log n, not a sort per number.
func doneSet(nums []int) []int {
	out := make([]int, 0, len(nums))
	for _, n := range nums {
		if n >= 1 {
			out = append(out, n)
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// IsDone reports whether lesson n is finished.
func (p *Progress) IsDone(n int) bool {
	i := sort.SearchInts(p.Done, n)
	return i < len(p.Done) && p.Done[i] == n
}

func (p *Progress) mark(n int) {
	if n < 1 || p.IsDone(n) {
		return
	}
	p.Done = append(p.Done, n)
	sort.Ints(p.Done)
}

// MarkDone records lesson n as finished. The file is read again, merged
// and written under its lock (saves.WaitLock): two `rathe learn` at once
// each add their lesson, and neither drops the other's. It is written
// atomically (saves.WriteAtomic: a temporary file, synced and renamed).
func (p *Progress) MarkDone(n int) error {
	p.mark(n)
	return p.Save()
}

// Save merges the lessons done into the file (those it already holds
// stay), creating its folder, and takes the merged list.
func (p *Progress) Save() error {
	if err := os.MkdirAll(filepath.Dir(p.Path), 0o755); err != nil {
		return err
	}
	lk, err := saves.WaitLock(p.Path)
	if err != nil {
		return err
	}
	defer lk.Release()
	disk, err := LoadProgress(p.Path)
	if err != nil {
		return err
	}
	p.Done = doneSet(append(p.Done, disk.Done...)) // one sort, however long the file
	data, err := json.MarshalIndent(progressFile{Version: progressVersion, Done: append([]int{}, p.Done...)}, "", "  ")
	if err != nil {
		return err
	}
	return saves.WriteAtomic(saves.OSFS{}, p.Path, append(data, '\n'))
}
