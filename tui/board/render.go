package board

import (
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/tui/rulebook"
	"github.com/rathe-tcg/rathe/tui/text"
)

// Render draws the table of s for its viewer in at most height lines of at
// most width cells each: a header line, the opponent's side at the top, the
// combat chain and the stack, and the viewer's side at the bottom (the hand,
// the prompt and the log are the model's). An omniscient viewer sees the
// turn player at the bottom.
//
// The layout is chosen from the size alone (LayoutFor), never from what is
// on the table, so it does not change from one question to the next: boxes
// with a line per zone; the same lines without boxes; three lines a side;
// two lines a side. The sides keep their places (the viewer's is drawn at
// the bottom of the height given) and the combat chain and the stack fill
// what is between; short of room, the chain keeps its last links and the
// stack its top layers.
func Render(s *Snapshot, width, height int, st Styles) string {
	return RenderLeaving(s, width, height, st, 0)
}

// RenderLeaving is Render keeping, in the layouts of two and three lines a
// side, up to leave empty lines between the chain and the viewer's side
// that the effects waiting on the sides do not take beyond their first line
// each: the caller's (the end of the log on a small terminal), when two or
// more are free. Waiting effects past the lines they get are folded into
// their last line, which ends with "(tab)" when cut.
func RenderLeaving(s *Snapshot, width, height int, st Styles, leave int) string {
	if s == nil || width <= 0 || height <= 0 {
		return ""
	}
	st.Lang = s.Lang
	r := &renderer{s: s, st: st, width: width, leave: max(0, leave)}
	r.bottom = s.Viewer
	if r.bottom == rules.Omniscient {
		// Everyone's view (open hands): the player being asked sits at
		// the bottom, by their hand; with no question, the turn player.
		r.bottom = s.TurnPlayer
		if s.Prompt != nil {
			r.bottom = s.Prompt.Player
		}
	}
	if r.bottom < 0 || r.bottom > 1 {
		r.bottom = 0
	}
	r.top = r.bottom.Opponent()
	var lines []string
	switch LayoutFor(width, height) {
	case Boxed:
		lines = r.boxed(height)
	case Plain:
		lines = r.plain(height)
	case Compact3:
		lines = r.short(height, 3)
	case Compact2:
		lines = r.short(height, 2)
	default:
		lines = r.tiny(height)
	}
	for i, l := range lines {
		lines[i] = r.cut(l, width)
	}
	if len(lines) > height {
		lines = lines[:height]
	}
	return strings.Join(lines, "\n")
}

// Layout is one way of drawing the table.
type Layout int

const (
	Tiny     Layout = iota // fewer than 6 lines: the lines that matter most
	Compact2               // two lines a side
	Compact3               // three lines a side
	Plain                  // a line per zone, no boxes
	Boxed                  // a box per side and one for the chain and stack
)

// Boxed reports a layout with boxes.
func (l Layout) Boxed() bool { return l == Boxed }

// Lines a side may take in the plain and boxed layouts; more are folded
// into the last.
const sideMax = 5

// LayoutFor is the layout of a table drawn in width×height cells: the
// richest whose sides, at their largest, leave the chain and the stack at
// least three lines (two without boxes).
func LayoutFor(width, height int) Layout {
	switch {
	case width >= 40 && height >= 1+2*(sideMax+2)+2+3:
		return Boxed
	case height >= 1+2*(sideMax+1)+1+3:
		return Plain
	case height >= 1+2*3+2:
		return Compact3
	case height >= 1+2*2+1:
		return Compact2
	}
	return Tiny
}

type renderer struct {
	s           *Snapshot
	st          Styles
	width       int
	top, bottom rules.Player
	leave       int // empty lines the short layouts keep for the caller (RenderLeaving)
}

func (r *renderer) say(id string, args ...any) string {
	return text.Words{Lang: r.s.Lang}.Say(id, args...)
}

func (r *renderer) sayN(id string, n int, args ...any) string {
	return text.Words{Lang: r.s.Lang}.SayN(id, n, args...)
}

func itoa(n int) string { return strconv.Itoa(n) }

// fit cuts a line to at most w cells (double-width runes count two).
func fit(s string, w int) string {
	if w <= 0 {
		return ""
	}
	if Width(s) <= w {
		return s
	}
	return ansi.Truncate(s, w, "…")
}

// Pad fits s to exactly w cells: cut with an ellipsis, or padded with
// spaces (the board's lines and the model's share it).
func Pad(s string, w int) string {
	s = fit(s, w)
	if n := w - Width(s); n > 0 {
		s += strings.Repeat(" ", n)
	}
	return s
}

// flow packs items into lines of at most w cells, sep between items.
func flow(items []string, w int, sep string) []string {
	var out []string
	cur := ""
	for _, it := range items {
		if it == "" {
			continue
		}
		switch {
		case cur == "":
			cur = it
		case Width(cur)+Width(sep)+Width(it) <= w:
			cur += sep + it
		default:
			out = append(out, cur)
			cur = it
		}
	}
	if cur != "" {
		out = append(out, cur)
	}
	return out
}

// grid lays items out in aligned columns within w cells.
func grid(items []string, w int) []string {
	if len(items) == 0 {
		return nil
	}
	colW := 0
	for _, it := range items {
		colW = max(colW, Width(it)+3)
	}
	cols := max(1, min(len(items), w/colW))
	if cols == 1 {
		return flow(items, w, "   ")
	}
	var out []string
	for i := 0; i < len(items); i += cols {
		row := ""
		for j := i; j < min(i+cols, len(items)); j++ {
			if j == min(i+cols, len(items))-1 {
				row += items[j]
			} else {
				row += Pad(items[j], colW)
			}
		}
		out = append(out, row)
	}
	return out
}

// ---- words ----

