package scenario

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"github.com/rathe-tcg/rathe/rules"
)

// check is one expectation: fn returns what differs, each as
// "want X, got Y"; nothing when it holds.
type check struct {
	line int
	key  string // as written, for messages
	fn   func(s *spot) []Msg
}

// spot is where checks are made: the game, and the prompt it waits on
// (nil when the game is over).
type spot struct {
	g      *rules.Game
	v      rules.View // omniscient
	prompt *rules.Prompt
	pv     rules.View // the view of the prompt's player
	events []rules.Event
	// refusal is the message of the refused answer (or setup), if any.
	refusal *string
}

// refusal is the `refused: REGEX` expectation of a file.
type refusal struct {
	line int
	re   *regexp.Regexp
}

var expectKeys = []string{"turn", "phase", "step", "priority", "winner", "prompt", "stack", "chain", "attack", "defending", "hit", "refused",
	"legal", "illegal", "happened", "never", "blocked",
	"p1.life", "p1.resources", "p1.actions", "p1.intellect", "p1.hand", "p1.deck", "p1.arsenal", "p1.graveyard", "p1.banished", "p1.pitch", "p1.arena",
	"p2.life", "p2.resources", "p2.actions", "p2.intellect", "p2.hand", "p2.deck", "p2.arsenal", "p2.graveyard", "p2.banished", "p2.pitch", "p2.arena"}

// expectLine reads one expectation.
func (p *parser) expectLine(l srcLine) *check {
	if w, rest := cutWord(l.text); strings.EqualFold(w, "blocked") {
		return p.blockedLine(l, rest)
	}
	raw, value, ok := splitKey(l.text)
	if !ok {
		code := "want-key-value-got"
		if w1, rest := cutWord(l.text); rest != "" {
			if _, isPlayer := parsePlayer(w1); isPlayer || strings.EqualFold(w1, "pass") {
				code = "want-key-value-got-answer"
			}
		}
		p.errorf(l.n, code, clip(l.text))
		return nil
	}
	key := strings.ToLower(raw)
	c := &check{line: l.n, key: raw}
	if strings.Contains(raw, "[") {
		c.fn = p.objectCheck(l.n, raw, value)
	} else if pl, field, ok := playerKey(key); ok {
		c.fn = p.playerCheck(l.n, key, pl, field, value)
	} else {
		c.fn = p.gameCheck(l.n, key, value)
	}
	if c.fn == nil {
		return nil
	}
	return c
}

// playerCheck reads `p1.life: 17`, `p1.hand: Dodge (blue)` and the like.
func (p *parser) playerCheck(line int, key string, pl rules.Player, field, value string) func(*spot) []Msg {
	var get func(s *spot) int
	switch field {
	case "life":
		get = func(s *spot) int { return s.v.Life(pl) }
	case "resources":
		get = func(s *spot) int { return s.v.Resources(pl) }
	case "actions":
		get = func(s *spot) int { return s.v.Actions(pl) }
	case "intellect":
		get = func(s *spot) int { return s.v.Intellect(pl) }
	}
	if get != nil {
		want, ok := p.number(line, key, value, -maxNumber, maxNumber)
		if !ok {
			return nil
		}
		return func(s *spot) []Msg { return diffInt(want, get(s)) }
	}
	z, ok := zoneNames[field]
	if !ok {
		p.unknownKey(line, key, expectKeys)
		return nil
	}
	lw, ok := p.listWant(line, value, z == rules.ZoneDeck)
	if !ok {
		return nil
	}
	for _, c := range lw.cards {
		if z == rules.ZoneArena && c.Types.Has(rules.Hero) {
			p.errorf(line, "hero-arena-list-holds-other", key, cardKey(c))
			return nil
		}
	}
	return func(s *spot) []Msg {
		var objs []rules.ObjID
		for _, obj := range s.v.Zone(pl, z) {
			if z == rules.ZoneArena && obj == s.v.Hero(pl) {
				continue // the hero is written as pN.hero, not in the arena
			}
			objs = append(objs, obj)
		}
		return lw.diff(s.v, objs)
	}
}

