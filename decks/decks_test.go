package decks_test

import (
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/decks"
	"github.com/rathe-tcg/rathe/rules"
)

func TestEmbeddedDecksLoadAndPlay(t *testing.T) {
	names := decks.Names()
	if len(names) < 2 {
		t.Fatalf("embedded decks: %v", names)
	}
	for _, n := range names {
		l, err := decks.Load(n)
		if err != nil {
			t.Fatalf("%s: %v", n, err)
		}
		if l.Deck.Hero == nil || len(l.Deck.Cards) != 40 {
			t.Errorf("%s: hero %v, %d deck cards, want a hero and 40", n, l.Deck.Hero, len(l.Deck.Cards))
		}
		if _, err := rules.New(rules.Setup{Players: [2]rules.Deck{l.Deck, l.Deck}}); err != nil {
			t.Errorf("%s: the engine refuses it: %v", n, err)
		}
	}
}

func TestParseErrorsNameTheLine(t *testing.T) {
	src := "1 Rhinar\n\n2 Muscle Mutt (yellow)\n2 Mucsle Mutt (yellow)\n1 Bad\x1b[31mName\n"
	_, err := decks.Parse("my.txt", strings.NewReader(src))
	if err == nil {
		t.Fatal("no error")
	}
	msg := err.Error()
	for _, want := range []string{"my.txt:4:", "my.txt:5:"} {
		if !strings.Contains(msg, want) {
			t.Errorf("error %q does not name %s", msg, want)
		}
	}
	if strings.ContainsRune(msg, 0x1b) {
		t.Errorf("an escape character reached the message: %q", msg)
	}
}

func TestLoadUnknown(t *testing.T) {
	if _, err := decks.Load("no-such-deck"); err == nil || !strings.Contains(err.Error(), "cb-rhinar") {
		t.Errorf("want an error listing the embedded decks, got %v", err)
	}
}