// header: "turn 3 · Rhinar · action phase · reaction step · priority: Rhinar",
// shortened until it fits the width.
func (r *renderer) header() string {
	s := r.s
	if s.Over {
		if s.Winner == 0 || s.Winner == 1 {
			return r.st.title(r.say("board.game-over-win", s.Name(s.Winner)))
		}
		return r.st.title(r.say("board.game-over-draw"))
	}
	var out string
	for short := 0; short < 3; short++ {
		turn := r.say("board.turn", s.Turn)
		if short > 0 {
			turn = "T" + itoa(s.Turn)
		}
		parts := []string{r.st.title(turn)}
		if n := s.Name(s.TurnPlayer); n != "" {
			parts = append(parts, n)
		}
		if s.Phase != "" && (short < 2 || s.Step == "") {
			parts = append(parts, s.Phase)
		}
		if s.Step != "" {
			parts = append(parts, s.Step)
		}
		if n := s.Name(s.Priority); n != "" {
			parts = append(parts, r.say("board.priority", r.st.deciding(n)))
		}
		out = strings.Join(parts, " · ")
		if Width(out) <= r.width {
			break
		}
	}
	return out
}

// counters reads the counters on a card: "[+1p×2 -1d×1 1 lesson counter]".
func (r *renderer) counters(c *Card) string {
	var parts []string
	signed := func(n int, unit string) {
		switch {
		case n > 0:
			parts = append(parts, fmt.Sprintf("+1%s×%d", unit, n))
		case n < 0:
			parts = append(parts, fmt.Sprintf("-1%s×%d", unit, -n))
		}
	}
	signed(c.PowerCounters, "p")
	signed(c.DefenseCounters, "d")
	if n := c.LessonCounters; n > 0 {
		parts = append(parts, r.sayN("board.lesson-counters", n, n))
	}
	if len(parts) == 0 {
		return ""
	}
	return " [" + strings.Join(parts, " ") + "]"
}

func (r *renderer) name(c *Card, short bool) string {
	if short {
		return r.st.shortName(c)
	}
	return r.st.CardName(c)
}

// heroLine: "Rhinar  life 20  int 4  action points 1  resources 0".
func (r *renderer) heroLine(sd *Side, short bool) string {
	name := sd.Name
	if !short && !sd.Hero.Hidden && sd.Hero.Name != "" {
		name = sd.Hero.Name
		if o := &r.s.Sides[sd.Player.Opponent()]; o.Hero.Name == sd.Hero.Name {
			// A mirror match: the seat tells the heroes apart.
			name += fmt.Sprintf(" (P%d)", sd.Player+1)
		}
	}
	if name == "" {
		name = fmt.Sprintf("P%d", sd.Player+1)
	}
	if r.s.Prompt != nil && r.s.Prompt.Player == sd.Player && !r.s.Over {
		name = r.st.deciding(name)
	} else {
		name = r.st.title(name)
	}
	if short {
		return name + "  " + r.say("board.hero-short", r.st.Life(sd.Life), sd.Intellect, sd.Actions, sd.Resources)
	}
	return name + "   " + r.say("board.hero", r.st.Life(sd.Life), sd.Intellect, sd.Actions, sd.Resources)
}

// heroTitle is the longest hero line that fits w cells.
func (r *renderer) heroTitle(sd *Side, w int) string {
	if l := r.heroLine(sd, false); Width(l) <= w {
		return l
	}
	sd2 := *sd
	sd2.Hero.Name = ""
	if l := r.heroLine(&sd2, false); Width(l) <= w {
		return l
	}
	return r.heroLine(sd, true)
}

func (r *renderer) weapon(c *Card, short bool) string {
	s := r.name(c, short)
	if !short {
		s = r.say("board.weapon", s)
	}
	if c.Props&rules.HasPower != 0 {
		s += " " + r.st.Power(c)
	}
	// A weapon that is also an equipment defends as one (CR 8.1.4b):
	// its defense, and whether it defended, as an equipment's.
	if c.Props&rules.HasDefense != 0 {
		s += " " + r.st.Defense(c)
	}
	s += r.counters(c)
	if c.Used {
		s += " " + r.st.dim(r.say("board.used"))
	}
	if c.Defended {
		s += " " + r.st.dim(r.say("board.defended"))
	}
	return s
}

// slotOf orders equipment by slot, head to legs (CR 3: the head, chest,
// arms and legs zones), then the rest.
func slotOf(c *Card) int {
	for i, s := range []rules.Subtypes{rules.Head, rules.Chest, rules.Arms, rules.Legs} {
		if c.Subtypes.Has(s) {
			return i
		}
	}
	return 4
}

func (r *renderer) equipment(sd *Side, short bool) []string {
	eq := append([]Card(nil), sd.Equipment...)
	sort.SliceStable(eq, func(i, j int) bool { return slotOf(&eq[i]) < slotOf(&eq[j]) })
	var out []string
	for i := range eq {
		c := &eq[i]
		s := r.name(c, short)
		if c.Slot != "" {
			if short {
				s = c.Slot + ":" + s
			} else {
				s = c.Slot + " " + s
			}
		}
		if c.Props&rules.HasDefense != 0 {
			s += " " + r.st.Defense(c)
		}
		s += r.counters(c)
		if c.Defended {
			s += " " + r.st.dim(r.say("board.defended"))
		}
		out = append(out, s)
	}
	return out
}

func (r *renderer) permanents(sd *Side, short bool) []string {
	out := make([]string, 0, len(sd.Permanents))
	for i := range sd.Permanents {
		c := &sd.Permanents[i]
		s := r.name(c, short) + r.counters(c)
		if c.Token && !short {
			s += " " + r.st.dim(r.say("board.token"))
		}
		out = append(out, s)
	}
	// Alike permanents (three Seismic Surge tokens) are written once,
	// with their number, wherever they stand: tokens made turn by turn
	// interleave (Rhinar's Agility, Might, Agility, Might, Agility), and
	// side by side only they filled the line and were cut.
	return alike(out, true)
}

