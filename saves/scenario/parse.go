package scenario

import (
	"bytes"
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"unicode"

	"github.com/rathe-tcg/rathe/decks"
	"github.com/rathe-tcg/rathe/rules"
)

// Limits that keep a hostile file from costing much (DESIGN.md: files a
// user gives never panic the program).
const (
	maxFileSize  = 1 << 20
	maxLineLen   = 16 << 10
	maxErrors    = 50
	maxSideCards = 300
	maxCount     = 60
	maxNumber    = 10000
	// maxNameCommas is the most commas a card name holds ("Dawnblade,
	// Resplendent" has one): list entries are joined at most this far.
	maxNameCommas = 3
)

// srcLine is one logical line: comment stripped, trimmed, with the number
// of its first physical line. A line ending with a comma goes on.
type srcLine struct {
	n    int
	text string
}

// item is one entry of the script: an answer, a `pass until`, or an
// `expect:` block.
type item struct {
	answer *answer
	until  *passUntil
	check  *checkpoint
}

// passUntil is `pass until`: both players pass every priority prompt until
// the next answer can be given, or until its condition holds.
type passUntil struct {
	line int
	text string
	verb bool // text names the next answer's player and verb
	// cond is the condition written after `until` (a step, `chain
	// closed`, `turn N`); nil to pass until the next answer fits.
	cond func(v rules.View) bool
	next *answer // nil when no answer follows
}

type section uint8

const (
	inPosition section = iota
	inAnswers
	inExpect
)

type parser struct {
	f      *File
	errs   ErrorList
	seen   map[string]int // position keys already given, and where
	script []item
	last   int // the last line number of the file
	// heroLine: the cards being read are a pN.hero line's, so an unknown
	// name's suggestion is a hero.
	heroLine bool
}

// errorf records the message code (MessageWords) with its args on line.
func (p *parser) errorf(line int, code string, args ...any) {
	if len(p.errs) >= maxErrors {
		return
	}
	if line < 1 {
		line = 1
	}
	p.errs = append(p.errs, newError(p.f.Name, line, msg(code, args...)))
}

// Parse reads a scenario. name is used in messages. A malformed file gives
// an ErrorList: every problem found, each with its line.
func Parse(name string, data []byte) (*File, error) {
	f := &File{Name: name, Seed: 1, Turn: 1, Phase: rules.PhaseAction}
	p := &parser{f: f, seen: map[string]int{}}
	for i := range f.sides {
		f.sides[i].zones = map[rules.Zone][]*rules.Card{}
		f.sides[i].counters = map[int]counterSet{}
	}
	if len(data) > maxFileSize {
		p.errorf(1, "file-larger-than-bytes", maxFileSize)
		return nil, p.errs
	}
	// Text saved as UTF-16 (Windows' "Unicode") or with a byte-order mark
	// reads like a deck list does.
	lines := p.split(decks.DecodeText(data))
	sec := inPosition
	var answersAt, expectAt int
	var cp *checkpoint
	for _, l := range lines {
		switch strings.ToLower(strings.Join(strings.Fields(l.text), "")) {
		case "answers:":
			if sec == inAnswers {
				p.errorf(l.n, "answers-already-open-since-line", answersAt)
			}
			sec, answersAt, cp = inAnswers, l.n, nil
			continue
		case "expect:":
			if sec == inExpect {
				p.errorf(l.n, "expect-already-open-since-line", expectAt)
			}
			sec, expectAt = inExpect, l.n
			cp = &checkpoint{line: l.n}
			p.script = append(p.script, item{check: cp})
			continue
		}
		switch sec {
		case inPosition:
			p.positionLine(l)
		case inAnswers:
			p.answerLine(l)
		case inExpect:
			cp.lines++
			if c := p.expectLine(l); c != nil {
				cp.checks = append(cp.checks, c)
			}
		}
	}
	p.finish()
	if len(p.errs) > 0 {
		sort.SliceStable(p.errs, func(i, j int) bool { return p.errs[i].Line < p.errs[j].Line })
		return nil, p.errs
	}
	return f, nil
}

