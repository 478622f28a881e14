package decks_test

import (
	"strings"
	"testing"
	"unicode/utf16"

	"github.com/rathe-tcg/rathe/decks"
)

// deckreviewRead reads src, failing the test on an error.
func deckreviewRead(t *testing.T, src string) *decks.List {
	t.Helper()
	l, err := decks.Read("r.txt", []byte(src))
	if err != nil {
		t.Fatalf("read %q: %v", src, err)
	}
	return l
}

// deckreviewProblems checks src for f and returns the messages that
// contain one of the words, the engine's error left aside.
func deckreviewProblems(t *testing.T, src string, f decks.Format, words ...string) []string {
	t.Helper()
	var out []string
	for _, m := range problems(t, src, f) {
		for _, w := range words {
			if strings.Contains(m, w) {
				out = append(out, m)
				break
			}
		}
	}
	return out
}

// A count may come before the name as "x2" or after it as "x2", "x 2" or
// "×2", as some deck builders and players write it.
func TestReviewCountForms(t *testing.T) {
	for _, line := range []string{"x2 Dodge (blue)", "X2 Dodge (blue)", "x 2 Dodge (blue)", "Dodge (blue) x2", "Dodge (blue) x 2",
		"Dodge (blue) ×2", "Dodge (Blue) X2", "2 x Dodge (blue)", "2X Dodge (blue)"} {
		l := deckreviewRead(t, "1 Rhinar\n"+line+"\n")
		if l.DeckSize() != 2 || len(l.Cards) != 1 || l.Cards[0].Key() != "Dodge (blue)" {
			t.Errorf("%q reads to %d cards: %v", line, l.DeckSize(), l.Cards)
		}
	}
	// A name of a card that has a number in it is not a count.
	l := deckreviewRead(t, "1 Rhinar\n1 10,000 Year Reunion (red)\n2 Hyper-X3\nHyper-X3\n")
	if len(l.Cards) != 1 || l.Cards[0].Key() != "10,000 Year Reunion (red)" || l.ArenaSize() != 3 || l.Arena[1].Key() != "Hyper-X3" {
		t.Errorf("names with numbers: %v %v", l.Cards, l.Arena)
	}
}

// Text copied from a web page carries no-break and zero-width spaces; they
// read as the plain spaces players see.
func TestReviewUnicodeSpaces(t *testing.T) {
	for _, line := range []string{"2\u00a0Dodge (blue)", "2x\u00a0Dodge\u00a0(blue)", "2 Dodge\u200b (blue)", "2 \ufeffDodge (blue)",
		"2\u2009Dodge (blue)", "(2)\u00a0Dodge (blue)", "\u00a02 Dodge (blue)\u00a0"} {
		l := deckreviewRead(t, "1\u00a0Rhinar\n"+line+"\n")
		if l.Hero == nil || l.DeckSize() != 2 || l.Cards[0].Key() != "Dodge (blue)" {
			t.Errorf("%q reads to hero %v, cards %v", line, l.Hero, l.Cards)
		}
	}
}

// CR 1.3.2c: a card with a deck-card type is a deck-card, even when it is
// an equipment too (the Mechanologist evos are played from hand); CR
// 1.3.2d: any other card that is not a hero or a token is an arena-card (a
// companion, an off-hand ally).
func TestReviewDeckAndArenaCards(t *testing.T) {
	l := deckreviewRead(t, "1 Dash I/O\n1 Ironhide Legs\n2 Evo Thruster (yellow)\n1 Evo Atom Breaker (red)\n")
	if l.DeckSize() != 3 || l.ArenaSize() != 1 || l.Arena[0].Key() != "Ironhide Legs" {
		t.Errorf("evos: %d deck-cards %v, %d arena-cards %v; want the evos in the deck", l.DeckSize(), l.Cards, l.ArenaSize(), l.Arena)
	}
	if got := deckreviewProblems(t, "1 Dash I/O\n1 Ironhide Legs\n2 Evo Thruster (yellow)\n", decks.ClassicConstructed, "legs"); len(got) > 0 {
		t.Errorf("an evo in the deck is not a second legs equipment: %q", got)
	}
	l = deckreviewRead(t, "1 Puffin\n1 Polly Cranka\n2 Dodge (blue)\n")
	if l.DeckSize() != 2 || l.ArenaSize() != 1 || l.Arena[0].Key() != "Polly Cranka" {
		t.Errorf("companion: deck %v, arena %v", l.Cards, l.Arena)
	}
	// Written back and read again, the evos stay deck-cards.
	l = deckreviewRead(t, "1 Dash I/O\n1 Ironhide Legs\n2 Evo Thruster (yellow)\n")
	back := deckreviewRead(t, l.String())
	if back.String() != l.String() || back.DeckSize() != 2 {
		t.Errorf("round trip:\n%s\nthen\n%s", l, back)
	}
}

