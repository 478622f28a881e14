// Package rulebook is the rules of Flesh and Blood in our own words, in
// English and Japanese: an entry for every Comprehensive Rules (CR) number
// the engine cites, and for the sections, keywords and terms a learner
// looks up. It is never CR text: each entry is written for this project.
//
// The entries live in two text files, en.txt and ja.txt, and a building
// block's own in blocks/<block>.txt, both languages side by side
// (SplitBlock), all embedded in the binary. An entry is a block:
//
//	@ 7.3.2 Declaring defending cards
//	covers: 7.3.2a 7.3.2b 7.3.2c
//	see: 7.0.5 8.3.4
//	terms: declare defenders, block with
//	One paragraph of text, over as many lines as it takes.
//
// "covers" lists the sub-rules the entry explains too: a lookup of
// 7.3.2b finds 7.3.2, and only because it is listed (TestEveryCitedRule
// holds every number the engine cites to an entry or a "covers" line).
// "covers" and "see" are written once, in en.txt; ja.txt gives the
// title, terms and text of the same numbers.
//
// Japanese terms follow the official Japanese CR (the seeds of chapters 1
// and 5, RULES.md): 遅延誘発, 単発効果, 継続効果, 軽減効果, 反復イベント and
// 複合イベント are its words. Terms we could not confirm there, our best
// guess until checked against the official glossary: ブレードブレイク (Blade
// Break), バトルウォーン (Battleworn), 伝説 (Legendary), 威圧 (Intimidate),
// リプライズ (Reprise), テンパー (Temper), 秘術バリア (Arcane Barrier),
// スペルヴォイド (Spellvoid), エッセンス (Essence), ウォード (Ward),
// エフェメラル (Ephemeral), コンボ (Combo), 粉砕 (Crush), アースボンド (Earth
// Bond), ライトニングフロウ (Lightning Flow), クイッケン (Quicken),
// ルーンチャント (Runechant), 大地の化身 / 稲妻の化身 (the Embodiments),
// ブロック (Block), デミヒーロー (Demi-Hero), 矢筒 (Quiver), 防御ヒーロー
// (defending hero), 在庫 (inventory), 自己置換 / 特性置換 / 標準の置換 /
// 結果の置換 (the kinds of replacement), インライン誘発 / 常在誘発 (inline
// and static triggers), シールド (shield), レイヤー継続効果 / 常在継続効果.
package rulebook

import (
	"bufio"
	"embed"
	"fmt"
	"io/fs"
	"regexp"
	"slices"
	"strings"
	"sync"
	"unicode"

	xansi "github.com/charmbracelet/x/ansi"

	"github.com/rathe-tcg/rathe/tui/text"
)

//go:embed en.txt
var enText string

//go:embed ja.txt
var jaText string

// blockFiles are the entries of building blocks, one file a block
// (blocks/<block>.txt), English and Japanese side by side: an entry
// opened by "@ " is English, one opened by "@ja " its Japanese (see
// SplitBlock). A new block's entry goes there, not into en.txt and ja.txt.
//
//go:embed blocks
var blockFiles embed.FS

// SplitBlock splits a block file into its English and its Japanese text,
// each with the other language's lines left blank, so that an error's
// line number is the file's. "@ja " opens a Japanese entry, "@ " an
// English one.
func SplitBlock(src string) (en, ja string) {
	var e, j []string
	toJA := false
	for _, line := range strings.Split(src, "\n") {
		t := strings.TrimSpace(line)
		switch {
		case strings.HasPrefix(t, "@ja "):
			toJA, line = true, "@ "+strings.TrimPrefix(t, "@ja ")
		case strings.HasPrefix(t, "@ "):
			toJA = false
		}
		if toJA {
			e, j = append(e, ""), append(j, line)
		} else {
			e, j = append(e, line), append(j, "")
		}
	}
	return strings.Join(e, "\n"), strings.Join(j, "\n")
}

// Entry is one rule, section or keyword in our words.
type Entry struct {
	Number string // "7.3.2", a section "7.3", a chapter "7"
	Title  string
	Text   string
	Terms  []string // words a search finds it by
	See    []string // related rule numbers
	Covers []string // sub-rules it explains too ("7.3.2a")
}

// Book is the entries of one language.
type Book struct {
	Lang    text.Lang
	entries []*Entry
	byNum   map[string]*Entry
	covered map[string]*Entry // a covered sub-rule → its entry
}

var (
	once  sync.Once
	books map[text.Lang]*Book
	errs  error
)