// split cuts data into logical lines.
func (p *parser) split(data []byte) []srcLine {
	var out []srcLine
	// Line ends of every system, as deck lists read them: "\r\n"
	// (Windows), "\n", "\r" (old Macs).
	data = bytes.ReplaceAll(data, []byte("\r\n"), []byte("\n"))
	data = bytes.ReplaceAll(data, []byte("\r"), []byte("\n"))
	raw := bytes.Split(data, []byte("\n"))
	p.last = len(raw)
	var cont *srcLine
	for i, b := range raw {
		n := i + 1
		if len(b) > maxLineLen {
			p.errorf(n, "line-longer-than-bytes", maxLineLen)
			continue
		}
		if bytes.IndexByte(b, 0) >= 0 {
			p.errorf(n, "nul-byte-not-text-file")
			continue
		}
		text := stripComment(strings.TrimRight(string(b), "\r"))
		if text == "" {
			continue
		}
		if isSection(text) {
			cont = nil // a trailing comma does not swallow a section
		}
		if cont != nil {
			cont.text += " " + text
		} else {
			out = append(out, srcLine{n: n, text: text})
			cont = &out[len(out)-1]
		}
		if !strings.HasSuffix(cont.text, ",") {
			cont = nil
		} else if len(cont.text) > maxLineLen {
			p.errorf(cont.n, "line-longer-than-bytes", maxLineLen)
			cont.text = strings.TrimSuffix(cont.text, ",")
			cont = nil
		}
	}
	return out
}

func isSection(s string) bool {
	switch strings.ToLower(strings.Join(strings.Fields(s), "")) {
	case "answers:", "expect:":
		return true
	}
	return false
}

// stripComment removes a comment: a line starting with #, or a # after a
// space that is not followed by a digit (so `[Dodge (blue) #2]` stays).
func stripComment(s string) string {
	t := strings.TrimSpace(s)
	if strings.HasPrefix(t, "#") {
		return ""
	}
	for i := 1; i < len(t); i++ {
		if t[i] != '#' || (t[i-1] != ' ' && t[i-1] != '\t') {
			continue
		}
		if i+1 < len(t) && t[i+1] >= '0' && t[i+1] <= '9' {
			continue
		}
		return strings.TrimSpace(t[:i])
	}
	return t
}

// splitKey splits "key: value" at the first colon outside brackets. The
// key keeps its case (it may hold a card name).
func splitKey(s string) (key, value string, ok bool) {
	depth := 0
	for i, r := range s {
		switch r {
		case '[':
			depth++
		case ']':
			if depth > 0 {
				depth--
			}
		case ':':
			if depth == 0 {
				return strings.TrimSpace(s[:i]), strings.TrimSpace(s[i+1:]), true
			}
		}
	}
	return "", "", false
}

// finish checks what the whole file needs and links each `pass until` to
// the answer after it.
func (p *parser) finish() {
	f := p.f
	if _, given := p.seen["scenario"]; !given {
		p.errorf(1, "missing-scenario-scenario-title")
	}
	if _, given := p.seen["rules"]; !given {
		p.errorf(1, "missing-rules-cr-rules-scenario")
	}
	for i := range f.sides {
		if _, given := p.seen[fmt.Sprintf("p%d.hero", i+1)]; !given {
			p.errorf(1, "missing-p-hero", i+1)
		}
	}
	// CR 1.13.2: the turn player's action point; rules.NewPosition gives
	// the turn player 1 when none is written.
	if f.Phase == rules.PhaseStart {
		for i := range f.sides {
			if f.sides[i].actionsAt > 0 {
				p.errorf(f.sides[i].actionsAt, "position-in-start-phase-has")
			}
		}
	}
	if f.StartGame {
		p.checkStartGame()
	}
	hasChecks := false
	var pending *passUntil
	f.script = p.script
	for _, it := range p.script {
		switch {
		case it.answer != nil:
			f.steps = append(f.steps, it.answer)
			if pending != nil {
				pending.next = it.answer
				pending = nil
			}
		case it.until != nil:
			if pending != nil && pending.cond == nil {
				p.errorf(it.until.line, "pass-until-twice-without-answer", pending.line)
			}
			pending = it.until
		case it.check != nil:
			if it.check.lines == 0 {
				p.errorf(it.check.line, "expect-has-no-expectations")
			}
			hasChecks = true
		}
	}
	for _, it := range p.script {
		if u := it.until; u != nil && u.cond == nil && u.next == nil {
			p.errorf(u.line, "pass-until-needs-what-it")
			continue
		}
		if u := it.until; u != nil && u.verb {
			if u.next == nil {
				p.errorf(u.line, "pass-until-no-answer-follows", clip(u.text))
				continue
			}
			// The words after `until` begin the next answer: `p2 defend`,
			// or the whole of it.
			want := strings.ToLower(u.next.text) + " "
			if !strings.HasPrefix(want, strings.ToLower(u.text)+" ") || len(strings.Fields(u.text)) < 2 {
				p.errorf(u.line, "pass-until-followed-by-line", clip(u.text), clip(u.next.text), u.next.line)
			}
		}
	}
	if !hasChecks {
		p.errorf(p.last, "missing-expect-what-must-hold")
	}
	if f.refused != nil {
		// The refusal stops the game: its block is the last thing.
		if n := len(p.script); n == 0 || !p.script[n-1].check.has(f.refused.line) {
			p.errorf(f.refused.line, "refused-goes-in-last-expect")
		}
	}
	// A position the rules could not reach is refused on the line that
	// says it (unless the file expects that refusal).
	if len(p.errs) == 0 && f.refused == nil && !f.StartGame {
		if _, err := f.Game(); err != nil {
			e := f.positionError(err)
			p.errorf(e.Line, e.Message.Code, e.Message.Args...)
		}
	}
}

