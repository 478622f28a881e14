package cli

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"
	"github.com/rathe-tcg/rathe/cards"
	"github.com/rathe-tcg/rathe/cards/catalog"
	"github.com/rathe-tcg/rathe/decks"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/tui/text"
	"github.com/spf13/cobra"
)

// newCardsCmd is `rathe cards show|search|audit`: the card pool, with each
// card's text rendered from its definition (tui/text).
func newCardsCmd(g *globalOptions) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "cards",
		Short: "cli.cards",
		Args:  cobra.NoArgs,
	}
	cmd.AddCommand(newCardsShowCmd(g, nil), newCardsSearchCmd(g, nil), newCardsAuditCmd(g, nil))
	return cmd
}

// cardsShowOptions are the inputs of `rathe cards show`.
type cardsShowOptions struct {
	streams
	global *globalOptions
	name   string // the arguments, joined
	json   bool
}

func newCardsShowCmd(g *globalOptions, runF func(*cardsShowOptions) error) *cobra.Command {
	o := &cardsShowOptions{global: g}
	cmd := &cobra.Command{
		Use:   "show NAME",
		Short: "cli.cards-show",
		Long:  "cli.cards-show-long",
		Args:  cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			o.streams, o.name = streamsOf(cmd), strings.Join(args, " ")
			if runF != nil {
				return runF(o)
			}
			return runCardsShow(o)
		},
	}
	cmd.Flags().BoolVar(&o.json, "json", false, "flag.cards-show-json")
	return cmd
}

// cardsSearchOptions are the inputs of `rathe cards search`.
type cardsSearchOptions struct {
	streams
	global *globalOptions
	query  string // the arguments, joined
}

func newCardsSearchCmd(g *globalOptions, runF func(*cardsSearchOptions) error) *cobra.Command {
	o := &cardsSearchOptions{global: g}
	return &cobra.Command{
		Use:   "search QUERY",
		Short: "cli.cards-search",
		Long:  "cli.cards-search-long",
		Args:  cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			o.streams, o.query = streamsOf(cmd), strings.Join(args, " ")
			if runF != nil {
				return runF(o)
			}
			return runCardsSearch(o)
		},
	}
}

// cardsAuditOptions are the inputs of `rathe cards audit`.
type cardsAuditOptions struct {
	streams
	global *globalOptions
	decks  []string // embedded names or files: the embedded decks
	json   bool
	// precons: audit the precon lists instead (--decks), ids those to show
	// in full.
	precons bool
	ids     []string
	width   int // cells to wrap to; 0: the terminal's (tests set it)
}

func newCardsAuditCmd(g *globalOptions, runF func(*cardsAuditOptions) error) *cobra.Command {
	o := &cardsAuditOptions{global: g}
	cmd := &cobra.Command{
		Use:   "audit [--decks [ID...]]",
		Short: "cli.cards-audit",
		Long:  "cli.cards-audit-long",
		// IDs name precon lists, with --decks only.
		Args: func(cmd *cobra.Command, args []string) error {
			if o.precons {
				return nil
			}
			return cobra.NoArgs(cmd, args)
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			o.streams, o.decks, o.ids = streamsOf(cmd), decks.Names(), args
			if runF != nil {
				return runF(o)
			}
			if o.precons {
				return runPreconAudit(o)
			}
			return runCardsAudit(o)
		},
	}
	cmd.Flags().BoolVar(&o.json, "json", false, "flag.cards-json")
	cmd.Flags().BoolVar(&o.precons, "decks", false, "flag.audit-decks")
	return cmd
}

func cardWords(g *globalOptions) (text.Words, error) {
	lang, err := text.ParseLang(g.lang)
	if err != nil {
		return text.Words{}, &exitError{2, err}
	}
	return text.Words{Lang: lang}, nil
}

