package rules

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// knapInput is one call of reachKnapsacks.
type knapInput struct {
	items                                              []reachItem
	res, slots, actions, paidGo, paidGoCost, freeDraws int
}

// randomKnapInput is a small random knapsack: few values, so that many
// inputs are met again and many share an index of the memo.
func randomKnapInput(r *rand.Rand) knapInput {
	in := knapInput{res: r.IntN(8) - 2, slots: r.IntN(6) - 1, actions: r.IntN(5) - 1, paidGo: r.IntN(3),
		paidGoCost: 1 + r.IntN(2), freeDraws: r.IntN(3)}
	in.items = make([]reachItem, r.IntN(6))
	for i := range in.items {
		it := reachItem{pitch: r.IntN(4), card: r.IntN(3) > 0, need: r.IntN(3) * r.IntN(2)}
		use := func() reachUse {
			return reachUse{value: r.IntN(7), next: r.IntN(4) * r.IntN(2), cost: r.IntN(5) - 1, action: r.IntN(2) == 0,
				attack: r.IntN(2) == 0, draws: int8(r.IntN(3) * r.IntN(2)), noPlace: r.IntN(4) == 0}
		}
		if r.IntN(2) == 0 {
			it.one[0] = use()
		} else {
			it.many = true
			for range r.IntN(4) {
				it.uses = append(it.uses, use())
			}
		}
		in.items[i] = it
	}
	return in
}

// plainKnapsacks is reachKnapsacks worked out with no memo: the
// knapsack without an attack and with one, each the most over the paid
// go agains taken, in a scratch of its own.
func plainKnapsacks(in knapInput) (int, int) {
	sc := &reachScratch{freeDraws: in.freeDraws}
	k := func(attack bool) int {
		out := sc.knapsack(in.items, in.res, in.slots, in.actions, attack, nil)
		for j := 1; j <= in.paidGo; j++ {
			out = max(out, sc.knapsack(in.items, in.res-j*in.paidGoCost, in.slots, in.actions+j, attack, nil))
		}
		return out
	}
	return k(false), k(true)
}

// TestReachKnapsacksAreTheKnapsacks asks one scratch's reachKnapsacks
// about 3,000 random inputs, each twice and in a shuffled order (the memo
// gives back most of the second asks, and many inputs share an index of
// its table), and checks each answer against the knapsacks worked out
// with no memo.
func TestReachKnapsacksAreTheKnapsacks(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	ins := make([]knapInput, 3000)
	for i := range ins {
		ins[i] = randomKnapInput(r)
	}
	order := make([]int, 0, 2*len(ins))
	for i := range ins {
		order = append(order, i, i)
	}
	r.Shuffle(len(order), func(a, b int) { order[a], order[b] = order[b], order[a] })
	sc := new(reachScratch)
	for _, i := range order {
		in := ins[i]
		sc.freeDraws = in.freeDraws
		g0, g1 := sc.reachKnapsacks(in.items, in.res, in.slots, in.actions, in.paidGo, in.paidGoCost)
		w0, w1 := plainKnapsacks(in)
		if g0 != w0 || g1 != w1 {
			t.Fatalf("reachKnapsacks(%+v) = %d, %d; want %d, %d", in, g0, g1, w0, w1)
		}
	}
}

// TestReachKnapsacksAnswerFromTheMemo checks that an input asked again is
// answered from the memo (an answer planted there is the one given), so
// that the test above checks the memo's answers too.
func TestReachKnapsacksAnswerFromTheMemo(t *testing.T) {
	in := knapInput{items: []reachItem{{one: [1]reachUse{{value: 4, cost: 1, attack: true}}, pitch: 1, card: true}},
		res: 1, slots: 2, actions: 1}
	sc := new(reachScratch)
	if k0, k1 := sc.reachKnapsacks(in.items, in.res, in.slots, in.actions, 0, 0); k0 != 0 || k1 != 4 {
		t.Fatalf("reachKnapsacks = %d, %d; want 0, 4", k0, k1)
	}
	if !sc.memo.knapKey(in.items, in.res, in.slots, in.actions, 0, 0, 0) {
		t.Fatal("no key")
	}
	e := &sc.memo.tab[hashKey(sc.memo.key)>>(64-knapMemoBits)]
	e.k0, e.k1 = 7, 9
	if k0, k1 := sc.reachKnapsacks(in.items, in.res, in.slots, in.actions, 0, 0); k0 != 7 || k1 != 9 {
		t.Fatalf("asked again: %d, %d; want the planted 7, 9", k0, k1)
	}
}