// CR 8.2.10b and 8.2.15: one off-hand and one quiver at most; a quiver takes
// a weapon zone, unless it shares a two-handed bow's.
// Spares are chosen at the start of the game (CR 4.1.4): these are what
// SpareProblems says of a list with them, and decks check accepts.
func TestReviewInventoryOffHandsAndQuivers(t *testing.T) {
	words := []string{"hand", "quiver", "off-hand"}
	deckreviewProblems := func(t *testing.T, src string, f decks.Format, words ...string) []string {
		t.Helper()
		l := deckreviewRead(t, src)
		var out []string
		for _, e := range l.SpareProblems() {
			for _, w := range words {
				if strings.Contains(e.Error(), w) {
					out = append(out, e.Error())
					break
				}
			}
		}
		return out
	}
	two := deckreviewProblems(t, "1 Rhinar\n1 Bloodied Oval\n1 Arcane Lantern\n", decks.Blitz, words...)
	if len(two) != 1 || !strings.Contains(two[0], "r.txt:3: Arcane Lantern: a second off-hand") {
		t.Errorf("two off-hands: %q", two)
	}
	if got := deckreviewProblems(t, "1 Rhinar\n1 Bloodied Oval\n1 Mandible Claw\n", decks.Blitz, words...); len(got) > 0 {
		t.Errorf("an off-hand and a one-hander: %q", got)
	}
	// Azalea: a two-handed bow and a quiver fit; a second quiver does not.
	if got := deckreviewProblems(t, "1 Azalea\n1 Death Dealer\n1 Crow's Nest\n", decks.Blitz, words...); len(got) > 0 {
		t.Errorf("a bow and a quiver: %q", got)
	}
	q2 := deckreviewProblems(t, "1 Azalea\n1 Death Dealer\n1 Crow's Nest\n1 Driftwood Quiver\n", decks.Blitz, words...)
	if len(q2) != 1 || !strings.Contains(q2[0], "r.txt:4: Driftwood Quiver: a second quiver") {
		t.Errorf("two quivers: %q", q2)
	}
	// One message for a line, however many copies it asks for.
	if got := deckreviewProblems(t, "1 Rhinar\n1 Bone Vizier\n3 Ironrot Helm\n2 Bloodied Oval\n", decks.Blitz, "second"); len(got) != 2 {
		t.Errorf("three helms and two ovals: %q", got)
	}
	// Without a two-handed bow, a quiver needs a free hand.
	q3 := deckreviewProblems(t, "1 Rhinar\n2 Mandible Claw\n1 Crow's Nest\n", decks.Blitz, words...)
	if len(q3) != 1 || !strings.Contains(q3[0], "r.txt:3: Crow's Nest needs a hand") {
		t.Errorf("two one-handers and a quiver: %q", q3)
	}
}

// CR 1.3.2b: a token is never part of a card-pool, an arena token (a
// token weapon) no more than a deck one: its line is a note of what the
// deck makes, never equipped (TestCheckTokens).
func TestReviewTokenWeapon(t *testing.T) {
	l, err := decks.Read("d.txt", []byte("1 Arakni\n1 Graphene Chelicera\n"))
	if err != nil {
		t.Fatal(err)
	}
	if len(l.Arena) != 0 || len(l.Tokens) != 1 {
		t.Errorf("a token weapon: arena %v, token notes %v; want it a note", l.Arena, l.Tokens)
	}
}

