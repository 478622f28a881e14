package text

// Card text: what a card does, rendered from its definition in package
// cards (its keywords, costs, targets, modes and the Text codes of its
// effects), never from the printed text. What the player reads is what the
// engine does (DESIGN.md "Card text").
//
// The words live in two tables, phraseEN and phraseJA (cardtext_phrases.go),
// keyed by the codes the building blocks of package rules return from
// Text(): effects, costs, conditions and trigger conditions share one
// namespace. Adding a code is one entry in each table, which receives the
// code's parameters as their own Go type. A code missing from a table, or
// said with parameters of another type, renders as "[code]" and is
// reported by CardTextCheck, which the tests run over every card.

import (
	"reflect"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/rathe-tcg/rathe/rules"
)

// CardText renders a card's abilities as lines, in the viewer's language.
// A card with no abilities (a vanilla attack, a plain block) has no lines.
func (w Words) CardText(c *rules.Card) []string {
	lines, _ := w.CardTextCheck(c)
	return lines
}

// CardTextCheck is CardText plus the codes that have no words in this
// language, or were said with parameters their words do not take (each
// rendered as "[code]"), for tests and `rathe cards`.
func (w Words) CardTextCheck(c *rules.Card) (lines, unknown []string) {
	r := &cardRenderer{w: w, c: c, tab: w.table(), used: map[int]bool{}}
	lines = r.render()
	return lines, r.unknown
}

// Names of types, subtypes, classes, keywords and zones in Japanese (the
// English ones are package rules' own). The words are those of the Japanese
// Comprehensive Rules where they name them: the deck-card types of CR 1.3.2c,
// 盟友/オーラ/アイテム (CR 1.3.3), 片手/両手/剣 (CR 1.4.3 example), the
// supertypes 汎用/戦士/光/忍者/ルーン剣士/幻術士/機械技師/魔術師 (CR 1.1.3,
// 1.2.2d, 1.4.4a examples), 続行 (CR 5.3.5), 圧倒 and 凌駕 (CR 1.2.2c,
// 1.0.2 examples), 特化 (CR 5.4.3a), 格納庫/墓地/追放ゾーン/ピッチゾーン/
// 闘技場/戦闘チェイン (CR 1 and 5). Words the seeded chapters do not name
// (the other classes and subtypes, ブレードブレイク, バトルウォーン, 伝説...)
// are the best guess until the official term is checked.
var (
	typeJA = map[string]string{"Action": "アクション", "Attack Reaction": "攻撃リアクション", "Defense Reaction": "防御リアクション",
		"Instant": "インスタント", "Resource": "リソース", "Equipment": "装備品", "Weapon": "武器", "Hero": "ヒーロー", "Token": "トークン",
		"Mentor": "メンター", "Block": "ブロック"}
	subtypeJA = map[string]string{"Attack": "攻撃", "Aura": "オーラ", "Item": "アイテム", "Sword": "剣", "Club": "棍棒", "Dagger": "短剣",
		"1H": "片手", "2H": "両手", "Head": "頭", "Chest": "胴", "Arms": "腕", "Legs": "脚", "Young": "ヤング", "Ally": "盟友", "Axe": "斧",
		"Hammer": "ハンマー", "Scepter": "笏", "Off-Hand": "オフハンド"}
	classJA = map[string]string{"Generic": "汎用", "Brute": "ブルート", "Warrior": "戦士", "Guardian": "ガーディアン", "Ninja": "忍者",
		"Ranger": "レンジャー", "Runeblade": "ルーン剣士", "Wizard": "魔術師", "Mechanologist": "機械技師",
		"Illusionist": "幻術士", "Shadow": "シャドウ", "Light": "光", "Elemental": "エレメンタル"}
	keywordJA = map[string]string{"Go again": "続行", "Dominate": "圧倒", "Blade Break": "ブレードブレイク", "Battleworn": "バトルウォーン",
		"Legendary": "伝説", "Overpower": "凌駕", "Intimidate": "威圧", "Reprise": "リプライズ", "Spectra": "スペクトラ",
		"Temper": "テンパー", "Arcane Barrier": "秘術バリア", "Crush": "粉砕", "Guardwell": "ガードウェル"}
	zoneJA = map[rules.Zone]string{rules.ZoneDeck: "デッキ", rules.ZoneHand: "手札", rules.ZoneArsenal: "格納庫", rules.ZonePitch: "ピッチゾーン",
		rules.ZoneGraveyard: "墓地", rules.ZoneBanished: "追放ゾーン", rules.ZoneArena: "闘技場", rules.ZoneStack: "スタック", rules.ZoneChain: "戦闘チェイン"}
)

