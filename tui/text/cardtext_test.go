package text_test

import (
	"bufio"
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/cards"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/tui/text"
)

var textLangs = []text.Lang{text.EN, text.JA}

// textHasAbilities reports whether a definition gives a card anything to
// say beyond its stats.
func textHasAbilities(c *rules.Card) bool {
	return c.Keywords != 0 || c.Specialization != "" || c.XCost || c.PlayIf != nil || len(c.AddCosts) > 0 ||
		len(c.OptCosts) > 0 || c.Alt != nil || c.Target != nil || len(c.Modes) > 0 || len(c.Resolve) > 0 ||
		len(c.Triggers) > 0 || len(c.Activated) > 0 || len(c.Statics) > 0 || len(c.Grants) > 0
}

// Every shipped card renders in both languages with words for every code:
// a code without words is a visible "[code]" and fails here.
func TestCardTextEveryCard(t *testing.T) {
	keys := cards.Keys()
	if len(keys) == 0 {
		t.Fatal("no cards")
	}
	for _, lang := range textLangs {
		w := text.Words{Lang: lang}
		for _, key := range keys {
			c := cards.MustLookup(key)
			lines, unknown := w.CardTextCheck(c)
			if len(unknown) > 0 {
				t.Errorf("%s %s: no words for %q, or words for other parameters (phrase%s in tui/text/cardtext_phrases.go)", lang, key, unknown, strings.ToUpper(string(lang)))
			}
			if textHasAbilities(c) && len(lines) == 0 {
				t.Errorf("%s %s: has abilities but no text", lang, key)
			}
			for _, l := range lines {
				if strings.Contains(l, "[") || strings.TrimSpace(l) == "" || strings.Contains(l, "%!") {
					t.Errorf("%s %s: bad line %q", lang, key, l)
				}
			}
			if testing.Verbose() {
				t.Logf("%s %s: %s", lang, key, strings.Join(lines, " / "))
			}
		}
	}
}

// The two tables know the same codes, so a code added in one language
// only fails the card walk until the other follows.
func TestCardTextUnknownCodeIsVisible(t *testing.T) {
	c := &rules.Card{Name: "Synthetic", Resolve: []rules.Effect{textNoSuchEffect{}, rules.Draw{N: 2}}}
	for _, lang := range textLangs {
		lines, unknown := text.Words{Lang: lang}.CardTextCheck(c)
		if !slices.Equal(unknown, []string{"no-such-code"}) {
			t.Errorf("%s: unknown = %q", lang, unknown)
		}
		if len(lines) != 1 || !strings.Contains(lines[0], "[no-such-code]") {
			t.Errorf("%s: lines %q should show [no-such-code]", lang, lines)
		}
	}
}

type textNoSuchEffect struct{}

func (textNoSuchEffect) Do(*rules.Game, *rules.Ctx) {}
func (textNoSuchEffect) Text() rules.Text           { return rules.T("no-such-code", 1) }

// A code said with parameters of another type than its words take is a
// visible "[code]" and reported, never words built from zero values: a
// number where the words read a GainLife, a GainLife where they read
// nothing, two values where they read one.
func TestCardTextWrongParametersAreVisible(t *testing.T) {
	for _, tc := range []struct {
		said rules.Text
		code string
	}{
		{rules.T("gain-life", 3), "gain-life"},
		{rules.T("destroy-self", rules.GainLife{N: 3}), "destroy-self"},
		{rules.T("deal-damage", rules.DealDamage{N: 1}, rules.DealDamage{N: 2}), "deal-damage"},
		{rules.T("draw", rules.GainLife{N: 1}), "draw"},
	} {
		c := &rules.Card{Name: "Synthetic", Resolve: []rules.Effect{textSays{tc.said}}}
		for _, lang := range textLangs {
			lines, unknown := text.Words{Lang: lang}.CardTextCheck(c)
			if len(unknown) != 1 || !strings.HasPrefix(unknown[0], tc.code+" (said with ") {
				t.Errorf("%s %v: unknown = %q", lang, tc.said, unknown)
			}
			if len(lines) != 1 || !strings.Contains(lines[0], "["+tc.code+"]") {
				t.Errorf("%s %v: lines %q should show [%s]", lang, tc.said, lines, tc.code)
			}
		}
	}
	// The right type renders.
	c := &rules.Card{Name: "Synthetic", Resolve: []rules.Effect{textSays{rules.T("gain-life", rules.GainLife{N: 3})}}}
	if lines, unknown := (text.Words{Lang: text.EN}).CardTextCheck(c); len(unknown) > 0 || !slices.Equal(lines, []string{"Gain 3 life."}) {
		t.Errorf("lines %q, unknown %q", lines, unknown)
	}
}

