package cli

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"

	xansi "github.com/charmbracelet/x/ansi"
	"github.com/muesli/termenv"
	"github.com/rathe-tcg/rathe/cards"
	"github.com/rathe-tcg/rathe/decks"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/tui/text"
)

// cardsRun runs `rathe ARGS...` in-process and returns its output and the
// exit status main would give.
func cardsRun(t *testing.T, args ...string) (string, int, error) {
	t.Helper()
	root := newRootCmd()
	var out bytes.Buffer
	root.SetOut(&out)
	root.SetErr(&out)
	root.SetArgs(args)
	err := root.Execute()
	return out.String(), exitCodeOf(err), err
}

func TestCardsShow(t *testing.T) {
	out, code, err := cardsRun(t, "--no-color", "cards", "show", "Alpha Rampage (red)")
	if code != 0 {
		t.Fatalf("exit %d: %v", code, err)
	}
	for _, w := range []string{"Alpha Rampage (red)", "Brute Action - Attack", "pitch 1", "cost 3", "power 9", "defense 3",
		"Rhinar Specialization", "Discard a random card", "When this attacks, intimidate"} {
		if !strings.Contains(out, w) {
			t.Errorf("want %q in\n%s", w, out)
		}
	}
	if strings.Contains(out, "\x1b[") {
		t.Errorf("--no-color printed escapes:\n%q", out)
	}
	if strings.Contains(out, "life") || strings.Contains(out, "intellect") {
		t.Errorf("a deck card shows hero stats:\n%s", out)
	}
	// Case-insensitive names; no colour into a buffer, which is not a
	// terminal.
	out, _, _ = cardsRun(t, "cards", "show", "alpha rampage")
	if !strings.Contains(out, "Alpha Rampage (red)") || strings.Contains(out, "\x1b[") {
		t.Errorf("want the plain name:\n%q", out)
	}
	// On a colour terminal the red card's name is red.
	if got := ansiWith(termenv.ANSI, rules.Red, "Alpha Rampage (red)"); !strings.Contains(got, "\x1b[1;31mAlpha Rampage (red)") {
		t.Errorf("the red card's name is not red:\n%q", got)
	}
	// A hero shows life and intellect.
	out, _, _ = cardsRun(t, "--no-color", "cards", "show", "Rhinar")
	if !strings.Contains(out, "life 20") || !strings.Contains(out, "intellect 4") {
		t.Errorf("hero stats missing:\n%s", out)
	}
}

// A name in several colours shows each colour.
func TestCardsShowEveryColour(t *testing.T) {
	out, code, err := cardsRun(t, "--no-color", "cards", "show", "Pummel")
	if code != 0 {
		t.Fatalf("exit %d: %v", code, err)
	}
	for _, col := range []string{"Pummel (red)", "Pummel (yellow)", "Pummel (blue)", "+4 power", "+3 power", "+2 power"} {
		if !strings.Contains(out, col) {
			t.Errorf("want %q in\n%s", col, out)
		}
	}
	out, _, _ = cardsRun(t, "--no-color", "cards", "show", "pummel (YELLOW)")
	if strings.Contains(out, "Pummel (red)") || !strings.Contains(out, "Pummel (yellow)") {
		t.Errorf("a colour named shows other colours:\n%s", out)
	}
}

// --lang takes the language's code in any case (JA as ja); one it does
// not know is refused with the codes it does.
func TestCardsShowJapanese(t *testing.T) {
	for _, code := range []string{"ja", "JA", "Ja"} {
		out, exit, err := cardsRun(t, "--no-color", "--lang", code, "cards", "show", "Pack Hunt (red)")
		if exit != 0 {
			t.Fatalf("--lang %s: exit %d: %v", code, exit, err)
		}
		for _, w := range []string{"Pack Hunt (red)", "ブルート・アクション - 攻撃", "ピッチ 1", "これが攻撃したとき、威圧する"} {
			if !strings.Contains(out, w) {
				t.Errorf("--lang %s: want %q in\n%s", code, w, out)
			}
		}
	}
	if out, _, _ := cardsRun(t, "--no-color", "--lang", "EN", "cards", "show", "Pack Hunt (red)"); !strings.Contains(out, "Brute Action - Attack") {
		t.Errorf("--lang EN: not English\n%s", out)
	}
	_, code, err := cardsRun(t, "--lang", "fr", "cards", "show", "Pack Hunt")
	if code != 2 || err == nil || !strings.Contains(err.Error(), "en") || !strings.Contains(err.Error(), "ja") {
		t.Errorf("--lang fr: exit %d, %v: want 2, naming en and ja", code, err)
	}
}

