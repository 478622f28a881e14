package rules

import "testing"

// drawFactsOf finds a draw (CR 8.5.6) or a search of the deck (8.5.19)
// where a part of a definition may make one: itself, through a token it
// makes (a token's ability), or through an ability it grants, named by
// its index (a Grant field) from the part that gives it; a grant that
// draws and that no part names makes every part a drawer. What needs a
// defender (CR 7.0.5) draws nothing where no attack is defended.
func TestDrawFacts(t *testing.T) {
	draw := []Effect{Draw{N: 1}}
	token := &Card{Name: "Coin", Activated: []Activated{{Type: Action, Effects: draw}}}
	hits := Grant{Trigger: &Trigger{When: WhenThisHits, Effects: draw}}
	cases := []struct {
		name string
		c    *Card
		want drawFact
	}{
		{"nothing", &Card{Name: "Plain", Resolve: []Effect{GainLife{N: 1}}}, drawFact{}},
		{"its play", &Card{Name: "Drawer", Resolve: draw}, drawFact{play: true}},
		{"a search", &Card{Name: "Seeker", Resolve: []Effect{SearchDeck{Name: "X", To: ZoneHand}}}, drawFact{play: true}},
		{"a token it makes", &Card{Name: "Minter", Triggers: []Trigger{{When: WhenThisHits, Effects: []Effect{CreateToken{Token: token}}}}},
			drawFact{trig: 1, onHit: 1}},
		{"its second activated ability", &Card{Name: "Tome", Activated: []Activated{{Type: Action}, {Type: Action, Effects: draw}}},
			drawFact{acts: 2}},
		{"a grant it names", &Card{Name: "Granter", Resolve: []Effect{NextAttack{Power: 1, Grant: 1}}, Grants: []Grant{hits}},
			drawFact{play: true, grants: 1, grantOnHit: 1}},
		{"a grant named by an activated ability", &Card{Name: "Hood", Activated: []Activated{{Type: AttackReaction,
			Effects: []Effect{TargetGets{Grant: 1}}}}, Grants: []Grant{hits}}, drawFact{acts: 1, grants: 1, grantOnHit: 1}},
		{"a grant no part names", &Card{Name: "Loose", Grants: []Grant{hits}},
			drawFact{play: true, rest: true, trig: ^uint64(0), acts: ^uint64(0), grants: ^uint64(0)}},
		{"only if defended", &Card{Name: "Engage", Resolve: []Effect{If{Cond: TargetDefendedByAttackAction, Then: draw}}}, drawFact{}},
		{"its own attack", &Card{Name: "Swing", Triggers: []Trigger{{When: WhenThisAttacks, Effects: draw}}},
			drawFact{trig: 1, onAttack: 1}},
	}
	for _, c := range cases {
		if got := newDrawFact(c.c, true); got != c.want {
			t.Errorf("%s: %+v, want %+v", c.name, got, c.want)
		}
	}
	// Where a card may defend, what needs one may draw.
	engage := &Card{Name: "Engage", Resolve: []Effect{If{Cond: TargetDefendedByAttackAction, Then: draw}}}
	if got := newDrawFact(engage, false); !got.play {
		t.Errorf("defended: %+v, want its play to draw", got)
	}
}