// findCards resolves NAME: a key ("Pummel (red)"), or a name, which gives
// every colour of it.
func findCards(w text.Words, name string) ([]*rules.Card, error) {
	name = strings.TrimSpace(name)
	if c, ok := cards.Lookup(name); ok {
		return []*rules.Card{c}, nil
	}
	var out []*rules.Card
	want := cards.Fold(name)
	for _, k := range cards.Keys() {
		n, _ := cards.SplitKey(k)
		if cards.Fold(n) == want {
			out = append(out, cards.MustLookup(k))
		}
	}
	if len(out) > 0 {
		return out, nil
	}
	// A hero or weapon may be named by its moniker (CR 2.7.3): "Dorinthea"
	// is Dorinthea, Quicksilver Prodigy, when only one card has it.
	for _, k := range cards.Keys() {
		if m, _, ok := strings.Cut(k, ","); ok && cards.Fold(m) == want {
			out = append(out, cards.MustLookup(k))
		}
	}
	if len(out) == 1 {
		return out, nil
	}
	msg := w.Say("cmd.no-card", rules.Printable(name))
	if letter, latin, ok := decks.LookalikeOf(name); ok {
		msg = w.Say("cmd.no-card-lookalike", rules.Printable(name), w.Lookalike(letter), rules.Printable(latin))
	} else if close := closestCards(name, 5); len(close) > 0 {
		msg = w.Say("cmd.no-card-closest", rules.Printable(name), strings.Join(close, ", "))
	}
	return nil, &exitError{1, errors.New(msg)}
}

// catalogCards finds NAME among every card of the game (cards/catalog): a
// key, or a name in every colour.
func catalogCards(name string) []catalog.Card {
	if c, ok := catalog.Lookup(name); ok {
		return []catalog.Card{c}
	}
	return catalog.Named(name)
}

// closestCards lists the implemented cards nearest to name (a name they
// contain, or a likely typo).
func closestCards(name string, n int) []string {
	return catalog.Closest(name, cards.Keys(), n)
}

// cardJSON is one card of `rathe cards show --json`. A property the card
// lacks is left out (a blank is not a zero, CR 2.0.2).
type cardJSON struct {
	Key            string   `json:"key"`
	Name           string   `json:"name"`
	Color          string   `json:"color,omitempty"`
	Pitch          *int     `json:"pitch,omitempty"`
	Cost           *int     `json:"cost,omitempty"`
	Power          *int     `json:"power,omitempty"`
	Defense        *int     `json:"defense,omitempty"`
	Life           *int     `json:"life,omitempty"`
	Intellect      *int     `json:"intellect,omitempty"`
	Classes        []string `json:"classes"`
	Types          []string `json:"types"`
	Subtypes       []string `json:"subtypes"`
	TypeLine       string   `json:"type_line"`
	Keywords       []string `json:"keywords"`
	Specialization string   `json:"specialization,omitempty"`
	Text           []string `json:"text"`
	// Tests is how many tests name the card (cards.Tests), null when
	// they could not be counted (no source tree: see cards audit).
	Tests *int `json:"tests"`
	// Implemented is false for a real card the engine cannot play yet
	// (its facts come from the card catalog, and it has no text).
	Implemented bool `json:"implemented"`
}

func stat(c *rules.Card, p rules.Props, v int) *int {
	if !c.Has(p) {
		return nil
	}
	return &v
}

func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}

// testCount is tests.Count(key), or nil when the tests were not counted.
func testCount(tests *cards.Tests, key string) *int {
	if tests == nil {
		return nil
	}
	n := tests.Count(key)
	return &n
}

func toCardJSON(w text.Words, tests *cards.Tests, c *rules.Card) cardJSON {
	return cardJSON{
		Key: c.Key(), Name: c.Name, Color: c.Color.String(),
		Pitch: stat(c, rules.HasPitch, c.Pitch), Cost: stat(c, rules.HasCost, c.Cost), Power: stat(c, rules.HasPower, c.Power),
		Defense: stat(c, rules.HasDefense, c.Defense), Life: stat(c, rules.HasLife, c.Life), Intellect: stat(c, rules.HasIntellect, c.Intellect),
		Classes: nonNil(w.ClassNames(c.Classes)), Types: nonNil(w.TypeNames(c.Types)), Subtypes: nonNil(w.SubtypeNames(c.Subtypes)),
		TypeLine: w.TypeLine(c), Keywords: nonNil(w.KeywordNames(c.Keywords)), Specialization: c.Specialization,
		Text: nonNil(w.CardText(c)), Tests: testCount(tests, c.Key()), Implemented: true,
	}
}

