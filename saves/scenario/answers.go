package scenario

import (
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"
	"unicode"

	"github.com/rathe-tcg/rathe/rules"
)

// answer is one scripted answer: `p1 play Muscle Mutt (yellow)`.
type answer struct {
	line   int
	text   string // as written, for messages
	player rules.Player
	verb   string
	kind   rules.PromptKind
	cards  []*rules.Card
	from   rules.Zone   // `play ... from arsenal`; ZoneNone for hand or arsenal
	target rules.Player // a player named by target, attack-target or first
	x      int
	modes  []int // 1-based, as written
	// nothing is `defend nothing`, `arsenal nothing`, `choose nothing`.
	nothing bool
}

// verbs maps each answer's verb to the prompt kind it answers.
var verbs = map[string]rules.PromptKind{
	"pass": rules.AskPriority, "play": rules.AskPriority, "activate": rules.AskPriority,
	"pitch": rules.AskPitch, "x": rules.AskX, "modes": rules.AskModes, "target": rules.AskTarget,
	"attack-target": rules.AskAttackTarget, "defend": rules.AskDefenders, "order": rules.AskOrder,
	"yes": rules.AskMay, "no": rules.AskMay, "choose": rules.AskCards, "arsenal": rules.AskCards,
	"first": rules.AskFirstPlayer,
	"equip": rules.AskEquip, // CR 4.1.4
}

// verbOf names the verb that answers a prompt kind, for messages.
var verbOf = map[rules.PromptKind]string{
	rules.AskPriority: "pass/play/activate", rules.AskPitch: "pitch", rules.AskX: "x", rules.AskModes: "modes",
	rules.AskTarget: "target", rules.AskAttackTarget: "attack-target", rules.AskDefenders: "defend",
	rules.AskOrder: "order", rules.AskMay: "yes/no", rules.AskCards: "choose/arsenal", rules.AskFirstPlayer: "first",
	rules.AskEquip: "equip",
}

func isVerb(s string) bool {
	_, ok := verbs[s]
	return ok
}

func verbList() []string {
	out := make([]string, 0, len(verbs))
	for v := range verbs {
		out = append(out, v)
	}
	sort.Strings(out)
	return out
}

// cutWord splits off the first word.
func cutWord(s string) (string, string) {
	s = strings.TrimSpace(s)
	i := strings.IndexFunc(s, unicode.IsSpace)
	if i < 0 {
		return s, ""
	}
	return s[:i], strings.TrimSpace(s[i:])
}

// answerLine reads one line of an `answers:` section.
func (p *parser) answerLine(l srcLine) {
	w1, rest := cutWord(l.text)
	if strings.EqualFold(w1, "pass") {
		if w2, target := cutWord(rest); strings.EqualFold(w2, "until") {
			if u := p.passUntil(l.n, target); u != nil {
				p.script = append(p.script, item{until: u})
			}
			return
		}
	}
	if a := p.parseAnswer(l.n, l.text); a != nil {
		p.script = append(p.script, item{answer: a})
	}
}

// passUntil reads what follows `pass until`: nothing, the next answer's
// player and verb (`p2 defend`), a combat step (`damage step`),
// `chain closed`, or `turn N`.
func (p *parser) passUntil(line int, target string) *passUntil {
	u := &passUntil{line: line, text: strings.Join(strings.Fields(target), " ")}
	low := strings.ToLower(u.text)
	w1, w2 := cutWord(low)
	if target == "" {
		return u
	}
	if _, ok := parsePlayer(w1); ok {
		if verb, _ := cutWord(w2); !isVerb(verb) {
			p.errorf(line, "pass-until-not-answer-verb", clip(verb), strings.Join(verbList(), ", "))
			return nil
		}
		u.verb = true
		return u
	}
	switch {
	case w2 == "step":
		st, ok := rules.ParseStep(w1)
		if !ok || st == rules.StepNone || st == rules.StepClose {
			p.errorf(line, "pass-until-not-combat-step", clip(w1))
			return nil
		}
		u.cond = func(v rules.View) bool { return v.ChainOpen() && v.Step() == st }
	case low == "chain closed" || low == "chain closes":
		u.cond = func(v rules.View) bool { return !v.ChainOpen() && v.Phase() == rules.PhaseAction }
	case w1 == "turn":
		n, err := strconv.Atoi(w2)
		if err != nil || n < 1 || n > maxNumber {
			p.errorf(line, "pass-until-turn-want-turn", clip(w2))
			return nil
		}
		u.cond = func(v rules.View) bool { return v.Turn() >= n }
	default:
		p.errorf(line, "pass-until-want-nothing-next", clip(target))
		return nil
	}
	return u
}

