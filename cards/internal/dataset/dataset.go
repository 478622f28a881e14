// Package dataset reads the card dataset kept beside the repository
// (../shared/carddata/cards.jsonl) for the generator of cards/catalog and
// the tests that compare with it: one JSON object a line, each card (name and colour) once.
// Each generator decodes only the fields it declares in its own type, so the
// dataset's rules text never enters a program that does not ask for it.
package dataset

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"strings"
)

// Each decodes every non-blank line of the file at path into a T and calls f
// with it and its line number. id names the card: a card met twice (name and
// colour, case aside), a line that is not JSON, or an error from f stops the
// reading with an error naming the file and line.
func Each[T any](path string, id func(T) (name, color string), f func(line int, c T) error) error {
	file, err := os.Open(path)
	if err != nil {
		return err
	}
	defer file.Close()
	first := map[string]int{}
	sc := bufio.NewScanner(file)
	sc.Buffer(make([]byte, 0, 64*1024), 16*1024*1024)
	for n := 1; sc.Scan(); n++ {
		line := bytes.TrimSpace(sc.Bytes())
		if len(line) == 0 {
			continue
		}
		var c T
		if err := json.Unmarshal(line, &c); err != nil {
			return fmt.Errorf("%s line %d: %w", path, n, err)
		}
		name, color := id(c)
		k := strings.ToLower(name) + "\x00" + strings.ToLower(color)
		if at, dup := first[k]; dup {
			return fmt.Errorf("%s line %d: %s (%s) is already on line %d", path, n, name, color, at)
		}
		first[k] = n
		if err := f(n, c); err != nil {
			return fmt.Errorf("%s line %d: %w", path, n, err)
		}
	}
	if err := sc.Err(); err != nil {
		return fmt.Errorf("reading %s: %w", path, err)
	}
	return nil
}