func load() {
	en, err := Parse(enText, "en.txt", true)
	if err != nil {
		errs = err
		return
	}
	ja, err := Parse(jaText, "ja.txt", false)
	if err != nil {
		errs = err
		return
	}
	// The blocks' own files add their entries to both books.
	names, err := fs.Glob(blockFiles, "blocks/*.txt")
	if err != nil {
		errs = err
		return
	}
	for _, name := range names {
		src, err := blockFiles.ReadFile(name)
		if err != nil {
			errs = err
			return
		}
		enPart, jaPart := SplitBlock(string(src))
		eb, err := Parse(enPart, name, true)
		if err != nil {
			errs = err
			return
		}
		jb, err := Parse(jaPart, name, false)
		if err != nil {
			errs = err
			return
		}
		en.entries = append(en.entries, eb.entries...)
		ja.entries = append(ja.entries, jb.entries...)
	}
	if err := en.index(); err != nil {
		errs = fmt.Errorf("en.txt and blocks: %w", err)
		return
	}
	// The structure (covers, see) is English's; Japanese shares it.
	for _, e := range ja.entries {
		if src := en.byNum[e.Number]; src != nil {
			e.See, e.Covers = src.See, src.Covers
		}
	}
	if err := ja.index(); err != nil {
		errs = fmt.Errorf("ja.txt and blocks: %w", err)
		return
	}
	en.Lang, ja.Lang = text.EN, text.JA
	books = map[text.Lang]*Book{text.EN: en, text.JA: ja}
}

// For is the book of a language (English for an unknown one).
func For(lang text.Lang) *Book {
	once.Do(load)
	if errs != nil {
		// The embedded files are checked by the tests: a broken one is a
		// build that must not ship, never a user's input.
		panic(errs)
	}
	if b := books[lang]; b != nil {
		return b
	}
	return books[text.EN]
}

// Number is the shape of a CR number: a chapter, a section, a rule, a
// sub-rule ("7", "7.3", "7.3.2", "7.3.2a").
var Number = regexp.MustCompile(`^[1-9](\.[0-9]{1,2}(\.[0-9]{1,2}[a-z]?)?)?$`)

// Parse reads entries from the text of a book file (name for errors).
// structure says whether it may hold "covers" and "see" lines.
func Parse(src, name string, structure bool) (*Book, error) {
	b := &Book{}
	var cur *Entry
	var body []string
	flush := func() {
		if cur != nil {
			cur.Text = strings.Join(body, " ")
		}
		body = nil
	}
	sc := bufio.NewScanner(strings.NewReader(src))
	n := 0
	for sc.Scan() {
		n++
		line := strings.TrimSpace(sc.Text())
		bad := func(format string, args ...any) error {
			return fmt.Errorf("%s:%d: %s", name, n, fmt.Sprintf(format, args...))
		}
		switch {
		case line == "" || strings.HasPrefix(line, "#"):
			continue
		case strings.HasPrefix(line, "@ "):
			flush()
			num, title, _ := strings.Cut(strings.TrimPrefix(line, "@ "), " ")
			if !Number.MatchString(num) {
				return nil, bad("%q is not a rule number", num)
			}
			if strings.TrimSpace(title) == "" {
				return nil, bad("entry %s has no title", num)
			}
			cur = &Entry{Number: num, Title: strings.TrimSpace(title)}
			b.entries = append(b.entries, cur)
		case cur == nil:
			return nil, bad("text before the first entry")
		case strings.HasPrefix(line, "covers:"), strings.HasPrefix(line, "see:"):
			if !structure {
				return nil, bad("covers and see belong in en.txt")
			}
			key, list, _ := strings.Cut(line, ":")
			nums := strings.Fields(list)
			for _, x := range nums {
				if !Number.MatchString(x) {
					return nil, bad("%q is not a rule number", x)
				}
			}
			if key == "covers" {
				cur.Covers = nums
			} else {
				cur.See = nums
			}
		case strings.HasPrefix(line, "terms:"):
			for _, t := range strings.Split(strings.TrimPrefix(line, "terms:"), ",") {
				if t = strings.TrimSpace(t); t != "" {
					cur.Terms = append(cur.Terms, t)
				}
			}
		default:
			body = append(body, line)
		}
	}
	flush()
	for _, e := range b.entries {
		if e.Text == "" {
			return nil, fmt.Errorf("%s: entry %s has no text", name, e.Number)
		}
	}
	if err := b.index(); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return b, nil
}

// index builds the lookups and sorts the entries by number.
func (b *Book) index() error {
	slices.SortStableFunc(b.entries, func(x, y *Entry) int { return Compare(x.Number, y.Number) })
	b.byNum = map[string]*Entry{}
	b.covered = map[string]*Entry{}
	for _, e := range b.entries {
		if b.byNum[e.Number] != nil {
			return fmt.Errorf("entry %s twice", e.Number)
		}
		b.byNum[e.Number] = e
	}
	for _, e := range b.entries {
		for _, c := range e.Covers {
			if b.byNum[c] != nil {
				return fmt.Errorf("%s covers %s, which has an entry of its own", e.Number, c)
			}
			if o := b.covered[c]; o != nil {
				return fmt.Errorf("%s is covered by both %s and %s", c, o.Number, e.Number)
			}
			b.covered[c] = e
		}
	}
	return nil
}

