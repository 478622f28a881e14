package rules

// Counters (CR 1.15): putting counters on a card, lessons on mentors.

// SelfCounter puts N counters of a kind on the source (CR 8.5.14); a
// negative N puts -1 counters.
type SelfCounter struct {
	Kind CounterKind
	N    int
	Rule Rule
}

func (e SelfCounter) Do(g *Game, c *Ctx) {
	o := g.s.Obj(c.Source)
	// Counters go on public objects in play, and on a card face up in an
	// arsenal (a mentor's lesson counters).
	if o.Zone != ZoneArena && o.Zone != ZoneChain && !(o.Zone == ZoneArsenal && o.FaceUp) {
		return
	}
	o.Counters[e.Kind] += int8(e.N)
	g.emit(Event{Kind: EvCounter, Player: o.Controller, Obj: c.Source, Amount: e.N, Counter: e.Kind, Rule: e.Rule})
}

func (e SelfCounter) Text() Text { return T("self-counter", e) }

// AttackSourceCounter puts N counters of Kind on the attack source of the
// source attack: the weapon an attack proxy stands for (CR 1.4.3), or the
// attacking card itself. On a weapon the counter stays after the attack is
// gone (CR 8.5.14).
type AttackSourceCounter struct {
	Kind CounterKind
	N    int
	Rule Rule
}

func (e AttackSourceCounter) Do(g *Game, c *Ctx) {
	obj := c.Source
	if p := g.s.Obj(obj).Proxy; p != NoObj {
		obj = p
	}
	o := g.s.Obj(obj)
	if o.Zone != ZoneArena && o.Zone != ZoneChain {
		return
	}
	o.Counters[e.Kind] += int8(e.N)
	g.emit(Event{Kind: EvCounter, Player: o.Controller, Obj: obj, Amount: e.N, Counter: e.Kind, Rule: e.Rule})
}

func (e AttackSourceCounter) Text() Text { return T("attack-source-counter", e) }

// Lesson is a mentor's lesson: put a lesson counter on this; then, if it
// has n or more, banish it, search the deck for a card named name, put that
// card face up into the arsenal, and shuffle the deck.
func Lesson(n int, name string) []Effect {
	return []Effect{
		SelfCounter{Kind: CounterLesson, N: 1, Rule: CR(8, 5, 14)},
		If{Cond: SelfCountersAtLeast(CounterLesson, n), Then: []Effect{
			BanishSelf{},
			SearchDeck{Name: name, To: ZoneArsenal, FaceUp: true},
			ShuffleDeck{},
		}},
	}
}

// reach: a +1 power counter is power (reach.go).
func (e SelfCounter) reach(m *most) {
	if e.Kind == CounterPower {
		m.power += max(e.N, 0)
	}
}

func (e AttackSourceCounter) reach(m *most) {
	if e.Kind == CounterPower {
		m.power += max(e.N, 0)
	}
}
