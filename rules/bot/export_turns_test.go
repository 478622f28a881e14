package bot

import (
	"context"
	"errors"
	"fmt"

	"github.com/rathe-tcg/rathe/rules"
)

// TurnSamples are positions of a deck's games against the goldfish, as
// `rathe goldfish --auto` meets them: the world the deck's player imagines
// (rules.View.Sample) at the first priority point of each of its turns
// (its start or action phase), over games dealt from seeds 1..games, each
// played to at most maxTurns turns. decider(seed) plays the deck in the
// game of that seed.
func TurnSamples(deck rules.Deck, games, maxTurns int, decider func(seed uint64) rules.Decider) ([]*rules.Game, error) {
	var out []*rules.Game
	for seed := uint64(1); seed <= uint64(games); seed++ {
		ts, err := GameTurns(deck, seed, maxTurns, decider(seed))
		if err != nil {
			return nil, err
		}
		out = append(out, ts...)
	}
	return out, nil
}

// GameTurns are TurnSamples's positions of the one game dealt from seed,
// played by gf.
func GameTurns(deck rules.Deck, seed uint64, maxTurns int, gf rules.Decider) ([]*rules.Game, error) {
	var out []*rules.Game
	g, err := rules.New(rules.GoldfishSetup(seed, deck, rules.GoldfishLifeBlitz))
	if err != nil {
		return nil, fmt.Errorf("seed %d: %w", seed, err)
	}
	last := 0
	g.SetDecider(0, rules.DeciderFunc(func(ctx context.Context, v rules.View, p rules.Prompt) (rules.Answer, error) {
		if p.Kind == rules.AskPriority && v.TurnPlayer() == 0 && v.Turn() != last &&
			(v.Phase() == rules.PhaseAction || v.Phase() == rules.PhaseStart) {
			last = v.Turn()
			out = append(out, v.Sample(seed*7919+uint64(v.Turn())))
		}
		return gf.Decide(ctx, v, p)
	}))
	g.SetDecider(1, rules.GoldfishDecider)
	g.MaxTurns = maxTurns
	if err := g.Run(context.Background()); err != nil && !errors.Is(err, rules.ErrTurnLimit) {
		return nil, fmt.Errorf("seed %d: %w", seed, err)
	}
	return out, nil
}
