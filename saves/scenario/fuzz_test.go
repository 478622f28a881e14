package scenario

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"testing"
)

// FuzzParse: any bytes parse without a panic; a malformed file gives an
// ErrorList whose every error has a line of the file and a message; a
// well-formed one builds its position (unless it expects it refused).
func FuzzParse(f *testing.F) {
	files, _ := filepath.Glob(filepath.Join("testdata", "*.scn"))
	for _, name := range files {
		data, err := os.ReadFile(name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	for _, s := range []string{"", "\n", "expect:", "answers:\nexpect:\n", "p1.hand: ,,,", "p1.arena: [", "p1.arena: Ironrot Helm [defense",
		"chain[].x: 1", "blocked p1 :", "p1.hand: 9999x Dodge", "pass until", "turn: p1 p2", "\xff\xfe", "p1.hand: Dawnblade, , Resplendent",
		withPosition("p1.hand: Dodge (blue) x") + "answers:\np1 play Dodge\n",
		withPosition("step: reaction", "chain: p1 Muscle Mutt (yellow); p2 defends Dodge (blue); hit", "stack: p2 Sigil of Solace (blue)", "priority: p2"),
		withPosition("stack: p1 trigger 2 of Quicken; modes 1; target p2; x 3", "effects: p2 activation of Gallantry Gold; target Muscle Mutt (yellow)"),
		withExpect("refused: (a|b)")} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		file, err := Parse("fuzz.scn", data)
		// Lines end as the parser reads them: "\r\n", "\n" or a lone "\r".
		lines := bytes.Count(bytes.ReplaceAll(bytes.ReplaceAll(data, []byte("\r\n"), []byte("\n")), []byte("\r"), []byte("\n")), []byte("\n")) + 1
		if err != nil {
			var list ErrorList
			if !errors.As(err, &list) || len(list) == 0 {
				t.Fatalf("want a non-empty ErrorList, got %T %v", err, err)
			}
			for _, e := range list {
				if e.Line < 1 || e.Line > lines || e.Msg == "" {
					t.Errorf("error without a line of the file (%d lines): %v", lines, e)
				}
			}
			return
		}
		if file == nil {
			t.Fatal("no file and no error")
		}
		if _, err := file.Game(); err != nil && file.refused == nil {
			t.Errorf("a well-formed file whose position does not build: %v", err)
		}
	})
}

// FuzzRun plays well-formed fuzzed scenarios: the run never panics and
// every failure has a line (run it with -fuzz=FuzzRun; by default it runs
// the seeds only).
func FuzzRun(f *testing.F) {
	files, _ := filepath.Glob(filepath.Join("testdata", "*.scn"))
	for _, name := range files {
		data, err := os.ReadFile(name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		file, err := Parse("fuzz.scn", data)
		if err != nil {
			return
		}
		res := file.Run(context.Background(), RunOptions{MaxPrompts: 500, MaxTurns: 4})
		for _, e := range res.Failures {
			if e.Line < 1 || e.Msg == "" {
				t.Errorf("failure without a line: %v", e)
			}
		}
	})
}