// alike writes equal texts once, with their number ("3× Might"): texts
// side by side only, or (anywhere) wherever they stand in the list, in
// the order each first appears.
func alike(items []string, anywhere bool) []string {
	var out []string
	var n []int
	for _, s := range items {
		k := len(out) - 1
		if anywhere {
			k = slices.Index(out, s)
		}
		if k >= 0 && out[k] == s {
			n[k]++
			continue
		}
		out = append(out, s)
		n = append(n, 1)
	}
	for i := range out {
		if n[i] > 1 {
			out[i] = itoa(n[i]) + "× " + out[i]
		}
	}
	return out
}

func (r *renderer) cards(cs []Card, short bool) string {
	if len(cs) == 0 {
		return "—"
	}
	var names []string
	for i := range cs {
		names = append(names, r.name(&cs[i], short))
	}
	return strings.Join(names, ", ")
}

// arsenal names the arsenal's cards with their counters (a mentor's
// lesson counters).
func (r *renderer) arsenal(sd *Side, short bool) string {
	s := r.say("board.arsenal")
	if len(sd.Arsenal) == 0 {
		return s + "—"
	}
	for i := range sd.Arsenal {
		if i > 0 {
			s += ", "
		}
		s += r.name(&sd.Arsenal[i], short) + r.counters(&sd.Arsenal[i])
	}
	return s
}

func (r *renderer) pitch(sd *Side, short bool) string {
	return r.say("board.pitch", r.cards(sd.Pitch, short))
}

// counts: hand (the opponent's only: the model draws the viewer's hand),
// deck, graveyard with its top card, banished.
func (r *renderer) counts(sd *Side, short bool) []string {
	var out []string
	if sd.Player == r.top {
		out = append(out, r.say("board.hand", sd.HandCount))
	}
	out = append(out, r.say("board.deck", sd.Deck))
	g := r.say("board.graveyard", sd.Graveyard)
	if short {
		g = r.say("board.graveyard-short", sd.Graveyard)
	}
	if sd.GraveyardTop != nil && !short {
		g += r.say("board.graveyard-top", r.name(sd.GraveyardTop, false))
	}
	out = append(out, g)
	if short {
		out = append(out, r.say("board.banished-short", sd.Banished))
	} else {
		out = append(out, r.say("board.banished", sd.Banished))
	}
	return out
}

// ZoneCounts is side p's zone counts as the short layouts say them,
// its hand's first ("hand 4 deck 36 grave 0 ban 0"): the card browser
// gives them on the hero's row, where tab finds what a cut hero line
// left out.
func ZoneCounts(s *Snapshot, p rules.Player, st Styles) string {
	if s == nil || p < 0 || p > 1 {
		return ""
	}
	st.Lang = s.Lang
	r := &renderer{s: s, st: st, top: p, bottom: p.Opponent()}
	return strings.Join(r.counts(&s.Sides[p], true), " ")
}

// waiting lists the effects that wait on a side (rules.View.Waiting),
// "waiting: next weapon attack +3p (Sharpen Steel (red)) · prevent 2 of
// the next damage (Cloud Cover (yellow))", in lines of w cells: an effect
// too long for a line goes on to the next, indented, never cut. named puts
// the hero's name first, for the layouts without boxes, where the lines may
// stand apart from the side.
func (r *renderer) waiting(sd *Side, w int, named bool) []string {
	lines, _ := r.waitingJoined(sd, w, named)
	return lines
}

// waitingJoined is waiting with, for each line, what joins it to the line
// before when a fold puts them on one line (foldJoined): " · " before a
// line that begins an effect, and before the rest of one effect's words
// the space its wrap took out, or nothing where Japanese was broken
// between characters. A fold that joined every line with " · " cut one
// effect's words in two ("2× Might: · あなたのターンの開始時…", hh-kassai v
// hh-victor, seed 67, turn 19 at 80×24 in Japanese).
func (r *renderer) waitingJoined(sd *Side, w int, named bool) (out, joins []string) {
	if len(sd.Waiting) == 0 {
		return nil, nil
	}
	// Alike effects (three Might tokens' triggers) are written once,
	// with their number, as alike permanents are.
	items := alike(sd.Waiting, true)
	if named {
		items[0] = r.say("board.waiting-of", sd.Name, items[0])
	} else {
		items[0] = r.say("board.waiting", items[0])
	}
	// Every line after the first is indented under it.
	for _, l := range flow(items, w-2, " · ") {
		wrapped := ansi.Wrap(l, max(1, w-2), " ")
		if first, _, _ := strings.Cut(wrapped, "\n"); Width(first) < w/2 {
			// Words without spaces between them (Japanese): broken
			// between characters rather than leave half a line empty, but
			// never before a closing mark nor after an opening one
			// (rulebook.Wrap); a line that keeps its closing mark past
			// the width is cut there.
			var parts []string
			for _, p := range rulebook.Wrap(l, max(1, w-2)) {
				if Width(p) > w-2 {
					p = ansi.Hardwrap(p, max(1, w-2), true)
				}
				parts = append(parts, p)
			}
			wrapped = strings.Join(parts, "\n")
		}
		pos := 0 // how much of l the parts so far took
		for j, part := range strings.Split(wrapped, "\n") {
			join := " · "
			if word := strings.TrimRight(part, " "); j > 0 {
				// What the wrap took out between this part and the
				// one before: a space, or nothing.
				join = " "
				if k := strings.Index(l[pos:], word); k >= 0 {
					if k == 0 {
						join = ""
					}
					pos += k + len(word)
				}
			} else if k := strings.Index(l, word); k >= 0 {
				pos = k + len(word)
			}
			if len(out) > 0 {
				part = "  " + part
			}
			out = append(out, part)
			joins = append(joins, join)
		}
	}
	return out, joins
}