// has reports whether the block holds the expectation written on line.
func (cp *checkpoint) has(line int) bool {
	if cp == nil {
		return false
	}
	for _, c := range cp.checks {
		if c.line == line {
			return true
		}
	}
	return false
}

// gameStartKeys are the position keys a game from `start: game` takes:
// the rest of a position is made by the start-of-game procedure (CR 4.1).
var gameStartKeys = map[string]bool{"scenario": true, "rules": true, "bug": true, "seed": true, "start": true,
	"p1.hero": true, "p1.arena": true, "p1.deck": true, "p2.hero": true, "p2.arena": true, "p2.deck": true}

// checkStartGame checks a game from `start: game`: only the keys the
// start-of-game procedure starts from, and decks the engine accepts
// (rules.New), each error on the line that is wrong.
func (p *parser) checkStartGame() {
	start := p.seen["start"]
	for _, key := range positionKeys {
		if line, given := p.seen[key]; given && !gameStartKeys[key] {
			p.errorf(line, "game-from-start-game-line", key, start)
		}
	}
	for i := range p.f.sides {
		sd := &p.f.sides[i]
		if sd.hero == nil {
			continue // reported as missing, or as not a hero
		}
		if p.f.refused != nil {
			continue // `refused:` expects the pool to be refused as the game is set up
		}
		arena, deck := fmt.Sprintf("p%d.arena", i+1), fmt.Sprintf("p%d.deck", i+1)
		if len(sd.counters) > 0 {
			p.errorf(p.seen[arena], "counters-arena-cards-start-game", arena)
			continue
		}
		// The arena cards alone, then the deck alone, so that an error
		// goes to its line.
		if err := checkPool(rules.Deck{Hero: sd.hero, Arena: sd.zones[rules.ZoneArena]}); err != nil {
			p.errorf(p.seen[arena], "key-error", arena, err)
		}
		if err := checkPool(rules.Deck{Hero: sd.hero, Cards: sd.zones[rules.ZoneDeck]}); err != nil {
			p.errorf(p.seen[deck], "key-error", deck, err)
		}
	}
}

// checkPool is what rules.New says of one player's hero, arena cards and
// deck, without its "player N" prefix.
func checkPool(d rules.Deck) error {
	_, err := rules.New(rules.Setup{Players: [2]rules.Deck{d, {Hero: d.Hero}}})
	if inner := errors.Unwrap(err); inner != nil {
		return inner
	}
	return err
}

