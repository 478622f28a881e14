package bot_test

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"os"
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/internal/runner"
	"github.com/rathe-tcg/rathe/internal/sim"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/bot"
)

// The cheating twin's games as `rathe sim` plays them: sim's runner
// (internal/sim), the same deal, invariants, turn limit, times and JSON,
// with a seat's bot the twin of its level where the seat says so
// ("p1:normal-twin"): the runner makes each seat's bot through the
// function the test gives it (sim.Options.NewBot). The shipped binary
// cannot make a twin (twin.go), so the twin's games run here, from the
// package's tests. Off by default:
//
//	go test -c -o bot.test ./rules/bot
//	./bot.test -test.run '^TestTwinSim$' -twinsim.p1 A -twinsim.p2 B -twinsim.games 25 -twinsim.seed S \
//	    -twinsim.bot p1:normal-twin,p2:normal -twinsim.out FILE
var (
	twinSimOut     = flag.String("twinsim.out", "", "TestTwinSim: the file of its JSON (empty: not played)")
	twinSimP1      = flag.String("twinsim.p1", "cb-rhinar", "TestTwinSim: player 1's deck (embedded)")
	twinSimP2      = flag.String("twinsim.p2", "cb-dorinthea", "TestTwinSim: player 2's deck (embedded)")
	twinSimGames   = flag.Int("twinsim.games", 100, "TestTwinSim: games")
	twinSimSeed    = flag.Uint64("twinsim.seed", 1, "TestTwinSim: the run's seed (as sim's --seed)")
	twinSimBots    = flag.String("twinsim.bot", "p1:normal-twin,p2:normal", "TestTwinSim: the seats' bots, comma-separated (as sim's --bot, LEVEL-twin for the twin)")
	twinSimWorkers = flag.Int("twinsim.workers", 1, "TestTwinSim: games played at once")
)

// parseTwinBots reads the seats' bots, "p1:normal-twin,p2:normal", as
// sim reads its --bot values, a "-twin" after a level aside: the seats
// whose bot is the twin.
func parseTwinBots(s string) (bs sim.Bots, twins [2]bool, err error) {
	var specs []string
	for _, spec := range strings.Split(s, ",") {
		if spec == "" {
			continue
		}
		spec, twin := strings.CutSuffix(spec, "-twin")
		specs = append(specs, spec)
		if twin {
			twins[map[string]int{"p1": 0, "p2": 1}[spec[:min(2, len(spec))]]] = true
		}
	}
	bs, err = sim.ParseBots(specs)
	return bs, twins, err
}

// twinSim plays games games of decks p1 and p2 from seed as sim does,
// the seats' bots as bots says.
func twinSim(t testing.TB, p1, p2 string, games int, seed uint64, bots string, workers int) sim.Result {
	t.Helper()
	bs, twins, err := parseTwinBots(bots)
	if err != nil {
		t.Fatal(err)
	}
	o := sim.Options{Seed: seed, Games: games, Workers: workers, Every: rules.EveryDecision, Bots: bs,
		NewBot: func(p rules.Player, level bot.Level, seed uint64, g *rules.Game) *bot.Opponent {
			if twins[p] {
				return bot.NewTwin(p, level, seed, g)
			}
			return bot.NewOpponent(p, level, seed)
		},
		Failed: func(g runner.Game, err error) {
			if !errors.Is(err, rules.ErrTurnLimit) {
				t.Errorf("game %d: %v", g.Index, err)
			}
		},
	}
	o.Decks = twoDecks(t, p1, p2)
	for i := range o.Names {
		if bs[i] != nil && twins[i] {
			o.Names[i] = bs[i].String() + "-twin"
		}
	}
	res, _ := sim.Run(context.Background(), o)
	return res
}

func TestTwinSim(t *testing.T) {
	if *twinSimOut == "" {
		t.Skip("the twin's games as sim plays them: -twinsim.out FILE plays them")
	}
	res := twinSim(t, *twinSimP1, *twinSimP2, *twinSimGames, *twinSimSeed, *twinSimBots, *twinSimWorkers)
	b, err := json.Marshal(res)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(*twinSimOut, append(b, '\n'), 0o644); err != nil {
		t.Fatal(err)
	}
}

// The runner deals and plays sim's games: without bots, the hash of
// `rathe sim --p1 cb-rhinar --p2 cb-dorinthea --games 200 --seed 1`,
// which only a change of the rules moves (as the README's of 1,000).
func TestTwinSimIsSim(t *testing.T) {
	if got := twinSim(t, "cb-rhinar", "cb-dorinthea", 200, 1, "", 2).Hash; got != "4d66e02f4c9944c3" {
		t.Errorf("the runner's hash is %s, sim's 4d66e02f4c9944c3", got)
	}
}

// The seats' bots are read as sim reads them, the twin's suffix aside.
func TestParseTwinBots(t *testing.T) {
	bs, twins, err := parseTwinBots("p1:normal-twin,p2:hard")
	if err != nil || bs[0] == nil || !twins[0] || *bs[0] != bot.Normal || bs[1] == nil || twins[1] || *bs[1] != bot.Hard {
		t.Errorf("p1:normal-twin,p2:hard: %v %v %v", bs, twins, err)
	}
	for _, bad := range []string{"p3:normal", "p1:normal,p1:hard", "p1:wise-twin"} {
		if _, _, err := parseTwinBots(bad); err == nil {
			t.Errorf("%s: no error", bad)
		}
	}
}
