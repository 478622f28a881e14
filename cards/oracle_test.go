package cards_test

import (
	"errors"
	"io/fs"
	"reflect"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/cards"
	"github.com/rathe-tcg/rathe/cards/carddata"
	"github.com/rathe-tcg/rathe/cards/internal/dataset"
	"github.com/rathe-tcg/rathe/rules"
)

// The oracle: the card data's printed text is the reference a definition
// is written from, so every number printed in a card's text must be a
// number its definition carries, and every number the definition carries
// must be printed (1 aside: "a card", "a token", "a counter" print it as
// a word). The printed stats (cost, pitch, power, defense, life,
// intellect) are facts the definition takes from the data, so they are
// left out on both sides. The printed keywords are the embedded ones
// (TestPrintedKeywords compares those with the definitions) and each
// keyword the card grants is one its definition gives. The text is read
// from ../shared/carddata, never copied into the project; without it the
// test skips.

const sharedCards = "../../shared/carddata/cards.jsonl"

// printedCard is what the oracle reads of the data: the rules text and
// the keywords.
type printedCard struct {
	Name     string   `json:"name"`
	Color    string   `json:"color"`
	Text     string   `json:"functional_text_plain"`
	Keywords []string `json:"card_keywords"`
	Granted  []string `json:"granted_keywords"`
}

// readPrinted reads the data of the cards the pool implements, by key;
// ok is false when the data is not beside the repository.
func readPrinted(t *testing.T) (map[string]printedCard, bool) {
	want := map[string]string{}
	for _, key := range cards.Keys() {
		want[strings.ToLower(key)] = key
	}
	out := map[string]printedCard{}
	err := dataset.Each(sharedCards, func(c printedCard) (string, string) { return c.Name, c.Color }, func(_ int, c printedCard) error {
		k := c.Name
		if c.Color != "" {
			k += " (" + strings.ToLower(c.Color) + ")"
		}
		if key, ok := want[strings.ToLower(k)]; ok {
			out[key] = c
		}
		return nil
	})
	if errors.Is(err, fs.ErrNotExist) {
		return nil, false
	}
	if err != nil {
		t.Fatal(err)
	}
	return out, true
}

var (
	// resourceRun is a run of resource symbols: "{r}{r}" is 2 (CR 1.14.1).
	resourceRun = regexp.MustCompile(`(\{r\})+`)
	digits      = regexp.MustCompile(`\d+`)
	ordinals    = regexp.MustCompile(`(?i)\b(first|second|third|fourth)\b`)
)

var ordinalValue = map[string]int{"first": 1, "second": 2, "third": 3, "fourth": 4}

// printedNumbers lists the numbers of a card's printed text, 0 left out
// ("cost 0" is a bound the definition says with a flag): digits, runs of
// {r}, and ordinals ("the second time"). The card's own name is taken
// out first: a name is not a number of its rules.
func printedNumbers(name, text string) []int {
	text = strings.ReplaceAll(text, name, "")
	var out []int
	for _, m := range resourceRun.FindAllString(text, -1) {
		out = append(out, strings.Count(m, "{r}"))
	}
	for _, m := range digits.FindAllString(text, -1) {
		if n, err := strconv.Atoi(m); err == nil && n != 0 {
			out = append(out, n)
		}
	}
	for _, m := range ordinals.FindAllString(text, -1) {
		out = append(out, ordinalValue[strings.ToLower(m)])
	}
	return out
}

// printedStats are the fields of a card the data gives as facts, and what
// is not its rules: left out of definedNumbers.
var printedStats = []string{"Name", "Color", "Pitch", "Cost", "Power", "Defense", "Life", "Intellect", "Props", "Types", "Subtypes",
	"Classes", "Keywords", "Moniker", "Specialization", "Essence", "Hybrid", "XCost", "Tokens"}

// notNumbers are fields that hold an index or an enumeration, not a
// number of the card's text: which mode an ability belongs to, which grant
// an effect gives.
var notNumbers = []string{"Mode", "Grant", "Ability"}