// Entries lists every entry in rule order.
func (b *Book) Entries() []*Entry { return b.entries }

// Entry finds the entry of a number: its own, or the one that covers it.
func (b *Book) Entry(num string) (*Entry, bool) {
	if e := b.byNum[num]; e != nil {
		return e, true
	}
	e := b.covered[num]
	return e, e != nil
}

// Nearest finds the entry of num, or of its nearest parent that has one
// ("7.3.2b" → "7.3.2" → "7.3" → "7"); exact reports the first.
func (b *Book) Nearest(num string) (e *Entry, exact bool) {
	if e, ok := b.Entry(num); ok {
		return e, true
	}
	for p := Parent(num); p != ""; p = Parent(p) {
		if e, ok := b.Entry(p); ok {
			return e, false
		}
	}
	return nil, false
}

// Parent is the number one level up: "7.3.2b" → "7.3.2" → "7.3" → "7" → "".
func Parent(num string) string {
	if t := strings.TrimRight(num, "abcdefghijklmnopqrstuvwxyz"); t != num {
		return t
	}
	if i := strings.LastIndexByte(num, '.'); i >= 0 {
		return num[:i]
	}
	return ""
}

// Sections lists the chapters and their sections ("7", "7.3"), in order.
func (b *Book) Sections() []*Entry {
	var out []*Entry
	for _, e := range b.entries {
		if strings.Count(e.Number, ".") <= 1 {
			out = append(out, e)
		}
	}
	return out
}

// ranked is the matches of a query with their rank (Search).
func (b *Book) ranked(query string) []hit {
	q := strings.ToLower(strings.TrimSpace(query))
	if q == "" {
		return nil
	}
	rank := func(e *Entry) int {
		title := strings.ToLower(e.Title)
		switch {
		case title == q, strings.TrimPrefix(title, "the ") == q:
			return 6
		case len(e.Terms) > 0 && strings.ToLower(e.Terms[0]) == q:
			return 5
		}
		best := 0
		if strings.Contains(title, q) {
			best = 3
		}
		for _, t := range e.Terms {
			t = strings.ToLower(t)
			switch {
			case t == q:
				return 4
			case strings.Contains(t, q):
				best = max(best, 2)
			}
		}
		if best == 0 && strings.Contains(strings.ToLower(e.Text), q) {
			best = 1
		}
		return best
	}
	var hits []hit
	for _, e := range b.entries {
		if r := rank(e); r > 0 {
			hits = append(hits, hit{e, r})
		}
	}
	slices.SortStableFunc(hits, func(x, y hit) int { return y.r - x.r })
	return hits
}

type hit struct {
	e *Entry
	r int
}

// Search finds the entries whose title, terms or text hold the query (any
// case), best first: the title is the query, then the entry's first term
// (its own name), another term, a title or term that holds it, the text;
// in rule order within each.
func (b *Book) Search(query string) []*Entry {
	hits := b.ranked(query)
	out := make([]*Entry, len(hits))
	for i, h := range hits {
		out[i] = h.e
	}
	return out
}

// Find is Search with a verdict: one is the entry the query names, when
// there is one — the only match, or the only one whose title or a term is
// the query itself (better than every other) — else nil.
func (b *Book) Find(query string) (one *Entry, all []*Entry) {
	hits := b.ranked(query)
	all = b.Search(query)
	switch {
	case len(hits) == 1:
		return hits[0].e, all
	case len(hits) > 1 && hits[0].r >= 4 && hits[1].r < hits[0].r:
		return hits[0].e, all
	}
	return nil, all
}

// Compare orders rule numbers as the CR does: 1.9 < 1.10, 7.3.2 < 7.3.2a.
func Compare(a, b string) int {
	pa, pb := strings.Split(a, "."), strings.Split(b, ".")
	for i := 0; i < len(pa) && i < len(pb); i++ {
		na, sa := splitNum(pa[i])
		nb, sb := splitNum(pb[i])
		if na != nb {
			return na - nb
		}
		if c := strings.Compare(sa, sb); c != 0 {
			return c
		}
	}
	return len(pa) - len(pb)
}

func splitNum(s string) (int, string) {
	n, i := 0, 0
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		n = n*10 + int(s[i]-'0')
		i++
	}
	return n, s[i:]
}

// token is a run that may be a CR number in running text: "(1.14.3)",
// "CR 7.3.2, 8.3.4", "5.1.7-5.1.8".
var token = regexp.MustCompile(`[0-9][0-9a-z.]*`)

