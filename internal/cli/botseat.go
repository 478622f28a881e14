package cli

import (
	"errors"
	"fmt"

	"github.com/rathe-tcg/rathe/internal/sim"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/tui"
)

// boardBot reads play's --bot ("p2", "p2:hard"; the level is normal when
// not said) as the seat the computer takes on the board, seeded with the
// game's seed; nil for "". It is sim's --bot for one seat (internal/sim, bots.go).
func boardBot(spec string, seed uint64) (*tui.Bot, error) {
	if spec == "" {
		return nil, nil
	}
	bs, err := sim.ParseBots([]string{spec})
	if err != nil {
		return nil, &exitError{2, err}
	}
	for p, l := range bs {
		if l != nil {
			return &tui.Bot{Player: rules.Player(p), Level: *l, Seed: seed}, nil
		}
	}
	return nil, &exitError{2, errors.New("--bot: no seat")}
}

// botSpec is the --bot value of b, as a save keeps it.
func botSpec(b *tui.Bot) string { return fmt.Sprintf("p%d:%s", b.Player+1, b.Level) }
