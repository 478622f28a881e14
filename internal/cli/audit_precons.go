package cli

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/charmbracelet/lipgloss"
	"github.com/rathe-tcg/rathe/decks"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/tui/text"
)

// preconAudits audits the precon lists (decks.AuditPrecons); the tests of
// the commands replace it with a small fake set.
var preconAudits = decks.AuditPrecons

// shippedPrecons audits the embedded decks that are precons outside the
// data (decks.ShippedPrecons); the tests replace it too.
var shippedPrecons = decks.ShippedPrecons

// preconJSON is one list of `rathe cards audit --decks --json`.
type preconJSON struct {
	ID       string `json:"id"`
	Category string `json:"category"`
	Label    string `json:"label"`
	// Hero is the hero card's name, null when no line names a hero the
	// card data knows.
	Hero *string `json:"hero"`
	// Format is the format the list is checked in, null without a hero.
	Format            *string `json:"format"`
	Cards             int     `json:"cards"`
	Implemented       int     `json:"implemented"`
	Copies            int     `json:"copies"`
	ImplementedCopies int     `json:"implemented_copies"`
	Playable          bool    `json:"playable"`
	// Embedded: `rathe play --p1 ID` loads it (an embedded deck of that id).
	Embedded bool `json:"embedded"`
	// KeywordsNotModelled groups the missing cards by the printed keywords
	// the engine does not model; MissingNoKeyword are the missing cards
	// whose keywords are all modelled (their text needs something).
	KeywordsNotModelled []keywordJSON `json:"keywords_not_modelled"`
	MissingNoKeyword    []string      `json:"missing_no_keyword"`
	// NoCardData are the lines the card data does not know (not counted).
	NoCardData []string `json:"no_card_data"`
	// Problems are the list's problems in its format when every card is
	// implemented ("ID:LINE: what").
	Problems []string `json:"problems"`
}

type keywordJSON struct {
	Keyword string   `json:"keyword"`
	Cards   []string `json:"cards"`
}

// preconsJSON is `rathe cards audit --decks --json`.
type preconsJSON struct {
	Lists    []preconJSON `json:"lists"`
	Playable int          `json:"playable"`
	Total    int          `json:"total"`
}

// runPreconAudit prints what the engine can do of each precon list, or,
// with ids, of those lists in full: the cards it lacks by keyword.
func runPreconAudit(o *cardsAuditOptions) error {
	out, g := o.out, o.global
	w, err := cardWords(g)
	if err != nil {
		return err
	}
	all := preconAudits()
	playable := 0
	for _, a := range all {
		if a.Playable {
			playable++
		}
	}
	shown := all
	if len(o.ids) > 0 {
		shown = nil
		for _, id := range o.ids {
			i := indexOfPrecon(all, id)
			if i < 0 {
				ids := make([]string, len(all))
				for j, a := range all {
					ids[j] = a.ID
				}
				slices.Sort(ids)
				return &exitError{2, errors.New(w.Say("cmd.precon-unknown", printableArg(id), strings.Join(ids, ", ")))}
			}
			shown = append(shown, all[i])
		}
	}
	if o.json {
		res := preconsJSON{Lists: []preconJSON{}, Playable: playable, Total: len(all)}
		for _, a := range shown {
			res.Lists = append(res.Lists, toPreconJSON(w, a))
		}
		return json.NewEncoder(out).Encode(res)
	}
	width := o.width
	if width == 0 {
		width = 80 // a file or a pipe: an 80-column reader
		if termColor(out) {
			width = min(max(termWidth(out), 40), 100)
		}
	}
	if len(o.ids) > 0 {
		for i, a := range shown {
			if i > 0 {
				fmt.Fprintln(out)
			}
			writePreconDetail(out, w, a, width)
		}
		return nil
	}
	writeWrapped(out, w.Say("cmd.precon-intro", playable, len(all)), "", width)
	fmt.Fprintln(out)
	cols := []string{w.Say("cmd.precon-col-list"), w.Say("cmd.precon-col-hero"), w.Say("cmd.precon-col-format"),
		w.Say("cmd.precon-col-cards"), w.Say("cmd.precon-col-copies"), w.Say("cmd.precon-col-playable")}
	rows := [][]string{cols}
	for _, a := range shown {
		rows = append(rows, []string{a.ID, clip(preconHero(a), heroCells), shortFormat(w, a),
			fmt.Sprintf("%d/%d", a.Implemented, a.Cards), fmt.Sprintf("%d/%d", a.ImplementedCopies, a.Copies), yesNo(w, a.Playable)})
	}
	widths := make([]int, len(cols))
	for _, r := range rows {
		for i, c := range r {
			widths[i] = max(widths[i], lipgloss.Width(c))
		}
	}
	for i, r := range rows {
		var b strings.Builder
		for j, c := range r {
			b.WriteString(c)
			if j < len(r)-1 {
				b.WriteString(strings.Repeat(" ", widths[j]-lipgloss.Width(c)+2))
			}
		}
		fmt.Fprintln(out, b.String())
		if i > 0 {
			if s := preconSummary(w, shown[i-1]); s != "" {
				writeWrapped(out, s, "    ", width)
			}
		}
	}
	fmt.Fprintln(out)
	if sh := shippedPrecons(); len(sh) > 0 {
		var names []string
		for _, a := range sh {
			names = append(names, a.ID+" ("+rules.Printable(a.Category)+")")
		}
		writeWrapped(out, w.Say("cmd.precon-shipped", strings.Join(names, ", ")), "", width)
	}
	writeWrapped(out, w.Say("cmd.precon-more"), "", width)
	return nil
}