// ansi colours a card name by its pitch strip, unless colours are off.
// ansi colours s by pitch colour (bold for colourless) with lipgloss, which
// leaves it plain when out is not a colour terminal; --no-color and
// NO_COLOR turn colour off everywhere.
func ansi(out io.Writer, noColor bool, c rules.Color, s string) string {
	p := termenv.NewOutput(out).EnvColorProfile()
	if noColor {
		p = termenv.Ascii
	}
	return ansiWith(p, c, s)
}

// ansiWith colours s for a colour profile.
func ansiWith(p termenv.Profile, c rules.Color, s string) string {
	r := lipgloss.NewRenderer(io.Discard)
	r.SetColorProfile(p)
	st := r.NewStyle().Bold(true)
	if fg, ok := map[rules.Color]lipgloss.Color{rules.Red: "1", rules.Yellow: "3", rules.Blue: "4"}[c]; ok {
		st = st.Foreground(fg)
	}
	return st.Render(s)
}

func runCardsShow(o *cardsShowOptions) error {
	out, g, name, asJSON := o.out, o.global, o.name, o.json
	w, err := cardWords(g)
	if err != nil {
		return err
	}
	found, err := findCards(w, name)
	if err != nil {
		// A real card the engine cannot play yet: its facts.
		if real := catalogCards(strings.TrimSpace(name)); len(real) > 0 {
			return showCatalogCards(out, w, g.noColor, real, asJSON)
		}
		return err
	}
	if asJSON {
		tests, _ := cardTests() // null counts when they cannot be read
		list := make([]cardJSON, len(found))
		for i, c := range found {
			list[i] = toCardJSON(w, tests, c)
		}
		enc := json.NewEncoder(out)
		enc.SetIndent("", "  ")
		return enc.Encode(list)
	}
	for i, c := range found {
		if i > 0 {
			fmt.Fprintln(out)
		}
		writeCard(out, w, g.noColor, c, terminalWidth(out))
	}
	return nil
}

// showCatalogCards prints what the card catalog knows of real cards the
// engine does not implement yet: the printed facts (types, pitch, cost,
// power, defense, life, intellect, keywords), never a text, and that they
// cannot be played yet.
func showCatalogCards(out io.Writer, w text.Words, noColor bool, list []catalog.Card, asJSON bool) error {
	if asJSON {
		tests, _ := cardTests()
		js := make([]cardJSON, len(list))
		for i, c := range list {
			js[i] = catalogCardJSON(c)
			js[i].Tests = testCount(tests, c.Key())
		}
		enc := json.NewEncoder(out)
		enc.SetIndent("", "  ")
		return enc.Encode(js)
	}
	for i, c := range list {
		if i > 0 {
			fmt.Fprintln(out)
		}
		col, _ := rules.ParseColor(c.Color)
		fmt.Fprintln(out, ansi(out, noColor, col, rules.Printable(c.Key())))
		fmt.Fprintln(out, "  "+rules.Printable(strings.Join(c.Types, " ")))
		var stats []string
		if c.Color != "" {
			stats = append(stats, w.ColorName(col))
		}
		if c.Pitch > 0 {
			stats = append(stats, fmt.Sprintf("%s %d", w.Say("stat.pitch"), c.Pitch))
		}
		for _, st := range []struct{ id, v string }{
			{"stat.cost", c.Cost}, {"stat.power", c.Power}, {"stat.defense", c.Defense},
			{"stat.life", c.Life}, {"stat.intellect", c.Intellect},
		} {
			if st.v != "" {
				stats = append(stats, w.Say(st.id)+" "+rules.Printable(st.v))
			}
		}
		if len(stats) > 0 {
			fmt.Fprintln(out, "  "+strings.Join(stats, " · "))
		}
		if len(c.Keywords) > 0 {
			fmt.Fprintln(out, "  "+w.Say("cmd.keywords")+rules.Printable(strings.Join(c.Keywords, ", ")))
		}
		fmt.Fprintln(out)
		fmt.Fprintln(out, "  "+w.Say("cmd.not-playable"))
	}
	return nil
}