// textSays is an effect that says what it is told.
type textSays struct{ t rules.Text }

func (textSays) Do(*rules.Game, *rules.Ctx) {}
func (e textSays) Text() rules.Text         { return e.t }

func textLines(t *testing.T, lang text.Lang, key string) string {
	t.Helper()
	lines, unknown := text.Words{Lang: lang}.CardTextCheck(cards.MustLookup(key))
	if len(unknown) > 0 {
		t.Fatalf("%s %s: unknown codes %q", lang, key, unknown)
	}
	return strings.Join(lines, "\n")
}

// What the text says is what the definition does: parameters show.
func TestCardTextSaysWhatTheEngineDoes(t *testing.T) {
	for _, tc := range []struct {
		key    string
		lang   text.Lang
		want   []string
		absent []string
	}{
		{"Sharpen Steel (red)", text.EN, []string{"Go again", "Your next weapon attack this turn gets +3 power."}, []string{"sword"}},
		// CR 1.4.3e example: 「あなたの次の武器の攻撃は」.
		{"Sharpen Steel (red)", text.JA, []string{"続行", "このターン、あなたの次の武器の攻撃はパワー+3を得る。"}, []string{"武器攻撃"}},
		{"Visit the Blacksmith (blue)", text.EN, []string{"Your next sword attack this turn gets +1 power."}, []string{"weapon"}},
		{"On a Knife Edge (yellow)", text.EN, []string{"sword attack", "gets go again"}, []string{"power"}},
		{"Alpha Rampage (red)", text.EN, []string{"Additional cost to play this: Discard a random card.", "When this attacks, intimidate"}, nil},
		{"Alpha Rampage (red)", text.JA, []string{"ランダムに捨てる", "これが攻撃したとき、威圧する"}, nil},
		{"In the Swing (red)", text.EN, []string{"Play this only if you have attacked with weapons 2 or more times this turn.", "Target: a weapon attack."}, nil},
		{"In the Swing (red)", text.JA, []string{"武器で2回以上攻撃した場合のみプレイできる"}, nil},
		{"Ironsong Response (red)", text.EN, []string{"reprise", "the target attack gets +3 power"}, nil},
		{"Beast Mode (red)", text.EN, []string{"While you have intimidated this turn, this has +2 power."}, nil},
		{"Ironrot Helm", text.EN, []string{"Blade Break"}, nil},
		{"Ironrot Helm", text.JA, []string{"ブレードブレイク"}, nil},
		{"Gallantry Gold", text.EN, []string{"Battleworn", "Action — 1 resource, destroy this: Each weapon attack of yours this turn gets +1 power. Go again."}, []string{"Once per turn"}},
		{"Bone Basher", text.EN, []string{"Once per turn Action — 2 resources: Attack with this"}, nil},
		// CR 5.2.1 and its example: 「ターン1アクション ― 」.
		{"Bone Basher", text.JA, []string{"ターン1アクション ― リソースポイント2点: これで攻撃する"}, []string{"1ターンに1回"}},
		// A cost limit comes before the noun (CR 5.1.2a example).
		{"Captain's Call (red)", text.JA, []string{"あなたが次にプレイするコストが2以下の攻撃・アクションカードは"}, nil},
		// An optional trigger conjugates its verb (CR 5.4.7b example) and a
		// sequence joins its clauses with the continuative form.
		{"Hala Goldenhelm", text.JA, []string{"これが裏向きで格納庫にある間、あなたのターンの開始時、これを表向きにしてもよい", "これを追放し(CR 8.5.1)、その後"}, []string{"次を行ってもよい"}},
		{"Quicken", text.JA, []string{"これを破壊し、その後その攻撃は続行を得る。"}, nil},
		{"Sigil of Solace (blue)", text.EN, []string{"Gain 1 life."}, nil},
	} {
		got := textLines(t, tc.lang, tc.key)
		for _, w := range tc.want {
			if !strings.Contains(got, w) {
				t.Errorf("%s %s: want %q in\n%s", tc.lang, tc.key, w, got)
			}
		}
		for _, w := range tc.absent {
			if strings.Contains(got, w) {
				t.Errorf("%s %s: %q should not be in\n%s", tc.lang, tc.key, w, got)
			}
		}
	}
	// A vanilla card has no text at all: nothing invented.
	for _, lang := range textLangs {
		if got := textLines(t, lang, "Muscle Mutt (yellow)"); got != "" {
			t.Errorf("%s: a vanilla attack has text %q", lang, got)
		}
	}
}

