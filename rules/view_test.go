package rules_test

import (
	"slices"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// CR 3.0.3: nothing about a private card reaches another player's view: not
// its card, its numbers, its keywords, nor the card lists of the deck.
func TestCR_3_0_3_ViewKeepsPrivateCardsPrivate(t *testing.T) {
	secret := ruletest.Attack("Secret", 1, 7, 3)
	secret.Keywords = rules.GoAgain
	g, err := rules.New(rules.Setup{Seed: 5, Players: [2]rules.Deck{
		{Hero: ruletest.HeroA, Cards: []*rules.Card{ruletest.Gem, ruletest.Gem, ruletest.Gem, ruletest.Gem, ruletest.Gem}},
		{Hero: ruletest.HeroB, Cards: []*rules.Card{secret, ruletest.Pebble, ruletest.Pebble, ruletest.Pebble, ruletest.Pebble}},
	}})
	if err != nil {
		t.Fatal(err)
	}
	v := g.ViewFor(0)
	for id := range g.State().Objs {
		obj := rules.ObjID(id)
		if g.State().Objs[id].Owner != 1 || g.State().Objs[id].Zone != rules.ZoneDeck {
			continue
		}
		if v.Visible(obj) || v.Card(obj) != nil || v.Power(obj) != 0 || v.Defense(obj) != 0 || v.HasKeyword(obj, rules.GoAgain) {
			t.Errorf("player 1 learns about player 2's deck card %d", id)
		}
		if _, ok := v.Obj(obj); ok {
			t.Errorf("player 1 gets the object data of deck card %d", id)
		}
	}
	for i := int16(0); i < 10; i++ {
		if c := v.CardByIndex(i); c != nil && c.Name == "Secret" {
			t.Error("CardByIndex reveals a card of the opponent's deck list")
		}
	}
	if c := g.ViewFor(1).CardByIndex(g.State().Objs[g.State().Zone(1, rules.ZoneDeck)[0]].Card); c == nil {
		t.Error("a player cannot look up their own card")
	}
}

// Who sees which zone (CR 3.0.3): the hand and a face-down arsenal card
// to their owner only; a face-up arsenal card to all; the omniscient
// viewer (tests, replays) everything. A zone lists only what the viewer
// sees; its count is public.
func TestWhoSeesEachZone(t *testing.T) {
	x := ruletest.Position().Hand("Gem").Arsenal("Pebble").P2().ArsenalUp("Gem").Start(t)
	hand := x.Find(p1, rules.ZoneHand, "Gem")
	down := x.Find(p1, rules.ZoneArsenal, "Pebble")
	up := x.Find(p2, rules.ZoneArsenal, "Gem")
	for _, tc := range []struct {
		rule   string
		viewer rules.Player
		obj    rules.ObjID
		want   bool
	}{
		{"3.9", p1, hand, true},
		{"3.9", p2, hand, false},
		{"3.3", p1, down, true},
		{"3.3", p2, down, false},
		{"3.3", p1, up, true},
		{"3.0.3", rules.Omniscient, hand, true},
		{"3.0.3", rules.Omniscient, down, true},
	} {
		if got := x.G.ViewFor(tc.viewer).Visible(tc.obj); got != tc.want {
			t.Errorf("CR %s: viewer %d sees %s: %v, want %v", tc.rule, tc.viewer, x.G.State().CardOf(tc.obj).Key(), got, tc.want)
		}
	}
	v := x.G.ViewFor(p2)
	if len(v.Zone(p1, rules.ZoneHand)) != 0 || v.Count(p1, rules.ZoneHand) != 1 {
		t.Errorf("p2 lists %d of p1's hand cards and counts %d, want 0 and 1", len(v.Zone(p1, rules.ZoneHand)), v.Count(p1, rules.ZoneHand))
	}
	// AppendZone lists what Zone lists, after what its memory held.
	for _, viewer := range []rules.Player{p1, p2} {
		v := x.G.ViewFor(viewer)
		for _, z := range []rules.Zone{rules.ZoneHand, rules.ZoneArsenal} {
			for _, owner := range []rules.Player{p1, p2} {
				got := v.AppendZone([]rules.ObjID{rules.NoObj}, owner, z)
				if want := append([]rules.ObjID{rules.NoObj}, v.Zone(owner, z)...); !slices.Equal(got, want) {
					t.Errorf("viewer %d, %d's %s: AppendZone gives %v, want %v", viewer, owner, z, got, want)
				}
			}
		}
	}
}

// A view hands out copies: changing what it returns changes nothing in the
// game.
func TestAViewIsReadOnly(t *testing.T) {
	x := ruletest.Position(mutt).Hand("Mutt").Resources(3).P2().Hand("Gem").Start(t)
	x.Run(ruletest.Play(p1, "Mutt"), ruletest.PassTo(rules.AskDefenders, p2), ruletest.Defend(p2, "Gem"), ruletest.PassToStep(rules.StepReaction, p1))
	v := x.G.ViewFor(p1)
	chain := v.Chain()
	chain[0].Defenders[0] = rules.NoObj
	chain[0].Target = p1
	stack := append(v.Stack(), rules.Layer{})
	if l := x.G.State().Chain.Active(); l.Defenders[0] == rules.NoObj || l.Target != p2 || len(x.G.State().Stack) != 0 || len(stack) != 1 {
		t.Errorf("changing the view's copies changed the game: link %+v", l)
	}
}

// CR 1.4.1, 8.3.1: the view says which layer of the stack is an attack: a
// card layer of an attack card and a weapon's attack proxy are; an
// instant's card layer, an equipment's activated ability and the layer of
// an attack's own trigger ("when this attacks", whose source is the
// attack on the chain) are not.
func TestViewSaysWhichLayerIsAnAttack(t *testing.T) {
	jab := ruletest.Attack("Jab", 0, 3, 2)
	loud := ruletest.Attack("Loud", 0, 3, 2)
	loud.Triggers = []rules.Trigger{{When: rules.WhenThisAttacks, Effects: []rules.Effect{rules.GainLife{N: 1}}}}
	charm := ruletest.Equipment("Charm", rules.Chest, 1, 0)
	charm.Activated = []rules.Activated{{Type: rules.Instant, Effects: []rules.Effect{rules.GainLife{N: 1}}}}
	cards := []*rules.Card{jab, loud, charm, ruletest.Weapon("Sword", 0, 2), ruletest.Instant("Zap", 0)}
	attacks := func(x *ruletest.Game) []bool {
		v := x.G.ViewFor(p1)
		var out []bool
		for _, l := range v.Stack() {
			out = append(out, v.AttackLayer(l))
		}
		return out
	}
	for _, tc := range []struct {
		name  string
		steps []ruletest.Step
		want  []bool
	}{
		{"an attack card, then an instant", []ruletest.Step{ruletest.Play(p1, "Jab"), ruletest.Play(p1, "Zap")}, []bool{true, false}},
		{"a weapon's proxy, then an equipment's ability", []ruletest.Step{ruletest.Activate(p1, "Sword"), ruletest.Activate(p1, "Charm")}, []bool{true, false}},
		{"an attack's own trigger", []ruletest.Step{ruletest.Play(p1, "Loud"), ruletest.Pass(p1), ruletest.Pass(p2)}, []bool{false}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := ruletest.Position(cards...).Arena("Charm", "Sword").Hand("Jab", "Loud", "Zap").Actions(2).Start(t)
			x.Run(tc.steps...)
			if got := attacks(x); !slices.Equal(got, tc.want) {
				t.Errorf("attack layers %v, want %v", got, tc.want)
			}
		})
	}
}