// sideFull is one line per zone within w cells (the hero line apart):
// the equipment, the weapons and the arsenal, the permanents, the effects
// waiting, the pitch zone and the counts. tail is how many of its last
// lines hold the pitch zone and the counts (the other's hand, the deck):
// fold keeps them whole. The effects waiting come just before them, so
// that they are the first folded (tab shows them whole): after them, the
// permanents were the first cut, and Kassai's Gold token, which she may
// activate, was gone from her box while an Agility and a Vigor token's
// triggers and her hero's Gold effect waited (hh-kassai v hh-victor, seed
// 65, turn 8 at 120×40). joins are what join each line to the one before
// when a fold puts them on one line (waitingJoined).
func (r *renderer) sideFull(sd *Side, w int) (lines, joins []string, tail int) {
	var out []string
	out = append(out, grid(r.equipment(sd, false), w)...)
	var wa []string
	for i := range sd.Weapons {
		wa = append(wa, r.weapon(&sd.Weapons[i], false))
	}
	wa = append(wa, r.arsenal(sd, false))
	out = append(out, flow(wa, w, "   ")...)
	if perms := r.permanents(sd, false); len(perms) > 0 {
		perms[0] = r.say("board.permanents", perms[0])
		out = append(out, flow(perms, w, " · ")...)
	}
	for len(joins) < len(out) {
		joins = append(joins, " · ")
	}
	wl, wj := r.waitingJoined(sd, w, false)
	out = append(out, wl...)
	joins = append(joins, wj...)
	counts := flow(append([]string{r.pitch(sd, false)}, r.counts(sd, false)...), w, " · ")
	out = append(out, counts...)
	for len(joins) < len(out) {
		joins = append(joins, " · ")
	}
	return out, joins, len(counts)
}

// sideShort is the side in n (2 or 3) lines, the hero line first. A line
// too long for the width keeps the cards that fit, whole, and says how
// many more there are and that tab shows them (FitPieces).
func (r *renderer) sideShort(sd *Side, n int) []string {
	lines, _ := r.sideShortFull(sd, n)
	return lines
}

// sideShortFull is sideShort with, for each line, whether it left cards
// out.
func (r *renderer) sideShortFull(sd *Side, n int) (lines []string, full []bool) {
	l1 := r.heroLine(sd, true) + " · " + strings.Join(r.counts(sd, true), " ")
	var ws []Piece
	for i := range sd.Weapons {
		ws = append(ws, Piece{" · ", r.weapon(&sd.Weapons[i], true)})
	}
	arsenal := r.arsenalPieces(sd)
	pitch := r.pitchPieces(sd)
	var eq, perms []Piece
	for _, e := range r.equipment(sd, true) {
		eq = append(eq, Piece{" ", e})
	}
	for _, p := range r.permanents(sd, true) {
		perms = append(perms, Piece{", ", p})
	}
	group := func(ps []Piece) []Piece { // the first of a group after " · "
		if len(ps) > 0 {
			ps[0].Sep = " · "
		}
		return ps
	}
	line := func(ps ...[]Piece) (string, bool) {
		var all []Piece
		for _, p := range ps {
			all = append(all, group(p)...)
		}
		return fitPieces("  ", all, r.width, r.more)
	}
	if n >= 3 {
		l2, f2 := line(ws, arsenal, pitch, perms)
		l3, f3 := "  "+r.say("board.no-equipment"), false
		if len(eq) > 0 {
			l3, f3 = fitPieces("  ", eq, r.width, r.more)
		}
		return []string{l1, l2, l3}, []bool{false, f2, f3}
	}
	// Two lines: what matters most first, as the end gives way.
	l2, f2 := line(ws, arsenal, eq, pitch, perms)
	return []string{l1, l2}, []bool{false, f2}
}

// countsPlaced is a side of the short layouts whose hero line, with the
// zone counts after it, is wider than the table: the counts go to the end
// of the side's first line that has room for them whole and left no card
// out, or else, while free (the lines the chain and the stack spare) is
// more than 0, to a line of their own under the hero line; the hero line
// keeps them, cut, otherwise. It reports whether it took a line of free.
// at is the hero line's index in lines.
func (r *renderer) countsPlaced(sd *Side, lines []string, full []bool, at, free int) ([]string, bool) {
	if Width(lines[at]) <= r.width {
		return lines, false
	}
	counts := strings.Join(r.counts(sd, true), " ")
	for i := at + 1; i < len(lines) && i-at < len(full); i++ {
		if s := lines[i] + " · " + counts; !full[i-at] && Width(s) <= r.width {
			lines[at], lines[i] = r.heroLine(sd, true), s
			return lines, false
		}
	}
	if free <= 0 {
		return lines, false
	}
	out := append([]string(nil), lines[:at]...)
	out = append(out, r.heroLine(sd, true), "  "+counts)
	return append(out, lines[at+1:]...), true
}

// more is what stands for n cards left out of a line: tab lists them.
func (r *renderer) more(n int) string { return r.st.dim(r.say("board.more-cards", n)) }

// arsenalPieces is the arsenal as pieces of a line, a card each.
func (r *renderer) arsenalPieces(sd *Side) []Piece {
	if len(sd.Arsenal) == 0 {
		return []Piece{{" · ", r.say("board.arsenal") + "—"}}
	}
	var out []Piece
	for i := range sd.Arsenal {
		c := r.name(&sd.Arsenal[i], true) + r.counters(&sd.Arsenal[i])
		if i == 0 {
			out = append(out, Piece{" · ", r.say("board.arsenal") + c})
		} else {
			out = append(out, Piece{", ", c})
		}
	}
	return out
}