// listWant is what a list expectation wants of a zone.
type listWant struct {
	count    int // -1 unless a count is wanted
	cards    []*rules.Card
	includes bool
	face     int // 0: either, 1: face up, 2: face down
	ordered  bool
	order    Msg // "top first" or "bottom first", for messages
}

// listWant reads `A, B`, `nothing`, `3`, `count 3`, `includes A` and a
// leading `up` or `down` (the cards' faces).
func (p *parser) listWant(line int, value string, ordered bool) (*listWant, bool) {
	lw := &listWant{count: -1, ordered: ordered, order: msg("top-first")}
	w, rest := cutWord(value)
	switch strings.ToLower(w) {
	case "up":
		lw.face, value = 1, rest
	case "down":
		lw.face, value = 2, rest
	}
	w, rest = cutWord(value)
	switch {
	case isNothing(value):
		lw.count = 0
		return lw, true
	case strings.EqualFold(w, "count"):
		n, ok := p.number(line, "count", rest, 0, maxNumber)
		lw.count = n
		return lw, ok
	case strings.EqualFold(w, "includes"):
		lw.includes, value = true, rest
	}
	if n, err := strconv.Atoi(value); err == nil {
		if n < 0 || n > maxNumber {
			p.errorf(line, "count-bad", n)
			return nil, false
		}
		lw.count = n
		return lw, true
	}
	if value == "" {
		p.errorf(line, "want-cards-nothing-or-count")
		return nil, false
	}
	errs := len(p.errs)
	for _, it := range p.cards(line, value, false) {
		for range it.count {
			lw.cards = append(lw.cards, it.card)
		}
	}
	return lw, len(p.errs) == errs
}

// diff compares the objects of a zone with what is wanted.
func (lw *listWant) diff(v rules.View, objs []rules.ObjID) []Msg {
	var out []Msg
	got := make([]string, len(objs))
	for i, obj := range objs {
		got[i] = cardKey(v.Card(obj))
	}
	want := make([]string, len(lw.cards))
	for i, c := range lw.cards {
		want[i] = cardKey(c)
	}
	switch {
	case lw.count >= 0:
		if len(objs) != lw.count {
			out = append(out, msg("want-cards-got", lw.count, len(objs), listText(got)))
		}
	case lw.includes:
		if missing, _ := multisetDiff(want, got); len(missing) > 0 {
			out = append(out, msg("want-it-include-got-missing", listText(want), listText(got), strings.Join(missing, ", ")))
		}
	case lw.ordered:
		if !slices.Equal(want, got) {
			out = append(out, msg("want-got-order", listText(want), listText(got), lw.order))
		}
	default:
		if missing, extra := multisetDiff(want, got); len(missing)+len(extra) > 0 {
			w, g := listText(want), listText(got)
			switch {
			case len(extra) == 0:
				out = append(out, msg("want-got-missing", w, g, strings.Join(missing, ", ")))
			case len(missing) == 0:
				out = append(out, msg("want-got-extra", w, g, strings.Join(extra, ", ")))
			default:
				out = append(out, msg("want-got-missing-extra", w, g, strings.Join(missing, ", "), strings.Join(extra, ", ")))
			}
		}
	}
	if lw.face != 0 {
		for _, obj := range objs {
			o, ok := v.Obj(obj)
			if ok && o.FaceUp != (lw.face == 1) {
				out = append(out, msg("want-face-got-face", cardKey(v.Card(obj)), faceWord(lw.face == 1), faceWord(o.FaceUp)))
			}
		}
	}
	return out
}

func faceWord(up bool) string {
	if up {
		return "up"
	}
	return "down"
}

func listText(keys []string) string {
	if len(keys) == 0 {
		return "nothing"
	}
	return strings.Join(keys, ", ")
}

// multisetDiff returns what want has that got lacks, and the reverse.
func multisetDiff(want, got []string) (missing, extra []string) {
	left := map[string]int{}
	for _, g := range got {
		left[g]++
	}
	for _, w := range want {
		if left[w] > 0 {
			left[w]--
		} else {
			missing = append(missing, w)
		}
	}
	for _, g := range got {
		if left[g] > 0 {
			left[g]--
			extra = append(extra, g)
		}
	}
	return missing, extra
}