// catalogCardJSON is a card of the catalog in the form of `cards show
// --json`, "implemented": false; numbers that are not numbers ("X", "*")
// are left out.
func catalogCardJSON(c catalog.Card) cardJSON {
	num := func(s string) *int {
		n, err := strconv.Atoi(s)
		if err != nil {
			return nil
		}
		return &n
	}
	j := cardJSON{
		Key: c.Key(), Name: c.Name, Color: c.Color,
		Cost: num(c.Cost), Power: num(c.Power), Defense: num(c.Defense), Life: num(c.Life), Intellect: num(c.Intellect),
		Classes: []string{}, Types: nonNil(c.Types), Subtypes: []string{}, TypeLine: strings.Join(c.Types, " "),
		Keywords: nonNil(c.Keywords), Text: []string{}, Specialization: strings.Join(c.Specialization, ", "),
	}
	if c.Pitch > 0 {
		j.Pitch = &c.Pitch
	}
	return j
}

// writeCard prints one card for a reader: its text wrapped to width cells
// under its indent, or a paragraph a line for width 0 (not a terminal).
func writeCard(out io.Writer, w text.Words, noColor bool, c *rules.Card, width int) {
	fmt.Fprintln(out, ansi(out, noColor, c.Color, text.CardName(c)))
	fmt.Fprintln(out, "  "+w.TypeLine(c))
	var stats []string
	addStat := func(p rules.Props, id string, v int) {
		if c.Has(p) {
			stats = append(stats, fmt.Sprintf("%s %d", w.Say(id), v))
		}
	}
	if c.Color != rules.Colorless {
		stats = append(stats, w.ColorName(c.Color))
	}
	addStat(rules.HasPitch, "stat.pitch", c.Pitch)
	addStat(rules.HasCost, "stat.cost", c.Cost)
	if c.XCost && !c.Has(rules.HasCost) {
		stats = append(stats, w.Say("stat.cost")+" X") // CR 1.12.2
	}
	addStat(rules.HasPower, "stat.power", c.Power)
	if c.DefenseStar {
		stats = append(stats, w.Say("stat.defense")+" *") // CR 2.3.2a: its text defines it
	} else {
		addStat(rules.HasDefense, "stat.defense", c.Defense)
	}
	addStat(rules.HasLife, "stat.life", c.Life)
	addStat(rules.HasIntellect, "stat.intellect", c.Intellect)
	if len(stats) > 0 {
		fmt.Fprintln(out, "  "+strings.Join(stats, " · "))
	}
	lines := w.CardText(c)
	if len(lines) > 0 {
		fmt.Fprintln(out)
	}
	for _, l := range lines {
		// On a terminal, wrapped under its indent: the terminal broke
		// it mid-word back at the first column ("ge" / "ts +4 power").
		// Not a terminal (width 0): a paragraph a line.
		printUnder(out, "  ", l, width)
	}
}