// pitchPieces is the pitch zone as pieces of a line, a card each.
func (r *renderer) pitchPieces(sd *Side) []Piece {
	if len(sd.Pitch) == 0 {
		return []Piece{{" · ", r.pitch(sd, true)}}
	}
	var out []Piece
	for i := range sd.Pitch {
		c := r.name(&sd.Pitch[i], true)
		if i == 0 {
			out = append(out, Piece{" · ", r.say("board.pitch", c)})
		} else {
			out = append(out, Piece{", ", c})
		}
	}
	return out
}

// A Piece is a part of a line with what goes before it when it is not
// the first.
type Piece struct{ Sep, S string }

// FitPieces joins pieces after lead within w cells. Pieces that do not
// fit are left out whole, from the first that does not, and more(n)
// says how many at the end of the line; only a first piece too wide by
// itself is cut.
func FitPieces(lead string, ps []Piece, w int, more func(n int) string) string {
	s, _ := fitPieces(lead, ps, w, more)
	return s
}

// fitPieces is FitPieces, reporting whether it left a piece out or cut.
func fitPieces(lead string, ps []Piece, w int, more func(n int) string) (string, bool) {
	line := lead
	for i, p := range ps {
		next := line + p.S
		if i > 0 {
			next = line + p.Sep + p.S
		}
		need := Width(next)
		if rest := len(ps) - i - 1; rest > 0 {
			need += 1 + Width(more(rest))
		}
		if need <= w {
			line = next
			continue
		}
		if i == 0 {
			return fit(next, w), true
		}
		return line + " " + more(len(ps)-i), true
	}
	return line, false
}

// ---- the combat chain and the stack ----

func (r *renderer) linkLine(l *Link, nameW int, short bool) string {
	return strings.Join(r.linkParts(l, nameW, short), "  ")
}

// linkParts: "3▶ Wrecking Ball (red)", "6p", "→ Dorinthea", "go again",
// "hit for 5", "defended by 6d: Toughen Up (blue) 4d, Dodge (blue) 2d".
func (r *renderer) linkParts(l *Link, nameW int, short bool) []string {
	mark := " "
	if l.Active {
		mark = r.st.active("▶")
	}
	name := r.name(&l.Attack, short)
	if nameW > 0 {
		name = Pad(name, nameW)
	}
	pw := Card{Power: l.Power, BasePower: l.BasePower, HasBase: l.HasBase}
	parts := []string{itoa(l.N) + mark + " " + name, r.st.Power(&pw)}
	if l.Source != "" && l.Source != l.Attack.Name && l.Source != l.Attack.Short {
		parts = append(parts, r.say("board.with", l.Source))
	}
	if l.Target != "" {
		parts = append(parts, "→ "+r.st.Active.Render(l.Target)) // targets stand out
	}
	def := ""
	if len(l.Defenders) > 0 {
		var ds []string
		for i := range l.Defenders {
			d := &l.Defenders[i]
			s := r.name(d, short)
			if d.Props&rules.HasDefense != 0 {
				s += " " + r.st.Defense(d)
			}
			ds = append(ds, s)
		}
		list := strings.Join(ds, ", ")
		def = r.say("board.defended-by", list)
		if len(ds) > 1 {
			// A line too long is cut at its end: the total the attack's
			// power meets (CR 7.5.2) comes before the names, which the
			// cut may take (tab shows the cards). The boxed chain may
			// keep a link in fewer lines than its wrap needs (chainFit),
			// so the wide layouts say it first too.
			list = r.say("board.defense-first", l.Defense, list)
			def = r.say("board.defended-by-total", list)
		}
		if short {
			def = r.say("board.defended-by-short", list)
		}
	}
	// What the link does and whether it hit come before the defenders,
	// and the abilities other cards give the attack, quoted at length,
	// after them: a line too long is cut at its end, and the defense
	// stays in sight (tab shows the quotes whole).
	parts = append(parts, r.linkKeywords(l)...)
	parts = append(parts, r.linkResult(l)...)
	if def != "" {
		parts = append(parts, def)
	}
	parts = append(parts, l.Granted...)
	return parts
}

// linkKeywords: the attack's keywords that work on the link (go again,
// dominate, overpower…: CR 8.3), named as the keyword table names them.
func (r *renderer) linkKeywords(l *Link) []string {
	var out []string
	for _, name := range (text.Words{Lang: r.s.Lang}).KeywordNames(l.Keywords) {
		out = append(out, strings.ToLower(name))
	}
	return out
}

// linkResult: whether a resolved link hit.
func (r *renderer) linkResult(l *Link) []string {
	if !l.Resolved {
		return nil
	}
	if l.Hit {
		return []string{r.st.hit(r.say("board.hit", l.Damage))}
	}
	return []string{r.st.dim(r.say("board.no-hit"))}
}

// chainWrapped is a list per link of its lines within w cells: a link
// too long for one continues on indented lines, a list of defenders after
// its commas and a quote too long for a line where the board's wrapper
// (rulebook.Wrap) breaks it. A link kept in k lines (linkIn) has what does
// not fit joined to its last. one is chainLines(false), a line a link.
func (r *renderer) chainWrapped(one []string, w int) [][]linkPiece {
	out := make([][]linkPiece, len(one))
	for i, l := range one {
		if Width(l) <= w {
			out[i] = []linkPiece{{s: l}}
			continue
		}
		out[i] = r.linkPieces(&r.s.Chain[i], w-4)
	}
	return out
}

// linkPiece is a piece of a link's line and what joins it to the piece
// before on one line: two spaces between parts, a space after a comma of a
// list, a space or nothing (Japanese) where a quote was broken.
type linkPiece struct{ s, join string }

