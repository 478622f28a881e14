package scenario

import (
	"errors"
	"strconv"
	"strings"
	"unicode"

	"github.com/rathe-tcg/rathe/rules"
)

// The position keys of the middle of a turn (FORMAT.md "In the middle of
// combat"): `chain:` (one line per chain link, the first link first),
// `stack:` (one line per layer, the top first), `effects:` (one line per
// ability that resolved), `step:` and `priority:`. They build
// rules.Combat; rules.NewPosition refuses what the rules could not reach,
// and combatLine puts each refusal on its line.

// combatKeys may be given on several lines, one entry each.
var combatKeys = map[string]bool{"chain": true, "stack": true, "effects": true}

// combatLines records the line of each entry, for messages.
type combatLines struct {
	chain, stack, effects []int
	step, priority        int
}

// clauses splits an entry at its semicolons.
func clauses(s string) []string {
	var out []string
	for _, c := range strings.Split(s, ";") {
		if c = strings.TrimSpace(c); c != "" {
			out = append(out, c)
		}
	}
	return out
}

// combatLine reads a position line of the middle of combat; false when
// key is not one of them.
func (p *parser) combatLine(l srcLine, key, value string) bool {
	f := p.f
	switch key {
	case "step":
		st, ok := rules.ParseStep(strings.ToLower(strings.TrimSpace(value)))
		if !ok || st == rules.StepNone || st == rules.StepClose {
			p.errorf(l.n, "step-want-layer-attack-defend", clip(value))
			return true
		}
		f.combat.Step, f.lines.step = st, l.n
	case "priority":
		p.priorityLine(l.n, value)
	case "chain":
		if lk, ok := p.chainEntry(l.n, value); ok {
			f.combat.Chain = append(f.combat.Chain, lk)
			f.lines.chain = append(f.lines.chain, l.n)
		}
	case "stack", "effects":
		ly, ok := p.layerEntry(l.n, key, value)
		if !ok {
			return true
		}
		if key == "stack" {
			f.combat.Stack = append(f.combat.Stack, ly)
			f.lines.stack = append(f.lines.stack, l.n)
		} else {
			f.combat.Effects = append(f.combat.Effects, ly)
			f.lines.effects = append(f.lines.effects, l.n)
		}
	default:
		return false
	}
	return true
}

// priorityLine reads `p2` or `p2, p1 passed`.
func (p *parser) priorityLine(line int, value string) {
	f := p.f
	parts := strings.Split(value, ",")
	bad := func() {
		p.errorf(line, "priority-want-player-who-holds", clip(value))
	}
	if len(parts) > 2 {
		bad()
		return
	}
	pl, ok := parsePlayer(strings.TrimSpace(parts[0]))
	if !ok {
		bad()
		return
	}
	f.combat.PriorityGiven, f.combat.Priority, f.lines.priority = true, pl, line
	if len(parts) == 2 {
		w := strings.Fields(strings.ToLower(parts[1]))
		q, ok := rules.NoPlayer, false
		if len(w) == 2 && w[1] == "passed" {
			q, ok = parsePlayer(w[0])
		}
		if !ok {
			bad()
			return
		}
		if q != pl.Opponent() {
			p.errorf(line, "priority-player-who-passed-priority", playerName(pl), playerName(pl.Opponent()))
			return
		}
		f.combat.Passed = true
	}
}

// chainEntry reads `p1 Muscle Mutt (yellow); p2 defends Dodge (blue),
// Ironrot Helm; hit`.
func (p *parser) chainEntry(line int, value string) (rules.PosLink, bool) {
	var lk rules.PosLink
	cl := clauses(value)
	if len(cl) == 0 {
		p.errorf(line, "chain-want-attacking-player-and")
		return lk, false
	}
	who, rest := cutWord(cl[0])
	pl, ok := parsePlayer(who)
	if !ok || rest == "" {
		p.errorf(line, "chain-want-attacking-player-and-2", clip(cl[0]))
		return lk, false
	}
	lk.Attacker, lk.Defender = pl, pl.Opponent()
	if lk.Attack = p.single(line, "chain", rest); lk.Attack == nil {
		return lk, false
	}
	ok = true
	for _, c := range cl[1:] {
		low := strings.ToLower(strings.Join(strings.Fields(c), " "))
		w1, w2 := cutWord(c)
		switch {
		case low == "hit":
			lk.Hit = true
		case low == "no hit":
		case low == "left" || low == "left the chain":
			lk.Left = true
		case strings.EqualFold(w1, "modes") || strings.EqualFold(w1, "mode"):
			ms, good := p.modeList(line, w2)
			lk.Modes, ok = ms, ok && good
		default:
			d, ok2 := parsePlayer(w1)
			verb, cards := cutWord(w2)
			if !ok2 || !strings.EqualFold(verb, "defends") {
				p.errorf(line, "chain-unknown-part-want-p2", clip(c))
				ok = false
				continue
			}
			lk.Defender = d
			if isNothing(cards) {
				continue
			}
			if cards == "" {
				p.errorf(line, "chain-defends-what-cards-or", playerName(d))
				ok = false
				continue
			}
			n := len(p.errs)
			for _, it := range p.cards(line, cards, false) {
				for range it.count {
					lk.Defenders = append(lk.Defenders, it.card)
				}
			}
			ok = ok && len(p.errs) == n
		}
	}
	return lk, ok
}