// parseAnswer reads `PLAYER VERB [ARGUMENTS]`; it reports what is wrong
// and returns nil for a malformed answer.
func (p *parser) parseAnswer(line int, text string) *answer {
	w1, rest := cutWord(text)
	pl, ok := parsePlayer(w1)
	if !ok {
		p.errorf(line, "answer-starts-player-who-gives", clip(text))
		return nil
	}
	w2, rest := cutWord(rest)
	verb := strings.ToLower(w2)
	kind, ok := verbs[verb]
	if !ok {
		if k, isKind := rules.ParsePromptKind(verb); isKind {
			p.errorf(line, "unknown-answer-kind", clip(w2), k.String(), verbOf[k])
		} else if s := closest(verb, verbList()); s != "" {
			p.errorf(line, "unknown-answer", clip(w2), Suggestion(s))
		} else {
			p.errorf(line, "unknown-answer-list", clip(w2), strings.Join(verbList(), ", "))
		}
		return nil
	}
	a := &answer{line: line, text: strings.Join(strings.Fields(text), " "), player: pl, verb: verb, kind: kind, target: rules.NoPlayer}
	bad := func(want Msg) *answer {
		p.errorf(line, "want-got-value", verb, want, clip(rest))
		return nil
	}
	switch verb {
	case "pass", "yes", "no":
		if rest != "" {
			return bad(msg("want-nothing-after"))
		}
	case "play":
		low := strings.ToLower(rest)
		switch {
		case strings.HasSuffix(low, " from arsenal"):
			a.from, rest = rules.ZoneArsenal, strings.TrimSpace(rest[:len(rest)-len(" from arsenal")])
		case strings.HasSuffix(low, " from hand"):
			a.from, rest = rules.ZoneHand, strings.TrimSpace(rest[:len(rest)-len(" from hand")])
		}
		if !p.oneCard(line, verb, rest, a) {
			return nil
		}
	case "activate", "pitch":
		if !p.oneCard(line, verb, rest, a) {
			return nil
		}
	case "x":
		n, err := strconv.Atoi(rest)
		if err != nil || n < 0 || n > maxNumber {
			return bad(msg("want-whole-number-range", maxNumber))
		}
		a.x = n
	case "modes":
		for _, w := range strings.FieldsFunc(rest, func(r rune) bool { return r == ',' || unicode.IsSpace(r) }) {
			n, err := strconv.Atoi(w)
			if err != nil || n < 1 || n > 20 {
				return bad(msg("want-modes"))
			}
			a.modes = append(a.modes, n)
		}
		if len(a.modes) == 0 {
			return bad(msg("want-modes"))
		}
	case "target":
		// `target p1`, `target p1 hero` (a hero target, CR 1.8.5), or a card
		// by name (a hero by its moniker too).
		if q, ok := parsePlayer(strings.TrimSuffix(strings.TrimSpace(strings.ToLower(rest)), " hero")); ok {
			a.target = q
		} else if !p.oneCard(line, verb, rest, a) {
			return nil
		}
	case "attack-target", "first":
		q, ok := parsePlayer(rest)
		if !ok {
			return bad(msg("want-player"))
		}
		a.target = q
	case "defend", "choose", "arsenal", "order", "equip":
		if isNothing(rest) && verb != "order" {
			a.nothing = true
			break
		}
		if rest == "" {
			return bad(msg("want-cards-or-nothing"))
		}
		n := len(p.errs)
		for _, it := range p.cards(line, rest, false) {
			for range it.count {
				a.cards = append(a.cards, it.card)
			}
		}
		if len(p.errs) > n {
			return nil
		}
		// How many cards the arsenal question takes is the engine's to
		// say (its prompt's Max, CR 4.4.3b, 3.3.2): Prompt.Check refuses
		// two, on the answer's line.
	}
	return a
}