// linkPieces breaks a link's parts into pieces of at most w cells where it
// can (a part without a place to break stays whole, to be cut).
func (r *renderer) linkPieces(l *Link, w int) []linkPiece {
	var out []linkPiece
	for _, p := range r.linkParts(l, r.nameWidth(), false) {
		if p == "" {
			continue
		}
		join := "  "
		for _, sp := range splitList(p, w) {
			if Width(sp) <= w {
				out = append(out, linkPiece{sp, join})
				join = " "
				continue
			}
			// A quote another card gave the attack, wider than the
			// line (stack-ja-120x40: link 2's 「これが攻撃したとき…」
			// was cut with box lines to spare).
			pos, start, first := 0, len(out), join
			for _, wl := range rulebook.Wrap(sp, w) {
				k := strings.Index(sp[pos:], wl)
				if k < 0 {
					// The wrapper changed the words: the piece stays whole.
					out = append(out[:start], linkPiece{sp, first})
					break
				}
				if pos > 0 && k == 0 {
					join = ""
				}
				out = append(out, linkPiece{wl, join})
				pos += k + len(wl)
				join = " "
			}
			join = " "
		}
	}
	return out
}

// linkIn lays a link's pieces into lines of at most w cells, at most k of
// them: the pieces past the k-th line are joined to it, which the box then
// cuts ("… (tab)"). Lines after the first are indented.
func linkIn(pieces []linkPiece, w, k int) []string {
	var out []string
	cur := ""
	for _, pc := range pieces {
		switch {
		case cur == "":
			cur = pc.s
		case len(out) == k-1 || Width(cur)+Width(pc.join)+Width(pc.s) <= w:
			cur += pc.join + pc.s
		default:
			out = append(out, cur)
			cur = pc.s
		}
	}
	if cur != "" {
		out = append(out, cur)
	}
	for j := 1; j < len(out); j++ {
		out[j] = "    " + out[j]
	}
	return out
}

// chainFit fits the chain into rows lines of w cells (rows at least a line
// a link): every link wrapped whole when all fit; else the active link (the
// one the next answer is about, CR 7.0.3b) takes the lines it needs, then
// the other links from the newest, each at least its line. A box left
// lines empty below links it had cut ("defended by 11d: Vigorous
// Engagement (blue) 2d, … (tab)", seven defenders at 80×24). one is
// chainLines(false), a line a link, which a link given one line keeps.
func (r *renderer) chainFit(one []string, rows, w int) []string {
	wr := r.chainWrapped(one, w)
	need := make([]int, len(wr))
	total := 0
	for i, p := range wr {
		need[i] = len(linkIn(p, w-4, len(p)+1))
		total += need[i]
	}
	give := make([]int, len(wr))
	if total <= rows {
		copy(give, need)
	} else {
		spare := rows - len(wr)
		active := len(wr) - 1
		for i := range r.s.Chain {
			if r.s.Chain[i].Active {
				active = i
			}
		}
		order := []int{active}
		for i := len(wr) - 1; i >= 0; i-- {
			if i != active {
				order = append(order, i)
			}
		}
		for i := range give {
			give[i] = 1
		}
		for _, i := range order {
			more := min(spare, need[i]-1)
			give[i] += more
			spare -= more
		}
	}
	var out []string
	for i, p := range wr {
		if give[i] <= 1 {
			out = append(out, one[i])
			continue
		}
		out = append(out, linkIn(p, w-4, give[i])...)
	}
	return out
}

// splitList breaks a part of a link wider than w cells after the commas
// of its list into pieces of at most w cells where it can: four defenders
// of a link continue on the next line, where
// one line cut it ("防御: Bigger Than Big (red) 2d, Stacked in Your Favor
// (blue) 2d, … (tab)" at 120×40, with a box of empty lines below it).
func splitList(p string, w int) []string {
	if Width(p) <= w {
		return []string{p}
	}
	var out []string
	cur := ""
	for _, tok := range strings.SplitAfter(p, ", ") {
		if cur != "" && Width(strings.TrimRight(cur+tok, " ")) > w {
			out = append(out, strings.TrimRight(cur, " "))
			cur = ""
		}
		cur += tok
	}
	return append(out, cur)
}

// nameWidth is the width the attacks' names are padded to.
func (r *renderer) nameWidth() int {
	w := 0
	for i := range r.s.Chain {
		w = max(w, Width(r.name(&r.s.Chain[i].Attack, false)))
	}
	return min(w, 32)
}

// chainLines is a line per link, or that the chain is closed.
func (r *renderer) chainLines(short bool) []string {
	s := r.s
	if len(s.Chain) == 0 {
		if !s.ChainOpen {
			return []string{r.st.dim(r.say("board.chain-closed"))}
		}
		return nil
	}
	nameW := 0
	if !short {
		nameW = r.nameWidth()
	}
	var out []string
	for i := range s.Chain {
		out = append(out, r.linkLine(&s.Chain[i], nameW, short))
	}
	return out
}