func diffInt(want, got int) []Msg {
	if want == got {
		return nil
	}
	return []Msg{msg("want-got-int", want, got)}
}

func diffStr(want, got string) []Msg {
	if want == got {
		return nil
	}
	return []Msg{msg("want-got", want, got)}
}

// gameCheck reads the expectations about the game as a whole.
func (p *parser) gameCheck(line int, key, value string) func(*spot) []Msg {
	low := strings.ToLower(strings.Join(strings.Fields(value), " "))
	bad := func(want Msg) func(*spot) []Msg {
		p.errorf(line, "want-got-value", key, want, clip(value))
		return nil
	}
	switch key {
	case "turn":
		pl, n, ok := p.turn(line, value)
		if !ok {
			return nil
		}
		return func(s *spot) []Msg {
			var out []Msg
			if pl != rules.NoPlayer && s.v.TurnPlayer() != pl {
				out = append(out, msg("want-turn-got", playerName(pl), playerName(s.v.TurnPlayer())))
			}
			if n > 0 {
				out = append(out, diffInt(n, s.v.Turn())...)
			}
			return out
		}
	case "phase":
		ph, ok := rules.ParsePhase(low)
		if !ok {
			return bad(msg("want-phase"))
		}
		return func(s *spot) []Msg { return diffStr(ph.String(), s.v.Phase().String()) }
	case "step":
		if low == "none" {
			low = ""
		}
		st, ok := rules.ParseStep(low)
		if !ok {
			return bad(msg("want-step"))
		}
		return func(s *spot) []Msg { return diffStr(stepName(st), stepName(s.v.Step())) }
	case "priority":
		want, ok := playerOrNone(low)
		if !ok {
			return bad(msg("want-p1-p2-none"))
		}
		return func(s *spot) []Msg { return diffStr(playerName(want), playerName(s.v.Priority())) }
	case "winner":
		if low == "draw" {
			return func(s *spot) []Msg { return diffStr("a draw", winnerText(s.g)) }
		}
		want, ok := playerOrNone(low)
		if !ok {
			return bad(msg("want-winner"))
		}
		return func(s *spot) []Msg {
			w := "none"
			if want != rules.NoPlayer {
				w = playerName(want)
			}
			return diffStr(w, winnerText(s.g))
		}
	case "prompt":
		return p.promptCheck(line, low, bad)
	case "stack":
		lw, ok := p.listWant(line, value, true)
		if !ok {
			return nil
		}
		lw.order = msg("top-first")
		return func(s *spot) []Msg { return lw.diff(s.v, stackObjs(s.v)) }
	case "chain":
		switch {
		case low == "closed":
			return func(s *spot) []Msg { return diffStr("closed", chainText(s.v)) }
		case low == "open":
			return func(s *spot) []Msg {
				if !s.v.ChainOpen() {
					return []Msg{msg("want-open-got-closed")}
				}
				return nil
			}
		}
		w, rest := cutWord(low)
		n, err := strconv.Atoi(w)
		if err != nil || n < 0 || n > maxNumber || (rest != "link" && rest != "links") {
			return bad(msg("want-chain"))
		}
		return func(s *spot) []Msg { return diffStr(linksText(n), chainText(s.v)) }
	case "attack":
		var want *rules.Card
		if !isNothing(low) {
			want = p.single(line, key, value)
			if want == nil {
				return nil
			}
		}
		return func(s *spot) []Msg {
			got := "none"
			if l := activeLink(s.v); l != nil {
				got = cardKey(s.v.Card(l.Attack))
			}
			w := "none"
			if want != nil {
				w = cardKey(want)
			}
			return diffStr(w, got)
		}
	case "defending":
		lw, ok := p.listWant(line, value, false)
		if !ok {
			return nil
		}
		return func(s *spot) []Msg {
			l := activeLink(s.v)
			if l == nil {
				return []Msg{msg("want-active-link-got", chainText(s.v))}
			}
			return lw.diff(s.v, l.Defenders)
		}
	case "hit":
		want, ok := yesNo(low)
		if !ok {
			return bad(msg("want-yes-no"))
		}
		return func(s *spot) []Msg {
			l := activeLink(s.v)
			if l == nil {
				return []Msg{msg("want-active-link-got", chainText(s.v))}
			}
			return diffStr(yesText(want), yesText(l.Hit))
		}
	case "legal", "illegal":
		a := p.parseAnswer(line, value)
		if a == nil {
			return nil
		}
		legal := key == "legal"
		return func(s *spot) []Msg {
			if s.prompt == nil {
				return []Msg{msg("want-prompt-got-none", stopText(s))}
			}
			if s.prompt.Kind != a.kind || s.prompt.Player != a.player {
				if !legal {
					// A prompt of another kind, or another player's,
					// offers no such answer.
					return nil
				}
				return []Msg{msg("want-prompt-got", playerName(a.player), a.kind, describePrompt(s.prompt))}
			}
			err := a.fits(s.pv, s.prompt)
			switch {
			case legal && err != nil:
				return []Msg{msg("want-legal-but", rules.Printable(a.text), err)}
			case !legal && err == nil:
				return []Msg{msg("want-illegal-but-engine-accepts", rules.Printable(a.text))}
			}
			return nil
		}
	case "refused":
		return p.refusedCheck(line, value)
	case "happened", "never":
		var kinds []rules.EventKind
		for _, w := range strings.FieldsFunc(low, func(r rune) bool { return r == ',' || unicode.IsSpace(r) }) {
			k, ok := parseEvent(w)
			if !ok {
				p.errorf(line, "unknown-event", key, clip(w), Suggestion(closest(w, eventNames())))
				return nil
			}
			kinds = append(kinds, k)
		}
		if len(kinds) == 0 {
			return bad(msg("want-events"))
		}
		happened := key == "happened"
		return func(s *spot) []Msg {
			var out []Msg
			for _, k := range kinds {
				n := 0
				for i := range s.events {
					if s.events[i].Kind == k {
						n++
					}
				}
				if happened && n == 0 {
					out = append(out, msg("want-event-got-none", k))
				}
				if !happened && n > 0 {
					out = append(out, msg("want-no-event-got", k, n))
				}
			}
			return out
		}
	}
	p.unknownKey(line, key, expectKeys)
	return nil
}