// runCardsSearch prints, in columns, the cards of cards.Search: it matches
// the words tui/text renders for each card (type line, keywords, text) in
// English and in --lang.
func runCardsSearch(o *cardsSearchOptions) error {
	out, g, query := o.out, o.global, o.query
	w, err := cardWords(g)
	if err != nil {
		return err
	}
	en := text.Words{Lang: text.EN}
	found := cards.Search(query, func(c *rules.Card) []string {
		words := []string{en.TypeLine(c), w.TypeLine(c)}
		words = append(words, en.KeywordNames(c.Keywords)...)
		words = append(words, w.KeywordNames(c.Keywords)...)
		words = append(words, en.CardText(c)...)
		if w.Lang != text.EN {
			words = append(words, w.CardText(c)...)
		}
		return words
	})
	// Every real card of the game the engine cannot play yet matches by
	// its catalog facts (name, type box, keywords; no text), marked so.
	want := strings.Fields(cards.Fold(query))
	var missing []catalog.Card
	for _, c := range catalog.All() {
		if _, ok := cards.Lookup(c.Key()); ok {
			continue
		}
		hay := cards.Fold(strings.Join(append(append([]string{c.Key()}, c.Types...), c.Keywords...), "\n"))
		if containsEvery(hay, want) {
			missing = append(missing, c)
		}
	}
	if len(found) == 0 && len(missing) == 0 {
		return &exitError{1, errors.New(w.Say("cmd.no-card-matches", rules.Printable(query)))}
	}
	statCol := func(c *rules.Card, p rules.Props, v int) string {
		if !c.Has(p) {
			return "-" // no such number (CR 2.0.2)
		}
		return strconv.Itoa(v)
	}
	printed := func(s string) string {
		if s == "" {
			return "-"
		}
		return rules.Printable(s)
	}
	tw := newTable(out, 2)
	fmt.Fprintln(tw, w.Say("cmd.search-columns"))
	yes, no := w.Say("cmd.search-yes"), w.Say("cmd.search-no")
	for _, c := range found {
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\n", text.CardName(c), statCol(c, rules.HasCost, c.Cost),
			statCol(c, rules.HasPitch, c.Pitch), statCol(c, rules.HasPower, c.Power), statCol(c, rules.HasDefense, c.Defense), yes)
	}
	for _, c := range missing {
		pitch := "-"
		if c.Pitch > 0 {
			pitch = strconv.Itoa(c.Pitch)
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\n", rules.Printable(c.Key()), printed(c.Cost), pitch, printed(c.Power), printed(c.Defense), no)
	}
	return tw.Flush()
}

// containsEvery reports whether s contains every word.
func containsEvery(s string, words []string) bool {
	for _, w := range words {
		if !strings.Contains(s, w) {
			return false
		}
	}
	return true
}

// auditJSON is `rathe cards audit --json`: the audit, and why the tests
// were not counted when they were not.
type auditJSON struct {
	cards.Audit
	TestsNotCounted string `json:"tests_not_counted,omitempty"`
}

// runCardsAudit audits the cards the decks name (embedded names or files),
// in deck order, with the tests of the source tree the binary was built
// from; without it, it says the tests were not counted rather than count
// none.
func runCardsAudit(o *cardsAuditOptions) error {
	out, g, deckNames, asJSON := o.out, o.global, o.decks, o.json
	w, err := cardWords(g)
	if err != nil {
		return err
	}
	var names []string
	for _, d := range deckNames {
		ns, err := decks.CardNames(d)
		if err != nil {
			return &exitError{2, fmt.Errorf("%s%w", w.Say("cmd.deck-prefix", d), err)}
		}
		names = append(names, ns...)
	}
	tests, testsErr := cardTests()
	res := cards.AuditCards(names, tests)
	notCounted := ""
	if testsErr != nil {
		notCounted = rules.Printable(testsErr.Error())
		if errors.Is(testsErr, cards.ErrNoSources) {
			notCounted = w.Say("cmd.no-sources")
		}
	}
	if asJSON {
		if err := json.NewEncoder(out).Encode(auditJSON{res, notCounted}); err != nil {
			return err
		}
	} else {
		for _, c := range res.Cards {
			mark := w.Say("cmd.audit-ok")
			if !c.Implemented {
				mark = ansi(out, g.noColor, rules.Red, w.Say("cmd.audit-missing"))
			}
			n := "  ?"
			if c.Tests != nil {
				n = fmt.Sprintf("%3d", *c.Tests)
			}
			fmt.Fprintf(out, "%s %s %s  %s\n", mark, n, w.Say("cmd.audit-tests"), rules.Printable(c.Name))
		}
		if tests != nil {
			fmt.Fprintln(out, w.Say("cmd.audit-total", len(res.Cards), res.Unimplemented, res.Untested()))
		} else {
			fmt.Fprintln(out, w.Say("cmd.audit-total-uncounted", len(res.Cards), res.Unimplemented, notCounted))
		}
	}
	if res.Unimplemented > 0 {
		return &exitError{1, errors.New(w.Say("cmd.audit-unimplemented", res.Unimplemented))}
	}
	return nil
}

// cardTests reads the tests that name cards (cards.SourceTests); the tests
// of the command replace it.
var cardTests = cards.SourceTests
