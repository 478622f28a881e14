package cli

import (
	"errors"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/bot"
)

// play --bot names the computer's seat and level as sim --bot does; the
// save keeps it as the same words, and a bad one is a usage error.
func TestBoardBot(t *testing.T) {
	for _, c := range []struct {
		spec  string
		seat  rules.Player
		level bot.Level
	}{{"p2", 1, bot.Normal}, {"p1:hard", 0, bot.Hard}, {"p2:easy", 1, bot.Easy}} {
		b, err := boardBot(c.spec, 9)
		if err != nil {
			t.Fatalf("%s: %v", c.spec, err)
		}
		if b.Player != c.seat || b.Level != c.level || b.Seed != 9 {
			t.Errorf("%s: %+v", c.spec, b)
		}
		again, err := boardBot(botSpec(b), 9)
		if err != nil || *again != *b {
			t.Errorf("%s: saved as %q, read back %+v, %v", c.spec, botSpec(b), again, err)
		}
	}
	if b, err := boardBot("", 1); b != nil || err != nil {
		t.Errorf("no --bot: %+v, %v", b, err)
	}
	for _, bad := range []string{"p3", "p2:grandmaster", "computer"} {
		_, err := boardBot(bad, 1)
		var ee *exitError
		if !errors.As(err, &ee) || ee.code != 2 {
			t.Errorf("%q: %v, want a usage error (exit 2)", bad, err)
		}
	}
}
