package scenario

import (
	"errors"
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
)

// valid is the smallest well-formed scenario; tests add lines to it.
const valid = `scenario: smallest
rules: 7.5.2
p1.hero: Rhinar
p2.hero: Dorinthea
expect:
p1.life: 20
`

// withPosition inserts position lines after line 4 of valid (so they are
// lines 5, 6, ...).
func withPosition(lines ...string) string {
	return "scenario: t\nrules: 7.5.2\np1.hero: Rhinar\np2.hero: Dorinthea\n" + strings.Join(lines, "\n") + "\nexpect:\np1.life: 20\n"
}

// withAnswers puts answer lines (lines 6, 7, ...) before the expect block.
func withAnswers(lines ...string) string {
	return "scenario: t\nrules: 7.5.2\np1.hero: Rhinar\np2.hero: Dorinthea\nanswers:\n" + strings.Join(lines, "\n") + "\nexpect:\np1.life: 20\n"
}

// withExpect puts expectation lines (lines 6, 7, ...) in the expect block.
func withExpect(lines ...string) string {
	return "scenario: t\nrules: 7.5.2\np1.hero: Rhinar\np2.hero: Dorinthea\nexpect:\n" + strings.Join(lines, "\n") + "\n"
}

func TestParseValid(t *testing.T) {
	f, err := Parse("v.scn", []byte(valid))
	if err != nil {
		t.Fatal(err)
	}
	if f.Title != "smallest" || len(f.Rules) != 1 || f.Rules[0] != "7.5.2" || f.Seed != 1 || f.Turn != 1 || f.Phase != rules.PhaseAction {
		t.Errorf("parsed %+v", f)
	}
	if f.sides[1].hero == nil || f.sides[1].hero.Name != "Dorinthea, Quicksilver Prodigy" {
		t.Errorf("p2.hero by moniker: got %v", f.sides[1].hero)
	}
}

