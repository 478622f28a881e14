package decks_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/decks"
)

// FuzzParse reads arbitrary text as a deck list and checks it in both
// formats: never a panic; every error names a line of the file and carries
// no control character; a list read without error is written back and read
// again to the same list.
//
//	go test ./decks -run '^$' -fuzz FuzzParse -fuzztime 2m
func FuzzParse(f *testing.F) {
	files, _ := filepath.Glob("testdata/*.txt")
	for _, p := range files {
		if b, err := os.ReadFile(p); err == nil {
			f.Add(b)
		}
	}
	for _, s := range []string{
		"", "\n", "1 Rhinar", "Hero: Rhinar\nWeapons: Dawnblade, Resplendent, Bone Basher,\nEquipment: ,,\n",
		"(3) Sink Below\n[2] Dodge (Blue)\n2x  Dodge ( blue )\n0 Dodge (blue)\n",
		"Deck build - via https://fabdb.net :\n\nTitle\nHero: Rhinar\n", "Format: \x1b[31m\n1 R\x1b]0;x\x07hinar\n",
		"\xef\xbb\xbf1 Rhinar\r\n99 Dodge (blue)\r\n", "1 Rhinar\n1 Rhinar\n2 Dorinthea\n", "Sideboard\n3 Dodge (blue)\nDeck cards\n1 Rhinar\n",
		"1 Rhinar # hero\n\xff\xfe\n" + strings.Repeat("9", 40) + " Dodge\n",
		"Format:#x\x1b[2J\nName:  a #b\n", "Deck build - via fabdb\n" + strings.Repeat("\x1b", 299) + "\n1 Rhinar\n",
		"x2 Dodge (blue)\nDodge (blue) x2\n1\u00a0Rhinar\u200b\n", "\xff\xfe1\x00 \x00R\x00\r\x00\n\x00", "1 Rhinar\r2 Dodge (blue)\rDeck cards (2):\r",
		"1 Dash I/O\n2 Evo Thruster (yellow)\n1 Polly Cranka\n2 Crow's Nest\n", "Hero: Kano\n2 Comet Storm // Shock (red)\n1 Fang Strike\n", "Weapons: Mandible Claw x2, Bone Basher x 0\nHero: Rhinar x2\n",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		l, err := decks.Read("f.txt", src)
		if l == nil {
			t.Fatalf("Read returned no list (error %v)", err)
		}
		lines := max(1, l.Lines)
		checkErrs := func(what string, err error) {
			if err == nil {
				return
			}
			les := decks.LineErrors(err)
			if len(les) == 0 || len(les) != strings.Count(err.Error(), "\n")+1 {
				t.Fatalf("%s: an error that is not a line error: %q", what, err)
			}
			for _, le := range les {
				if le.Line < 1 || le.Line > lines {
					t.Fatalf("%s: error on line %d of a %d-line file: %v", what, le.Line, lines, le)
				}
				for _, r := range le.Error() {
					if r < 0x20 || r == 0x7f || (r >= 0x80 && r < 0xa0) {
						t.Fatalf("%s: a control character %U in %q", what, r, le.Error())
					}
				}
			}
		}
		checkErrs("read", err)
		checkErrs("blitz", decks.Check(l, decks.Blitz))
		checkErrs("cc", decks.Check(l, decks.ClassicConstructed))
		checkErrs("auto", decks.Check(l, decks.FormatAuto))
		if err != nil {
			return
		}
		text := l.String()
		back, err := decks.Read("f.txt", []byte(text))
		if err != nil {
			t.Fatalf("written back, the list does not read: %v\n%s", err, text)
		}
		if back.String() != text {
			t.Fatalf("written back and read, the list changed:\n%s\nthen\n%s", text, back.String())
		}
	})
}