func (w Words) table() map[string]phrase {
	if w.Lang == JA {
		return phraseJA
	}
	return phraseEN
}

// KnowsCode reports whether the language has words for a code.
func (w Words) KnowsCode(code string) bool { _, ok := w.table()[code]; return ok }

func (w Words) names(en []string, ja map[string]string) []string {
	if w.Lang != JA {
		return en
	}
	out := make([]string, len(en))
	for i, n := range en {
		if j, ok := ja[n]; ok {
			out[i] = j
		} else {
			out[i] = "[" + n + "]"
		}
	}
	return out
}

// TypeNames, SubtypeNames, ClassNames and KeywordNames name the parts of a
// card's type line and its keywords in the viewer's language; a word with
// no Japanese yet shows as "[Word]".
func (w Words) TypeNames(t rules.Types) []string       { return w.names(t.Names(), typeJA) }
func (w Words) SubtypeNames(s rules.Subtypes) []string { return w.names(s.Names(), subtypeJA) }
func (w Words) ClassNames(c rules.Classes) []string    { return w.names(c.Names(), classJA) }
func (w Words) KeywordNames(k rules.Keywords) []string { return w.names(k.Names(), keywordJA) }

// TypeLine is "Brute Action - Attack" (classes, types, then subtypes).
func (w Words) TypeLine(c *rules.Card) string {
	left := append(w.ClassNames(c.Classes), w.TypeNames(c.Types)...)
	sep := " "
	if w.Lang == JA {
		sep = "・"
	}
	s := strings.Join(left, sep)
	if sub := w.SubtypeNames(c.Subtypes); len(sub) > 0 {
		s += " - " + strings.Join(sub, sep)
	}
	return s
}

// ColorName names a pitch colour.
func (w Words) ColorName(c rules.Color) string {
	switch c {
	case rules.Red:
		return w.pick("red", "赤")
	case rules.Yellow:
		return w.pick("yellow", "黄")
	case rules.Blue:
		return w.pick("blue", "青")
	}
	return w.pick("colorless", "無色")
}

// cardRenderer renders one card and collects the codes it had no words for.
type cardRenderer struct {
	w       Words
	c       *rules.Card
	tab     map[string]phrase
	unknown []string
	used    map[int]bool // grants referenced by an effect
}

func (r *cardRenderer) ja() bool { return r.w.Lang == JA }

func (r *cardRenderer) pick(en, ja string) string { return r.w.pick(en, ja) }

// text renders one code with its parameters. A code this language has no
// words for, or said with parameters of another type than its phrase
// takes, renders as "[code]" and is reported.
func (r *cardRenderer) text(t rules.Text) string {
	code := t.Code
	p, ok := r.tab[code]
	switch {
	case code == "":
		code = "?"
	case !ok:
	case !p.takes(t.Params):
		r.unknown = append(r.unknown, sp("%s (said with %v, words for %v)", code, reflect.TypeOf(t.Params), p.of))
		return "[" + code + "]"
	default:
		return p.say(r, t.Params)
	}
	r.unknown = append(r.unknown, code)
	return "[" + code + "]"
}

// code renders a code without parameters.
func (r *cardRenderer) code(code string) string { return r.text(rules.Text{Code: code}) }

func (r *cardRenderer) condition(c *rules.Condition) string {
	if c == nil {
		return ""
	}
	return r.text(c.Text())
}

// effects renders a list of effects as one clause ("A, then B" /
// 「Aし、その後B」).
func (r *cardRenderer) nested(effs []rules.Effect) string {
	parts := make([]string, 0, len(effs))
	for _, e := range effs {
		if e == nil {
			continue
		}
		t := e.Text()
		parts = append(parts, r.text(t))
	}
	if len(parts) == 0 {
		return r.pick("nothing happens", "何も起こらない")
	}
	if r.ja() {
		return jaThen(parts)
	}
	return strings.Join(parts, ", then ")
}

// jaThen joins Japanese clauses in order as the rules write a sequence
// (「それで攻撃し、その後シャッフルする」, CR 1.4.4 example): every clause but
// the last ends in its verb's continuative form.
func jaThen(parts []string) string {
	var b strings.Builder
	for i, p := range parts {
		if i == len(parts)-1 {
			b.WriteString(p)
			break
		}
		body, cite := jaSplitCite(p)
		if ren, _, ok := jaVerbForms(body); ok {
			b.WriteString(ren + cite + "、その後")
		} else {
			b.WriteString(p + "。その後、")
		}
	}
	return b.String()
}