// TestKnapKeyTellsEveryInputApart changes each input the knapsack reads,
// one at a time, and checks the key changes with it; a number past 16
// bits gives no key, and reachKnapsacks then works the knapsack out.
func TestKnapKeyTellsEveryInputApart(t *testing.T) {
	base := func() knapInput {
		return knapInput{items: []reachItem{
			{one: [1]reachUse{{value: 3, next: 1, cost: 1, action: true, attack: true, draws: 1}}, pitch: 2, card: true, need: 1},
			{many: true, uses: []reachUse{{value: 2, cost: 0}, {value: 5, cost: 2, noPlace: true}}, pitch: 1},
		}, res: 2, slots: 3, actions: 1, paidGo: 1, paidGoCost: 2, freeDraws: 1}
	}
	key := func(in knapInput) []uint64 {
		var m knapMemo
		if !m.knapKey(in.items, in.res, in.slots, in.actions, in.paidGo, in.paidGoCost, in.freeDraws) {
			t.Fatalf("no key for %+v", in)
		}
		return m.key
	}
	want := key(base())
	changes := map[string]func(*knapInput){
		"res":        func(in *knapInput) { in.res = -2 },
		"slots":      func(in *knapInput) { in.slots = -1 },
		"actions":    func(in *knapInput) { in.actions++ },
		"paidGo":     func(in *knapInput) { in.paidGo = 0 },
		"paidGoCost": func(in *knapInput) { in.paidGoCost++ },
		"freeDraws":  func(in *knapInput) { in.freeDraws = 0 },
		"an item":    func(in *knapInput) { in.items = in.items[:1] },
		"pitch":      func(in *knapInput) { in.items[0].pitch = -1 },
		"card":       func(in *knapInput) { in.items[1].card = true },
		"need":       func(in *knapInput) { in.items[0].need = 0 },
		"value":      func(in *knapInput) { in.items[0].one[0].value = -3 },
		"next":       func(in *knapInput) { in.items[0].one[0].next = 0 },
		"cost":       func(in *knapInput) { in.items[1].uses[1].cost = 1 },
		"action":     func(in *knapInput) { in.items[0].one[0].action = false },
		"attack":     func(in *knapInput) { in.items[1].uses[0].attack = true },
		"draws":      func(in *knapInput) { in.items[0].one[0].draws = 2 },
		"noPlace":    func(in *knapInput) { in.items[1].uses[1].noPlace = false },
		"a use":      func(in *knapInput) { in.items[1].uses = in.items[1].uses[:1] },
		"uses moved": func(in *knapInput) { in.items[1].uses = append(in.items[1].uses, reachUse{}) },
	}
	for name, change := range changes {
		in := base()
		change(&in)
		if slices.Equal(key(in), want) {
			t.Errorf("changing %s leaves the key the same", name)
		}
	}
	in := base()
	in.items[1].uses[0].value = 1 << 16
	var m knapMemo
	if m.knapKey(in.items, in.res, in.slots, in.actions, in.paidGo, in.paidGoCost, in.freeDraws) {
		t.Error("a value of 1<<16 got a key")
	}
	sc := &reachScratch{freeDraws: in.freeDraws}
	g0, g1 := sc.reachKnapsacks(in.items, in.res, in.slots, in.actions, in.paidGo, in.paidGoCost)
	if w0, w1 := plainKnapsacks(in); g0 != w0 || g1 != w1 {
		t.Errorf("with no key: %d, %d; want %d, %d", g0, g1, w0, w1)
	}
}