// CR 9.3.2a: a split card fits a card-pool only when the supertypes of both
// its sides are the hero's; it is not a hybrid card.
func TestReviewSplitCardSupertypes(t *testing.T) {
	got := deckreviewProblems(t, "1 Kano\n2 Comet Storm // Shock (red)\n", decks.Blitz, "CR 1.1.3")
	if len(got) != 1 || !strings.Contains(got[0], "d.txt:2: Comet Storm // Shock (red) is a ") {
		t.Errorf("a Wizard // Lightning split card for Kano (Wizard): %q", got)
	}
	if got := deckreviewProblems(t, "1 Oscilio\n2 Comet Storm // Shock (red)\n", decks.Blitz, "CR 1.1.3"); len(got) > 0 {
		t.Errorf("for Oscilio (Elemental Wizard, essence of Lightning): %q", got)
	}
	// A hybrid card still fits either set.
	if got := deckreviewProblems(t, "1 Rhinar\n2 Agile Windup (red)\n", decks.Blitz, "CR 1.1.3"); len(got) > 0 {
		t.Errorf("a hybrid: %q", got)
	}
}

// CR 8.3 Ephemeral: a card with ephemeral is never part of a card-pool.
func TestReviewEphemeral(t *testing.T) {
	got := deckreviewProblems(t, "1 Arakni\n1 Fang Strike\n", decks.Blitz, "phemeral")
	if len(got) != 1 || !strings.Contains(got[0], "d.txt:2: Fang Strike") {
		t.Errorf("an ephemeral card: %q", got)
	}
}

// deckreviewUTF16 encodes s as UTF-16 with a byte-order mark, as Windows
// tools (Notepad's "Unicode", PowerShell 5's redirection) save text.
func deckreviewUTF16(s string, bigEndian bool) []byte {
	out := []byte{0xff, 0xfe}
	if bigEndian {
		out = []byte{0xfe, 0xff}
	}
	for _, u := range utf16.Encode([]rune(s)) {
		if bigEndian {
			out = append(out, byte(u>>8), byte(u))
		} else {
			out = append(out, byte(u), byte(u>>8))
		}
	}
	return out
}

// Line endings of every system, and text saved as UTF-16, read to the same
// deck with the same line numbers; a binary file is one error, not one a
// line.
func TestReviewEncodingsAndLineEndings(t *testing.T) {
	src := "1 Rhinar\n1 Bone Basher\n2 Dodge (blue)\n2 Dogde (blue)\n"
	for name, b := range map[string][]byte{
		"CRLF": []byte(strings.ReplaceAll(src, "\n", "\r\n")), "CR": []byte(strings.ReplaceAll(src, "\n", "\r")),
		"UTF-16LE": deckreviewUTF16(src, false), "UTF-16BE": deckreviewUTF16(src, true),
		"UTF-16LE CRLF": deckreviewUTF16(strings.ReplaceAll(src, "\n", "\r\n"), false),
	} {
		l, err := decks.Read("e.txt", b)
		les := decks.LineErrors(err)
		if l.Hero == nil || l.DeckSize() != 2 || l.ArenaSize() != 1 || len(les) != 1 || les[0].Line != 4 || !strings.Contains(les[0].Msg, "Dogde") {
			t.Errorf("%s: hero %v, %d deck-cards, %d arena-cards, errors %v", name, l.Hero, l.DeckSize(), l.ArenaSize(), err)
		}
	}
	// The error names the line of the first NUL byte.
	_, err := decks.Read("bin.txt", []byte("1 Rhinar\n\x00\x01\x02\x00\n\x00\x00\n"))
	if les := decks.LineErrors(err); len(les) != 1 || les[0].Line != 2 || !strings.Contains(les[0].Msg, "not a text file") {
		t.Errorf("binary file: %v", err)
	}
}