// positionLine reads one line of the position.
func (p *parser) positionLine(l srcLine) {
	key, value, ok := splitKey(l.text)
	if !ok {
		p.errorf(l.n, "want-key-value-got", clip(l.text))
		return
	}
	key = strings.ToLower(key)
	if prev, dup := p.seen[key]; dup && !combatKeys[key] {
		p.errorf(l.n, "given-twice-first-on-line", key, prev)
		return
	}
	if _, dup := p.seen[key]; !dup {
		p.seen[key] = l.n
	}
	if p.combatLine(l, key, value) {
		return
	}
	f := p.f
	switch key {
	case "scenario":
		if value == "" {
			p.errorf(l.n, "scenario-needs-title")
		}
		f.Title = value
		return
	case "rules":
		for _, r := range strings.FieldsFunc(value, func(r rune) bool { return r == ',' || unicode.IsSpace(r) }) {
			if !isRule(r) {
				p.errorf(l.n, "not-cr-rule-number", clip(r))
				continue
			}
			f.Rules = append(f.Rules, r)
		}
		if len(f.Rules) == 0 {
			p.errorf(l.n, "rules-needs-at-least-one")
		}
		return
	case "bug":
		if value == "" {
			p.errorf(l.n, "bug-needs-description-engine-bug")
		}
		f.Bug, f.BugLine = value, l.n
		return
	case "seed":
		n, err := strconv.ParseUint(value, 10, 64)
		if err != nil {
			p.errorf(l.n, "seed-want-whole-number-got", clip(value))
		}
		f.Seed = n
		return
	case "turn":
		pl, n, ok := p.turn(l.n, value)
		if ok {
			if pl != rules.NoPlayer {
				f.TurnPlayer = pl
			}
			if n > 0 {
				f.Turn = n
			}
		}
		return
	case "start":
		switch strings.ToLower(value) {
		case "game":
			f.StartGame = true
		case "position":
			f.StartGame = false
		default:
			p.errorf(l.n, "start-want-game-start-game", clip(value))
		}
		return
	case "phase":
		switch strings.ToLower(value) {
		case "action":
			f.Phase = rules.PhaseAction
		case "start":
			f.Phase = rules.PhaseStart
		default:
			p.errorf(l.n, "phase-position-starts-in-start", clip(value))
		}
		return
	}
	pl, field, ok := playerKey(key)
	if !ok {
		p.unknownKey(l.n, key, positionKeys)
		return
	}
	sd := &f.sides[pl]
	switch field {
	case "hero":
		if strings.EqualFold(strings.TrimSpace(value), rules.GoldfishName) {
			// The goldfish (rules/goldfish.go): a hero with a Blitz hero's
			// life and nothing else, for practice and lessons.
			sd.hero = rules.GoldfishHero(rules.GoldfishLifeBlitz)
			return
		}
		p.heroLine = true // an unknown name's suggestion is a hero
		items := p.cards(l.n, value, false)
		p.heroLine = false
		if len(items) != 1 || items[0].count != 1 {
			if len(items) > 0 {
				p.errorf(l.n, "one-hero", key)
			}
			return
		}
		c := items[0].card
		if !c.Types.Has(rules.Hero) {
			p.errorf(l.n, "not-hero", key, cardKey(c))
			return
		}
		sd.hero = c
	case "life":
		if n, ok := p.number(l.n, key, value, 1, maxNumber); ok {
			sd.life = n
		}
	case "resources":
		if n, ok := p.number(l.n, key, value, 0, maxNumber); ok {
			sd.resources = n
		}
	case "actions":
		if n, ok := p.number(l.n, key, value, 0, maxNumber); ok {
			sd.actions = n
			sd.actionsAt = l.n
		}
	case "resolved":
		// Cards that resolved earlier this turn: their effects are in force.
		if isNothing(value) {
			return
		}
		for _, it := range p.cards(l.n, value, false) {
			c := it.card
			if len(c.Resolve) == 0 {
				p.errorf(l.n, "has-no-effect-that-resolves", key, cardKey(c))
				continue
			}
			for range it.count {
				sd.resolved = append(sd.resolved, c)
			}
		}
	default:
		z, ok := zoneNames[field]
		if !ok {
			p.unknownKey(l.n, key, positionKeys)
			return
		}
		p.zone(l.n, key, sd, z, value)
	}
}

// zone reads the cards a zone starts with.
func (p *parser) zone(line int, key string, sd *side, z rules.Zone, value string) {
	// What a zone may hold (how many cards an arsenal, CR 3.3.2; which
	// cards, CR 3.7.2, 8.1.8a) is the engine's to say (rules.NewPosition):
	// positionError puts its refusal on this line.
	if sd.zoneAt == nil {
		sd.zoneAt = map[rules.Zone]int{}
	}
	sd.zoneAt[z] = line
	if z == rules.ZoneArsenal {
		word, rest, _ := strings.Cut(value, " ")
		switch strings.ToLower(word) {
		case "up":
			sd.arsenalUp, value = true, rest
		case "down":
			value = rest
		}
	}
	if isNothing(value) {
		return
	}
	items := p.cards(line, value, z == rules.ZoneArena || z == rules.ZoneArsenal)
	total := 0
	for _, zs := range sd.zones {
		total += len(zs)
	}
	for _, it := range items {
		c := it.card
		switch {
		case c.Types.Has(rules.Hero):
			p.errorf(line, "hero-write-it-as-hero", key, cardKey(c), key[:2])
			continue
		case z == rules.ZoneArena && !c.Permanent():
			p.errorf(line, "not-permanent-arena-holds-weapons", key, cardKey(c))
			continue
		}
		if it.counters != nil {
			if z == rules.ZoneArsenal {
				// CR 1.15: a card in the arsenal may hold counters too (a
				// mentor's lesson counters, CR 8.1.10).
				set := *it.counters
				sd.arsenalCounters = &set
			} else {
				sd.counters[len(sd.zones[z])] = *it.counters
			}
		}
		for range it.count {
			if total >= maxSideCards {
				p.errorf(line, "more-than-cards-on-one", key, maxSideCards)
				return
			}
			total++
			sd.zones[z] = append(sd.zones[z], c)
		}
	}
}