// Modes, optional and alternative costs, nested and granted abilities on
// a synthetic card: each part shows, with its numbers.
func TestCardTextStructure(t *testing.T) {
	c := &rules.Card{Name: "Synthetic", Specialization: "Rhinar", Keywords: rules.GoAgain | rules.Dominate,
		MinModes: 1, MaxModes: 2,
		Modes: []rules.Mode{
			{Effects: []rules.Effect{rules.Draw{N: 2}}},
			{Target: &rules.TargetSpec{Kind: rules.TargetOpposingHero}, Effects: []rules.Effect{rules.DealDamage{N: 1}}},
		},
		OptCosts: []rules.CostEffect{rules.DiscardCost{}},
		Alt:      &rules.AltCost{Resource: 0, Effects: []rules.CostEffect{rules.RevealCost{Max: 1}}},
		Resolve: []rules.Effect{rules.IfPaid{I: 0, Then: []rules.Effect{rules.May{Then: []rules.Effect{rules.GainLife{N: 4}}}}},
			rules.NextAttack{Filter: rules.AttackFilter{ActionCard: true, Classes: rules.Brute}, Grant: 1}},
		Grants: []rules.Grant{{Trigger: &rules.Trigger{When: rules.WhenThisHits, Effects: []rules.Effect{rules.Draw{N: 1}}}}},
	}
	en, unknown := text.Words{Lang: text.EN}.CardTextCheck(c)
	if len(unknown) > 0 {
		t.Fatalf("unknown %q", unknown)
	}
	got := strings.Join(en, "\n")
	for _, w := range []string{
		"Rhinar Specialization, Go again, Dominate",
		"Choose 1 or 2",
		"Mode 1. Draw 2 cards.",
		"Mode 2. target an opposing hero: Deal 1 damage to the opposing hero.",
		"Optional additional cost: Discard a card.",
		"Alternative cost: instead of its cost, you may pay 0 resources and reveal a card from hand that costs 1 or less.",
		`If "discard a card" was paid, you may gain 4 life.`,
		`Your next Brute attack action card this turn gains "When this hits, draw a card."`,
	} {
		if !strings.Contains(got, w) {
			t.Errorf("want %q in\n%s", w, got)
		}
	}
	if strings.Contains(got, "Ability it can give") {
		t.Errorf("a referenced grant is listed again:\n%s", got)
	}
	ja, unknown := text.Words{Lang: text.JA}.CardTextCheck(c)
	if len(unknown) > 0 || !strings.Contains(strings.Join(ja, "\n"), "Rhinar特化") {
		t.Errorf("JA: unknown %q, lines %q", unknown, ja)
	}
}

// Every keyword, type, subtype and class the engine knows has a Japanese
// name (a new one fails here rather than showing "[Word]").
func TestCardTextJapaneseNames(t *testing.T) {
	w := text.Words{Lang: text.JA}
	all := func(names []string) {
		for _, n := range names {
			if strings.HasPrefix(n, "[") {
				t.Errorf("no Japanese for %s", n)
			}
		}
	}
	all(w.KeywordNames(^rules.Keywords(0)))
	all(w.TypeNames(^rules.Types(0)))
	all(w.SubtypeNames(^rules.Subtypes(0)))
	all(w.ClassNames(^rules.Classes(0)))
	if got := w.TypeLine(cards.MustLookup("Alpha Rampage (red)")); got != "ブルート・アクション - 攻撃" {
		t.Errorf("type line %q", got)
	}
	if got := (text.Words{Lang: text.EN}).TypeLine(cards.MustLookup("Dawnblade, Resplendent")); got != "Warrior Weapon - Sword 2H" {
		t.Errorf("type line %q", got)
	}
}