func TestCardsShowJSON(t *testing.T) {
	out, code, err := cardsRun(t, "cards", "show", "--json", "Pummel")
	if code != 0 {
		t.Fatalf("exit %d: %v", code, err)
	}
	var list []map[string]any
	if err := json.Unmarshal([]byte(out), &list); err != nil {
		t.Fatalf("not a JSON array: %v\n%s", err, out)
	}
	if len(list) != 3 {
		t.Fatalf("%d cards, want 3", len(list))
	}
	red := list[slices.IndexFunc(list, func(m map[string]any) bool { return m["key"] == "Pummel (red)" })]
	if red["pitch"] != 1.0 || red["cost"] != 2.0 || red["defense"] != 2.0 || red["color"] != "red" {
		t.Errorf("stats: %v", red)
	}
	if _, ok := red["power"]; ok {
		t.Errorf("Pummel has no power, JSON says %v", red["power"])
	}
	if txt, _ := red["text"].([]any); len(txt) == 0 {
		t.Errorf("no text: %v", red)
	}
	// A vanilla card: empty lists, not null.
	out, _, _ = cardsRun(t, "cards", "show", "--json", "Muscle Mutt")
	if !strings.Contains(out, `"keywords": []`) || !strings.Contains(out, `"text": []`) {
		t.Errorf("vanilla card JSON:\n%s", out)
	}
}

func TestCardsShowUnknown(t *testing.T) {
	out, code, err := cardsRun(t, "cards", "show", "Bone Bashr")
	if code != 1 || err == nil {
		t.Fatalf("exit %d, err %v", code, err)
	}
	if !strings.Contains(err.Error(), `"Bone Bashr"`) || !strings.Contains(err.Error(), "Bone Basher") {
		t.Errorf("message %q should name the card and the closest ones", err)
	}
	if out != "" {
		t.Errorf("output on error: %q", out)
	}
	// Control characters never reach the terminal.
	_, _, err = cardsRun(t, "cards", "show", "\x1b[2Jevil")
	if err == nil || strings.Contains(err.Error(), "\x1b") {
		t.Errorf("err = %q", err)
	}
}

func TestCardsSearch(t *testing.T) {
	t.Parallel() // searches and renders every card: beside the tests that wait on panes
	lines := func(args ...string) []string {
		t.Helper()
		out, code, err := cardsRun(t, append([]string{"--no-color", "cards", "search"}, args...)...)
		if code != 0 {
			t.Fatalf("search %q: exit %d: %v", args, code, err)
		}
		// The names, from the first column, under the header.
		rows := strings.Split(strings.TrimSpace(out), "\n")[1:]
		for i, r := range rows {
			rows[i] = regexp.MustCompile(`\s{2,}`).Split(r, 2)[0]
		}
		return rows
	}
	got := lines("INTIMIDATE")
	for _, w := range []string{"Alpha Rampage (red)", "Pack Hunt (red)", "Rhinar", "Clearing Bellow (blue)"} {
		if !slices.Contains(got, w) {
			t.Errorf("intimidate: %s missing from %q", w, got)
		}
	}
	if slices.Contains(got, "Thrust (red)") {
		t.Errorf("intimidate finds Thrust: %q", got)
	}
	// Every word must match, anywhere: name, type line, keywords, text.
	got = lines("sword", "go", "again")
	if !slices.Contains(got, "Blade Flash (blue)") || slices.Contains(got, "Thrust (red)") {
		t.Errorf("sword go again: %q", got)
	}
	if got := lines("defense", "reaction"); !slices.Contains(got, "Dodge (blue)") || slices.Contains(got, "Thrust (red)") {
		t.Errorf("defense reaction: %q", got)
	}
	if got := lines("--lang", "ja", "威圧"); !slices.Contains(got, "Pack Hunt (red)") {
		t.Errorf("ja 威圧: %q", got)
	}
	if _, code, _ := cardsRun(t, "cards", "search", "no such words at all"); code != 1 {
		t.Errorf("no match: exit %d, want 1", code)
	}
}

