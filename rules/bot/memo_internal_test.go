package bot

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/decks"
	"github.com/rathe-tcg/rathe/rules"
)

// errFirstPriority stops a game at its player's first priority point.
var errFirstPriority = errors.New("the first priority point")

// firstView is the view of player 1 at the first priority point of
// their first turn of a goldfish game of deck dealt from seed, at life.
func firstView(t *testing.T, deck rules.Deck, seed uint64, life int) rules.View {
	t.Helper()
	g, err := rules.New(rules.GoldfishSetup(seed, deck, life))
	if err != nil {
		t.Fatal(err)
	}
	first := &Goldfisher{}
	var at rules.View
	g.SetDecider(1, rules.GoldfishDecider)
	g.SetDecider(0, rules.DeciderFunc(func(ctx context.Context, v rules.View, p rules.Prompt) (rules.Answer, error) {
		if p.Kind == rules.AskFirstPlayer {
			return first.Decide(ctx, v, p)
		}
		if p.Kind == rules.AskPriority && v.TurnPlayer() == 0 {
			at = v
			return rules.Answer{}, errFirstPriority
		}
		return rules.LeastAnswer(p), nil
	}))
	if err := g.Run(context.Background()); !errors.Is(err, errFirstPriority) {
		t.Fatalf("seed %d: %v", seed, err)
	}
	return at
}

// handOf is the names of the viewer's hand, sorted, and in the order held.
func handOf(v rules.View) (sorted, held string) {
	var names []string
	for _, obj := range v.Zone(v.Viewer, rules.ZoneHand) {
		names = append(names, v.Card(obj).Key())
	}
	held = strings.Join(names, ", ")
	slices.Sort(names)
	return strings.Join(names, ", "), held
}

// The memo's key is what the player knows: two deals whose opening hands
// hold the same cards in another order, other copies, have one key, and
// the line the memo gives the second is the one its own search finds;
// another hand, or the same hand against a goldfish of other life, has a
// key of its own and is searched.
func TestMemoKeyIsWhatThePlayerKnows(t *testing.T) {
	l, err := decks.Load("ira-welcome")
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]uint64{}
	var a, b rules.View
	var seedA, seedB uint64
	for seed := uint64(1); seed < 500 && seedB == 0; seed++ {
		v := firstView(t, l.Deck, seed, rules.GoldfishLifeBlitz)
		sorted, held := handOf(v)
		if s, ok := seen[sorted]; ok {
			w := firstView(t, l.Deck, s, rules.GoldfishLifeBlitz)
			if _, heldW := handOf(w); heldW != held || !slices.Equal(w.Zone(0, rules.ZoneHand), v.Zone(0, rules.ZoneHand)) {
				a, b, seedA, seedB = w, v, s, seed
			}
			continue
		}
		seen[sorted] = seed
	}
	if seedB == 0 {
		t.Fatal("no two deals with one hand in another order among 500")
	}
	_, heldA := handOf(a)
	_, heldB := handOf(b)
	t.Logf("seed %d holds %s; seed %d %s (ids %v and %v)", seedA, heldA, seedB, heldB, a.Zone(0, rules.ZoneHand), b.Zone(0, rules.ZoneHand))
	ka, _, okA := memoKey(a)
	kb, _, okB := memoKey(b)
	if !okA || !okB || ka != kb {
		t.Fatalf("keys %x (%v) and %x (%v): want one key", ka, okA, kb, okB)
	}

	ctx := context.Background()
	o := Options{Chance: &DefaultChance}
	m := NewMemo(7, 0)
	if _, err := m.Best(ctx, a, o); err != nil {
		t.Fatal(err)
	}
	got, err := m.Best(ctx, b, o)
	if err != nil {
		t.Fatal(err)
	}
	if s := m.Stats(); s.Hits != 1 || s.Misses != 1 {
		t.Fatalf("memo %+v: want the second search answered from the first", s)
	}
	own, err := NewMemo(7, 0).Best(ctx, b, o)
	if err != nil {
		t.Fatal(err)
	}
	sameLine(t, "seed "+heldB, got, own)

	other := firstView(t, l.Deck, seedB, rules.GoldfishLifeCC)
	if k, _, _ := memoKey(other); k == kb {
		t.Errorf("the goldfish at %d life and at %d: one key", rules.GoldfishLifeCC, rules.GoldfishLifeBlitz)
	}
	for seed := uint64(1); seed < 50; seed++ {
		v := firstView(t, l.Deck, seed, rules.GoldfishLifeBlitz)
		if sorted, _ := handOf(v); sorted == func() string { s, _ := handOf(b); return s }() {
			continue
		}
		if k, _, _ := memoKey(v); k == kb {
			t.Errorf("seed %d: another hand, the same key", seed)
		}
		break
	}
	if _, err := m.Best(ctx, other, o); err != nil {
		t.Fatal(err)
	}
	if s := m.Stats(); s.Misses != 2 {
		t.Errorf("memo %+v: the goldfish at other life was not searched", s)
	}
	if s := m.Stats(); s.Keyed != 3 || s.MetAgain != 1 {
		t.Errorf("memo %+v: want 3 searches keyed, 1 met again", s)
	}
}