// promptCheck reads `prompt: none` or `prompt: p2 defenders` (a prompt
// kind or the verb that answers it).
func (p *parser) promptCheck(line int, low string, bad func(Msg) func(*spot) []Msg) func(*spot) []Msg {
	if isNothing(low) {
		return func(s *spot) []Msg {
			if s.prompt != nil {
				return []Msg{msg("want-no-prompt-got", describePrompt(s.prompt))}
			}
			return nil
		}
	}
	w, rest := cutWord(low)
	pl, ok := parsePlayer(w)
	if !ok {
		return bad(msg("want-prompt"))
	}
	kind, ok := rules.ParsePromptKind(rest)
	if !ok {
		kind, ok = verbs[rest]
	}
	if !ok {
		return bad(msg("want-prompt-kind"))
	}
	return func(s *spot) []Msg {
		if s.prompt == nil || s.prompt.Kind != kind || s.prompt.Player != pl {
			return []Msg{msg("want-prompt-got", playerName(pl), kind, describePrompt(s.prompt))}
		}
		return nil
	}
}

// blockedLine reads `blocked p1 Muscle Mutt (yellow): stack-not-empty`:
// the prompt where the script stopped lists the card's play (or
// activation) as blocked, for that reason.
func (p *parser) blockedLine(l srcLine, rest string) *check {
	i := strings.LastIndexByte(rest, ':')
	if i < 0 {
		p.errorf(l.n, "want-blocked-player-card-reason", clip(l.text))
		return nil
	}
	who, name := cutWord(rest[:i])
	reason := strings.ToLower(strings.TrimSpace(rest[i+1:]))
	pl, ok := parsePlayer(who)
	if !ok {
		p.errorf(l.n, "blocked-want-player-p1-or", clip(who))
		return nil
	}
	if !slices.Contains(reasonNames(), reason) {
		if s := closest(reason, reasonNames()); s != "" {
			p.errorf(l.n, "unknown-reason", clip(reason), Suggestion(s))
		} else {
			p.errorf(l.n, "unknown-reason-list", clip(reason), strings.Join(reasonNames(), ", "))
		}
		return nil
	}
	c := p.single(l.n, "blocked", name)
	if c == nil {
		return nil
	}
	key := c.Key()
	return &check{line: l.n, key: "blocked " + playerName(pl) + " " + c.Key(), fn: func(s *spot) []Msg {
		if s.prompt == nil || s.prompt.Kind != rules.AskPriority || s.prompt.Player != pl {
			return []Msg{msg("want-priority-prompt-got", playerName(pl), describePrompt(s.prompt))}
		}
		var got []string
		for _, b := range s.prompt.Blocked {
			if keyOf(s.pv, b.Obj) == key {
				got = append(got, b.Reason.String())
			}
		}
		if slices.Contains(got, reason) {
			return nil
		}
		for i := range s.prompt.Options {
			if o := &s.prompt.Options[i]; keyOf(s.pv, o.Obj) == key && (o.Act == rules.ActPlay || o.Act == rules.ActActivate) {
				return []Msg{msg("want-it-blocked-but-offered", reason, describeOption(s.pv, s.prompt, o))}
			}
		}
		if len(got) == 0 {
			return []Msg{msg("want-it-blocked-but-it", reason)}
		}
		return []Msg{msg("want-blocked-for-got-blocked", reason, strings.Join(got, ", "))}
	}}
}