func TestCardsAuditJSON(t *testing.T) {
	t.Parallel() // searches and renders every card: beside the tests that wait on panes
	out, code, err := cardsRun(t, "cards", "audit", "--json")
	var res struct {
		Cards []map[string]any `json:"cards"`
		N     *int             `json:"unimplemented"`
	}
	dec := json.NewDecoder(strings.NewReader(out))
	if err := dec.Decode(&res); err != nil || res.N == nil {
		t.Fatalf("not the audit JSON: %v\n%s", err, out)
	}
	var want []string
	for _, d := range decks.Names() {
		names, err := decks.CardNames(d)
		if err != nil {
			t.Fatal(err)
		}
		for _, n := range names {
			c, ok := cards.Lookup(n)
			if ok {
				n = c.Key()
			}
			if !slices.Contains(want, n) {
				want = append(want, n)
			}
			// A token a deck card creates follows that card.
			for _, tok := range tokensOf(c) {
				if !slices.Contains(want, tok.Key()) {
					want = append(want, tok.Key())
				}
			}
		}
	}
	tests, terr := cards.SourceTests()
	if terr != nil {
		t.Fatal(terr)
	}
	var got []string
	missing := 0
	for _, c := range res.Cards {
		var keys []string
		for k := range c {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		if strings.Join(keys, " ") != "implemented name pitch tests" {
			t.Errorf("card keys %q", keys)
		}
		got = append(got, c["name"].(string))
		if c["implemented"] != true {
			missing++
		} else if p := c["pitch"].(float64); p != float64(cards.MustLookup(c["name"].(string)).Pitch) {
			t.Errorf("%v: pitch %v", c["name"], p)
		}
		if n := c["tests"].(float64); n != float64(tests.Count(c["name"].(string))) {
			t.Errorf("%v: tests %v", c["name"], n)
		}
	}
	if !slices.Equal(got, want) {
		t.Errorf("cards %q, want the decks' %q", got, want)
	}
	if *res.N != missing {
		t.Errorf("unimplemented = %d, counted %d", *res.N, missing)
	}
	if (missing > 0) != (code == 1) || (missing == 0 && err != nil) {
		t.Errorf("%d unimplemented, exit %d (%v)", missing, code, err)
	}
}

// A deck card the engine lacks makes the audit say so and exit 1.
func TestCardsAuditUnimplemented(t *testing.T) {
	t.Parallel() // searches and renders every card: beside the tests that wait on panes
	if _, ok := cards.Lookup("Sink Below (red)"); ok {
		t.Skip("Sink Below is implemented now: pick another card")
	}
	deck := filepath.Join(t.TempDir(), "deck.txt")
	if err := os.WriteFile(deck, []byte("Rhinar\n3 Pack Hunt (red)\n2 Sink Below (red)\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	err := runCardsAudit(&cardsAuditOptions{streams: streams{out: &out}, global: &globalOptions{lang: "en", noColor: true}, decks: []string{deck}})
	var ee *exitError
	if !errors.As(err, &ee) || ee.code != 1 {
		t.Fatalf("err = %v, want exit 1", err)
	}
	for _, w := range []string{"MISSING", "Sink Below (red)", "3 cards in the decks: 1 not implemented"} {
		if !strings.Contains(out.String(), w) {
			t.Errorf("want %q in\n%s", w, out.String())
		}
	}
	out.Reset()
	_ = runCardsAudit(&cardsAuditOptions{streams: streams{out: &out}, global: &globalOptions{lang: "en"}, decks: []string{deck}, json: true})
	var res cards.Audit
	if err := json.Unmarshal(out.Bytes(), &res); err != nil {
		t.Fatal(err)
	}
	if res.Unimplemented != 1 || len(res.Cards) != 3 || res.Cards[2].Implemented || res.Cards[2].Pitch != 1 || !res.Cards[1].Implemented {
		t.Errorf("audit %+v", res)
	}
}

// tokensOf lists the tokens a card creates; none for an unknown card.
func tokensOf(c *rules.Card) []*rules.Card {
	if c == nil {
		return nil
	}
	return c.Tokens
}

// search shows each card's cost, pitch, power and defense in columns ("-"
// for a number the card does not have).
func TestCardsSearchColumns(t *testing.T) {
	t.Parallel() // searches and renders every card: beside the tests that wait on panes
	out, code, err := cardsRun(t, "--no-color", "cards", "search", "pummel")
	if code != 0 {
		t.Fatalf("exit %d: %v", code, err)
	}
	rows := strings.Split(strings.TrimSpace(out), "\n")
	if got := strings.Fields(rows[0]); !slices.Equal(got, []string{"NAME", "COST", "PITCH", "POWER", "DEFENSE", "PLAYABLE"}) {
		t.Errorf("header %q", rows[0])
	}
	// Pummel (red): cost 2, pitch 1, no power, defense 2.
	if !slices.ContainsFunc(rows, func(r string) bool {
		return strings.HasPrefix(r, "Pummel (red) ") && slices.Equal(strings.Fields(strings.TrimPrefix(r, "Pummel (red)")), []string{"2", "1", "-", "2", "yes"})
	}) {
		t.Errorf("no row for Pummel (red) with 2 1 - 2:\n%s", out)
	}
	// The columns line up.
	at := strings.Index(rows[0], "COST")
	for _, r := range rows[1:] {
		if len(r) <= at || r[at-1] != ' ' || r[at] == ' ' {
			t.Errorf("row %q does not line up with the header %q", r, rows[0])
		}
	}
}

// A real card of the game that the engine cannot play yet: its facts from
// the card catalog and "not playable yet", not "no card".
func TestCardsShowNotImplemented(t *testing.T) {
	t.Parallel() // searches and renders every card: beside the tests that wait on panes
	const name = "Command and Conquer"
	if _, ok := cards.Lookup(name + " (red)"); ok {
		t.Skipf("%s is implemented now: pick another card", name)
	}
	out, code, err := cardsRun(t, "--no-color", "cards", "show", name+" (red)")
	if code != 0 {
		t.Fatalf("exit %d: %v", code, err)
	}
	for _, w := range []string{"Command and Conquer (red)", "Generic Action Attack", "pitch 1", "cost 2", "power 6", "defense 3", "Not playable yet"} {
		if !strings.Contains(out, w) {
			t.Errorf("%q missing from\n%s", w, out)
		}
	}
	// A name gives every colour; keywords are listed.
	out, _, _ = cardsRun(t, "--no-color", "cards", "show", "10,000 Year Reunion")
	if !strings.Contains(out, "keywords: Ward 10") || !strings.Contains(out, "cost 8") {
		t.Errorf("10,000 Year Reunion:\n%s", out)
	}
	out, code, _ = cardsRun(t, "cards", "show", "--json", name)
	var list []map[string]any
	if err := json.Unmarshal([]byte(out), &list); err != nil || code != 0 || len(list) == 0 {
		t.Fatalf("--json: exit %d, %v\n%s", code, err, out)
	}
	if list[0]["implemented"] != false || list[0]["power"] != 6.0 || list[0]["text"] == nil {
		t.Errorf("--json: %v", list[0])
	}
	// An implemented card says so in JSON.
	out, _, _ = cardsRun(t, "cards", "show", "--json", "Pummel (red)")
	if !strings.Contains(out, `"implemented": true`) {
		t.Errorf("Pummel --json:\n%s", out)
	}
	// Lookalike letters are called out.
	_, code, err = cardsRun(t, "cards", "show", "D\u043edge")
	if code != 1 || err == nil || !strings.Contains(err.Error(), "contains a Cyrillic letter that looks like o") {
		t.Errorf("Dоdge: exit %d, %v", code, err)
	}
}

// A binary away from its source tree cannot count tests: the audit says so
// instead of counting none, and still says what is implemented (exit 0).
func TestCardsAuditWithoutSources(t *testing.T) {
	defer func(f func() (*cards.Tests, error)) { cardTests = f }(cardTests)
	cardTests = func() (*cards.Tests, error) { return nil, cards.ErrNoSources }
	out, code, err := cardsRun(t, "--no-color", "cards", "audit")
	if code != 0 {
		t.Fatalf("exit %d: %v", code, err)
	}
	if !strings.Contains(out, "ok        ? tests  Rhinar\n") || strings.Contains(out, "without tests") ||
		!regexp.MustCompile(`\n\d+ cards in the decks: 0 not implemented; tests not counted: the source tree this binary was built from is not here\n$`).MatchString(out) {
		t.Errorf("audit without sources:\n%s", out)
	}
	out, _, _ = cardsRun(t, "--lang", "ja", "--no-color", "cards", "audit")
	if !strings.Contains(out, "テスト数は数えていません: このバイナリのビルド元のソースがここにありません") {
		t.Errorf("ja audit without sources:\n%s", out)
	}
	out, code, _ = cardsRun(t, "cards", "audit", "--json")
	var res struct {
		Cards []struct {
			Name  string `json:"name"`
			Tests *int   `json:"tests"`
		} `json:"cards"`
		Why string `json:"tests_not_counted"`
	}
	if err := json.Unmarshal([]byte(out), &res); err != nil || code != 0 || len(res.Cards) == 0 {
		t.Fatalf("--json: exit %d, %v\n%s", code, err, out)
	}
	for _, c := range res.Cards {
		if c.Tests != nil {
			t.Errorf("%s: %d tests counted without sources", c.Name, *c.Tests)
		}
	}
	if !strings.Contains(out, `"tests":null`) || res.Why != cards.ErrNoSources.Error() {
		t.Errorf("--json without sources: %s", out)
	}
	out, _, _ = cardsRun(t, "cards", "show", "--json", "Pummel (red)")
	if !strings.Contains(out, `"tests": null`) {
		t.Errorf("show --json without sources:\n%s", out)
	}
}

// With the sources, show --json counts the card's tests as the audit does.
func TestCardsShowJSONTests(t *testing.T) {
	t.Parallel() // searches and renders every card: beside the tests that wait on panes
	tests, err := cards.SourceTests()
	if err != nil {
		t.Fatal(err)
	}
	out, _, _ := cardsRun(t, "cards", "show", "--json", "Bone Basher")
	var list []struct {
		Tests *int `json:"tests"`
	}
	if err := json.Unmarshal([]byte(out), &list); err != nil || len(list) != 1 || list[0].Tests == nil {
		t.Fatalf("show --json: %v\n%s", err, out)
	}
	if n := tests.Count("Bone Basher"); n == 0 || *list[0].Tests != n {
		t.Errorf("Bone Basher: show says %d tests, the audit counts %d", *list[0].Tests, n)
	}
}

// A defense printed "*" is shown as the card prints it, not as the 0 the
// engine starts from (CR 2.3.2a: its text defines it): Bloodied Oval.
func TestCardsShowDefenseStar(t *testing.T) {
	for _, tc := range []struct{ lang, want string }{{"en", "defense *"}, {"ja", "防御値 *"}} {
		out, code, err := cardsRun(t, "--lang", tc.lang, "cards", "show", "Bloodied Oval")
		if code != 0 {
			t.Fatalf("exit %d: %v", code, err)
		}
		if !strings.Contains(out, tc.want) || strings.Contains(out, "defense 0") || strings.Contains(out, "防御値 0") {
			t.Errorf("%s: Bloodied Oval's stats do not read %q:\n%s", tc.lang, tc.want, out)
		}
	}
}

// On a terminal, a card's text goes on under its indent, within the
// terminal's width, in both languages: the terminal broke it mid-word back
// at the first column ("... ge" / "ts +4 power" at 80 columns, and
// Japanese "...捨てる(" / "CR 8.5.5)"). Not on a terminal (width 0), a
// paragraph stays one line, as scripts read it.
func TestCardsShowWrapsToTheTerminal(t *testing.T) {
	for _, lang := range []text.Lang{text.EN, text.JA} {
		w := text.Words{Lang: lang}
		found, err := findCards(w, "Pummel (red)")
		if err != nil || len(found) != 1 {
			t.Fatalf("Pummel (red): %v %d", err, len(found))
		}
		var flat strings.Builder
		writeCard(&flat, w, true, found[0], 0)
		for _, width := range []int{80, 50} {
			var out strings.Builder
			writeCard(&out, w, true, found[0], width)
			lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
			if len(lines) <= strings.Count(flat.String(), "\n") {
				t.Errorf("%s at %d: not wrapped:\n%s", lang, width, out.String())
			}
			for i, l := range lines[1:] {
				if n := xansi.StringWidth(l); n > width {
					t.Errorf("%s at %d: line %d is %d cells: %q", lang, width, i+1, n, l)
				}
				if l != "" && !strings.HasPrefix(l, "  ") {
					t.Errorf("%s at %d: line %d not under the indent: %q", lang, width, i+1, l)
				}
			}
			squash := func(s string) string { return strings.Join(strings.Fields(s), "") }
			if squash(out.String()) != squash(flat.String()) {
				t.Errorf("%s at %d: the text changed:\n%s\nwant\n%s", lang, width, out.String(), flat.String())
			}
		}
	}
}