// modeList reads `1, 3`: mode numbers counted from 1, returned from 0.
func (p *parser) modeList(line int, s string) ([]int, bool) {
	var out []int
	for _, w := range strings.FieldsFunc(s, func(r rune) bool { return r == ',' || unicode.IsSpace(r) }) {
		n, err := strconv.Atoi(w)
		if err != nil || n < 1 || n > 20 {
			p.errorf(line, "modes-want-mode-numbers-counted", clip(s))
			return nil, false
		}
		out = append(out, n-1)
	}
	if len(out) == 0 {
		p.errorf(line, "modes-want-mode-numbers-counted-2")
		return nil, false
	}
	return out, true
}

// layerEntry reads a layer of the stack, or an ability that resolved:
// `p1 Razor Reflex (red); modes 1; target Dawnblade, Resplendent`,
// `p2 activation of Gallantry Gold`, `p1 trigger 2 of Quicken`.
func (p *parser) layerEntry(line int, key, value string) (rules.PosLayer, bool) {
	ly := rules.PosLayer{Kind: rules.CardLayer, Ability: -1, TargetPlayer: rules.NoPlayer}
	cl := clauses(value)
	want := msg("layer-want", key)
	if len(cl) == 0 {
		p.errorf(line, "layer-want", key)
		return ly, false
	}
	who, rest := cutWord(cl[0])
	pl, ok := parsePlayer(who)
	if !ok || rest == "" {
		p.errorf(line, "layer-want-got", want, clip(cl[0]))
		return ly, false
	}
	ly.Controller = pl
	// `activation [N] of CARD`, `trigger [N] of CARD`.
	w1, after := cutWord(rest)
	if k := strings.ToLower(w1); k == "activation" || k == "trigger" {
		ly.Kind = rules.ActivatedLayer
		if k == "trigger" {
			ly.Kind = rules.TriggeredLayer
		}
		w2, after2 := cutWord(after)
		if n, err := strconv.Atoi(w2); err == nil {
			if n < 1 || n > 20 {
				p.errorf(line, "abilities-are-counted-from-1", key, n)
				return ly, false
			}
			ly.Ability = n - 1
			w2, after2 = cutWord(after2)
		}
		if !strings.EqualFold(w2, "of") || after2 == "" {
			p.errorf(line, "want-card-or-2-card", key, k, k, clip(rest))
			return ly, false
		}
		rest = after2
	}
	if ly.Card = p.single(line, key, rest); ly.Card == nil {
		return ly, false
	}
	ok = true
	for _, c := range cl[1:] {
		low := strings.ToLower(strings.Join(strings.Fields(c), " "))
		w1, w2 := cutWord(c)
		switch {
		case strings.EqualFold(w1, "modes") || strings.EqualFold(w1, "mode"):
			ms, good := p.modeList(line, w2)
			ly.Modes, ok = ms, ok && good
		case strings.EqualFold(w1, "target"):
			// `target p1` or `target p1 hero` (CR 1.8.5).
			if q, isPlayer := parsePlayer(strings.TrimSuffix(strings.ToLower(strings.TrimSpace(w2)), " hero")); isPlayer {
				ly.TargetPlayer = q
			} else if ly.TargetCard = p.single(line, "target", w2); ly.TargetCard == nil {
				ok = false
			}
		case strings.EqualFold(w1, "x"):
			n, err := strconv.Atoi(w2)
			if err != nil || n < 0 || n > maxNumber {
				p.errorf(line, "x-wants-whole-number-got", key, clip(w2))
				ok = false
			}
			ly.X = n
		case key == "stack" && low == "from arsenal":
			ly.From = rules.ZoneArsenal
		case key == "stack" && low == "from hand":
			ly.From = rules.ZoneHand
		case key == "stack" && (low == "as an instant" || low == "as instant"):
			ly.AsInstant = true
		default:
			code := "unknown-part-want-modes-n"
			if key == "stack" {
				code = "unknown-part-want-modes-n-stack"
			}
			p.errorf(line, code, key, clip(c))
			ok = false
		}
	}
	return ly, ok
}

// positionError puts a refusal of rules.NewPosition on the line of the
// part it names.
func (f *File) positionError(err error) *Error {
	line := 1
	var pe *rules.PositionError
	if errors.As(err, &pe) {
		at := func(lines []int) int {
			if pe.Index >= 0 && pe.Index < len(lines) {
				return lines[pe.Index]
			}
			return 0
		}
		switch pe.Part {
		case "chain":
			line = at(f.lines.chain)
		case "stack":
			line = at(f.lines.stack)
		case "effects":
			line = at(f.lines.effects)
		case "priority":
			line = f.lines.priority
		case "hand", "deck", "arsenal", "pitch", "graveyard", "banished":
			if pe.Index >= 0 && pe.Index < len(f.sides) {
				line = f.sides[pe.Index].zoneAt[zoneNames[pe.Part]]
			}
		case "step":
			line = f.lines.step
			if line == 0 {
				line = max(firstOf(f.lines.chain), firstOf(f.lines.stack))
			}
		}
		if line == 0 {
			line = 1
		}
	}
	return newError(f.Name, line, msg("engine", err))
}

func firstOf(lines []int) int {
	if len(lines) == 0 {
		return 0
	}
	return lines[0]
}
