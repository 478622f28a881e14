package saves

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/rathe-tcg/rathe/rules"
)

// lineWith is the line (1-based) of the first line of data that holds s,
// or 0.
func lineWith(data []byte, s string) int {
	for i, l := range bytes.Split(data, []byte("\n")) {
		if bytes.Contains(l, []byte(s)) {
			return i + 1
		}
	}
	return 0
}

// Every field of a save is range-checked: a file whose checksum matches
// (anyone can compute a SHA-256) but that holds what no rathe writes is
// refused, naming the field's own line and what is wrong, never loaded,
// and never shown.
func TestBadFieldsRefused(t *testing.T) {
	ds := loadMatchups(t)
	setup := rules.Setup{Seed: 9, Players: ds[0]}
	s := Memory(setup)
	playSession(t, s, setup, 9, 200)
	good := encodeSession(t, s)
	fin := Memory(setup)
	if g := playSession(t, fin, setup, 9, 1<<30); !g.Over() {
		t.Fatal("the game did not end")
	}
	finished := encodeSession(t, fin)
	f0, err := Decode("x", finished)
	if err != nil {
		t.Fatal(err)
	}
	other := map[string]string{"p1": "p2", "p2": "p1", "draw": "p1"}[f0.Winner]

	sealed := func(base []byte, edit func(f *File)) []byte {
		f, err := decodeNoSum(base)
		if err != nil {
			t.Fatal(err)
		}
		edit(f)
		out, err := f.Encode()
		if err != nil {
			t.Fatal(err)
		}
		return out
	}
	cases := []struct {
		name string
		data []byte
		want error
		line string // the line the message must name holds this
		says string
	}{
		{"format -1", sealed(good, func(f *File) { f.Format = -1 }), ErrInvalid, `"format": -1`, "format -1 is no version"},
		{"end.answers 99999", sealed(good, func(f *File) { f.End.Answers = 99999 }), ErrInvalid, `"answers": 99999`, "after 99999 answers"},
		{"end.answers -5", sealed(good, func(f *File) { f.End.Answers = -5 }), ErrInvalid, `"answers": -5`, "after -5 answers"},
		{"end.turn", sealed(good, func(f *File) { f.End.Turn = 77 }), ErrInvalid, `"turn": 77`, "turn 77"},
		{"end.hash", sealed(good, func(f *File) { f.End.Hash = "zz" }), ErrInvalid, `"hash": "zz"`, `"zz" is not a state hash`},
		{"a turn out of order", sealed(good, func(f *File) { f.Turns[1].Turn = 5 }), ErrInvalid, `"turn": 5`, "turn 5 recorded where turn 2 starts"},
		{"a turn's answers", sealed(good, func(f *File) { f.Turns[2].Answers = 123456 }), ErrInvalid, `"answers": 123456`, "123456 answers"},
		{"rathe", sealed(good, func(f *File) { f.Rathe = "v1\x1b[2J" }), ErrInvalid, `"rathe": "v1`, "not a version of rathe"},
		{"created", sealed(good, func(f *File) { f.Created = time.Time{} }), ErrInvalid, `"created"`, "created is not a date"},
		{"stops", sealed(good, func(f *File) { f.Options.Stops = "own-action,\x1b]0;x\x07" }), ErrInvalid, `"stops": "own-action,`, "is not a list of stops"},
		{"winner of an unfinished game", sealed(good, func(f *File) { f.Winner = "p1" }), ErrInvalid, `"winner": "p1"`, "finished is false"},
		{"winner with control bytes", sealed(finished, func(f *File) { f.Winner = "\x1b]52;c;aGk=\x07p1" }), ErrInvalid, `"winner"`, "is none of p1, p2, draw"},
		{"winner not the replay's", sealed(finished, func(f *File) { f.Winner = other }), ErrDiverged, "", "the recorded winner (" + other + ") is not the replay's (" + f0.Winner + ")"},
		{"a hero that is no hero", sealed(good, func(f *File) { f.Setup.Players[1].Hero = "Dodge (blue)" }), ErrInvalid, `"hero": "Dodge (blue)"`, `player 2's deck: a field of the file is out of range: "Dodge (blue)" is not one of the heroes`},
		{"a hero among the deck-cards", sealed(good, func(f *File) { f.Setup.Players[1].Cards[7] = "Rhinar, Reckless Rampage" }), ErrInvalid, `          "Rhinar, Reckless Rampage"`, `"Rhinar, Reckless Rampage" is not one of the deck-cards`},
		{"a deck-card among the arena-cards", sealed(good, func(f *File) { f.Setup.Players[0].Arena[1] = "Dodge (blue)" }), ErrInvalid, `          "Dodge (blue)"`, `player 1's deck: a field of the file is out of range: "Dodge (blue)" is not one of the arena-cards`},
		{"an unknown card", sealed(good, func(f *File) { f.Setup.Players[1].Cards[3] = "Nonesuch (red)" }), ErrUnknownCard, `"Nonesuch (red)"`, `player 2's deck has a card this rathe does not know: "Nonesuch (red)"`},
		{"no hero", sealed(good, func(f *File) { f.Setup.Players[0].Hero = "" }), ErrInvalid, `"hero": ""`, "player 1 has no hero"},
		{"too many deck-cards", sealed(good, func(f *File) {
			for len(f.Setup.Players[0].Cards) <= maxDeck {
				f.Setup.Players[0].Cards = append(f.Setup.Players[0].Cards, "Dodge (blue)")
			}
		}), ErrInvalid, `"cards": [`, fmt.Sprintf("player 1 has %d deck-cards, at most %d", maxDeck+1, maxDeck)},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := filepath.Join(t.TempDir(), "game.json")
			if err := os.WriteFile(p, c.data, 0o644); err != nil {
				t.Fatal(err)
			}
			_, err := Load(context.Background(), p)
			if err == nil || !errors.Is(err, c.want) || !strings.Contains(err.Error(), c.says) {
				t.Fatalf("got %v, want %v saying %q", err, c.want, c.says)
			}
			if c.line != "" {
				want := fmt.Sprintf("%s:%d: ", p, lineWith(c.data, c.line))
				if c.name == "a hero among the deck-cards" || c.name == "a deck-card among the arena-cards" {
					// the card's own line: the one in its player's field
					want = fmt.Sprintf("%s:%d: ", p, lineOfField(t, c.data, c.name))
				}
				if !strings.HasPrefix(err.Error(), want) {
					t.Errorf("the message does not start with %q: %v", want, err)
				}
			}
			if strings.ContainsAny(err.Error(), "\x1b\x07") {
				t.Errorf("the message holds control bytes: %q", err)
			}
			// The listing says the file cannot be loaded, and shows nothing
			// of it.
			l, lerr := List(filepath.Dir(p))
			if lerr != nil || len(l) != 1 || l[0].Err == "" || l[0].Winner != "" && c.want == ErrInvalid {
				t.Errorf("listed as %+v, %v", l, lerr)
			}
		})
	}
}