// stackLines lists the layers top first: "2 Rhinar: card Bare Fangs (red) → Dorinthea".
// A line wider than w cells (0: any width) has its source's name cut, so
// that its numbers and its targets stay in sight.
func (r *renderer) stackLines(short bool, w int) []string {
	label := r.say("board.stack")
	if len(r.s.Stack) == 0 {
		return []string{r.st.dim(label + r.say("board.stack-empty"))}
	}
	indent := strings.Repeat(" ", Width(label))
	var out []string
	for i := len(r.s.Stack) - 1; i >= 0; i-- {
		l := &r.s.Stack[i]
		head := indent
		if len(out) == 0 {
			head = label
		}
		head += itoa(i+1) + " " + l.Controller + ": " + l.Kind + " "
		name, tail := r.name(&l.Source, short), ""
		if l.Attack {
			// An attack on the stack has the power the engine gives it
			// now (its "next attack" effects bound as it was played).
			tail += " " + r.st.Power(&l.Source)
		}
		if len(l.Targets) > 0 {
			// The chosen targets stand out (CR 1.8.5: chosen as the
			// layer is put on the stack, for every player to see).
			tail += " → " + r.st.Active.Render(strings.Join(l.Targets, ", "))
		}
		if room := w - Width(head) - Width(tail); w > 0 && Width(name) > room && room >= 4 {
			name = fit(name, room)
		}
		out = append(out, head+name+tail)
	}
	return out
}

// middle fits the chain and the stack into n lines: the last links (after
// "… N earlier links") and the top layers (before "… N more").
// Given the width w (0: no wrapping), long links continue on the next
// lines when all of it then fits.
func (r *renderer) middle(n int, short bool, w int) []string {
	if n <= 0 {
		return nil
	}
	fitW := w
	if fitW == 0 {
		fitW = r.width // the compact layouts' lines are the board's width
	}
	chain, stack := r.chainLines(short), r.stackLines(short, fitW)
	if w > 0 && len(r.s.Chain) > 0 && len(chain)+len(stack) <= n {
		one := chain
		if short {
			one = r.chainLines(false)
		}
		return append(r.chainFit(one, n-len(stack), w), stack...)
	}
	if len(chain)+len(stack) <= n {
		return append(chain, stack...)
	}
	if n == 1 {
		if len(r.s.Stack) > 0 || len(chain) == 0 {
			s := stack[0]
			if len(stack) > 1 {
				s += r.say("board.more", len(stack)-1)
			}
			return []string{s}
		}
		return chain[len(chain)-1:]
	}
	sn := min(len(stack), max(1, n/2))
	cn := n - sn
	if cn > len(chain) {
		cn = len(chain)
		sn = n - cn
	}
	if cn == 0 && len(chain) > 0 {
		cn, sn = 1, n-1
	}
	var out []string
	if len(chain) > cn {
		if cn == 1 {
			out = append(out, chain[len(chain)-1])
		} else {
			k := len(chain) - (cn - 1)
			out = append(out, r.st.dim(r.say("board.earlier-links", k)))
			out = append(out, chain[len(chain)-(cn-1):]...)
		}
	} else {
		out = append(out, chain...)
	}
	if len(stack) > sn {
		if sn == 1 {
			out = append(out, stack[0]+r.say("board.more", len(stack)-1))
		} else {
			k := len(stack) - (sn - 1)
			out = append(out, stack[:sn-1]...)
			out = append(out, r.st.dim(r.say("board.more-below", k)))
		}
	} else {
		out = append(out, stack...)
	}
	return out
}

// ---- layouts ----

// box draws lines in a rounded box of w cells with title in its top edge.
func (r *renderer) box(title string, lines []string, w int) []string {
	b := lipgloss.RoundedBorder()
	bs := r.st.border
	inner := w - 4
	title = fit(title, w-5)
	fill := max(0, w-4-Width(title))
	out := []string{bs(b.TopLeft+" ") + title + bs(" "+strings.Repeat(b.Top, fill)+b.TopRight)}
	left, right := bs(b.Left)+" ", " "+bs(b.Right)
	for _, l := range lines {
		out = append(out, left+Pad(r.cut(l, inner), inner)+right)
	}
	out = append(out, bs(b.BottomLeft+strings.Repeat(b.Bottom, w-2)+b.BottomRight))
	return out
}

// fold keeps at most n lines: the ones beyond are joined to the last,
// which is then cut to w cells (saying tab shows the rest). joins[i], when
// joins is not nil, is what joins line i to the one before (waitingJoined);
// else " · ".
func (r *renderer) fold(lines, joins []string, n, w int) []string {
	return r.foldKeeping(lines, joins, n, w, 0)
}

// foldKeeping folds lines into n as fold does, but the last tail lines
// stay whole and the lines before them fold: a side's counts (how many
// cards the other holds, the deck) come last, and folded into the line
// before they were the first cut when effects waiting on the side
// filled it (hh-rhinar v hh-olympia, seed 62, turn 8: Olympia's hand
// count was gone).
func (r *renderer) foldKeeping(lines, joins []string, n, w, tail int) []string {
	if len(lines) <= n {
		return lines
	}
	if n <= 0 {
		return nil
	}
	if tail > 0 && n > tail {
		k := len(lines) - tail
		if joins != nil {
			joins = joins[:k]
		}
		return append(r.foldKeeping(lines[:k], joins, n-tail, w, 0), lines[k:]...)
	}
	out := append([]string(nil), lines[:n-1]...)
	rest := lines[n-1]
	for i := n; i < len(lines); i++ {
		join := " · "
		if i < len(joins) {
			join = joins[i]
		}
		rest += join + strings.TrimLeft(lines[i], " ")
	}
	return append(out, r.cut(rest, w))
}

// cut fits a line of the table to w cells. One too long ends with "…"
// and "(tab)": every card on the table, with its text, is in the card
// browser that tab opens.
func (r *renderer) cut(s string, w int) string {
	if Width(s) <= w {
		return s
	}
	mark := " " + r.st.dim("(tab)")
	if w <= 2*Width(mark) {
		return fit(s, w)
	}
	return fit(s, w-Width(mark)) + mark
}

// pad adds empty lines up to n.
func pad(lines []string, n int) []string {
	for len(lines) < n {
		lines = append(lines, "")
	}
	return lines
}