// single reads exactly one card.
func (p *parser) single(line int, key, s string) *rules.Card {
	errs := len(p.errs)
	items := p.cards(line, s, false)
	if len(p.errs) > errs {
		return nil
	}
	if len(items) != 1 || items[0].count != 1 {
		p.errorf(line, "one-card-got", key, clip(s))
		return nil
	}
	return items[0].card
}

// objectCheck reads `p2.arena[Gallantry Gold].defense: 0`,
// `chain[Overload (red)].keywords: Dominate, Go again` and the like:
// one property of one object (the first with that card, or the k-th with
// `#k`).
func (p *parser) objectCheck(line int, raw, value string) func(*spot) []Msg {
	i := strings.IndexByte(raw, '[')
	j := strings.LastIndexByte(raw, ']')
	if j < i {
		p.errorf(line, "want-zone-card-property-got", clip(raw))
		return nil
	}
	where := strings.ToLower(strings.TrimSpace(raw[:i]))
	name := strings.TrimSpace(raw[i+1 : j])
	prop, ok := strings.CutPrefix(strings.ToLower(strings.TrimSpace(raw[j+1:])), ".")
	if !ok {
		p.errorf(line, "want-zone-card-property-power", clip(raw))
		return nil
	}
	nth := 1
	if k := strings.LastIndex(name, " #"); k >= 0 {
		n, err := strconv.Atoi(name[k+2:])
		if err != nil || n < 1 || n > maxNumber {
			p.errorf(line, "want-n-after-card-counted", clip(name[k:]))
			return nil
		}
		nth, name = n, strings.TrimSpace(name[:k])
	}
	// Where the object is.
	var find func(s *spot) []rules.ObjID
	switch where {
	case "chain":
		find = func(s *spot) []rules.ObjID { return chainObjs(s.v) }
	case "stack":
		find = stackObjsOf
	default:
		pl, field, ok := playerKey(where)
		z, zok := zoneNames[field]
		if !ok || !zok {
			p.errorf(line, "unknown-place-want-chain-stack", clip(where))
			return nil
		}
		find = func(s *spot) []rules.ObjID { return s.v.Zone(pl, z) }
	}
	c := p.single(line, "card", name)
	if c == nil {
		return nil
	}
	key := c.Key()
	prop = strings.TrimSpace(prop)
	var get func(s *spot, obj rules.ObjID) []Msg
	low := strings.ToLower(strings.Join(strings.Fields(value), " "))
	switch prop {
	case "power", "defense":
		want, ok := p.number(line, prop, value, -maxNumber, maxNumber)
		if !ok {
			return nil
		}
		get = func(s *spot, obj rules.ObjID) []Msg {
			if prop == "power" {
				return diffInt(want, s.v.Power(obj))
			}
			return diffInt(want, s.v.Defense(obj))
		}
	case "counters":
		var want counterSet
		if !isNothing(low) {
			var bad *Msg
			if want, bad = parseCounters(value); bad != nil {
				p.errorf(line, bad.Code, bad.Args...)
				return nil
			}
		}
		get = func(s *spot, obj rules.ObjID) []Msg {
			o, _ := s.v.Obj(obj)
			return diffStr(countersText(want), countersText(o.Counters))
		}
	case "face":
		if low != "up" && low != "down" {
			p.errorf(line, "face-want-up-or-down", clip(value))
			return nil
		}
		get = func(s *spot, obj rules.ObjID) []Msg {
			o, _ := s.v.Obj(obj)
			return diffStr(low, faceWord(o.FaceUp))
		}
	case "keywords":
		var want rules.Keywords
		if !isNothing(low) {
			for _, w := range strings.Split(value, ",") {
				k, ok := rules.ParseKeyword(strings.TrimSpace(w))
				if !ok {
					p.errorf(line, "keywords-unknown-keyword-known", clip(strings.TrimSpace(w)), strings.Join(keywordNames(), ", "))
					return nil
				}
				want |= k
			}
		}
		get = func(s *spot, obj rules.ObjID) []Msg {
			var got rules.Keywords
			for _, n := range keywordNames() {
				k, _ := rules.ParseKeyword(n)
				if s.v.HasKeyword(obj, k) {
					got |= k
				}
			}
			return diffStr(keywordsText(want), keywordsText(got))
		}
	default:
		p.errorf(line, "unknown-property-want-power-defense", clip(prop))
		return nil
	}
	return func(s *spot) []Msg {
		objs := find(s)
		n := 0
		for _, obj := range objs {
			if keyOf(s.v, obj) == key {
				n++
				if n == nth {
					return get(s, obj)
				}
			}
		}
		var there []string
		for _, obj := range objs {
			there = append(there, cardKey(s.v.Card(obj)))
		}
		which := cardKey(c)
		if nth > 1 {
			which = fmt.Sprintf("%s #%d", which, nth)
		}
		return []Msg{msg("want-there-got", which, listText(there))}
	}
}