// The renderer reads these fields of a definition. A new field in one of
// these structs fails this test until cardtext.go says it (or it is added
// here as having no words, with the reason).
func TestCardTextKnowsEveryField(t *testing.T) {
	known := map[reflect.Type][]string{
		// Tokens lists token definitions for the setup; create-token says them.
		reflect.TypeFor[rules.Card](): {"Tokens", "Name", "Color", "Pitch", "Cost", "Power", "Defense", "Life", "Intellect", "Props", "Types",
			"Subtypes", "Classes", "Keywords", "Moniker", "Specialization", "XCost", "Modes", "MinModes", "MaxModes", "Target",
			"AddCosts", "OptCosts", "Alt", "PlayIf", "Resolve", "Triggers", "Activated", "Statics", "Grants", "AttackStatics", "Replacements", "CostStatics",
			"Essence", "Spellvoid", "Numbered", // said with the keywords
			"Hybrid",                // the type line's supertype sets
			"DefenseStar",           // the stats line's "*" (cards show, the board)
			"WeaponZones", "Owned"}, // a hero's, said first (rules/owned.go)
		reflect.TypeFor[rules.OwnedStatic](): {"Filter", "Power", "Except"},
		// When is the trigger condition: the engine matches it and its
		// words are derived from it (rules.When.Text).
		reflect.TypeFor[rules.Trigger]():    {"When", "Where", "FaceUp", "FaceDown", "Effects", "Optional", "Mode", "State"},
		reflect.TypeFor[rules.When]():       {"Event", "Of", "To", "Filter", "MinPower", "Nth", "If"},
		reflect.TypeFor[rules.Activated]():  {"Type", "Cost", "Once", "Attack", "EffCosts", "If", "Target", "Effects", "GoAgain"},
		reflect.TypeFor[rules.Static]():     {"If", "Power", "Defense", "Grants", "Per", "Defenders"},
		reflect.TypeFor[rules.CostStatic](): {"If", "Delta", "WeaponAttacks", "Subtypes"},
		reflect.TypeFor[rules.Grant]():      {"Trigger", "Static", "Text"},
		reflect.TypeFor[rules.Mode]():       {"Effects", "Target"},
		reflect.TypeFor[rules.TargetSpec](): {"Kind", "Filter", "Yours"},
		reflect.TypeFor[rules.AltCost]():    {"Resource", "Effects"},
		reflect.TypeFor[rules.Condition]():  {"Code", "Test", "Params"},
		reflect.TypeFor[rules.AttackFilter](): {"Weapon", "ActionCard", "Subtypes", "Classes", "Name", "AnySubtypes", "Moniker",
			"MinCost", "MaxCost", "HasMaxCost"},
	}
	for typ, names := range known {
		for i := 0; i < typ.NumField(); i++ {
			if f := typ.Field(i); f.IsExported() && !slices.Contains(names, f.Name) {
				t.Errorf("rules.%s.%s is new: render it in tui/text/cardtext.go and list it here", typ.Name(), f.Name)
			}
		}
	}
}

// The rendered text is our own words: no sentence of a card's printed
// text (40 characters or more, as ../shared/tools/pasted-text counts)
// appears in it. Skips when ../shared is absent.
func TestCardTextIsNotThePrintedText(t *testing.T) {
	f, err := os.Open("../../../shared/carddata/cards.jsonl")
	if err != nil {
		t.Skipf("no ../shared card data: %v", err)
	}
	defer f.Close()
	norm := func(s string) string {
		s = regexp.MustCompile("[\\\\\"'\u2018\u2019\u201c\u201d`]").ReplaceAllString(s, "")
		return strings.ToLower(strings.Join(strings.Fields(s), " "))
	}
	split := regexp.MustCompile(`\n|[.!?]\s`)
	var pieces []string
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for sc.Scan() {
		var rec struct {
			Text string `json:"functional_text_plain"`
		}
		if json.Unmarshal(sc.Bytes(), &rec) != nil {
			continue
		}
		for _, p := range split.Split(rec.Text, -1) {
			if p = norm(p); len(p) >= 40 {
				pieces = append(pieces, p)
			}
		}
	}
	for _, key := range cards.Keys() {
		got := norm(strings.Join(text.Words{Lang: text.EN}.CardText(cards.MustLookup(key)), " "))
		for _, p := range pieces {
			if strings.Contains(got, p) {
				t.Errorf("%s: the rendered text repeats printed text %q", key, p)
				break
			}
		}
	}
}

// Every code the building blocks and card definitions can say — T("..."),
// Condition Code and Trigger Cond literals and TriggerCond constants in
// rules/ and cards/ — has words in both languages, used by a card yet or
// not.
func TestCardTextKnowsEveryCodeInTheSource(t *testing.T) {
	re := regexp.MustCompile(`(?:\bT\(|\bCode:\s*|\bCond:\s*|\bTriggerCond\s*=\s*)"([a-z0-9-]+)"`)
	var files []string
	for _, glob := range []string{"../../rules/*.go", "../../cards/*.go"} {
		fs, err := filepath.Glob(glob)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, fs...)
	}
	seen := map[string]bool{}
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range re.FindAllStringSubmatch(string(b), -1) {
			seen[m[1]] = true
		}
	}
	if len(seen) < 20 {
		t.Fatalf("found only %d codes: is the source where this test looks?", len(seen))
	}
	for code := range seen {
		for _, lang := range textLangs {
			if !(text.Words{Lang: lang}).KnowsCode(code) {
				t.Errorf("%s: no words for %q", lang, code)
			}
		}
	}
}