// definedNumbers walks a definition and lists the numbers it carries:
// every signed integer of its abilities, effects, conditions' parameters
// and trigger conditions, as a magnitude ("costs {r} less" is -1), 0 left
// out. Unsigned fields are sets and enumerations (keywords, zones, kinds),
// functions are not data, and a card an effect names (a token) is its own
// definition.
func definedNumbers(c *rules.Card) []int {
	var out []int
	seen := map[uintptr]bool{}
	cardType := reflect.TypeFor[*rules.Card]()
	var walk func(v reflect.Value)
	walk = func(v reflect.Value) {
		switch v.Kind() {
		case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
			if n := v.Int(); n != 0 {
				out = append(out, int(max(n, -n)))
			}
		case reflect.Pointer:
			if v.IsNil() || v.Type() == cardType || seen[v.Pointer()] {
				return
			}
			seen[v.Pointer()] = true
			walk(v.Elem())
		case reflect.Interface:
			if !v.IsNil() {
				walk(v.Elem())
			}
		case reflect.Slice, reflect.Array:
			for i := 0; i < v.Len(); i++ {
				walk(v.Index(i))
			}
		case reflect.Map: // Card.Numbered: N by keyword bit (the key is a set)
			for _, k := range v.MapKeys() {
				walk(v.MapIndex(k))
			}
		case reflect.Struct:
			for i := 0; i < v.NumField(); i++ {
				if f := v.Type().Field(i); f.IsExported() && !slices.Contains(notNumbers, f.Name) {
					walk(v.Field(i))
				}
			}
		}
	}
	v := reflect.ValueOf(*c)
	for i := 0; i < v.NumField(); i++ {
		if f := v.Type().Field(i); f.IsExported() && !slices.Contains(printedStats, f.Name) {
			walk(v.Field(i))
		}
	}
	return out
}

// oracle lists how a definition's numbers differ from its printed text's.
func oracle(c *rules.Card, text string) []string {
	printed, defined := printedNumbers(c.Name, text), definedNumbers(c)
	var diffs []string
	for _, n := range uniq(printed) {
		if !slices.Contains(defined, n) {
			diffs = append(diffs, "prints "+strconv.Itoa(n)+", which its definition does not carry")
		}
	}
	for _, n := range uniq(defined) {
		if n != 1 && !slices.Contains(printed, n) {
			diffs = append(diffs, "its definition carries "+strconv.Itoa(n)+", which the card does not print")
		}
	}
	return diffs
}

func uniq(ns []int) []int {
	out := slices.Clone(ns)
	slices.Sort(out)
	return slices.Compact(out)
}

// TestOracleNumbersAndKeywords runs the oracle over every implemented
// card.
func TestOracleNumbersAndKeywords(t *testing.T) {
	data, ok := readPrinted(t)
	if !ok {
		t.Skip("no ../shared/carddata beside the repository: the oracle needs the printed text")
	}
	for _, key := range cards.Keys() {
		c := cards.MustLookup(key)
		p, ok := data[key]
		if !ok {
			t.Errorf("%s: not in %s", key, sharedCards)
			continue
		}
		for _, d := range oracle(c, p.Text) {
			t.Errorf("%s: %s", key, d)
		}
		name, color := cards.SplitKey(key)
		if e, _ := carddata.Lookup(name, color); !slices.Equal(e.Keywords, p.Keywords) {
			t.Errorf("%s: the embedded keywords %q are not the data's %q: go generate ./cards/catalog", key, e.Keywords, p.Keywords)
		}
		for _, word := range p.Granted {
			k, _, ok := rules.LookupKeyword(word)
			if ok && k.Kind == rules.KeywordEffect {
				// An effect keyword in a granted ability ("... you may
				// wager a Gold token"): an effect of that ability, which
				// TestPrintedKeywords finds, not a keyword the card gives.
				continue
			}
			if !ok || k.Bit == 0 {
				t.Errorf("%s: grants %q, which is not a keyword ability of rules.KeywordTable", key, word)
				continue
			}
			if !c.Keywords.Has(k.Bit) && !mentions(c, func(v reflect.Value) bool {
				return v.Type() == reflect.TypeFor[rules.Keywords]() && rules.Keywords(v.Uint()).Has(k.Bit)
			}) {
				t.Errorf("%s: the card gives %q; its definition does not", key, word)
			}
		}
	}
}

// The test of the test: a definition with a wrong number fails the oracle
// on the card's real text, in both directions, and the right one passes.
func TestOracleFailsABrokenDefinition(t *testing.T) {
	data, ok := readPrinted(t)
	if !ok {
		t.Skip("no ../shared/carddata beside the repository")
	}
	const key = "Sizzle (red)"
	right := cards.MustLookup(key)
	if d := oracle(right, data[key].Text); len(d) > 0 {
		t.Fatalf("%s as defined: %v", key, d)
	}
	broken := *right
	broken.Resolve = slices.Clone(right.Resolve)
	for i, e := range broken.Resolve {
		if n, ok := e.(rules.NextAttack); ok {
			n.Power++ // the yellow's number on the red card
			broken.Resolve[i] = n
		}
	}
	d := oracle(&broken, data[key].Text)
	if len(d) != 2 {
		t.Errorf("%s with +1 power too many: the oracle says %v, want the printed number missing and the defined one not printed", key, d)
	}
}
