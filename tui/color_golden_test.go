package tui

import (
	"os"
	"path/filepath"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/rathe-tcg/rathe/tui/text"
)

// TestGoldenScreensInColour holds a few screens drawn in colour, escape
// sequences and all (the monochrome golden screens cannot see them): the
// board draws its styles itself for speed (tui/board/paint.go), and must
// draw exactly what lipgloss would. `go test ./tui -update` rewrites them.
func TestGoldenScreensInColour(t *testing.T) {
	for _, lang := range []text.Lang{text.EN, text.JA} {
		screens := goldenScreens(t, lang)
		for _, name := range []string{"chain", "stack"} {
			for _, size := range [][2]int{{80, 24}, {160, 48}} {
				m := newModel(Config{Lang: lang, Color: true})
				m.Update(tea.WindowSizeMsg{Width: size[0], Height: size[1]})
				m.Update(screens[name])
				m.Update(keyMsg("enter"))
				got := m.View()
				id := name + "-" + string(lang) + "-" + itoa(size[0]) + "x" + itoa(size[1])
				checkSize(t, id, got, size[0], size[1])
				path := filepath.Join("testdata", "colour", id+".golden")
				if updating() {
					if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
						t.Fatal(err)
					}
					if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
						t.Fatal(err)
					}
					continue
				}
				want, err := os.ReadFile(path)
				if err != nil {
					t.Fatalf("%v (go test ./tui -update writes it)", err)
				}
				if string(want) != got {
					t.Errorf("%s in colour differs from %s (go test ./tui -update rewrites it):\n--- got\n%q\n--- want\n%q", id, path, got, want)
				}
			}
		}
	}
}