func countersText(set counterSet) string {
	var parts []string
	for i, n := range set {
		if n == 0 {
			continue
		}
		name := fmt.Sprintf("kind%d", i)
		if i < len(counterNames) {
			name = counterNames[i]
		}
		parts = append(parts, fmt.Sprintf("%s %+d", name, n))
	}
	if len(parts) == 0 {
		return "none"
	}
	return strings.Join(parts, ", ")
}

// keywordNames lists the keywords the engine models.
func keywordNames() []string {
	var out []string
	for i := range 32 {
		names := rules.Keywords(1 << i).Names()
		if len(names) == 0 {
			break
		}
		out = append(out, names...)
	}
	return out
}

func keywordsText(k rules.Keywords) string {
	if n := k.Names(); len(n) > 0 {
		return strings.Join(n, ", ")
	}
	return "none"
}

// reasonNames lists the codes of the reasons an action can be blocked.
func reasonNames() []string {
	rs := []rules.Reason{rules.ReasonNoActionPoint, rules.ReasonStackNotEmpty, rules.ReasonCombat, rules.ReasonNotAttacking,
		rules.ReasonNotDefending, rules.ReasonCannotPay, rules.ReasonOncePerTurn, rules.ReasonResourceCard, rules.ReasonNoTarget,
		rules.ReasonRestricted, rules.ReasonNoPriority, rules.ReasonDominate, rules.ReasonCondition, rules.ReasonNotYourTurn, rules.ReasonNoAttack,
		rules.ReasonChainOpen, rules.ReasonNeededForCost, rules.ReasonWaitsForClose, rules.ReasonNeverPlayed}
	out := make([]string, len(rs))
	for i, r := range rs {
		out[i] = r.String()
	}
	return out
}

// eventNames lists the codes of the engine's events.
func eventNames() []string {
	var out []string
	for k := rules.EventKind(1); k < 255; k++ {
		n := k.String()
		if n == "?" {
			break
		}
		out = append(out, n)
	}
	return out
}