// Numbers lists the CR numbers in running text (at least one dot: "7.3",
// never "7"), each once, in the order they appear.
func Numbers(s string) []string {
	var out []string
	for _, t := range token.FindAllString(s, -1) {
		num := strings.TrimRight(t, ".")
		if strings.Contains(num, ".") && Number.MatchString(num) && !slices.Contains(out, num) {
			out = append(out, num)
		}
	}
	return out
}

// Cited lists the rule numbers in s that lead to an entry of b, exactly or
// through a parent.
func (b *Book) Cited(s string) []string {
	var out []string
	for _, num := range Numbers(s) {
		if e, _ := b.Nearest(num); e != nil {
			out = append(out, num)
		}
	}
	return out
}

// NoLineStart are the characters a line never begins with (Japanese
// kinsoku, and closing punctuation in English): each is glued to the
// character before it, and the line breaks before both.
const NoLineStart = "、。，．・：；？！）」』】〕》ー,.;:!?)" +
	// and the small kana (ぁ…ゎ, ァ…ヶ), written as escapes: the words of
	// the game, not these marks, live in the language files.
	"\u3041\u3043\u3045\u3047\u3049\u3063\u3083\u3085\u3087\u308e\u30a1\u30a3\u30a5\u30a7\u30a9\u30c3\u30e3\u30e5\u30e7\u30ee\u30f5\u30f6"

// NoLineEnd are the opening marks a Japanese line never ends with
// (kinsoku): each is glued to what follows it.
const NoLineEnd = "（「『【〔《"

// Wrap wraps s to lines of at most width cells. English breaks at spaces;
// Japanese (two cells a character) between any two characters, but never
// before its closing punctuation; a word of Latin letters or digits inside
// Japanese text is kept whole. The space at a break is dropped: a line
// that starts with one reads as indented. A piece wider than the line
// alone (a long word, a character with its closing marks on a very
// narrow line) is left whole, wider than width: callers that must hold
// the width break it (the tui's wrapLines, the commands' printUnder).
func Wrap(s string, width int) []string {
	width = max(1, width)
	var units []string // unbreakable pieces; " " marks a break at a space
	var word strings.Builder
	open := "" // opening marks waiting for what follows them
	flushWord := func() {
		if word.Len() > 0 {
			units = append(units, word.String())
			word.Reset()
		}
	}
	for _, r := range s {
		if open != "" && !strings.ContainsRune(NoLineEnd, r) && r != ' ' && r != '\n' && r != '\t' {
			// What follows an opening mark starts with it.
			flushWord()
			word.WriteString(open)
			open = ""
			if xansi.StringWidth(string(r)) > 1 && !strings.ContainsRune(NoLineStart, r) {
				word.WriteRune(r)
				flushWord()
				continue
			}
		}
		switch {
		case strings.ContainsRune(NoLineEnd, r):
			flushWord()
			open += string(r)
		case r == ' ' || r == '\n' || r == '\t':
			flushWord()
			if open != "" {
				units = append(units, open)
				open = ""
			}
			units = append(units, " ")
		case strings.ContainsRune(NoLineStart, r):
			// Glued to what comes before it. A Japanese mark ends the
			// word it closes: a Latin word after "。" may start a line.
			if word.Len() > 0 {
				word.WriteRune(r)
				if xansi.StringWidth(string(r)) > 1 {
					flushWord()
				}
			} else if n := len(units); n > 0 && units[n-1] != " " {
				units[n-1] += string(r)
			} else {
				units = append(units, string(r))
			}
		case xansi.StringWidth(string(r)) > 1:
			if w := word.String(); w != "" && w[len(w)-1] >= '0' && w[len(w)-1] <= '9' && !unicode.Is(unicode.Hiragana, r) {
				// A number keeps the counter or unit after it (a kanji
				// or katakana, not a particle): "1枚", "20ダメージ"
				// never break as "1" / "枚"; "+1" / "を得る" may.
				word.WriteRune(r)
				flushWord()
				continue
			}
			flushWord()
			units = append(units, string(r))
		default:
			word.WriteRune(r)
		}
	}
	flushWord()
	if open != "" {
		units = append(units, open)
	}
	var lines []string
	var line strings.Builder
	w := 0
	for _, u := range units {
		uw := xansi.StringWidth(u)
		if u == " " {
			if w > 0 && w+1 <= width {
				line.WriteString(" ")
				w++
			}
			continue
		}
		if w > 0 && w+uw > width {
			lines = append(lines, strings.TrimRight(line.String(), " "))
			line.Reset()
			w = 0
		}
		line.WriteString(u)
		w += uw
	}
	if w > 0 {
		lines = append(lines, strings.TrimRight(line.String(), " "))
	}
	return lines
}
