package lesson

import (
	"embed"
	"path"
	"sort"
	"strconv"
	"strings"
	"sync"

	"github.com/rathe-tcg/rathe/decks"
	"github.com/rathe-tcg/rathe/saves/scenario"
)

// The lessons ship inside the binary, one file each, named NN-name.txt:
// NN is the lesson's place in the course.
//
//go:embed lessons/*.txt
var lessonFiles embed.FS

// Course is the embedded lessons, in order. The files are checked by the
// tests, so an error here is a build that should not have passed them.
var Course = sync.OnceValues(func() ([]*Lesson, error) {
	entries, err := lessonFiles.ReadDir("lessons")
	if err != nil {
		return nil, err
	}
	var out []*Lesson
	for _, e := range entries {
		name := e.Name()
		n, err := numberOf(name)
		if err != nil {
			return nil, err
		}
		data, err := lessonFiles.ReadFile(path.Join("lessons", name))
		if err != nil {
			return nil, err
		}
		l, err := Parse(path.Join("saves/lesson/lessons", name), data)
		if err != nil {
			return nil, err
		}
		l.Number = n
		out = append(out, l)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Number < out[j].Number })
	for i, l := range out {
		if l.Number != i+1 {
			return nil, scenario.Msg{Code: "lesson-number-gap", Args: []any{l.Name, l.Number, i + 1}}
		}
	}
	return out, nil
})

// numberOf reads NN from NN-name.txt.
func numberOf(name string) (int, error) {
	head, _, ok := strings.Cut(name, "-")
	n, err := strconv.Atoi(head)
	if !ok || err != nil || n < 1 {
		return 0, scenario.Msg{Code: "lesson-file-name", Args: []any{name}}
	}
	return n, nil
}

// Get is lesson n of the course (1-based).
func Get(n int) (*Lesson, error) {
	all, err := Course()
	if err != nil {
		return nil, err
	}
	if n < 1 || n > len(all) {
		return nil, scenario.Msg{Code: "lesson-none", Args: []any{n, len(all)}}
	}
	return all[n-1], nil
}

// Load reads a lesson file from disk (a lesson being written): a regular
// file of at most 1 MiB, refused at once otherwise (decks.ReadRegular).
func Load(name string) (*Lesson, error) {
	data, err := decks.ReadRegular(name, maxLessonFile)
	if err != nil {
		return nil, err
	}
	return Parse(strings.TrimPrefix(name, "./"), data)
}