// oneCard reads the single card an answer names.
func (p *parser) oneCard(line int, verb, s string, a *answer) bool {
	if s == "" {
		p.errorf(line, "which-card", verb)
		return false
	}
	n := len(p.errs)
	items := p.cards(line, s, false)
	if len(p.errs) > n {
		return false
	}
	if len(items) != 1 || items[0].count != 1 {
		p.errorf(line, "one-card-got", verb, clip(s))
		return false
	}
	a.cards = []*rules.Card{items[0].card}
	return true
}

// answerError is an answer that could not be given, with its line.
type answerError struct {
	line int
	text string
	err  error
}

func (e *answerError) Error() string { return msg("answer-error", e.text, e.err).String() }
func (e *answerError) Unwrap() error { return e.err }

// scripted turns the answer into a step of a strict rules.ScriptDecider.
func (a *answer) scripted() rules.Scripted {
	return rules.Scripted{Kind: a.kind, Player: a.player, Label: rules.Printable(a.text), Line: a.line,
		Answer: func(v rules.View, pr rules.Prompt) (rules.Answer, error) {
			ans, err := a.build(v, &pr)
			if err == nil {
				if cerr := pr.Check(ans); cerr != nil {
					err = msg("engine-refuses", cerr)
				}
			}
			if err != nil {
				return rules.Answer{}, &answerError{line: a.line, text: rules.Printable(a.text), err: err}
			}
			return ans, nil
		}}
}

// fits reports whether the answer can be given to pr and the engine would
// accept it.
func (a *answer) fits(v rules.View, pr *rules.Prompt) error {
	if pr.Kind != a.kind || pr.Player != a.player {
		return msg("game-is-at", describePrompt(pr))
	}
	ans, err := a.build(v, pr)
	if err != nil {
		return err
	}
	return pr.Check(ans)
}

// build makes the answer to pr, matching options by what they do and by
// the key of their card as the answering player sees it.
func (a *answer) build(v rules.View, pr *rules.Prompt) (rules.Answer, error) {
	one := func(match func(o *rules.Option) bool, what string) (rules.Answer, error) {
		for i := range pr.Options {
			if match(&pr.Options[i]) {
				return rules.Pick(pr.Options[i].ID), nil
			}
		}
		return rules.Answer{}, msg("not-among-options-blocked", what, offered(v, pr), a.blocked(v, pr))
	}
	switch a.verb {
	case "pass":
		return one(func(o *rules.Option) bool { return o.Act == rules.ActPass }, "passing")
	case "yes":
		return one(func(o *rules.Option) bool { return o.Act == rules.ActYes }, "yes")
	case "no":
		return one(func(o *rules.Option) bool { return o.Act == rules.ActNo }, "no")
	case "play", "activate", "pitch":
		act := map[string]rules.Act{"play": rules.ActPlay, "activate": rules.ActActivate, "pitch": rules.ActPitch}[a.verb]
		key := a.cards[0].Key()
		return one(func(o *rules.Option) bool {
			if o.Act != act || keyOf(v, o.Obj) != key {
				return false
			}
			if a.from != rules.ZoneNone {
				ob, ok := v.Obj(o.Obj)
				return ok && ob.Zone == a.from
			}
			return true
		}, a.verb+" "+rules.Printable(key))
	case "x":
		if pr.Kind != rules.AskX {
			return rules.Answer{}, msg("not-prompt-for-x")
		}
		return rules.Answer{X: a.x}, nil
	case "modes":
		var ids []int32
		for _, m := range a.modes {
			ans, err := one(func(o *rules.Option) bool { return o.Act == rules.ActMode && o.Value == m-1 }, fmt.Sprintf("mode %d", m))
			if err != nil {
				return ans, err
			}
			ids = append(ids, ans.IDs[0])
		}
		return rules.Answer{IDs: ids}, nil
	case "target", "attack-target", "first":
		if a.target != rules.NoPlayer {
			return one(func(o *rules.Option) bool {
				return (o.Act == rules.ActTarget || o.Act == rules.ActPlayer) && o.Player == a.target
			}, playerName(a.target))
		}
		key := a.cards[0].Key()
		return one(func(o *rules.Option) bool { return o.Act == rules.ActTarget && keyOf(v, o.Obj) == key }, rules.Printable(key))
	case "equip": // the set of exactly these cards (CR 4.1.4)
		var want []string
		for _, c := range a.cards {
			want = append(want, c.Key())
		}
		slices.Sort(want)
		return one(func(o *rules.Option) bool {
			if o.Act != rules.ActEquip {
				return false
			}
			var got []string
			for _, obj := range pr.Set(*o) {
				got = append(got, keyOf(v, obj))
			}
			slices.Sort(got)
			return slices.Equal(got, want)
		}, "equip "+rules.Printable(strings.Join(want, ", ")))
	case "arsenal":
		if pr.Rule != rules.CRSub(4, 4, 3, 'b') {
			return rules.Answer{}, msg("not-arsenal-prompt", pr.Rule.String())
		}
	}
	// defend, choose, arsenal, order: cards in the order written.
	used := make([]bool, len(pr.Options))
	var ids []int32
	for _, c := range a.cards {
		key := c.Key()
		found := false
		for i := range pr.Options {
			o := &pr.Options[i]
			if !used[i] && o.Act == rules.ActCard && keyOf(v, o.Obj) == key {
				used[i], found = true, true
				ids = append(ids, o.ID)
				break
			}
		}
		if !found {
			return rules.Answer{}, msg("not-among-options", rules.Printable(key), offered(v, pr))
		}
	}
	return rules.Answer{IDs: ids}, nil
}