// jaMay makes a clause optional: 「これを表向きにする」 → 「これを表向きにしても
// よい」 (CR 5.4.7b example). A sequence of clauses, or a verb it cannot
// conjugate, becomes 「次を行ってもよい: …」.
func jaMay(clause string) string {
	body, cite := jaSplitCite(clause)
	if !strings.Contains(body, "その後") && !strings.Contains(body, "。") {
		if _, te, ok := jaVerbForms(body); ok {
			return te + "もよい" + cite
		}
	}
	return "次を行ってもよい: " + clause
}

// jaSplitCite splits a trailing rule citation "(CR 8.5.10)" off a clause.
func jaSplitCite(s string) (body, cite string) {
	if i := strings.LastIndex(s, "(CR "); i > 0 && strings.HasSuffix(s, ")") {
		return s[:i], s[i:]
	}
	return s, ""
}

// jaVerbForms conjugates the verb that ends a Japanese clause: its
// continuative form (置く → 置き) and its te-form (置く → 置いて). ok is false
// when the clause does not end in a verb it knows how to conjugate.
func jaVerbForms(s string) (ren, te string, ok bool) {
	switch {
	case strings.HasSuffix(s, "する"):
		stem := strings.TrimSuffix(s, "する")
		return stem + "し", stem + "して", true
	case strings.HasSuffix(s, "得る"):
		// 「得、」 is correct but stiff: 「続行を得て、その後…」.
		stem := strings.TrimSuffix(s, "る")
		return stem + "て", stem + "て", true
	case strings.HasSuffix(s, "なる"):
		stem := strings.TrimSuffix(s, "る")
		return stem + "り", stem + "って", true
	}
	rs := []rune(s)
	if len(rs) < 2 {
		return "", "", false
	}
	stem, last, prev := string(rs[:len(rs)-1]), rs[len(rs)-1], rs[len(rs)-2]
	switch last {
	case 'く':
		return stem + "き", stem + "いて", true
	case 'す':
		return stem + "し", stem + "して", true
	case 'う':
		return stem + "い", stem + "って", true
	case 'つ':
		return stem + "ち", stem + "って", true
	case 'ぶ':
		return stem + "び", stem + "んで", true
	case 'む':
		return stem + "み", stem + "んで", true
	case 'る':
		// Ichidan verbs (捨てる, 与える, 受ける, 閉じる, できる): the kana before
		// る is of the e- or i-row.
		if strings.ContainsRune("えけげせぜてでねべめれいきぎしじちにびみり", prev) {
			return stem, stem + "て", true
		}
	}
	return "", "", false
}

// sentences renders effects as one sentence each.
func (r *cardRenderer) sentences(effs []rules.Effect) string {
	var parts []string
	for _, e := range effs {
		if e == nil {
			continue
		}
		parts = append(parts, r.sentence(r.nested([]rules.Effect{e})))
	}
	return strings.Join(parts, r.pick(" ", ""))
}

// sentence capitalises a clause and ends it.
func (r *cardRenderer) sentence(s string) string {
	if s == "" {
		return ""
	}
	if r.ja() {
		if strings.HasSuffix(s, "。") {
			return s
		}
		return s + "。"
	}
	ch, n := utf8.DecodeRuneInString(s)
	s = string(unicode.ToUpper(ch)) + s[n:]
	if strings.HasSuffix(s, ".") || strings.HasSuffix(s, ".\"") {
		return s
	}
	return s + "."
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return sp(many, n)
}

// resources is "2 resources" / "リソースポイント2点" (CR 1.13.3).
func (r *cardRenderer) resources(n int) string {
	if r.ja() {
		return sp("リソースポイント%d点", n)
	}
	return plural(n, "1 resource", "%d resources")
}

// mods is "+3 power and go again" / "パワー+3と続行".
func (r *cardRenderer) mods(power, defense int, gains rules.Keywords) string {
	var parts []string
	if power != 0 {
		parts = append(parts, r.pick(sp("%+d power", power), sp("パワー%+d", power)))
	}
	if defense != 0 {
		parts = append(parts, r.pick(sp("%+d defense", defense), sp("防御値%+d", defense)))
	}
	for _, k := range r.w.KeywordNames(gains) {
		if !r.ja() {
			k = strings.ToLower(k)
		}
		parts = append(parts, k)
	}
	if len(parts) == 0 {
		return r.pick("nothing", "なし")
	}
	return strings.Join(parts, r.pick(" and ", "と"))
}