func isNothing(s string) bool {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "nothing", "none", "empty", "-":
		return true
	}
	return false
}

// isRule accepts CR numbers: digits and dots, ending with an optional
// lower-case letter ("7.5.2", "8.3.4b", "1.11").
func isRule(s string) bool {
	if s == "" || len(s) > 20 || s[0] < '0' || s[0] > '9' {
		return false
	}
	body := s
	if last := s[len(s)-1]; last >= 'a' && last <= 'z' {
		body = s[:len(s)-1]
	}
	prevDot := false
	for i := 0; i < len(body); i++ {
		switch c := body[i]; {
		case c >= '0' && c <= '9':
			prevDot = false
		case c == '.' && !prevDot && i > 0:
			prevDot = true
		default:
			return false
		}
	}
	return !prevDot
}

// turn reads `p1`, `3` or `p1 3`: the turn player and the turn number.
func (p *parser) turn(line int, value string) (rules.Player, int, bool) {
	pl, n := rules.NoPlayer, 0
	fields := strings.Fields(value)
	if len(fields) == 0 || len(fields) > 2 {
		p.errorf(line, "turn-want-turn-player-and", clip(value))
		return pl, n, false
	}
	for _, w := range fields {
		if q, ok := parsePlayer(w); ok && pl == rules.NoPlayer {
			pl = q
			continue
		}
		v, err := strconv.Atoi(w)
		if err != nil || v < 1 || v > maxNumber || n != 0 {
			p.errorf(line, "turn-want-turn-player-and", clip(value))
			return pl, n, false
		}
		n = v
	}
	return pl, n, true
}

// number reads a whole number in lo..hi.
func (p *parser) number(line int, key, value string, lo, hi int) (int, bool) {
	n, err := strconv.Atoi(strings.TrimSpace(value))
	if err != nil {
		p.errorf(line, "want-whole-number-got", key, clip(value))
		return 0, false
	}
	if n < lo || n > hi {
		p.errorf(line, "number-outside", key, n, lo, hi)
		return 0, false
	}
	return n, true
}

var zoneNames = map[string]rules.Zone{
	"hand": rules.ZoneHand, "deck": rules.ZoneDeck, "arsenal": rules.ZoneArsenal, "graveyard": rules.ZoneGraveyard,
	"banished": rules.ZoneBanished, "pitch": rules.ZonePitch, "arena": rules.ZoneArena,
}

var positionKeys = []string{"scenario", "rules", "bug", "seed", "start", "turn", "phase", "step", "priority", "chain", "stack", "effects",
	"p1.hero", "p1.life", "p1.arena", "p1.hand", "p1.deck", "p1.arsenal", "p1.graveyard", "p1.banished", "p1.pitch", "p1.resources", "p1.actions", "p1.resolved",
	"p2.hero", "p2.life", "p2.arena", "p2.hand", "p2.deck", "p2.arsenal", "p2.graveyard", "p2.banished", "p2.pitch", "p2.resources", "p2.actions", "p2.resolved"}

// playerKey splits "p1.hand" into the player and "hand".
func playerKey(key string) (rules.Player, string, bool) {
	head, field, ok := strings.Cut(key, ".")
	if !ok {
		return rules.NoPlayer, "", false
	}
	pl, ok := parsePlayer(head)
	return pl, field, ok
}

func (p *parser) unknownKey(line int, key string, known []string) {
	p.errorf(line, "unknown-key", clip(key), Suggestion(closest(key, known)))
}

// cardItem is one entry of a card list: a card, how many, and the counters
// it starts with (arena only).
type cardItem struct {
	card     *rules.Card
	count    int
	counters *counterSet
}

// splitTop splits s at the commas outside brackets.
func splitTop(s string) []string {
	var out []string
	depth, start := 0, 0
	for i, r := range s {
		switch r {
		case '[':
			depth++
		case ']':
			if depth > 0 {
				depth--
			}
		case ',':
			if depth == 0 {
				out = append(out, s[start:i])
				start = i + 1
			}
		}
	}
	return append(out, s[start:])
}