func indexOfPrecon(as []decks.PreconAudit, id string) int {
	for i, a := range as {
		if strings.EqualFold(a.ID, strings.TrimSpace(id)) {
			return i
		}
	}
	return -1
}

// heroCells bounds the hero column, so that a row fits 80 columns in both
// languages; the full name is in `cards audit --decks ID`.
const heroCells = 16

// clip cuts s to n cells, an ellipsis in the last.
func clip(s string, n int) string {
	if lipgloss.Width(s) <= n {
		return s
	}
	r := []rune(s)
	for lipgloss.Width(string(r))+1 > n {
		r = r[:len(r)-1]
	}
	return string(r) + "…"
}

// preconHero is the hero's moniker (CR 2.7.3) for the table: the card's,
// else the label's.
func preconHero(a decks.PreconAudit) string {
	if a.Hero != nil {
		return rules.Printable(a.Hero.Moniker())
	}
	m, _, _ := strings.Cut(a.Label, ",")
	return rules.Printable(strings.TrimSpace(m))
}

// shortFormat names the list's format in a column: "-" without a hero.
func shortFormat(w text.Words, a decks.PreconAudit) string {
	switch {
	case a.Hero == nil:
		return "-"
	case a.Format == decks.ClassicConstructed:
		return w.Say("format.cc-short")
	}
	return w.DeckFormat(a.Format)
}

func yesNo(w text.Words, yes bool) string {
	if yes {
		return w.Say("cmd.precon-yes")
	}
	return w.Say("cmd.precon-no")
}

// fewMissing is the most cards a list may lack for the table to name them.
const fewMissing = 4

// preconSummary is the line under an unplayable list: the keywords not
// modelled with how many of its cards print each, how many missing cards
// need none of them, the lines with no card data, and the problems of a
// list whose cards are all implemented.
func preconSummary(w text.Words, a decks.PreconAudit) string {
	if a.Playable {
		return ""
	}
	var parts, kws []string
	var none []string
	for _, b := range a.Blocks() {
		if b.Keyword == "" {
			none = b.Cards
			continue
		}
		kws = append(kws, strings.ReplaceAll(fmt.Sprintf("%s %d", rules.Printable(b.Keyword), len(b.Cards)), " ", nbsp))
	}
	if len(kws) > 0 {
		parts = append(parts, w.Say("cmd.precon-keywords", strings.Join(kws, ", ")))
	}
	switch {
	case len(a.Missing) <= fewMissing && len(none) > 0:
		// A list close to playing: what it waits for, by name.
		parts = append(parts, w.Say("cmd.precon-missing-few", len(none), joinNames(none)))
	case len(none) > 0:
		parts = append(parts, w.Say("cmd.precon-missing-count", len(none)))
	}
	if n := len(a.NoData); n > 0 {
		parts = append(parts, w.Say("cmd.precon-no-data-count", n))
	}
	if n := len(a.Problems); n > 0 {
		parts = append(parts, w.Say("cmd.precon-problems-count", n))
	}
	return strings.Join(parts, w.Say("cmd.precon-sep"))
}