// blocked says why the answer's card cannot be played or activated now,
// when the prompt lists it as blocked.
func (a *answer) blocked(v rules.View, pr *rules.Prompt) Blocked {
	if len(a.cards) == 0 {
		return Blocked{}
	}
	for _, b := range pr.Blocked {
		if keyOf(v, b.Obj) == a.cards[0].Key() {
			return Blocked{Card: rules.Printable(a.cards[0].Key()), Reason: b.Reason.String(), Rule: b.Rule.String()}
		}
	}
	return Blocked{}
}

// keyOf is the key of the card of obj as v sees it, or "".
func keyOf(v rules.View, obj rules.ObjID) string {
	if obj < 0 {
		return ""
	}
	if c := v.Card(obj); c != nil {
		return c.Key()
	}
	return ""
}

// offered lists a prompt's options in the format's words.
func offered(v rules.View, pr *rules.Prompt) Msg {
	if len(pr.Options) == 0 {
		return msg("none-offered")
	}
	var out []string
	for i := range pr.Options {
		out = append(out, describeOption(v, pr, &pr.Options[i]))
		if len(out) == 12 && len(pr.Options) > 12 {
			return msg("offered-more", strings.Join(out, ", "), len(pr.Options)-12)
		}
	}
	return msg("offered", strings.Join(out, ", "))
}

func describeOption(v rules.View, pr *rules.Prompt, o *rules.Option) string {
	card := cardKey(v.Card(o.Obj))
	switch o.Act {
	case rules.ActPass:
		return "pass"
	case rules.ActPlay:
		return "play " + card
	case rules.ActActivate:
		return "activate " + card
	case rules.ActPitch:
		return "pitch " + card
	case rules.ActYes:
		return "yes"
	case rules.ActNo:
		return "no"
	case rules.ActMode:
		return fmt.Sprintf("mode %d", o.Value+1)
	case rules.ActPlayer:
		return playerName(o.Player)
	case rules.ActTarget:
		if o.Player >= 0 {
			return playerName(o.Player)
		}
	case rules.ActEquip:
		var ks []string
		for _, obj := range pr.Set(*o) {
			ks = append(ks, cardKey(v.Card(obj)))
		}
		return "equip " + strings.Join(ks, ", ")
	}
	return card
}

// describePrompt says what a prompt asks, in the format's words.
func describePrompt(pr *rules.Prompt) Msg {
	if pr == nil {
		return msg("prompt-none")
	}
	return msg("prompt-answered-with", playerName(pr.Player), pr.Kind.String(), verbOf[pr.Kind])
}