func (r *renderer) boxed(h int) []string {
	w := r.width
	topSide, botSide := &r.s.Sides[r.top], &r.s.Sides[r.bottom]
	// A side longer than sideMax lines (effects waiting on it, numbers
	// with their base) takes the lines the chain and the stack can spare
	// beyond their three, before anything is folded.
	extra := max(0, (h-(1+2*(sideMax+2)+2+3))/2)
	tl, tj, tt := r.sideFull(topSide, w-4)
	bl, bj, bt := r.sideFull(botSide, w-4)
	top := r.foldKeeping(tl, tj, sideMax+extra, w-4, tt)
	bot := r.foldKeeping(bl, bj, sideMax+extra, w-4, bt)
	room := h - 1 - (len(top) + 2) - (len(bot) + 2) - 2
	out := []string{r.header()}
	out = append(out, r.box(r.heroTitle(topSide, w-5), top, w)...)
	out = append(out, r.box(r.st.title(r.say("board.chain-and-stack")), pad(r.middle(room, false, w-4), room), w)...)
	out = append(out, r.box(r.heroTitle(botSide, w-5), bot, w)...)
	return out
}

func indent(lines []string) []string {
	out := make([]string, len(lines))
	for i, l := range lines {
		out[i] = "  " + l
	}
	return out
}

func (r *renderer) plain(h int) []string {
	topSide, botSide := &r.s.Sides[r.top], &r.s.Sides[r.bottom]
	extra := max(0, (h-(1+2*(sideMax+1)+1+3))/2)
	tl, tj, tt := r.sideFull(topSide, r.width-2)
	bl, bj, bt := r.sideFull(botSide, r.width-2)
	top := r.foldKeeping(tl, tj, sideMax+extra, r.width-2, tt)
	bot := r.foldKeeping(bl, bj, sideMax+extra, r.width-2, bt)
	room := h - 1 - (len(top) + 1) - (len(bot) + 1) - 1
	out := []string{r.header(), r.heroTitle(topSide, r.width)}
	out = append(out, indent(top)...)
	out = append(out, r.st.title(r.say("board.chain")))
	out = append(out, pad(indent(r.middle(room, false, r.width-2)), room)...)
	out = append(out, r.heroTitle(botSide, r.width))
	out = append(out, indent(bot)...)
	return out
}

// short is the layout of n (2 or 3) lines a side.
func (r *renderer) short(h, n int) []string {
	top, topFull := r.sideShortFull(&r.s.Sides[r.top], n)
	bot, botFull := r.sideShortFull(&r.s.Sides[r.bottom], n)
	// The effects waiting on a side follow it, in the lines the chain
	// and the stack can spare beyond two.
	// The viewer's side keeps its place at the bottom: its effects go
	// above it, named by its hero.
	// A side with effects waiting has a line for them while the chain and
	// the stack keep two; more, from the lines the chain and the stack do
	// not need: each side half of them, and the other's half when it
	// needs fewer, past the lines left to the caller (RenderLeaving).
	wt, jt := r.waitingJoined(&r.s.Sides[r.top], r.width-2, true)
	wb, jb := r.waitingJoined(&r.s.Sides[r.bottom], r.width-2, true)
	room := h - 1 - len(top) - len(bot)
	nb := min(len(wb), max(0, room-2))
	nt := min(len(wt), max(0, room-2-nb), 1)
	nb = min(nb, 1)
	need := max(2, len(r.chainLines(true))+len(r.stackLines(true, 0)))
	spare := room - need - nt - nb
	// Zone counts cut off a hero line go to a line with room for them, or
	// to one of their own, the viewer's first: from the lines spared,
	// before the waiting effects' further lines (tab shows those whole)
	// and the caller's, or else from the chain's: the middle keeps two
	// lines, its earlier links counted ("… 3 earlier links"), as a long
	// chain cut the counts ('hand 2 deck … (tab)', a table 56 cells wide
	// beside the goldfish's panel at 80×24).
	free := room - 2 - nt - nb
	var took bool
	if bot, took = r.countsPlaced(&r.s.Sides[r.bottom], bot, botFull, 0, free); took {
		spare, free = spare-1, free-1
	}
	if top, took = r.countsPlaced(&r.s.Sides[r.top], top, topFull, 0, free); took {
		spare--
	}
	if spare >= 2 {
		// Enough for the caller's lines (a rule and an event at least):
		// they keep up to leave of them.
		spare -= min(spare, r.leave)
	}
	if spare > 0 {
		mt, mb := min(len(wt)-nt, spare/2), min(len(wb)-nb, spare/2)
		mt, mb = min(len(wt)-nt, spare-mb), min(len(wb)-nb, spare-mt)
		nt, nb = nt+mt, nb+mb
	}
	top = append(top, indent(r.fold(wt, jt, nt, r.width-2))...)
	bot = append(indent(r.fold(wb, jb, nb, r.width-2)), bot...)
	room = h - 1 - len(top) - len(bot)
	out := append([]string{r.header()}, top...)
	out = append(out, pad(r.middle(room, true, 0), room)...)
	out = append(out, bot...)
	return out
}

// tiny keeps, for fewer than 5 lines, the lines that matter most, in the
// order they are drawn: the viewer's hero line, the opponent's, the active
// link or top layer, the header.
func (r *renderer) tiny(h int) []string {
	top := r.sideShort(&r.s.Sides[r.top], 2)
	bot := r.sideShort(&r.s.Sides[r.bottom], 2)
	mid := r.middle(1, true, 0)
	type line struct {
		s    string
		rank int
	}
	all := []line{{r.header(), 3}, {top[0], 1}, {top[1], 5}}
	for _, m := range mid {
		all = append(all, line{m, 2})
	}
	all = append(all, line{bot[0], 0}, line{bot[1], 4})
	var out []string
	for _, l := range all {
		if l.rank < h {
			out = append(out, l.s)
		}
	}
	return out
}