func parseEvent(s string) (rules.EventKind, bool) {
	for k := rules.EventKind(1); k < 255; k++ {
		n := k.String()
		if n == "?" {
			break
		}
		if n == s {
			return k, true
		}
	}
	return 0, false
}

func playerOrNone(s string) (rules.Player, bool) {
	if isNothing(s) {
		return rules.NoPlayer, true
	}
	return parsePlayer(s)
}

func yesNo(s string) (bool, bool) {
	switch s {
	case "yes", "true":
		return true, true
	case "no", "false":
		return false, true
	}
	return false, false
}

func yesText(b bool) string {
	if b {
		return "yes"
	}
	return "no"
}

func stepName(st rules.Step) string {
	if st == rules.StepNone {
		return "none"
	}
	return st.String()
}

func winnerText(g *rules.Game) string {
	switch {
	case g.Omniscient().Draw():
		return "a draw"
	case g.Omniscient().Winner() == rules.NoPlayer:
		return "none"
	}
	return playerName(g.Omniscient().Winner())
}

func linksText(n int) string {
	if n == 1 {
		return "1 link"
	}
	return fmt.Sprintf("%d links", n)
}

func chainText(v rules.View) string {
	if !v.ChainOpen() {
		return "closed"
	}
	return linksText(len(v.Chain()))
}

// activeLink is the active chain link, or nil (CR 7.0.3b).
func activeLink(v rules.View) *rules.ChainLink {
	links := v.Chain()
	if !v.ChainOpen() || len(links) == 0 {
		return nil
	}
	return &links[len(links)-1]
}

// chainObjs lists the objects on the combat chain: each link's attack,
// then its defending cards.
func chainObjs(v rules.View) []rules.ObjID {
	var out []rules.ObjID
	if !v.ChainOpen() {
		return nil
	}
	for _, l := range v.Chain() {
		out = append(out, l.Attack)
		out = append(out, l.Defenders...)
	}
	return out
}

// stackObjs lists the objects of the stack's layers, top first.
func stackObjs(v rules.View) []rules.ObjID {
	st := v.Stack()
	out := make([]rules.ObjID, 0, len(st))
	for i := len(st) - 1; i >= 0; i-- {
		out = append(out, st[i].Obj)
	}
	return out
}

func stackObjsOf(s *spot) []rules.ObjID { return stackObjs(s.v) }

// stopText says where the game stands, for messages.
func stopText(s *spot) Msg {
	v := s.v
	if v.Over() {
		switch w := winnerText(s.g); w {
		case "none":
			return msg("stop-end")
		case "a draw":
			return msg("stop-draw")
		default:
			return msg("stop-won", w)
		}
	}
	where := msg("stop-turn", v.Turn(), playerName(v.TurnPlayer()), v.Phase())
	if v.Phase() == rules.PhaseSetup {
		where = msg("stop-setup")
	}
	if v.ChainOpen() {
		var step any = v.Step()
		if v.Step() == rules.StepNone {
			step = stepName(v.Step())
		}
		where = msg("stop-step", where, step)
	}
	if s.prompt == nil {
		return where
	}
	return msg("stop-prompt", playerName(s.prompt.Player), s.prompt.Kind.String(), where)
}

// refusedCheck reads `refused: REGEX`: the setup or the last answer is
// refused with a message that REGEX matches (Go's regexp syntax).
func (p *parser) refusedCheck(line int, value string) func(*spot) []Msg {
	if p.f.refused != nil {
		p.errorf(line, "refused-given-twice-first-on", p.f.refused.line)
		return nil
	}
	if strings.TrimSpace(value) == "" {
		p.errorf(line, "refused-want-regular-expression-refusal")
		return nil
	}
	re, err := regexp.Compile(value)
	if err != nil {
		p.errorf(line, "refused-not-regular-expression", clip(value), err)
		return nil
	}
	p.f.refused = &refusal{line: line, re: re}
	return func(s *spot) []Msg {
		if s.refusal == nil {
			return []Msg{msg("want-refusal-matching-got-none", re.String())}
		}
		if !re.MatchString(*s.refusal) {
			return []Msg{msg("want-refusal-matching-got", re.String(), rules.Printable(*s.refusal))}
		}
		return nil
	}
}
