package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/saves"
	"github.com/rathe-tcg/rathe/tui"
	"github.com/rathe-tcg/rathe/tui/text"
)

// fullFS fails every save as a full disk does.
type fullFS struct{ saves.OSFS }

func (fullFS) CreateTemp(dir, _ string) (saves.TempFile, error) {
	return nil, &os.PathError{Op: "open", Path: dir, Err: syscall.ENOSPC}
}

// A board left while the last state of the game is not saved exits 1,
// saying so and what the file still holds (or that no file holds it);
// saved, it exits 0.
func TestUnsavedGameExitsOne(t *testing.T) {
	setup, err := loadSetup(3, "cb-rhinar", "cb-dorinthea")
	if err != nil {
		t.Fatal(err)
	}
	rec, err := saves.NewSession(t.TempDir(), setup, [2]string{"cb-rhinar", "cb-dorinthea"}, saves.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer rec.Close()
	var out bytes.Buffer
	if err := afterBoard(&out, text.EN, tui.Result{SaveErr: rec.Save()}, rec); exitCodeOf(err) != 0 {
		t.Fatalf("a saved game: %v", err)
	}
	rec.SetFS(fullFS{})
	g, err := rules.New(setup)
	if err != nil {
		t.Fatal(err)
	}
	rec.Asked(g) // a question: the state moved on
	out.Reset()
	err = afterBoard(&out, text.EN, tui.Result{SaveErr: rec.Save()}, rec)
	if exitCodeOf(err) != 1 || !strings.Contains(err.Error(), "still holds the game as it stood on turn") {
		t.Fatalf("an unsaved game: exit %d, %v", exitCodeOf(err), err)
	}
	if !strings.Contains(out.String(), "the game could not be saved") {
		t.Errorf("not said: %q", out.String())
	}

	// The folder is gone, and a file has taken its place: no file holds
	// the game any more.
	dir := filepath.Dir(rec.Path())
	if err := os.RemoveAll(dir); err != nil {
		t.Fatal(err)
	}
	os.WriteFile(dir, nil, 0o644)
	rec.SetFS(saves.OSFS{})
	err = afterBoard(&out, text.JA, tui.Result{SaveErr: rec.Save()}, rec)
	if exitCodeOf(err) != 1 || !strings.Contains(err.Error(), "このゲームを保存したファイルはありません") {
		t.Fatalf("no file: exit %d, %v", exitCodeOf(err), err)
	}
}