// cards reads a comma-separated list of cards. Card names may hold commas
// ("Dawnblade, Resplendent"): the longest run of pieces that names a card
// is taken. An entry may start with a count (`3x Dodge (blue)`) and, with
// counters, end with them (`Gallantry Gold [defense -1]`).
func (p *parser) cards(line int, value string, counters bool) []cardItem {
	pieces := splitTop(value)
	if len(pieces) > maxSideCards {
		p.errorf(line, "more-than-entries-in-one", maxSideCards)
		return nil
	}
	var out []cardItem
	for i := 0; i < len(pieces); {
		found := false
		for j := min(len(pieces), i+maxNameCommas+1); j > i; j-- {
			it, ok := p.cardEntry(line, strings.TrimSpace(strings.Join(trimAll(pieces[i:j]), ", ")), counters, false)
			if ok {
				out = append(out, it)
				i, found = j, true
				break
			}
		}
		if !found {
			p.cardEntry(line, strings.TrimSpace(pieces[i]), counters, true)
			i++
		}
	}
	return out
}

func trimAll(ss []string) []string {
	out := make([]string, len(ss))
	for i, s := range ss {
		out[i] = strings.TrimSpace(s)
	}
	return out
}

// cardEntry reads one entry; with report it says what is wrong with it.
func (p *parser) cardEntry(line int, s string, counters, report bool) (cardItem, bool) {
	it := cardItem{count: 1}
	if report && len(p.errs) >= maxErrors {
		return it, false // no more room for messages: spare the suggestions
	}
	if s == "" {
		if report {
			p.errorf(line, "empty-entry-in-list-cards")
		}
		return it, false
	}
	name := s
	if strings.HasSuffix(name, "]") {
		if i := strings.LastIndexByte(name, '['); i >= 0 {
			set, err := parseCounters(name[i+1 : len(name)-1])
			if !counters {
				err = &Msg{Code: "counters-only-arena"}
			}
			if err != nil {
				if report {
					p.errorf(line, err.Code, err.Args...)
				}
				return it, false
			}
			it.counters = &set
			name = strings.TrimSpace(name[:i])
		}
	}
	c, ok := lookupCard(name)
	if !ok {
		// A count: "3x Dodge (blue)" or "3 x Dodge (blue)".
		if n, rest, isCount := cutCount(name); isCount {
			if n < 1 || n > maxCount {
				if report {
					p.errorf(line, "count-range", n, maxCount)
				}
				return it, false
			}
			if c, ok = lookupCard(rest); ok {
				it.count = n
				name = rest
			} else {
				name = rest
			}
		}
	}
	if !ok {
		if report {
			m := unknownCard(name, p.heroLine)
			p.errorf(line, m.Code, m.Args...)
		}
		return it, false
	}
	it.card = c
	return it, true
}

// cutCount reads a leading "3x " or "3 x ".
func cutCount(s string) (int, string, bool) {
	i := 0
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	if i == 0 || i > 4 {
		return 0, s, false
	}
	n, _ := strconv.Atoi(s[:i])
	rest := strings.TrimLeft(s[i:], " ")
	if !strings.HasPrefix(rest, "x ") && !strings.HasPrefix(rest, "X ") {
		return 0, s, false
	}
	return n, strings.TrimSpace(rest[2:]), true
}

var counterNames = []string{"power", "defense", "lesson"}

// parseCounters reads "defense -1, power +1"; it returns a message when
// the text is wrong.
func parseCounters(s string) (counterSet, *Msg) {
	var set counterSet
	fields := strings.FieldsFunc(s, func(r rune) bool { return r == ',' || unicode.IsSpace(r) })
	if len(fields)%2 != 0 || len(fields) == 0 {
		return set, &Msg{"counters-want-pairs", []any{clip(s)}}
	}
	for i := 0; i < len(fields); i += 2 {
		k := -1
		for j, n := range counterNames {
			if strings.EqualFold(n, fields[i]) && j < len(set) {
				k = j
			}
		}
		if k < 0 {
			return set, &Msg{"counters-unknown-kind", []any{clip(fields[i]), strings.Join(counterNames, ", ")}}
		}
		n, err := strconv.Atoi(fields[i+1])
		if err != nil || n < -99 || n > 99 {
			return set, &Msg{"counters-want-number", []any{counterNames[k], clip(fields[i+1])}}
		}
		set[k] = int8(n)
	}
	return set, nil
}