// filter names what an AttackFilter matches: "Brute attack action card",
// "sword attack", "weapon attack"; attack says whether the noun is an
// attack or (for costs) a card.
func (r *cardRenderer) filter(f rules.AttackFilter, attack bool) string {
	var adj []string
	adj = append(adj, r.w.ClassNames(f.Classes)...)
	sub := r.w.SubtypeNames(f.Subtypes &^ rules.Attack)
	if !r.ja() {
		for i := range sub {
			sub[i] = strings.ToLower(sub[i])
		}
	}
	adj = append(adj, sub...)
	if f.AnySubtypes != 0 {
		any := r.w.SubtypeNames(f.AnySubtypes)
		if !r.ja() {
			for i := range any {
				any[i] = strings.ToLower(any[i])
			}
		}
		adj = append(adj, strings.Join(any, r.pick(" or ", "か")))
	}
	if f.Name != "" {
		adj = append(adj, f.Name)
	}
	if f.Moniker != "" {
		adj = append(adj, f.Moniker)
	}
	if r.ja() {
		return r.filterJA(f, attack, adj)
	}
	var noun string
	switch {
	case f.Weapon:
		noun = "weapon attack"
	case f.ActionCard:
		noun = "attack action card"
	case attack || f.Subtypes.Has(rules.Attack):
		noun = "attack"
	default:
		noun = "card"
	}
	s := noun
	if len(adj) > 0 {
		s = strings.Join(adj, " ") + " " + noun
	}
	switch {
	case f.MinCost > 0 && f.HasMaxCost:
		s += sp(" with cost %d to %d", f.MinCost, f.MaxCost)
	case f.MinCost > 0:
		s += sp(" with cost %d or more", f.MinCost)
	case f.HasMaxCost && f.MaxCost == 0:
		s += " with cost 0"
	case f.HasMaxCost:
		s += sp(" with cost %d or less", f.MaxCost)
	}
	return s
}

// filterJA is filter in the Japanese rules' word order (CR 1.2.2d and the
// examples of CR 1.4.3e, 5.1.2a): supertypes join a card noun with ・
// (ルーン剣士・攻撃・アクションカード) and an attack with の (ルーン剣士の攻撃,
// 武器の攻撃); a cost limit comes first (コストが2以上の攻撃・アクションカード).
func (r *cardRenderer) filterJA(f rules.AttackFilter, attack bool, adj []string) string {
	var s string
	switch {
	case f.Weapon && (f.Name != "" || f.Moniker != ""):
		// A weapon named by its name or moniker: "Dawnbladeの攻撃".
		s = strings.Join(adj, "・") + "の攻撃"
	case f.Weapon:
		s = "武器の攻撃"
		if len(adj) > 0 {
			s = strings.Join(adj, "・") + "の" + s
		}
	case f.ActionCard:
		s = "攻撃・アクションカード"
		if len(adj) > 0 {
			s = strings.Join(adj, "・") + "・" + s
		}
	default:
		s = "カード"
		if attack || f.Subtypes.Has(rules.Attack) {
			s = "攻撃"
		}
		if len(adj) > 0 {
			s = strings.Join(adj, "・") + "の" + s
		}
	}
	switch {
	case f.MinCost > 0 && f.HasMaxCost:
		s = sp("コストが%d〜%dの", f.MinCost, f.MaxCost) + s
	case f.MinCost > 0:
		s = sp("コストが%d以上の", f.MinCost) + s
	case f.HasMaxCost && f.MaxCost == 0:
		s = "コストが0の" + s
	case f.HasMaxCost:
		s = sp("コストが%d以下の", f.MaxCost) + s
	}
	return s
}

// grant renders the quoted ability for a 1-based index into the card's
// Grants; 0 is no grant ("").
func (r *cardRenderer) grant(i int) string {
	if i <= 0 {
		return ""
	}
	if i > len(r.c.Grants) {
		return r.code(sp("grant-%d-missing", i))
	}
	r.used[i] = true
	return r.quoted(r.grantText(r.c.Grants[i-1]))
}

// gets is "gets +2 power and gains \"...\"" / "パワー+2と「…」を得る".
func (r *cardRenderer) gets(power, defense int, gains rules.Keywords, grant int) string {
	g := r.grant(grant)
	if g == "" {
		return r.pick("gets "+r.mods(power, defense, gains), r.mods(power, defense, gains)+"を得る")
	}
	if power == 0 && defense == 0 && gains == 0 {
		return r.pick("gains "+g, g+"を得る")
	}
	return r.pick("gets "+r.mods(power, defense, gains)+" and gains "+g, r.mods(power, defense, gains)+"と"+g+"を得る")
}

func (r *cardRenderer) quoted(s string) string { return r.pick("\""+s+"\"", "「"+s+"」") }