// The section headers of deck builders may carry a count or a colon.
func TestReviewHeadersWithCounts(t *testing.T) {
	l := deckreviewRead(t, "Hero\n1 Rhinar\nArena Cards (1):\n1 Bone Basher\nDeck cards (2)\n2 Dodge (blue)\nSideboard (2):\n2 Pack Hunt (red)\n")
	if l.Hero == nil || l.ArenaSize() != 1 || l.DeckSize() != 2 {
		t.Errorf("hero %v, arena %v, deck %v", l.Hero, l.Arena, l.Cards)
	}
}

// A card of the data with no deck-card or arena-card type (a reminder card,
// a placeholder) is no card of a card-pool (CR 1.3.2).
func TestReviewNeitherDeckNorArenaCard(t *testing.T) {
	for _, name := range []string{"Marked", "Dragons of Legend"} {
		got := deckreviewProblems(t, "1 Rhinar\n1 "+name+"\n", decks.Blitz, name)
		if len(got) != 1 || !strings.Contains(got[0], "d.txt:2: "+name+" is not a card a player brings") {
			t.Errorf("%s: %q", name, got)
		}
	}
}

// "an Assassin card", "a Warrior card".
func TestReviewArticles(t *testing.T) {
	got := deckreviewProblems(t, "1 Rhinar\n1 Widow Back Abdomen\n2 Ironsong Response (red)\n", decks.Blitz, "CR 1.1.3")
	if len(got) != 2 || !strings.Contains(got[0], "Widow Back Abdomen is an Assassin card") || !strings.Contains(got[1], "is a Warrior card") {
		t.Errorf("%q", got)
	}
}

// CR 1.1.3: a talent is a supertype like a class: a Light Warrior card fits
// Boltyn (Light Warrior), not Dorinthea (Warrior).
func TestReviewTalentSupertype(t *testing.T) {
	if got := deckreviewProblems(t, "1 Boltyn\n2 Banneret of Courage (yellow)\n", decks.Blitz, "CR 1.1.3"); len(got) > 0 {
		t.Errorf("Boltyn: %q", got)
	}
	got := deckreviewProblems(t, "1 Dorinthea, Quicksilver Prodigy\n2 Banneret of Courage (yellow)\n", decks.Blitz, "CR 1.1.3")
	if len(got) != 1 || !strings.Contains(got[0], "d.txt:2: Banneret of Courage (yellow) is a Light Warrior card: Dorinthea, Quicksilver Prodigy's card-pool holds only Warrior and generic cards") {
		t.Errorf("Dorinthea: %q", got)
	}
}

// CR 2.6.6: a card whose type box names a hero (a hero-metatype) fits only
// that hero's card-pool, though it has no supertype.
func TestReviewHeroMetatype(t *testing.T) {
	if got := deckreviewProblems(t, "1 Puffin\n1 Polly Cranka\n", decks.Blitz, "CR 2.6.6"); len(got) > 0 {
		t.Errorf("Puffin: %q", got)
	}
	got := deckreviewProblems(t, "1 Dash\n1 Polly Cranka\n", decks.Blitz, "CR 2.6.6", "CR 1.1.3")
	if len(got) != 1 || !strings.Contains(got[0], "d.txt:2: Polly Cranka is a Puffin card: only Puffin may have it (CR 2.6.6)") {
		t.Errorf("Dash: %q", got)
	}
}

// A line in another encoding says how to fix the file.
func TestReviewNotUTF8(t *testing.T) {
	_, err := decks.Read("l.txt", []byte("1 Rhinar\n2 D\xe9j\xe0 Vu\n"))
	if les := decks.LineErrors(err); len(les) != 1 || les[0].Line != 2 || !strings.Contains(les[0].Msg, "save the file as UTF-8") {
		t.Errorf("%v", err)
	}
}

// A count after a name works on the lines of an older export too, and a
// "Key: value" line is not taken for a card because it ends with a count.
func TestReviewCountAfterOnMetaLines(t *testing.T) {
	l := deckreviewRead(t, "Hero: Kayo\nWeapons: Mandible Claw x2\nEquipment: Ironhide Legs, Blossom of Spring\n")
	if l.Hero == nil || l.ArenaSize() != 4 || l.Arena[0].Count != 2 || l.Arena[0].Key() != "Mandible Claw" {
		t.Errorf("arena %v", l.Arena)
	}
}