// writePreconDetail prints one list in full: its numbers, then the cards
// it lacks by keyword not modelled, the cards with no card data, and its
// problems.
func writePreconDetail(out io.Writer, w text.Words, a decks.PreconAudit, width int) {
	fmt.Fprintln(out, rules.Printable(a.ID+" · "+a.Label+" · "+a.Category))
	status := w.Say("cmd.precon-not-playable")
	if a.Playable {
		status = w.Say("cmd.precon-playable-not-shipped")
		if isEmbeddedDeck(a.ID) {
			status = strings.ReplaceAll(w.Say("cmd.precon-playable", a.ID), " ", nbsp) // the command whole
		}
	}
	writeWrapped(out, w.Say("cmd.precon-numbers", shortFormat(w, a), a.Implemented, a.Cards, a.ImplementedCopies, a.Copies, status), "  ", width)
	for _, b := range a.Blocks() {
		names := joinNames(b.Cards)
		if b.Keyword == "" {
			writeWrapped(out, w.Say("cmd.precon-missing", len(b.Cards), names), "  ", width)
			continue
		}
		writeWrapped(out, w.Say("cmd.precon-keyword", rules.Printable(b.Keyword), len(b.Cards), names), "  ", width)
	}
	if len(a.NoData) > 0 {
		writeWrapped(out, w.Say("cmd.precon-no-data", len(a.NoData), joinNames(a.NoData)), "  ", width)
	}
	for _, p := range a.Problems {
		writeWrapped(out, w.DeckProblem(p), "  ", width)
	}
}

// nbsp keeps a card's name on one line when a list of names wraps.
const nbsp = "\u00a0"

// joinNames joins card names for writeWrapped, each kept whole.
func joinNames(names []string) string {
	out := make([]string, len(names))
	for i, n := range names {
		out[i] = strings.ReplaceAll(rules.Printable(n), " ", nbsp)
	}
	return strings.Join(out, ", ")
}

// writeWrapped prints s wrapped to width cells, every line indented, the
// lines after the first two more (wrapHanging); a name of joinNames is not
// broken.
func writeWrapped(out io.Writer, s, indent string, width int) {
	for _, l := range wrapHanging(indent, indent+"  ", s, width) {
		fmt.Fprintln(out, strings.ReplaceAll(l, nbsp, " "))
	}
}

// isEmbeddedDeck reports whether an embedded deck has the name.
func isEmbeddedDeck(name string) bool {
	for _, n := range decks.Names() {
		if n == name {
			return true
		}
	}
	return false
}

func toPreconJSON(w text.Words, a decks.PreconAudit) preconJSON {
	j := preconJSON{ID: a.ID, Category: a.Category, Label: a.Label, Cards: a.Cards, Implemented: a.Implemented,
		Copies: a.Copies, ImplementedCopies: a.ImplementedCopies, Playable: a.Playable, Embedded: isEmbeddedDeck(a.ID),
		KeywordsNotModelled: []keywordJSON{}, MissingNoKeyword: []string{}, NoCardData: nonNil(a.NoData), Problems: []string{}}
	if a.Hero != nil {
		h, f := a.Hero.Name, a.Format.String()
		j.Hero, j.Format = &h, &f
	}
	for _, b := range a.Blocks() {
		if b.Keyword == "" {
			j.MissingNoKeyword = b.Cards
			continue
		}
		j.KeywordsNotModelled = append(j.KeywordsNotModelled, keywordJSON{b.Keyword, b.Cards})
	}
	for _, p := range a.Problems {
		j.Problems = append(j.Problems, w.DeckProblem(p))
	}
	return j
}
