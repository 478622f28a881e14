// Package decks reads deck lists, checks them, and ships the precons.
package decks

import (
	"bufio"
	"embed"
	"errors"
	"fmt"
	"io"
	"os"
	"path"
	"sort"
	"strconv"
	"strings"

	"github.com/rathe-tcg/rathe/cards"
	"github.com/rathe-tcg/rathe/rules"
)

//go:embed lists/*.txt
var embedded embed.FS

// List is a parsed deck list: the hero, arena cards and deck cards.
type List struct {
	Name string
	Deck rules.Deck
}

// LineError is a problem on one line of a deck file.
type LineError struct {
	File string
	Line int
	Msg  string
}

func (e *LineError) Error() string { return fmt.Sprintf("%s:%d: %s", e.File, e.Line, e.Msg) }

// Names lists the embedded decks.
func Names() []string {
	ents, _ := embedded.ReadDir("lists")
	var out []string
	for _, e := range ents {
		out = append(out, strings.TrimSuffix(e.Name(), ".txt"))
	}
	sort.Strings(out)
	return out
}

// Load finds a deck by embedded name or by file path.
func Load(nameOrPath string) (*List, error) {
	if b, err := embedded.ReadFile(path.Join("lists", nameOrPath+".txt")); err == nil {
		return Parse(nameOrPath, strings.NewReader(string(b)))
	}
	f, err := os.Open(nameOrPath)
	if err != nil {
		return nil, fmt.Errorf("deck %q: not an embedded deck (%s) and not a readable file: %w", nameOrPath, strings.Join(Names(), ", "), err)
	}
	defer f.Close()
	return Parse(nameOrPath, f)
}

// Parse reads plain lines "COUNT NAME": the hero and arena cards as count-1
// lines, blank lines and # comments allowed. (Issue #4 adds the deck
// builders' formats and full validation.)
func Parse(file string, rd io.Reader) (*List, error) {
	l := &List{Name: strings.TrimSuffix(path.Base(file), ".txt")}
	sc := bufio.NewScanner(rd)
	n := 0
	var errs []error
	for sc.Scan() {
		n++
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") || strings.HasPrefix(line, "//") {
			continue
		}
		count := 1
		if f := strings.SplitN(line, " ", 2); len(f) == 2 {
			if k, err := strconv.Atoi(strings.TrimSuffix(f[0], "x")); err == nil {
				count, line = k, strings.TrimSpace(f[1])
			}
		}
		c, ok := cards.Lookup(line)
		if !ok {
			errs = append(errs, &LineError{file, n, fmt.Sprintf("unknown or unimplemented card %q", rules.Printable(line))})
			continue
		}
		switch {
		case c.Types.Has(rules.Hero):
			if l.Deck.Hero != nil {
				errs = append(errs, &LineError{file, n, "a second hero"})
			}
			l.Deck.Hero = c
		case c.Types.Any(rules.Weapon | rules.Equipment):
			for i := 0; i < count; i++ {
				l.Deck.Arena = append(l.Deck.Arena, c)
			}
		default:
			for i := 0; i < count; i++ {
				l.Deck.Cards = append(l.Deck.Cards, c)
			}
		}
	}
	if err := sc.Err(); err != nil {
		errs = append(errs, fmt.Errorf("%s: %w", file, err))
	}
	if l.Deck.Hero == nil && len(errs) == 0 {
		errs = append(errs, &LineError{file, n, "no hero"})
	}
	if len(errs) > 0 {
		return nil, errors.Join(errs...)
	}
	return l, nil
}

// CardNames lists the distinct cards a deck names (embedded name or file
// path), hero and inventory included, in the order they first appear,
// whether or not the engine implements them. `rathe cards audit` uses it.
func CardNames(nameOrPath string) ([]string, error) {
	b, err := embedded.ReadFile(path.Join("lists", nameOrPath+".txt"))
	if err != nil {
		if b, err = os.ReadFile(nameOrPath); err != nil {
			return nil, err
		}
	}
	var out []string
	seen := map[string]bool{}
	for _, line := range strings.Split(string(b), "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") || strings.HasPrefix(line, "//") {
			continue
		}
		if f := strings.SplitN(line, " ", 2); len(f) == 2 {
			if _, err := strconv.Atoi(strings.TrimSuffix(f[0], "x")); err == nil {
				line = strings.TrimSpace(f[1])
			}
		}
		if !seen[line] {
			seen[line] = true
			out = append(out, line)
		}
	}
	return out, nil
}