// CR 4.3.4: the view says where every player passing in succession ends
// the action phase: the stack empty and no step of combat. Not with an
// attack on the stack, nor in the reaction step (the chain open, the
// stack empty), and again once the chain has closed.
func TestViewSaysWherePassesEndTheActionPhase(t *testing.T) {
	jab := ruletest.Attack("Jab", 0, 3, 2)
	x := ruletest.Position(jab).Hand("Jab").Start(t)
	ends := func(when string, want bool) {
		t.Helper()
		if got := x.G.ViewFor(p1).PassesEndActionPhase(); got != want {
			t.Errorf("%s: passes end the action phase %v, want %v", when, got, want)
		}
	}
	x.Run()
	ends("the action phase, nothing played", true)
	x.Run(ruletest.Play(p1, "Jab"))
	ends("an attack on the stack", false)
	x.Run(ruletest.PassToStep(rules.StepReaction, p1))
	ends("the reaction step, the stack empty", false)
	x.Run(ruletest.PassToStep(rules.StepNone, p1))
	ends("the chain closed", true)
	if n := x.Count(rules.EvEndPhase); n != 0 {
		t.Fatalf("%d end phases before the last passes", n)
	}
	x.Run(ruletest.Pass(p1), ruletest.Pass(p2))
	if n := x.Count(rules.EvEndPhase); n != 1 {
		t.Errorf("both passed there: %d end phases, want 1", n)
	}
}

// A token a card names (Card.Tokens: the tokens its abilities create,
// CR 8.5.2) is known to whoever may know the card: its text says so.
// Before any such token exists the viewer can look it up through a card
// they see (a wager's first log line names its prize, as the later ones
// do), but not through a card of the opponent's they may not see.
func TestCardByIndexKnowsTheTokensOfAKnownCard(t *testing.T) {
	prize := &rules.Card{Name: "Prize", Types: rules.Token, Subtypes: rules.Aura}
	maker := ruletest.Attack("Maker", 0, 3, 2)
	maker.Tokens = []*rules.Card{prize}
	index := func(t *testing.T, x *ruletest.Game) int16 {
		t.Helper()
		o := x.G.Omniscient()
		for i := int16(1); int(i) < 64; i++ {
			if o.CardByIndex(i) == prize {
				return i
			}
		}
		t.Fatal("the token is not among the game's cards")
		return 0
	}
	for _, tc := range []struct {
		name   string
		b      *ruletest.Builder
		viewer rules.Player
		want   bool
	}{
		{"the opponent's face-up arsenal card", ruletest.Position(maker, ruletest.Gem).Hand("Gem").P2().ArsenalUp("Maker"), p1, true},
		{"the opponent's hidden hand card", ruletest.Position(maker, ruletest.Gem).Hand("Gem").P2().Hand("Maker"), p1, false},
		{"one's own hand card", ruletest.Position(maker, ruletest.Gem).Hand("Gem").P2().Hand("Maker"), p2, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := tc.b.Start(t)
			if got := x.G.ViewFor(tc.viewer).CardByIndex(index(t, x)) == prize; got != tc.want {
				t.Errorf("p%d looks up the token: %v, want %v", tc.viewer+1, got, tc.want)
			}
		})
	}
}
