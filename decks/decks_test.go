package decks_test

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/decks"
	"github.com/rathe-tcg/rathe/rules"
)

func TestEmbeddedDecksLoadAndPlay(t *testing.T) {
	names := decks.Names()
	if len(names) < 2 {
		t.Fatalf("embedded decks: %v", names)
	}
	for _, n := range names {
		l, err := decks.Load(n)
		if err != nil {
			t.Fatalf("%s: %v", n, err)
		}
		if !l.Embedded || l.Name != n {
			t.Errorf("%s: Embedded %v, Name %q", n, l.Embedded, l.Name)
		}
		want := 40 // Blitz
		if lst, err := decks.Open(n); err == nil {
			if f, _ := decks.FormatOf(lst, decks.FormatAuto); f == decks.Welcome {
				want = 30
			}
		}
		if l.Deck.Hero == nil || len(l.Deck.Cards) != want {
			t.Errorf("%s: hero %v, %d deck cards, want a hero and %d", n, l.Deck.Hero, len(l.Deck.Cards), want)
		}
		if _, err := rules.New(rules.Setup{Players: [2]rules.Deck{l.Deck, l.Deck}}); err != nil {
			t.Errorf("%s: the engine refuses it: %v", n, err)
		}
	}
}

// The embedded decks are the precons and variants of them: legal decks of
// the format they declare (Blitz when they declare none).
func TestEmbeddedDecksAreLegal(t *testing.T) {
	for _, n := range decks.Names() {
		l, err := decks.Open(n)
		if err != nil {
			t.Fatalf("%s: %v", n, err)
		}
		f, ferr := decks.FormatOf(l, decks.FormatAuto)
		if ferr != nil {
			t.Fatalf("%s: %v", n, ferr)
		}
		if err := decks.Check(l, decks.FormatAuto); err != nil {
			t.Errorf("%s is not a legal %s deck:\n%v", n, f, err)
		}
	}
}

func TestParseErrorsNameTheLine(t *testing.T) {
	src := "1 Rhinar\n\n2 Muscle Mutt (yellow)\n2 Mucsle Mutt (yellow)\n1 Bad\x1b[31mName\n"
	_, err := decks.Parse("my.txt", strings.NewReader(src))
	if err == nil {
		t.Fatal("no error")
	}
	msg := err.Error()
	for _, want := range []string{"my.txt:4:", "my.txt:5:", `did you mean "Muscle Mutt (yellow)"`} {
		if !strings.Contains(msg, want) {
			t.Errorf("error %q does not say %s", msg, want)
		}
	}
	if strings.ContainsRune(msg, 0x1b) {
		t.Errorf("an escape character reached the message: %q", msg)
	}
	if strings.Contains(msg, "my.txt:3:") {
		t.Errorf("a good line is reported: %q", msg)
	}
}

func TestLoadUnknown(t *testing.T) {
	if _, err := decks.Load("no-such-deck"); err == nil || !strings.Contains(err.Error(), "cb-rhinar") {
		t.Errorf("want an error listing the embedded decks, got %v", err)
	}
}

// cards lists a list's entries as "COUNT KEY" strings, merged and sorted
// as Write writes them: the same deck read from any format gives the same.
func cardLines(t *testing.T, l *decks.List) []string {
	t.Helper()
	var out []string
	for _, line := range strings.Split(l.String(), "\n") {
		if line != "" && !strings.HasPrefix(line, "#") && !strings.HasPrefix(line, "Name:") && !strings.HasPrefix(line, "Format:") {
			out = append(out, line)
		}
	}
	return out
}

func readFile(t *testing.T, path string) *decks.List {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	l, err := decks.Read(path, b)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return l
}

// Every format players bring reads to the same deck: Fabrary's current
// export, the older Fabrary/FaBDB export, and plain lines.
func TestFormatsReadTheSameDeck(t *testing.T) {
	for _, c := range []struct {
		plain string
		other []string
	}{
		{"testdata/cb-rhinar.txt", []string{"testdata/fabrary-rhinar.txt", "testdata/fabdb-rhinar.txt"}},
		{"testdata/cb-dorinthea.txt", []string{"testdata/fabrary-old-dorinthea.txt"}},
	} {
		want := readFile(t, c.plain)
		if want.Hero == nil || want.DeckSize() != 40 || want.ArenaSize() != 5 {
			t.Fatalf("%s: hero %v, %d deck-cards, %d arena-cards", c.plain, want.Hero, want.DeckSize(), want.ArenaSize())
		}
		for _, f := range c.other {
			got := readFile(t, f)
			if !reflect.DeepEqual(cardLines(t, got), cardLines(t, want)) {
				t.Errorf("%s reads to\n%s\nwant the cards of %s:\n%s", f, got, c.plain, want)
			}
		}
	}
}