func TestParseLists(t *testing.T) {
	src := withPosition(
		"p1.arena: Bone Basher, Ironrot Helm [defense -1, power +1],",
		"          Ironrot Legs",
		"p1.hand: 2x Dodge (blue), Muscle Mutt (yellow), dodge   # a colour is optional when there is one",
		"p2.arena: Dawnblade, Resplendent, Gallantry Gold",
		"p2.arsenal: up Pack Hunt (red)",
		"p2.deck: nothing",
		"turn: p2 3",
		"phase: start",
		"seed: 42",
	)
	f, err := Parse("l.scn", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	keys := func(cs []*rules.Card) string {
		var out []string
		for _, c := range cs {
			out = append(out, c.Key())
		}
		return strings.Join(out, "; ")
	}
	if got := keys(f.sides[0].zones[rules.ZoneArena]); got != "Bone Basher; Ironrot Helm; Ironrot Legs" {
		t.Errorf("p1.arena = %s", got)
	}
	if got := f.sides[0].counters[1]; got[rules.CounterDefense] != -1 || got[rules.CounterPower] != 1 {
		t.Errorf("Ironrot Helm counters = %v", got)
	}
	if got := keys(f.sides[0].zones[rules.ZoneHand]); got != "Dodge (blue); Dodge (blue); Muscle Mutt (yellow); Dodge (blue)" {
		t.Errorf("p1.hand = %s", got)
	}
	if got := keys(f.sides[1].zones[rules.ZoneArena]); got != "Dawnblade, Resplendent; Gallantry Gold" {
		t.Errorf("p2.arena = %s", got)
	}
	if !f.sides[1].arsenalUp || len(f.sides[1].zones[rules.ZoneArsenal]) != 1 {
		t.Errorf("p2.arsenal: up %v, %d cards", f.sides[1].arsenalUp, len(f.sides[1].zones[rules.ZoneArsenal]))
	}
	if f.TurnPlayer != 1 || f.Turn != 3 || f.Phase != rules.PhaseStart || f.Seed != 42 {
		t.Errorf("turn %d of p%d, phase %s, seed %d", f.Turn, f.TurnPlayer+1, f.Phase, f.Seed)
	}
}

// TestParseArsenalCounters: the arsenal card may hold counters (a mentor's
// lesson counters, CR 8.1.10), face up or down; the game is built with them.
func TestParseArsenalCounters(t *testing.T) {
	f, err := Parse("a.scn", []byte(withPosition("p1.arsenal: up Chief Ruk'utan [lesson 1]", "p2.arsenal: Hala Goldenhelm [lesson 1, power 2]")))
	if err != nil {
		t.Fatal(err)
	}
	if set := f.sides[0].arsenalCounters; set == nil || set[rules.CounterLesson] != 1 || !f.sides[0].arsenalUp {
		t.Errorf("p1.arsenal counters = %v, up %v", set, f.sides[0].arsenalUp)
	}
	if len(f.sides[0].counters) != 0 {
		t.Errorf("the arsenal's counters went to the arena: %v", f.sides[0].counters)
	}
	g, err := f.Game()
	if err != nil {
		t.Fatal(err)
	}
	for p, want := range [2][2]int8{{1, 0}, {1, 2}} {
		objs := g.Omniscient().Zone(rules.Player(p), rules.ZoneArsenal)
		if len(objs) != 1 {
			t.Fatalf("p%d arsenal holds %d cards", p+1, len(objs))
		}
		o, _ := g.Omniscient().Obj(objs[0])
		if o.Counters[rules.CounterLesson] != want[0] || o.Counters[rules.CounterPower] != want[1] || o.FaceUp != (p == 0) {
			t.Errorf("p%d arsenal card: counters %v, face up %v", p+1, o.Counters, o.FaceUp)
		}
	}
}

func TestParseAnswers(t *testing.T) {
	src := withAnswers(
		"p1 play Pack Hunt (red) from arsenal",
		"p1 pitch Dodge (blue)",
		"pass until p2 defend",
		"p2 defend Ironrot Helm, Dawnblade, Resplendent",
		"p2 defend nothing",
		"p1 activate Bone Basher",
		"p1 target p2",
		"p1 target Dorinthea",
		"p1 x 3",
		"p1 modes 1, 3",
		"p1 yes",
		"P2 NO",
		"p1 order Ironrot Helm, Ironrot Legs",
		"p1 choose Dodge (blue)",
		"p1 arsenal nothing",
		"pass until damage step",
		"pass until chain closed",
		"pass until turn 2",
		"p1 first p2",
		"p1 pass",
	)
	f, err := Parse("a.scn", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if len(f.steps) != 16 {
		t.Fatalf("%d answers, want 16", len(f.steps))
	}
	a := f.steps[0]
	if a.kind != rules.AskPriority || a.player != 0 || a.from != rules.ZoneArsenal || a.cards[0].Key() != "Pack Hunt (red)" || a.line != 6 {
		t.Errorf("play from arsenal: %+v", a)
	}
	if d := f.steps[2]; d.kind != rules.AskDefenders || len(d.cards) != 2 || d.cards[1].Name != "Dawnblade, Resplendent" {
		t.Errorf("defend: %+v", d)
	}
	if d := f.steps[3]; !d.nothing {
		t.Errorf("defend nothing: %+v", d)
	}
	if x := f.steps[7]; x.x != 3 || x.kind != rules.AskX {
		t.Errorf("x: %+v", x)
	}
	if m := f.steps[8]; len(m.modes) != 2 || m.modes[1] != 3 {
		t.Errorf("modes: %+v", m)
	}
	if n := f.steps[10]; n.player != 1 || n.verb != "no" {
		t.Errorf("P2 NO: %+v", n)
	}
	untils := 0
	for _, it := range f.script {
		if it.until != nil {
			untils++
		}
	}
	if untils != 4 || f.script[2].until.next != f.steps[2] {
		t.Errorf("%d pass untils; the first leads to %+v", untils, f.script[2].until.next)
	}
}

func TestParseStartGame(t *testing.T) {
	src := withPosition(
		"start: game",
		"seed: 9",
		"p1.arena: Bone Basher, Ironrot Helm",
		"p1.deck: 2x Dodge (blue), Muscle Mutt (yellow)",
		"p2.deck: Sharpen Steel (red)",
	)
	f, err := Parse("g.scn", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if !f.StartGame {
		t.Fatal("start: game not read")
	}
	s := f.Setup()
	if s.Seed != 9 || !s.AskFirst || s.Players[0].Hero.Moniker != "Rhinar" || len(s.Players[0].Arena) != 2 ||
		len(s.Players[0].Cards) != 3 || len(s.Players[1].Cards) != 1 || len(s.Players[1].Arena) != 0 {
		t.Errorf("setup %+v", s)
	}
	g, err := f.Game()
	if err != nil {
		t.Fatal(err)
	}
	if g.Omniscient().Phase() != rules.PhaseSetup {
		t.Errorf("the game begins in the %s phase, want setup", g.Omniscient().Phase())
	}
	// `start: position` is the default, written out.
	f, err = Parse("p.scn", []byte(withPosition("start: position", "p1.hand: Dodge (blue)")))
	if err != nil || f.StartGame {
		t.Errorf("start: position: %v, StartGame %v", err, f != nil && f.StartGame)
	}
}

func TestParseComments(t *testing.T) {
	for in, want := range map[string]string{
		"# a comment":                       "",
		"p1.life: 3   # three":              "p1.life: 3",
		"p1.life: 3 #three":                 "p1.life: 3",
		"chain[Dodge (blue) #2].power: 1":   "chain[Dodge (blue) #2].power: 1",
		"  p1.hand: Dodge (blue)  ":         "p1.hand: Dodge (blue)",
		"p1.hand: Dodge (blue)\t# tab then": "p1.hand: Dodge (blue)",
	} {
		if got := stripComment(in); got != want {
			t.Errorf("stripComment(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestParseErrors has one case for each kind of error the parser reports:
// the line it is reported on and words of its message.
func TestParseErrors(t *testing.T) {
	cases := []struct {
		name string
		src  string
		line int
		want string
	}{
		// The file as a whole.
		{"too large", strings.Repeat("#", maxFileSize+1), 1, "larger than"},
		{"long line", "scenario: t\n" + strings.Repeat("x", maxLineLen+1) + "\n", 2, "longer than"},
		{"NUL byte", strings.Repeat("# comment\n", 28) + "p1.life: 20\x00\n" + valid, 29, "a NUL byte: not a text file"},
		{"missing scenario", strings.Replace(valid, "scenario: smallest\n", "", 1), 1, "missing `scenario:`"},
		{"missing rules", strings.Replace(valid, "rules: 7.5.2\n", "", 1), 1, "missing `rules:`"},
		{"missing hero", strings.Replace(valid, "p2.hero: Dorinthea\n", "", 1), 1, "missing `p2.hero:`"},
		{"missing expect", strings.Replace(valid, "expect:\np1.life: 20\n", "", 1), 5, "missing `expect:`"},
		{"empty expect", strings.Replace(valid, "p1.life: 20\n", "", 1), 5, "no expectations"},
		{"answers twice", withAnswers("answers:"), 6, "already open"},
		{"expect twice", withExpect("expect:"), 6, "already open"},
		// The position.
		{"no colon", withPosition("p1.life 20"), 5, "want `key: value`"},
		{"duplicate key", withPosition("p1.life: 20", "p1.life: 19"), 6, "given twice (first on line 5)"},
		{"empty title", strings.Replace(valid, "scenario: smallest", "scenario:", 1), 1, "needs a title"},
		{"bad rule", strings.Replace(valid, "rules: 7.5.2", "rules: 7.5.2 seven", 1), 2, `"seven" is not a CR rule number`},
		{"no rules", strings.Replace(valid, "rules: 7.5.2", "rules:", 1), 2, "at least one CR rule"},
		{"empty bug", withPosition("bug:"), 5, "bug: needs a description"},
		{"bad seed", withPosition("seed: -1"), 5, "seed: want a whole number"},
		{"bad turn", withPosition("turn: p3"), 5, "turn: want the turn player"},
		{"bad phase", withPosition("phase: end"), 5, "start` or the `action` phase"},
		{"unknown key", withPosition("p1.hnad: Dodge (blue)"), 5, `unknown key "p1.hnad"; did you mean "p1.hand"?`},
		{"unknown top key", withPosition("sead: 3"), 5, `did you mean "seed"?`},
		{"not a hero", strings.Replace(valid, "p2.hero: Dorinthea", "p2.hero: Dodge (blue)", 1), 4, "is not a hero"},
		{"resolved without effect", withPosition("p1.resolved: Dodge (blue)"), 5, "has no effect that resolves"},
		{"two heroes", strings.Replace(valid, "p2.hero: Dorinthea", "p2.hero: Dorinthea, Rhinar", 1), 4, "one hero"},
		{"bad number", withPosition("p1.life: twenty"), 5, "p1.life: want a whole number"},
		{"number out of range", withPosition("p1.life: 0"), 5, "outside 1..10000"},
		{"hero in a zone", withPosition("p1.hand: Rhinar"), 5, "is a hero; write it as p1.hero"},
		{"not a permanent", withPosition("p1.arena: Dodge (blue)"), 5, "not a permanent"},
		{"counters off the arena", withPosition("p1.hand: Dodge (blue) [defense -1]"), 5, "only written on arena and arsenal cards"},
		{"bad counters", withPosition("p1.arena: Ironrot Helm [armour 1]"), 5, `unknown kind "armour"`},
		{"odd counters", withPosition("p1.arena: Ironrot Helm [defense]"), 5, "kind number"},
		{"bad arsenal counters", withPosition("p1.arsenal: up Chief Ruk'utan [lesson]"), 5, "kind number"},
		{"two in the arsenal", withPosition("p1.arsenal: Dodge (blue), Dodge (blue)"), 5, "an arsenal holds one card"},
		{"equipment in hand", withPosition("p1.hand: Dodge (blue), Ironrot Helm"), 5, "p1.hand: Ironrot Helm is not a deck-card"},
		{"token in a graveyard", withPosition("p1.graveyard: Gold"), 5, "p1.graveyard: Gold is a token"},
		{"too many cards", withPosition("p1.deck: " + strings.TrimSuffix(strings.Repeat("60x Dodge (blue), ", 6), ", ")), 5, "more than 300 cards"},
		{"bad count", withPosition("p1.deck: 99x Dodge (blue)"), 5, "a count of 99"},
		{"unknown card", withPosition("p1.hand: Muscle Mut (yellow)"), 5, `unknown card "Muscle Mut (yellow)"; did you mean "Muscle Mutt (yellow)"?`},
		{"lookalike letter", withPosition("p1.hand: D\u043edge (blue)"), 5, `contains a Cyrillic letter that looks like o (U+043E) ("Dodge (blue)")`},
		{"unknown colour", withPosition("p1.hand: Muscle Mutt (red)"), 5, `did you mean "Muscle Mutt (yellow)"?`},
		{"empty entry", withPosition("p1.hand: Dodge (blue),, Dodge (blue)"), 5, "an empty entry"},
		{"trailing comma before a section", withPosition("p1.hand: Dodge (blue),"), 5, "an empty entry"},
		{"too many entries", withPosition("p1.hand: " + strings.Repeat("x,", 400)), 5, "more than 300 entries"},
		{"actions in the start phase", withPosition("phase: start", "p1.actions: 1"), 6, "no action points yet"},
		// A game from the start-of-game procedure (CR 4.1).
		{"bad start", withPosition("start: lunch"), 5, "start: want `game`"},
		{"hand at the start of the game", withPosition("p1.hand: Dodge (blue)", "start: game"), 5, "p1.hand: a game from `start: game` (line 6)"},
		{"turn at the start of the game", withPosition("start: game", "turn: p2"), 6, "turn: a game from `start: game` (line 5)"},
		{"life at the start of the game", withPosition("start: game", "p2.life: 12"), 6, "write only seed, pN.hero, pN.arena and pN.deck"},
		{"counters at the start of the game", withPosition("start: game", "p1.arena: Ironrot Helm [defense -1]"), 6, "start the game without counters"},
		{"a weapon in the deck", withPosition("start: game", "p1.arena: Bone Basher", "p1.deck: Dodge (blue), Bone Basher"), 7, "p1.deck: Bone Basher cannot be in a deck"},
		{"another hero's specialization", withPosition("start: game", "p2.deck: Alpha Rampage (red)"), 6, "p2.deck: Alpha Rampage (red) is a Rhinar specialization"},
		// Answers.
		{"no player", withAnswers("play Dodge (blue)"), 6, "starts with the player"},
		{"bad player", withAnswers("p3 pass"), 6, "starts with the player"},
		{"unknown verb", withAnswers("p1 pley Dodge (blue)"), 6, `did you mean "play"?`},
		{"prompt kind as verb", withAnswers("p2 defenders Ironrot Helm"), 6, "answered with defend"},
		{"unknown verb far off", withAnswers("p1 zzzzzzzzzzzzzz"), 6, "(answers: activate"},
		{"pass with words", withAnswers("p1 pass now"), 6, "pass: want nothing after it"},
		{"play no card", withAnswers("p1 play"), 6, "play: which card?"},
		{"play two cards", withAnswers("p1 play Dodge (blue), Dodge (blue)"), 6, "play: one card"},
		{"play unknown card", withAnswers("p1 play Dodg (blue)"), 6, `did you mean "Dodge (blue)"?`},
		{"bad x", withAnswers("p1 x many"), 6, "x: want a whole number"},
		{"bad modes", withAnswers("p1 modes 0"), 6, "mode numbers counted from 1"},
		{"no modes", withAnswers("p1 modes"), 6, "mode numbers counted from 1"},
		{"bad first", withAnswers("p1 first me"), 6, "first: want a player"},
		{"defend empty", withAnswers("p2 defend"), 6, "defend: want cards, or `nothing`"},
		{"order nothing", withAnswers("p1 order nothing"), 6, "unknown card"},
		{"pass until bad verb", withAnswers("pass until p2 dance", "p2 defend nothing"), 6, `"dance" is not an answer's verb`},
		{"pass until bad step", withAnswers("pass until tea step"), 6, "not a combat step with priority"},
		{"pass until close step", withAnswers("pass until close step"), 6, "not a combat step with priority"},
		{"pass until bad turn", withAnswers("pass until turn zero"), 6, "want a turn number"},
		{"pass until what", withAnswers("pass until lunch"), 6, "pass until: want nothing"},
		{"pass until nothing follows", withAnswers("p1 pass", "pass until"), 7, "needs what it passes until"},
		{"pass until no answer", withAnswers("pass until p2 defend"), 6, "no answer follows"},
		{"pass until mismatch", withAnswers("pass until p2 defend", "p1 pass"), 6, "is followed by `p1 pass` (line 7)"},
		{"pass until twice", withAnswers("pass until", "pass until", "p1 pass"), 7, "twice without an answer between (line 6)"},
		// Expectations.
		{"expect no colon", withExpect("p1.life 20"), 6, "want `key: value`"},
		{"answer in expect", withExpect("p1 pass"), 6, "answers go after `answers:`"},
		{"expect unknown key", withExpect("p1.lief: 20"), 6, `did you mean "p1.life"?`},
		{"expect unknown game key", withExpect("wnner: p1"), 6, `did you mean "winner"?`},
		{"expect bad number", withExpect("p2.life: lots"), 6, "p2.life: want a whole number"},
		{"expect bad count", withExpect("p1.hand: count some"), 6, "count: want a whole number"},
		{"expect negative count", withExpect("p1.hand: -1"), 6, "a count of -1"},
		{"expect unknown card", withExpect("p1.hand: Dodge (green)"), 6, "unknown card"},
		{"expect a hero in the arena", withExpect("p2.arena: Dorinthea, Quicksilver Prodigy"), 6, "is a hero; the arena list holds"},
		{"expect bad turn", withExpect("turn: soon"), 6, "turn: want the turn player"},
		{"expect bad phase", withExpect("phase: lunch"), 6, "phase: want start, action, end or over"},
		{"expect bad step", withExpect("step: sideways"), 6, "step: want none, layer"},
		{"expect bad priority", withExpect("priority: p9"), 6, "priority: want p1, p2 or none"},
		{"expect bad winner", withExpect("winner: me"), 6, "winner: want p1, p2, none or draw"},
		{"expect bad prompt player", withExpect("prompt: defenders"), 6, "prompt: want none, or a player"},
		{"expect bad prompt kind", withExpect("prompt: p2 lunch"), 6, "prompt: want a prompt kind"},
		{"expect bad chain", withExpect("chain: maybe"), 6, "chain: want closed, open, or `N links`"},
		{"expect bad hit", withExpect("hit: perhaps"), 6, "hit: want yes or no"},
		{"expect attack two cards", withExpect("attack: Dodge (blue), Dodge (blue)"), 6, "attack: one card"},
		{"expect bad legal", withExpect("legal: p1 fly"), 6, `unknown answer "fly"`},
		{"expect unknown event", withExpect("happened: hitt"), 6, `unknown event "hitt"; did you mean "hit"?`},
		{"expect no events", withExpect("never:"), 6, "never: want event names"},
		{"blocked no colon", withExpect("blocked p1 Dodge (blue)"), 6, "want `blocked PLAYER CARD: REASON`"},
		{"blocked bad player", withExpect("blocked me Dodge (blue): combat"), 6, "want a player"},
		{"blocked unknown reason", withExpect("blocked p1 Dodge (blue): stack-empty"), 6, `did you mean "stack-not-empty"?`},
		{"blocked unknown card", withExpect("blocked p1 Dodgy: combat"), 6, "unknown card"},
		{"object no property", withExpect("p2.arena[Ironrot Helm]: 1"), 6, "want `ZONE[CARD].PROPERTY`"},
		{"object bad place", withExpect("p2.bag[Ironrot Helm].defense: 1"), 6, `unknown place "p2.bag"`},
		{"object bad nth", withExpect("p2.hand[Dodge (blue) #0].defense: 1"), 6, "want `#N` after the card"},
		{"object unknown property", withExpect("chain[Dodge (blue)].colour: blue"), 6, `unknown property "colour"`},
		{"object bad face", withExpect("p1.arsenal[Dodge (blue)].face: sideways"), 6, "face: want up or down"},
		{"object bad keyword", withExpect("chain[Overload (red)].keywords: Flying"), 6, `unknown keyword "Flying"`},
		{"object bad counters", withExpect("p2.arena[Gallantry Gold].counters: defense x"), 6, "want a number in -99..99"},
		{"object bad power", withExpect("chain[Overload (red)].power: high"), 6, "power: want a whole number"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := Parse("e.scn", []byte(c.src))
			var list ErrorList
			if !errors.As(err, &list) {
				t.Fatalf("want an ErrorList, got %v", err)
			}
			for _, e := range list {
				if e.Line == c.line && strings.Contains(e.Msg, c.want) {
					if e.File != "e.scn" {
						t.Errorf("file %q", e.File)
					}
					return
				}
			}
			t.Errorf("want line %d: ...%s..., got:\n%v", c.line, c.want, err)
		})
	}
}

// TestParseErrorsAreSorted: errors found at the end (missing keys) come
// in line order with the others.
func TestParseErrorsAreSorted(t *testing.T) {
	_, err := Parse("s.scn", []byte("rules: x\np1.hero: Rhinar\n"))
	var list ErrorList
	if !errors.As(err, &list) || len(list) < 3 {
		t.Fatalf("got %v", err)
	}
	for i := 1; i < len(list); i++ {
		if list[i].Line < list[i-1].Line {
			t.Errorf("line %d after line %d", list[i].Line, list[i-1].Line)
		}
	}
}

func TestErrorIsPrintable(t *testing.T) {
	_, err := Parse("bad\x1b[31m.scn", []byte("scenario: t\nrules: 7.5.2\np1.hero: Rh\x1b[2Jinar\n"))
	if err == nil {
		t.Fatal("want an error")
	}
	if s := err.Error(); strings.ContainsAny(s, "\x1b\x07") {
		t.Errorf("control characters reach the message: %q", s)
	}
}

// A file saved as UTF-16 (with a byte-order mark, either byte order) or
// with a UTF-8 byte-order mark reads like UTF-8, as deck lists do.
func TestParseUTF16(t *testing.T) {
	src := strings.ReplaceAll(valid, "\n", "\r\n")
	for name, data := range map[string][]byte{
		"UTF-16LE": utf16With(src, false), "UTF-16BE": utf16With(src, true), "UTF-8 BOM": append([]byte("\xef\xbb\xbf"), valid...),
	} {
		f, err := Parse("u.scn", data)
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		if f.Title != "smallest" || f.sides[0].hero == nil || f.sides[0].hero.Name != "Rhinar" {
			t.Errorf("%s: title %q, p1 hero %v", name, f.Title, f.sides[0].hero)
		}
	}
}

// A hero target is written `pN`, `pN hero` or by the hero's name (CR
// 1.8.5: a hero may target its own).
func TestParseHeroTarget(t *testing.T) {
	f, err := Parse("a.scn", []byte(withAnswers("p1 target p1 hero", "p1 target P2 Hero", "p1 target p1", "p1 target Rhinar")))
	if err != nil {
		t.Fatal(err)
	}
	for i, want := range []rules.Player{0, 1, 0, rules.NoPlayer} {
		if got := f.steps[i].target; got != want {
			t.Errorf("answer %d: target player %d, want %d", i+1, got, want)
		}
	}
	if c := f.steps[3].cards; len(c) != 1 || c[0].Name != "Rhinar" {
		t.Errorf("target Rhinar: cards %v", c)
	}
	if _, err := Parse("a.scn", []byte(withAnswers("p1 target p3 hero"))); err == nil {
		t.Error("`target p3 hero` was accepted")
	}
}

// A pN.hero line's unknown name is answered with a hero, never a token or
// another card that could not stand there; the suggestion is the one a
// deck list's "Hero:" line gets (decks.Suggest).
func TestParseHeroSuggestsHeroes(t *testing.T) {
	for name, want := range map[string]string{
		"Nobody": `unknown card "Nobody"`, // nothing close: no "Gold"
		"Gol":    `unknown card "Gol"`,
		"Rhinr":  `unknown card "Rhinr"; did you mean "Rhinar"?`,
	} {
		_, err := Parse("h.scn", []byte(strings.Replace(valid, "p2.hero: Dorinthea", "p2.hero: "+name, 1)))
		var list ErrorList
		if !errors.As(err, &list) || len(list) != 1 {
			t.Errorf("p2.hero: %s: want one error, got %v", name, err)
			continue
		}
		if got := list[0].Msg; list[0].Line != 4 || got != want {
			t.Errorf("p2.hero: %s: line %d %q, want line 4 %q", name, list[0].Line, got, want)
		}
	}
}