// Granted renders an ability an effect gives the object of card c
// (rules.View.Grants) in the words of the card text, quoted: "\"When this
// hits, it gains go again.\"".
func (w Words) Granted(c *rules.Card, g rules.Grant) string {
	r := &cardRenderer{w: w, c: c, tab: w.table(), used: map[int]bool{}}
	return r.quoted(r.grantText(g))
}

func (r *cardRenderer) grantText(g rules.Grant) string {
	// What the engine runs (the trigger or static) says its own words;
	// Text is for a grant that has neither.
	var parts []string
	if g.Trigger == nil && g.Static == nil && g.Text.Code != "" {
		return r.sentence(r.text(g.Text))
	}
	if g.Trigger != nil {
		parts = append(parts, r.trigger(*g.Trigger))
	}
	if g.Static != nil {
		parts = append(parts, r.static(*g.Static))
	}
	if len(parts) == 0 {
		return r.code("empty-grant")
	}
	return strings.Join(parts, r.pick(" ", ""))
}

// paidCost names optional cost i (7: the alternative cost).
func (r *cardRenderer) paidCost(i int) string {
	if i == 7 {
		return r.pick("the alternative cost", "代替コスト")
	}
	if i >= 0 && i < len(r.c.OptCosts) && r.c.OptCosts[i] != nil {
		return r.quoted(r.text(r.c.OptCosts[i].Text()))
	}
	return r.code(sp("optional-cost-%d-missing", i))
}

func (r *cardRenderer) nextAttackEN(e rules.NextAttack) string {
	what := sp("your next %s this turn", r.filter(e.Filter, true))
	if e.OnPlay {
		what = sp("the next %s you play this turn", r.filter(e.Filter, true))
	}
	return what + " " + r.gets(e.Power, 0, e.Gains, e.Grant)
}

func (r *cardRenderer) nextAttackJA(e rules.NextAttack) string {
	what := sp("このターン、あなたの次の%sは", r.filter(e.Filter, true))
	if e.OnPlay {
		what = sp("このターン、あなたが次にプレイする%sは", r.filter(e.Filter, true))
	}
	return what + r.gets(e.Power, 0, e.Gains, e.Grant)
}

func (r *cardRenderer) counterName(kind rules.CounterKind, n int) (string, string) {
	switch kind {
	case rules.CounterPower:
		return sp("%+d power", sign(n)), sp("パワー%+d", sign(n))
	case rules.CounterDefense:
		return sp("%+d defense", sign(n)), sp("防御値%+d", sign(n))
	case rules.CounterLesson:
		return "lesson", "レッスン"
	}
	return r.code(sp("counter-kind-%d", kind)), ""
}

