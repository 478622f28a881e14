package dataset

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

type row struct {
	Name  string `json:"name"`
	Color string `json:"color"`
}

func read(t *testing.T, data string) ([]string, error) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "cards.jsonl")
	if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
	var got []string
	err := Each(path, func(r row) (string, string) { return r.Name, r.Color }, func(n int, r row) error {
		got = append(got, r.Name+"/"+r.Color)
		return nil
	})
	return got, err
}

func TestEach(t *testing.T) {
	got, err := read(t, "{\"name\":\"Dodge\",\"color\":\"Blue\"}\n\n{\"name\":\"Dodge\",\"color\":\"Red\"}\n")
	if err != nil || strings.Join(got, ",") != "Dodge/Blue,Dodge/Red" {
		t.Errorf("got %v, %v", got, err)
	}
	if _, err := read(t, "{\"name\":\"Dodge\",\"color\":\"Blue\"}\n{\"name\":\"dodge\",\"color\":\"blue\"}\n"); err == nil || !strings.Contains(err.Error(), "line 2: dodge (blue) is already on line 1") {
		t.Errorf("a card twice: %v", err)
	}
	if _, err := read(t, "{\"name\":\"Dodge\"}\nnot json\n"); err == nil || !strings.Contains(err.Error(), "line 2:") {
		t.Errorf("a line that is not JSON: %v", err)
	}
}