// lineOfField finds the line of the card a case put in the wrong field:
// the field's opening line plus the card's place in it.
func lineOfField(t *testing.T, data []byte, name string) int {
	t.Helper()
	fl := newFieldLines("x", data)
	path := map[string]string{
		"a hero among the deck-cards":       "setup.players.1.cards.7",
		"a deck-card among the arena-cards": "setup.players.0.arena.1",
	}[name]
	n, ok := fl.lines[path]
	if !ok {
		t.Fatalf("no line for %s", path)
	}
	// The field lines are checked against the file itself: the line
	// holds the card.
	lines := bytes.Split(data, []byte("\n"))
	if want := map[string]string{"a hero among the deck-cards": "Rhinar, Reckless Rampage", "a deck-card among the arena-cards": "Dodge (blue)"}[name]; !bytes.Contains(lines[n-1], []byte(want)) {
		t.Fatalf("line %d is %q, not the card", n, lines[n-1])
	}
	return n
}

// The lines of the fields are found by their path, each on its own line
// (a value repeated elsewhere in the file does not mislead it).
func TestFieldLines(t *testing.T) {
	data := []byte("{\n  \"a\": 1,\n  \"b\": {\n    \"c\": [\n      \"x\",\n      \"x\"\n    ],\n    \"d\": {\"e\": \"x\"}\n  }\n}\n")
	fl := newFieldLines("f", data)
	for path, want := range map[string]string{"a": "f:2", "b.c": "f:4", "b.c.0": "f:5", "b.c.1": "f:6", "b.d.e": "f:8", "b.c.9": "f:4", "zz": "f:1"} {
		if got := fl.at(path); got != want {
			t.Errorf("at(%q) = %s, want %s", path, got, want)
		}
	}
}