func sign(n int) int {
	if n < 0 {
		return -1
	}
	return 1
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

func (r *cardRenderer) counterEN(kind rules.CounterKind, n int, on string) string {
	name, _ := r.counterName(kind, n)
	return plural(abs(n), sp("put a %s counter on %s (CR 8.5.14)", name, on), sp("put %%d %s counters on %s (CR 8.5.14)", name, on))
}

func (r *cardRenderer) counterJA(kind rules.CounterKind, n int, on string) string {
	_, name := r.counterName(kind, n)
	return sp("%sに%sカウンターを%d個置く(CR 8.5.14)", on, name, abs(n))
}

func (r *cardRenderer) attacksGetEN(e rules.AttacksGet) string {
	return sp("each %s of yours this turn %s", r.filter(e.Filter, true), r.gets(e.Power, 0, e.Gains, e.Grant))
}

func (r *cardRenderer) attacksGetJA(e rules.AttacksGet) string {
	return sp("このターン、あなたの%sはそれぞれ%s", r.filter(e.Filter, true), r.gets(e.Power, 0, e.Gains, e.Grant))
}

func (r *cardRenderer) mayBanishEN(e rules.MayBanishFromHand) string {
	return sp("you may banish %s from your hand (CR 8.5.1); if you do, %s", article(r.filter(e.Filter, false)), r.nested(e.Then))
}

func (r *cardRenderer) mayBanishJA(e rules.MayBanishFromHand) string {
	return sp("手札から%sを1枚追放してもよい(CR 8.5.1)。そうした場合、%s", r.filter(e.Filter, false), r.nested(e.Then))
}

func (r *cardRenderer) nthWeaponEN(e rules.NthWeaponAttackGets) string {
	var parts []string
	for i, p := range e.Power {
		if p != 0 {
			parts = append(parts, sp("if it is your weapon attack number %d this turn, it gets %s", i+1, r.mods(p, 0, 0)))
		}
	}
	if len(parts) == 0 {
		return "nothing happens"
	}
	return strings.Join(parts, "; ")
}

func (r *cardRenderer) nthWeaponJA(e rules.NthWeaponAttackGets) string {
	var parts []string
	for i, p := range e.Power {
		if p != 0 {
			parts = append(parts, sp("これがこのターンのあなたの%d回目の武器の攻撃なら、これは%sを得る", i+1, r.mods(p, 0, 0)))
		}
	}
	if len(parts) == 0 {
		return "何も起こらない"
	}
	return strings.Join(parts, "。")
}

func (r *cardRenderer) searchEN(e rules.SearchDeck) string {
	face := ""
	if e.FaceUp {
		face = " face up"
	}
	return sp("search your deck for a card named %s and put it%s into your %s (CR 8.5.19)", e.Name, face, e.To)
}

func (r *cardRenderer) searchJA(e rules.SearchDeck) string {
	face := ""
	if e.FaceUp {
		face = "表向きで"
	}
	// 「あなたのデッキから「征服の命令」を1枚探し」(CR 1.4.4 example).
	return sp("あなたのデッキから「%s」を1枚探し、それを%sに%s置く(CR 8.5.19)", e.Name, zoneJA[e.To], face)
}

func (r *cardRenderer) countersAtLeastEN(p rules.SelfCounters) string {
	name, _ := r.counterName(p.Kind, 1)
	return plural(p.N, sp("this has a %s counter", name), sp("this has %%d or more %s counters", name))
}

func (r *cardRenderer) countersAtLeastJA(p rules.SelfCounters) string {
	_, name := r.counterName(p.Kind, 1)
	return sp("これに%sカウンターが%d個以上ある", name, p.N)
}

func (r *cardRenderer) nextCostEN(e rules.NextCardCosts) string {
	what := sp("the next %s you play this turn", r.filter(e.Filter, false))
	switch {
	case e.HasSet && e.Delta != 0:
		return sp("%s costs %s, then %+d", what, r.resources(e.Set), e.Delta)
	case e.HasSet:
		return sp("%s costs %s", what, r.resources(e.Set))
	case e.Delta < 0:
		return sp("%s costs %s less", what, r.resources(-e.Delta))
	}
	return sp("%s costs %s more", what, r.resources(e.Delta))
}

func (r *cardRenderer) nextCostJA(e rules.NextCardCosts) string {
	what := sp("このターン、あなたが次にプレイする%sのコストは", r.filter(e.Filter, false))
	switch {
	case e.HasSet && e.Delta != 0:
		return sp("%s%dになり、その後%+dされる", what, e.Set, e.Delta)
	case e.HasSet:
		return sp("%s%dになる", what, e.Set)
	case e.Delta < 0:
		// CR 5.1.6a: effects increase (増加) or reduce (減少) a cost.
		return sp("%s%d減少する", what, -e.Delta)
	}
	return sp("%s%d増加する", what, e.Delta)
}

func (r *cardRenderer) replaceEN(e rules.ReplaceNextDamage) string {
	if d := e.Delta; d < 0 {
		return sp("the next time your hero would be dealt damage this turn, it is dealt %d less instead (CR 6.4)", -d)
	}
	return sp("the next time your hero would be dealt damage this turn, it is dealt %d more instead (CR 6.4)", e.Delta)
}

func (r *cardRenderer) replaceJA(e rules.ReplaceNextDamage) string {
	if d := e.Delta; d < 0 {
		return sp("このターン、次にあなたがダメージを受ける場合、代わりにそれより%d点少ないダメージを受ける(CR 6.4)", -d)
	}
	return sp("このターン、次にあなたがダメージを受ける場合、代わりにそれより%d点多いダメージを受ける(CR 6.4)", e.Delta)
}

func (r *cardRenderer) drawDiscardEN(e rules.DrawThenDiscardRandom) string {
	s := "draw a card, then discard a random card"
	if len(e.IfSixPower) > 0 {
		s += "; if the discarded card has power 6 or more, " + r.nested(e.IfSixPower)
	}
	return s
}

func (r *cardRenderer) drawDiscardJA(e rules.DrawThenDiscardRandom) string {
	s := "カードを1枚引き、その後カードを1枚ランダムに捨てる"
	if len(e.IfSixPower) > 0 {
		s += "。捨てたカードのパワーが6以上の場合、" + r.nested(e.IfSixPower)
	}
	return s
}

// render builds the lines of the card text, in the order a player reads
// them: keywords, restrictions and costs, targets and modes, what it does
// on resolution, then its triggered, activated and static abilities.
func (r *cardRenderer) render() []string {
	c := r.c
	var lines []string
	add := func(s string) {
		if s != "" {
			lines = append(lines, s)
		}
	}
	// Keyword abilities (CR 8.3) and specialization (CR 8.3.7).
	kws := r.w.KeywordNames(c.Keywords)
	if c.Specialization != "" {
		kws = append([]string{r.pick(c.Specialization+" Specialization", c.Specialization+"特化")}, kws...)
	}
	add(strings.Join(kws, r.pick(", ", "、")))
	if c.XCost {
		add(r.pick("Its cost includes X, chosen as it is played (CR 1.12.2).", "コストにXを含み、Xの値はプレイする際に宣言する(CR 1.12.2)。"))
	}
	if c.PlayIf != nil {
		add(r.pick(sp("Play this only if %s.", r.condition(c.PlayIf)), sp("%s場合のみプレイできる。", r.condition(c.PlayIf))))
	}
	// CR 5.4.4a writes an additional cost 「これをプレイするための追加コストと
	// して、[コスト]」, optional when it says 「してもよい」.
	for _, e := range c.AddCosts {
		add(r.pick("Additional cost to play this: ", "これをプレイするための追加コストとして、") + r.sentence(r.text(e.Text())))
	}
	for _, e := range c.OptCosts {
		if r.ja() {
			add("これをプレイするための追加コストとして、" + r.sentence(jaMay(r.text(e.Text()))))
			continue
		}
		add("Optional additional cost: " + r.sentence(r.text(e.Text())))
	}
	if c.Alt != nil {
		parts := []string{r.resources(c.Alt.Resource)}
		for _, e := range c.Alt.Effects {
			parts = append(parts, r.text(e.Text()))
		}
		add(r.pick("Alternative cost: instead of its cost, you may pay ", "代替コスト: これのコストを支払うのではなく、次を支払ってもよい: ") +
			r.sentence(strings.Join(parts, r.pick(" and ", "、"))))
	}
	if c.Target != nil {
		add(r.pick("Target: ", "対象: ") + r.target(*c.Target) + r.pick(".", "。"))
	}
	if len(c.Modes) > 0 {
		add(r.chooseModes())
		for i, m := range c.Modes {
			s := ""
			if m.Target != nil {
				s = r.pick("target ", "対象: ") + r.target(*m.Target) + r.pick(": ", "。")
			}
			body := r.sentences(m.Effects)
			// A triggered ability that functions only in this mode (CR 1.7.5d).
			for _, t := range c.Triggers {
				if int(t.Mode) == i+1 {
					t.Mode = 0
					body = strings.TrimSpace(body + r.pick(" ", "") + r.trigger(t))
				}
			}
			add(sp("%s %d. %s%s", r.pick("Mode", "モード"), i+1, s, body))
		}
	}
	if len(c.Resolve) > 0 {
		add(r.sentences(c.Resolve))
	}
	for _, t := range c.Triggers {
		if t.Mode == 0 || int(t.Mode) > len(c.Modes) {
			add(r.trigger(t))
		}
	}
	for _, ab := range c.Activated {
		add(r.activated(ab))
	}
	for _, st := range c.Statics {
		add(r.static(st))
	}
	for i, g := range c.Grants {
		if !r.used[i+1] {
			add(r.pick("Ability it can give: ", "与えうる能力: ") + r.quoted(r.grantText(g)))
		}
	}
	return lines
}

func (r *cardRenderer) chooseModes() string {
	lo, hi := r.c.MinModes, r.c.MaxModes
	if hi == 0 {
		hi = lo
	}
	if lo == 0 && hi == 0 {
		lo, hi = 1, 1
	}
	switch {
	case lo == hi:
		return r.pick(sp("Choose %d (CR 1.7.5):", lo), sp("次から%dつを選ぶ(CR 1.7.5):", lo))
	case hi == lo+1:
		return r.pick(sp("Choose %d or %d (CR 1.7.5):", lo, hi), sp("次から%dつか%dつを選ぶ(CR 1.7.5):", lo, hi))
	}
	return r.pick(sp("Choose %d to %d (CR 1.7.5):", lo, hi), sp("次から%d〜%dつを選ぶ(CR 1.7.5):", lo, hi))
}

func (r *cardRenderer) target(t rules.TargetSpec) string {
	switch t.Kind {
	case rules.TargetOpposingHero:
		return r.pick("an opposing hero", "対戦相手のヒーロー1人")
	case rules.TargetAnyHero:
		return r.pick("a hero", "ヒーロー1人")
	case rules.TargetAttack:
		f := r.filter(t.Filter, true)
		if r.ja() {
			return f
		}
		return article(f)
	}
	return r.code(sp("target-kind-%d", t.Kind))
}

// article puts "a" or "an" before an English noun phrase.
func article(s string) string {
	if s != "" && strings.ContainsRune("aeiouAEIOU", rune(s[0])) {
		return "an " + s
	}
	return "a " + s
}

// trigger renders a triggered ability: "When this attacks, intimidate."
func (r *cardRenderer) trigger(t rules.Trigger) string {
	var open string
	switch {
	case t.Cond != "":
		open = r.code(string(t.Cond))
	case t.State != nil:
		open = r.pick("as soon as ", "") + r.condition(t.State) + r.pick("", "とき")
	default:
		open = r.code("trigger-without-condition")
	}
	body := r.nested(t.Effects)
	s := ""
	if r.ja() {
		if t.Optional {
			body = jaMay(body)
		}
		s = open + "、" + body + "。"
	} else {
		if t.Optional {
			body = "you may " + body
		}
		s = r.sentence(open + ", " + body)
	}
	if where := r.where(t); where != "" {
		s = where + s
	}
	if t.Mode > 0 {
		s = r.pick(sp("(If mode %d was chosen) ", t.Mode), sp("(モード%dを選んだ場合) ", t.Mode)) + s
	}
	return s
}

// where says from where a triggered ability functions, when not the arena.
func (r *cardRenderer) where(t rules.Trigger) string {
	if t.Where == rules.ZoneNone && !t.FaceUp && !t.FaceDown {
		return ""
	}
	if (t.Where == rules.ZoneStack || t.Where == rules.ZoneGraveyard) && !t.FaceUp && !t.FaceDown {
		return "" // "when you play this", "when this is destroyed" say it
	}
	zone := ""
	if t.Where != rules.ZoneNone {
		zone = r.pick(t.Where.String(), zoneJA[t.Where])
	}
	face := ""
	switch {
	case t.FaceUp:
		face = r.pick("face up", "表向き")
	case t.FaceDown:
		face = r.pick("face down", "裏向き")
	}
	if r.ja() {
		// 「The Librarianが裏向きで格納庫にある間、」(CR 5.4.7b example).
		s := "これが"
		if face != "" {
			s += face + "で"
		}
		if zone != "" {
			s += zone + "に"
		}
		return s + "ある間、"
	}
	s := "While this is"
	if face != "" {
		s += " " + face
	}
	if zone != "" {
		s += " in your " + zone
	}
	return s + ": "
}

// activated renders "Once per turn Action - 2 resources, destroy this:
// gain 1 resource. Go again." In Japanese the limit is written before the
// type without a space and the dash is ― (CR 5.2.1: 「ターン1アクション ― 」).
func (r *cardRenderer) activated(ab rules.Activated) string {
	var head []string
	typ := strings.Join(r.w.TypeNames(ab.Type), "/")
	switch {
	case ab.Once && r.ja():
		typ = "ターン1" + typ
	case ab.Once:
		head = append(head, "Once per turn")
	}
	head = append(head, typ)
	var costs []string
	if ab.Cost > 0 || len(ab.EffCosts) == 0 {
		costs = append(costs, r.resources(ab.Cost))
	}
	for _, e := range ab.EffCosts {
		costs = append(costs, r.text(e.Text()))
	}
	var body []string
	if ab.Attack {
		body = append(body, r.pick("attack with this (CR 8.3.1)", "これで攻撃する(CR 8.3.1)"))
	}
	if len(ab.Effects) > 0 {
		body = append(body, r.nested(ab.Effects))
	}
	if len(body) == 0 {
		body = append(body, r.pick("nothing happens", "何も起こらない"))
	}
	joined := strings.Join(body, ", then ")
	if r.ja() {
		joined = jaThen(body)
	}
	s := strings.Join(head, " ") + r.pick(" — ", " ― ") + strings.Join(costs, r.pick(", ", "、")) + ": " + r.sentence(joined)
	if ab.GoAgain {
		s += r.pick(" Go again.", "続行。")
	}
	if ab.If != nil {
		s += r.pick(sp(" Activate only if %s.", r.condition(ab.If)), sp("%s場合のみ起動できる。", r.condition(ab.If)))
	}
	return s
}

// static renders "While you have intimidated this turn, this has +2 power."
func (r *cardRenderer) static(st rules.Static) string {
	mods := r.mods(st.Power, st.Defense, st.Grants)
	if st.If == nil {
		return r.pick(sp("This has %s.", mods), sp("これは%sを得る。", mods))
	}
	cond := r.condition(st.If)
	return r.pick(sp("While %s, this has %s.", cond, mods), sp("%s場合、これは%sを得る。", cond, mods))
}