// The English and Japanese tables know the same codes.
func TestCardTextTablesAgree(t *testing.T) {
	en, ja := text.Words{Lang: text.EN}, text.Words{Lang: text.JA}
	for _, code := range text.CardTextCodes() {
		if !en.KnowsCode(code) || !ja.KnowsCode(code) {
			t.Errorf("%q: en %v, ja %v", code, en.KnowsCode(code), ja.KnowsCode(code))
		}
	}
}

// The remaining shapes of a definition render without holes in both
// languages: X costs, state triggers, zones, activation conditions,
// unconditional statics, grants no effect refers to, the alternative cost.
func TestCardTextEveryShape(t *testing.T) {
	c := &rules.Card{Name: "Synthetic", XCost: true, PlayIf: rules.Intimidated,
		Alt:     &rules.AltCost{Resource: 1, Effects: []rules.CostEffect{rules.DiscardRandomCost{}}},
		Target:  &rules.TargetSpec{Kind: rules.TargetAnyHero},
		Resolve: []rules.Effect{rules.IfPaid{I: 7, Then: []rules.Effect{rules.CloseChain{}}}},
		Triggers: []rules.Trigger{
			{State: &rules.Condition{Code: "intimidated-this-turn"}, Effects: []rules.Effect{rules.Draw{N: 1}}},
			{When: rules.WhenYourTurnStarts, Where: rules.ZoneArsenal, FaceDown: true, Optional: true, Effects: []rules.Effect{rules.TurnFaceUp{}}},
			{When: rules.WhenThisAttacks, Mode: 9, Effects: []rules.Effect{rules.GainLife{N: 2}}},
		},
		Activated: []rules.Activated{{Type: rules.Instant, Cost: 3, Once: true, Attack: true, GoAgain: true, If: rules.WeaponAttacksAtLeast(3)}},
		Statics:   []rules.Static{{Power: 1, Grants: rules.Dominate}},
		Grants:    []rules.Grant{{Static: &rules.Static{If: rules.Defending, Defense: 2}}},
	}
	for _, lang := range textLangs {
		lines, unknown := text.Words{Lang: lang}.CardTextCheck(c)
		got := strings.Join(lines, "\n")
		if len(unknown) > 0 || strings.Contains(got, "[") || strings.Contains(got, "%!") {
			t.Errorf("%s: unknown %q in\n%s", lang, unknown, got)
		}
		if lang == text.EN {
			for _, w := range []string{"X", "Play this only if you have intimidated this turn.", "Alternative cost",
				"Target: a hero.", "If the alternative cost was paid, close the combat chain.", "As soon as you have intimidated this turn, draw a card.",
				"While this is face down in your arsenal: At the start of your turn, you may turn this face up",
				"(If mode 9 was chosen) When this attacks, gain 2 life.",
				"Once per turn Instant — 3 resources: Attack with this (CR 8.3.1). Go again. Activate only if you have attacked with weapons 3 or more times this turn.",
				"This has +1 power and dominate.", `Ability it can give: "While this is defending, this has +2 defense."`} {
				if !strings.Contains(got, w) {
					t.Errorf("want %q in\n%s", w, got)
				}
			}
		}
	}
}

// CR 8.3.16: a hero with essence says so once ("Essence of Lightning,
// Essence of Lightning" once came from two lists of keywords).
func TestEssenceSaidOnce(t *testing.T) {
	for _, tc := range []struct{ hero, class string }{{"Aurora", "Lightning"}, {"Terra", "Earth"}} {
		for _, lang := range []text.Lang{text.EN, text.JA} {
			w := text.Words{Lang: lang}
			essence := w.Say("text.essence", w.ClassNames(cards.MustLookup(tc.hero).Essence)[0])
			all := strings.Join(w.CardText(cards.MustLookup(tc.hero)), "\n")
			if n := strings.Count(all, essence); n != 1 || lang == text.EN && !strings.Contains(essence, tc.class) {
				t.Errorf("%s %s: %q said %d times in %q", lang, tc.hero, essence, n, all)
			}
		}
	}
}