func TestFabraryExportHeaders(t *testing.T) {
	l := readFile(t, "testdata/fabrary-rhinar.txt")
	if l.Title != "Rhinar – Classic Battles" || l.Format != "Blitz" || l.FormatLine != 3 {
		t.Errorf("title %q, format %q on line %d", l.Title, l.Format, l.FormatLine)
	}
	if f, _ := decks.FormatOf(l, decks.FormatAuto); f != decks.Blitz {
		t.Errorf("declared format read as %v", f)
	}
	// A real Classic Constructed export: names with colons, two copies of a
	// weapon, a hero given on the Hero: line.
	c := readFile(t, "testdata/fabrary-cindra.txt")
	if c.Hero == nil || c.Hero.Card.Name != "Cindra, Dracai of Retribution" || c.Hero.Line != 2 {
		t.Errorf("hero %+v", c.Hero)
	}
	if c.ArenaSize() != 9 || c.DeckSize() != 71 {
		t.Errorf("%d arena-cards and %d deck-cards, want 9 and 71", c.ArenaSize(), c.DeckSize())
	}
	if f, _ := decks.FormatOf(c, decks.FormatAuto); f != decks.ClassicConstructed {
		t.Errorf("declared format read as %v", f)
	}
	found := false
	for _, e := range c.Cards {
		found = found || e.Key() == "Art of the Dragon: Blood (red)" && e.Count == 3
	}
	if !found {
		t.Error("a name with a colon is not read as a card")
	}
}

func TestFabdbExportTitleAndCommaNames(t *testing.T) {
	l := readFile(t, "testdata/fabrary-old-dorinthea.txt")
	if l.Title != "Dorinthea Classic Battles" {
		t.Errorf("title %q", l.Title)
	}
	if len(l.Arena) == 0 || l.Arena[0].Key() != "Dawnblade, Resplendent" {
		t.Errorf("a weapon whose name has a comma is split: %+v", l.Arena)
	}
	r := readFile(t, "testdata/fabdb-rhinar.txt") // CRLF line ends
	if r.Title != "Rhinar Classic Battles" || r.Hero == nil || r.Hero.Line != 6 {
		t.Errorf("title %q, hero %+v", r.Title, r.Hero)
	}
}