// sameLine fails unless two lines give the same answers and are worth
// the same.
func sameLine(t *testing.T, what string, got, want Line) {
	t.Helper()
	if got.Damage != want.Damage || got.Expected != want.Expected || got.Min != want.Min || got.Max != want.Max {
		t.Errorf("%s: damage %d (expected %v, %d-%d), want %d (%v, %d-%d)", what, got.Damage, got.Expected, got.Min, got.Max,
			want.Damage, want.Expected, want.Min, want.Max)
	}
	if !slices.EqualFunc(got.answers, want.answers, func(a, b rules.Answer) bool { return a.X == b.X && slices.Equal(a.IDs, b.IDs) }) ||
		!slices.Equal(got.kinds, want.kinds) || !slices.Equal(got.unsure, want.unsure) {
		t.Errorf("%s: answers %v, want %v", what, got.answers, want.answers)
	}
}

// Every line the memo answers with is the line the search of the view
// finds, its answers about the view's own cards: the games of a deck
// sharing a memo play as if each had searched its own turns.
func TestMemoAnswersAsTheSearchWould(t *testing.T) {
	// Deals whose opening hands hold the same cards, three and three.
	for name, seeds := range map[string][]uint64{"ira-welcome": {29, 278, 294, 32, 236, 268}, "cb-rhinar": {1, 1112, 1597, 1370, 1394, 1432}} {
		l, err := decks.Load(name)
		if err != nil {
			t.Fatal(err)
		}
		hits := 0
		onMemoHit = func(ctx context.Context, v rules.View, o Options, got Line) {
			hits++
			own, err := Best(ctx, v, o)
			if err != nil {
				t.Fatal(err)
			}
			objs := memoObjects(v)
			want := (&memoEntry{line: own, objs: objs, n: v.Objects()}).translate(objs)
			sameLine(t, name, got, want)
		}
		m := NewMemo(3, 0)
		for _, seed := range seeds {
			g, err := rules.New(rules.GoldfishSetup(seed, l.Deck, rules.GoldfishLifeBlitz))
			if err != nil {
				t.Fatal(err)
			}
			g.SetDecider(0, &Goldfisher{Options: Options{Seed: seed, Chance: &DefaultChance}, Memo: m})
			g.SetDecider(1, rules.GoldfishDecider)
			g.MaxTurns = 40
			if err := g.Run(context.Background()); err != nil {
				t.Fatalf("%s, seed %d: %v", name, seed, err)
			}
		}
		onMemoHit = nil
		t.Logf("%s: %+v", name, m.Stats())
		if hits == 0 {
			t.Errorf("%s: no search was answered from the memo", name)
		}
	}
}