// Write gives the plain format, grouped, and reads back to the same list.
func TestWriteReadsBack(t *testing.T) {
	for _, f := range []string{"testdata/cb-rhinar.txt", "testdata/fabrary-rhinar.txt", "testdata/fabdb-rhinar.txt", "testdata/fabrary-cindra.txt", "testdata/fabrary-old-dorinthea.txt"} {
		l := readFile(t, f)
		text := l.String()
		back, err := decks.Read(f+" (written)", []byte(text))
		if err != nil {
			t.Fatalf("%s written back does not read: %v\n%s", f, err, text)
		}
		if back.String() != text {
			t.Errorf("%s: written, read and written again differs:\n%s\nthen\n%s", f, text, back.String())
		}
		if back.Title != l.Title || back.Format != l.Format {
			t.Errorf("%s: title %q format %q, want %q %q", f, back.Title, back.Format, l.Title, l.Format)
		}
	}
	// The plain list of the precon is written back line for line, grouped.
	l := readFile(t, "testdata/cb-rhinar.txt")
	want := "# Hero\n1 Rhinar\n\n# Arena cards (5)\n1 Bone Basher\n1 Bone Vizier\n1 Blossom of Spring\n1 Ironhide Gauntlet\n1 Ironhide Legs\n\n# Deck cards (40)\n1 Chief Ruk'utan\n1 Alpha Rampage (red)\n"
	if got := l.String(); !strings.HasPrefix(got, want) {
		t.Errorf("written:\n%s\nwant it to start:\n%s", got, want)
	}
	// Lines naming one card are merged.
	m, err := decks.Read("m.txt", []byte("1 Rhinar\n1 Dodge (blue)\n1 dodge (BLUE)\n"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(m.String(), "\n2 Dodge (blue)\n") {
		t.Errorf("not merged:\n%s", m)
	}
}

func TestNamesMatchLoosely(t *testing.T) {
	src := "1   RHINAR\n2 chief ruk’utan\n1 Alpha  Rampage ( red )\n1 titanium bauble\n# a comment\n// another\n2 Dodge (blue) # trailing comment\n"
	l, err := decks.Read("loose.txt", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, e := range l.Entries() {
		got = append(got, e.Key())
	}
	want := []string{"Rhinar", "Chief Ruk'utan", "Alpha Rampage (red)", "Titanium Bauble (blue)", "Dodge (blue)"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("read %q, want %q", got, want)
	}
}

func TestReadErrors(t *testing.T) {
	for _, c := range []struct {
		src, want string
	}{
		{"1 Rhinar\n2 Sink Below\n", `f.txt:2: "Sink Below" comes in red, yellow and blue: say which, e.g. "Sink Below (red)"`},
		{"1 Rhinar\n1 Bone Basher (red)\n", `f.txt:2: Bone Basher has no colour`},
		{"1 Rhinar\n2 Dodge (red)\n", `f.txt:2: Dodge has no red version: it comes in blue`},
		{"1 Rhinar\n2 Qwxzv Plorp\n", `f.txt:2: unknown card "Qwxzv Plorp": no card has a name close to it`},
		{"1 Rhinar\n1 Dorinthea\n", `f.txt:2: a second hero, Dorinthea: the hero is already Rhinar (line 1)`},
		{"2 Rhinar\n", `f.txt:1: 2 copies of the hero Rhinar`},
		{"1 Rhinar\n500 Dodge (blue)\n", `f.txt:2: bad count "500": a line may ask for 0 to 99 copies`},
		{"1 Rhinar\n" + strings.Repeat("x", 400) + "\n", `f.txt:2: a line of 400 characters`},
		{"1 Rhinar\n2 Dodge (blue)\n2 Dodgee (blue)\n", `f.txt:3: unknown card "Dodgee (blue)": did you mean "Dodge (blue)"`},
		// A count that is not one is called a bad count, not a card.
		{"1 Rhinar\n10000000x\n", `f.txt:2: bad count "10000000": a line may ask for 0 to 99 copies`},
		{"1 Rhinar\n10000000x Dodge (blue)\n", `f.txt:2: bad count "10000000"`},
		{"1 Rhinar\n99999999999999999999 Dodge (blue)\n", `f.txt:2: bad count "99999999999999999999"`},
		{"1 Rhinar\n-1 Dodge (blue)\n", `f.txt:2: bad count "-1"`},
		{"1 Rhinar\n1.5 Dodge (blue)\n", `f.txt:2: bad count "1.5"`},
		{"1 Rhinar\n3x\n", `f.txt:2: the count "3x" has no card name after it`},
		{"1 Rhinar\n3xDodge (blue)\n", `f.txt:2: bad count in "3xDodge (blue)": write the count, a space, then the name ("3 Dodge (blue)")`},
		// Letters of other scripts that look like Latin ones.
		{"1 Rhinar\n2 D\u043edge (blue)\n", `f.txt:2: "Dоdge (blue)" contains a Cyrillic letter that looks like o (U+043E): type the name in Latin letters ("Dodge (blue)")`},
		{"1 Rhinar\nWeapons: \u0392one Basher\n", `f.txt:2: "Βone Basher" contains a Greek letter that looks like B (U+0392)`},
		// A NUL byte is reported on its own line.
		{"1 Rhinar\n" + strings.Repeat("2 Dodge (blue)\n", 27) + "2 Dodge\x00 (blue)\n", `f.txt:29: a NUL byte: not a text file`},
		{"1 Rhinar\r" + strings.Repeat("2 Dodge (blue)\r", 27) + "\x00\r", `f.txt:29: a NUL byte`},
	} {
		_, err := decks.Read("f.txt", []byte(c.src))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: error %v, want %q", c.src, err, c.want)
		}
	}
	// Every error of a file at once, in line order.
	_, err := decks.Read("f.txt", []byte("1 Rhinarr\n2 Dodgee (blue)\n2 Sink Below\n"))
	les := decks.LineErrors(err)
	if len(les) != 3 || les[0].Line != 1 || les[1].Line != 2 || les[2].Line != 3 {
		t.Errorf("errors %v", err)
	}
	// The hero named on a Hero: line and again as a card line is one hero.
	if l, err := decks.Read("f.txt", []byte("Hero: Rhinar\n1 Rhinar\n")); err != nil || l.Hero == nil || l.Hero.Line != 1 {
		t.Errorf("hero named twice: %v", err)
	}
	// An older export's title is only the line after its header.
	if _, err := decks.Read("f.txt", []byte("My deck\n1 Rhinar\n")); err == nil {
		t.Error("a bare unknown line at the top is taken for a title")
	}
}

func TestCardNames(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "d.txt")
	os.WriteFile(p, []byte("Hero: Rhinar\n2x Sink Below (red)\n1x Bone Basher\n2x Sink Below (red)\n1 Not A Real Card\n"), 0o644)
	names, err := decks.CardNames(p)
	want := []string{"Rhinar", "Sink Below (red)", "Bone Basher", "Not A Real Card"}
	if !reflect.DeepEqual(names, want) {
		t.Errorf("CardNames %q, want %q", names, want)
	}
	if err == nil || !strings.Contains(err.Error(), ":5: unknown card") {
		t.Errorf("error %v, want line 5's unknown card", err)
	}
	if names, err := decks.CardNames("cb-rhinar"); err != nil || len(names) < 10 || names[0] != "Rhinar" {
		t.Errorf("embedded: %q %v", names, err)
	}
}
