package text

// Card text: what a card does, rendered from its definition in package
// cards (its keywords, costs, targets, modes and the Text codes of its
// effects), never from the printed text. What the player reads is what the
// engine does (DESIGN.md "Card text").
//
// This file puts a card's text together; its words are the phrases of the
// codes the building blocks of package rules return from Text() (effects,
// costs, conditions and trigger conditions share one namespace, see
// lang.go), the messages that frame them ("Target: %s.",
// words_cardtext.go), and each language's grammar that joins them (en.go,
// ja.go). Adding a code is one entry in its family's words_<family>.go,
// English and Japanese side by side, which receives the code's parameters
// as their own Go type. A code missing from a table, or said with parameters
// of another type, renders as "[code]" and is reported by CardTextCheck,
// which the tests run over every card.

import (
	"reflect"
	"strings"

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
	r := w.renderer(c)
	lines = r.render()
	return lines, r.unknown
}

// KnowsCode reports whether the language has words for a code.
func (w Words) KnowsCode(code string) bool { _, ok := w.language().phrases[code]; return ok }

// names translates the engine's words for names (its types, keywords...)
// into the viewer's language; a word with no translation yet shows as
// "[Word]".
func (w Words) names(en []string, pick func(*names) map[string]string) []string {
	ns := w.language().names
	if ns == nil {
		return en
	}
	tr := pick(ns)
	out := make([]string, len(en))
	for i, n := range en {
		if j, ok := tr[n]; ok {
			out[i] = j
		} else {
			out[i] = "[" + n + "]"
		}
	}
	return out
}

// TypeNames, SubtypeNames, ClassNames and KeywordNames name the parts of a
// card's type line and its keywords in the viewer's language; a word with
// no translation yet shows as "[Word]".
func (w Words) TypeNames(t rules.Types) []string {
	return w.names(t.Names(), func(n *names) map[string]string { return n.types })
}
func (w Words) SubtypeNames(s rules.Subtypes) []string {
	return w.names(s.Names(), func(n *names) map[string]string { return n.subtypes })
}
func (w Words) ClassNames(c rules.Classes) []string {
	return w.names(c.Names(), func(n *names) map[string]string { return n.classes })
}
func (w Words) KeywordNames(k rules.Keywords) []string {
	return w.names(k.Names(), func(n *names) map[string]string { return n.keywords })
}

// Zone names a zone (CR 3).
func (w Words) Zone(z rules.Zone) string {
	if ns := w.language().names; ns != nil {
		return ns.zones[z]
	}
	return z.String()
}

// TypeLine is "Brute Action - Attack" (classes, types, then subtypes); a
// hybrid card's classes are its sets, "Brute / Guardian Action" (CR
// 2.14.1b).
func (w Words) TypeLine(c *rules.Card) string {
	sep := w.say("list.type-line")
	left := w.ClassNames(c.Classes)
	if len(c.Hybrid) > 0 {
		sets := make([]string, len(c.Hybrid))
		for i, set := range c.Hybrid {
			sets[i] = strings.Join(w.ClassNames(set), sep)
		}
		left = []string{strings.Join(sets, " / ")}
	}
	left = append(left, w.TypeNames(c.Types)...)
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
		return w.say("color.red")
	case rules.Yellow:
		return w.say("color.yellow")
	case rules.Blue:
		return w.say("color.blue")
	}
	return w.say("color.colorless")
}

// cardRenderer renders one card and collects the codes it had no words for.
type cardRenderer struct {
	w       Words
	l       *language
	c       *rules.Card
	unknown []string
	used    map[int]bool // grants referenced by an effect
	// said is the state condition of the trigger being rendered, said
	// with its event ("when this hits a hero, if ..."): an "if" of the
	// same condition in its effects says only what follows (CR 6.6.5b:
	// the condition is asked as it triggers and again as it resolves).
	said *rules.Condition
	// hero names the hero a trigger's condition speaks of ("when this
	// hits a hero") where its effects are said without the condition
	// (YesDoes): "the hero hit", not "that hero" with nothing before it.
	hero string
}

// that is the hero the trigger's condition spoke of, as its effects say
// it: r.hero, or def ("them", "that hero") after the condition itself.
func (r *cardRenderer) that(def string) string {
	if r.hero != "" {
		return r.hero
	}
	return def
}

func (w Words) renderer(c *rules.Card) *cardRenderer {
	return &cardRenderer{w: w, l: w.language(), c: c, used: map[int]bool{}}
}

func (r *cardRenderer) say(id string, args ...any) string { return r.l.say(id, args...) }

func (r *cardRenderer) sayN(id string, n int, args ...any) string { return r.l.sayN(id, n, args...) }

// text renders one code with its parameters. A code this language has no
// words for, or said with parameters of another type than its phrase
// takes, renders as "[code]" and is reported.
func (r *cardRenderer) text(t rules.Text) string {
	code := t.Code
	p, ok := r.l.phrases[code]
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
		return r.say("text.nothing-happens")
	}
	return r.l.then(parts)
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
	return strings.Join(parts, r.say("list.sentences"))
}

// sentence makes a clause a sentence, as the language ends one.
func (r *cardRenderer) sentence(s string) string {
	if s == "" {
		return ""
	}
	return r.l.sentence(s)
}

// resources is "2 resources" / "リソースポイント2点" (CR 1.13.3).
func (r *cardRenderer) resources(n int) string { return r.sayN("text.resources", n, n) }

// mods is "+3 power and go again" / "パワー+3と続行".
func (r *cardRenderer) mods(power, defense int, gains rules.Keywords) string {
	var parts []string
	if power != 0 {
		parts = append(parts, r.say("text.power", power))
	}
	if defense != 0 {
		parts = append(parts, r.say("text.defense", defense))
	}
	for _, k := range r.w.KeywordNames(gains) {
		// A keyword is a common noun in running text ("gets go
		// again"); lower case is no change in Japanese.
		parts = append(parts, strings.ToLower(k))
	}
	if len(parts) == 0 {
		return r.say("text.no-mods")
	}
	return strings.Join(parts, r.say("list.mods"))
}

// filter names what an AttackFilter matches: "Brute attack action card",
// "sword attack", "weapon attack"; attack says whether the noun is an
// attack or (for costs) a card.
func (r *cardRenderer) filter(f rules.AttackFilter, attack bool) string {
	var adj []string
	// Classes match any one of them (rules.AttackFilter): "Lightning or
	// Elemental" (Sizzle).
	if cs := r.w.ClassNames(f.Classes); len(cs) > 0 {
		adj = append(adj, strings.Join(cs, r.say("list.or")))
	}
	// Subtypes are common nouns in running text (lower case is no change
	// in Japanese).
	for _, s := range r.w.SubtypeNames(f.Subtypes &^ rules.Attack) {
		adj = append(adj, strings.ToLower(s))
	}
	if f.AnySubtypes != 0 {
		any := r.w.SubtypeNames(f.AnySubtypes)
		for i := range any {
			any[i] = strings.ToLower(any[i])
		}
		adj = append(adj, strings.Join(any, r.say("list.or")))
	}
	if f.Name != "" {
		adj = append(adj, f.Name)
	}
	if f.Moniker != "" {
		adj = append(adj, f.Moniker)
	}
	return r.l.filter(r, f, attack, adj)
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
		return r.say("text.gets", r.mods(power, defense, gains))
	}
	if power == 0 && defense == 0 && gains == 0 {
		return r.say("text.gains", g)
	}
	return r.say("text.gets-and-gains", r.mods(power, defense, gains), g)
}

func (r *cardRenderer) quoted(s string) string { return r.say("text.quoted", s) }

// Granted renders an ability an effect gives the object of card c
// (rules.View.Grants) in the words of the card text, quoted: "\"When this
// hits, it gains go again.\"".
func (w Words) Granted(c *rules.Card, g rules.Grant) string {
	r := w.renderer(c)
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
	return strings.Join(parts, r.say("list.sentences"))
}

// paidCost names optional cost i (7: the alternative cost).
func (r *cardRenderer) paidCost(i int) string {
	if i == 7 {
		return r.say("text.the-alternative-cost")
	}
	if i >= 0 && i < len(r.c.OptCosts) && r.c.OptCosts[i] != nil {
		return r.quoted(r.text(r.c.OptCosts[i].Text()))
	}
	return r.code(sp("optional-cost-%d-missing", i))
}

// counterName names a kind of counter, with the sign of n: "+1 power".
func (r *cardRenderer) counterName(kind rules.CounterKind, n int) string {
	if name := r.w.counterName(kind, n); name != "" {
		return name
	}
	return r.code(sp("counter-kind-%d", kind))
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
	// Numbered keywords ("Spellvoid 1", CR 8.3.15) come after the others,
	// with their number; essence, with its classes, leads the list below
	// (CR 8.3.16), once.
	var numbered rules.Keywords
	var withN []string
	for _, e := range rules.KeywordTable {
		if e.N != nil && e.Bit != 0 && c.Keywords.Has(e.Bit) {
			numbered |= e.Bit
			withN = append(withN, r.say("text.keyword-n", strings.Join(r.w.KeywordNames(e.Bit), ""), e.N(c)))
		}
	}
	kws := append(r.w.KeywordNames(c.Keywords&^(numbered|rules.Essence)), withN...)
	if c.Specialization != "" {
		kws = append([]string{r.say("text.specialization", c.Specialization)}, kws...)
	}
	if c.Essence != 0 { // essence (CR 8.3.16)
		kws = append([]string{r.say("text.essence", strings.Join(r.w.ClassNames(c.Essence), r.say("list.and")))}, kws...)
	}
	add(strings.Join(kws, r.say("list.keywords")))
	// A hero's weapon zones when they are not two (CR 3.0.2), and its
	// static abilities over the cards its player owns (rules/owned.go).
	if c.WeaponZones > 0 {
		add(r.sayN("text.weapon-zones", c.WeaponZones, c.WeaponZones))
	}
	for _, st := range c.Owned {
		add(r.say("text.owned-static", r.filter(st.Filter, false), r.mods(st.Power, 0, 0), r.w.Zone(st.Except)))
	}
	if c.XCost {
		add(r.say("text.x-cost"))
	}
	if c.PlayIf != nil {
		add(r.say("text.play-only-if", r.condition(c.PlayIf)))
	}
	// Additional costs (CR 5.1.8, 5.4.4a), optional ones (CR 5.1.3b).
	for _, e := range c.AddCosts {
		add(r.say("text.additional-cost", r.sentence(r.text(e.Text()))))
	}
	for _, e := range c.OptCosts {
		add(r.say("text.optional-cost", r.sentence(r.l.optionalCost(r.text(e.Text())))))
	}
	if c.Alt != nil {
		parts := []string{r.resources(c.Alt.Resource)}
		for _, e := range c.Alt.Effects {
			parts = append(parts, r.text(e.Text()))
		}
		add(r.say("text.alternative-cost", r.sentence(strings.Join(parts, r.say("list.and")))))
	}
	if c.Target != nil {
		add(r.say("text.target", r.target(*c.Target)))
	}
	if len(c.Modes) > 0 {
		add(r.chooseModes())
		for i := range c.Modes {
			s, body := r.modeParts(i)
			add(r.say("text.mode", i+1, s, body))
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
	for _, cs := range c.CostStatics {
		add(r.costStatic(cs))
	}
	// Replacement effects of the card (rules/victor.go).
	for _, rp := range c.Replacements {
		add(r.sentence(r.text(rp.Text())))
	}
	// Statics about the controller's attacks (rules/combo.go).
	for _, as := range c.AttackStatics {
		add(r.say("text.your-nth-attack", r.ordinal(as.Nth), r.mods(as.Power, 0, 0)))
	}
	for i, g := range c.Grants {
		if !r.used[i+1] {
			add(r.say("text.can-give", r.quoted(r.grantText(g))))
		}
	}
	return lines
}

// ordinalIDs are the words "first" to "fourth".
var ordinalIDs = [...]string{1: "text.ordinal.1", 2: "text.ordinal.2", 3: "text.ordinal.3", 4: "text.ordinal.4"}

func (r *cardRenderer) ordinal(n int) string {
	if n < 1 || n >= len(ordinalIDs) {
		return sp("#%d", n)
	}
	return r.say(ordinalIDs[n])
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
		return r.say("text.choose", lo)
	case hi == lo+1:
		return r.say("text.choose-or", lo, hi)
	}
	return r.say("text.choose-range", lo, hi)
}

func (r *cardRenderer) target(t rules.TargetSpec) string {
	switch t.Kind {
	case rules.TargetOpposingHero:
		return r.say("text.an-opposing-hero")
	case rules.TargetAnyHero:
		return r.say("text.a-hero")
	case rules.TargetAttack:
		s := r.filter(t.Filter, true)
		if t.Yours {
			s = r.say("text.you-control", s)
		}
		return r.l.indefinite(s)
	}
	return r.code(sp("target-kind-%d", t.Kind))
}

// trigger renders a triggered ability: "When this attacks, intimidate."
func (r *cardRenderer) trigger(t rules.Trigger) string {
	open, body := r.triggerParts(t)
	s := r.sentence(r.say("text.trigger", open, body))
	if where := r.where(t); where != "" {
		s = where + s
	}
	if t.Mode > 0 {
		s = r.say("text.if-mode", t.Mode) + s
	}
	return s
}

// triggerParts renders the trigger condition of a triggered ability (its
// words derived from its When, CR 6.6.1c, with its state condition, CR
// 6.6.5b) and what it does ("you may ..." when it is optional).
func (r *cardRenderer) triggerParts(t rules.Trigger) (open, body string) {
	switch {
	case t.State != nil:
		open = r.say("text.as-soon-as", r.condition(t.State))
	case t.When.Event == rules.EvNone:
		open = r.code("trigger-without-condition")
	default:
		open = r.text(t.When.Text())
		if t.When.If != nil {
			open = r.say("text.trigger-if", open, r.condition(t.When.If))
		}
	}
	body = r.triggerDoes(t)
	if t.Optional {
		body = r.l.may(body)
	}
	return open, body
}

// triggerDoes renders what a triggered ability does, without its
// condition and without the "you may" of an optional one (said with the
// trigger's event, as triggerParts says it).
func (r *cardRenderer) triggerDoes(t rules.Trigger) string {
	outer := r.said
	r.said = t.When.If
	defer func() { r.said = outer }()
	return r.nested(t.Effects)
}

// where says from where a triggered ability functions, when not the arena.
func (r *cardRenderer) where(t rules.Trigger) string {
	if t.Where == rules.ZoneNone && !t.FaceUp && !t.FaceDown {
		return ""
	}
	if (t.Where == rules.ZoneStack || t.Where == rules.ZoneGraveyard) && !t.FaceUp && !t.FaceDown {
		return "" // "when you play this", "when this is destroyed" say it
	}
	face, zone := "", ""
	switch {
	case t.FaceUp:
		face = r.say("text.where-face", r.say("text.face-up"))
	case t.FaceDown:
		face = r.say("text.where-face", r.say("text.face-down"))
	}
	if t.Where != rules.ZoneNone {
		zone = r.say("text.where-zone", r.w.Zone(t.Where))
	}
	return r.say("text.where", face, zone)
}

// activated renders "Once per turn Action - 2 resources, destroy this:
// gain 1 resource. Go again." In Japanese the limit is written before the
// type without a space and the dash is ― (CR 5.2.1: 「ターン1アクション ― 」).
func (r *cardRenderer) activated(ab rules.Activated) string {
	typ := strings.Join(r.w.TypeNames(ab.Type), "/")
	if ab.Once {
		typ = r.say("text.once-per-turn", typ)
	}
	var costs []string
	if ab.Cost > 0 || len(ab.EffCosts) == 0 {
		costs = append(costs, r.resources(ab.Cost))
	}
	costs = append(costs, r.effCosts(ab)...)
	body := r.activationBody(ab)
	if len(body) == 0 {
		body = append(body, r.say("text.nothing-happens"))
	}
	s := r.say("text.activated", typ, strings.Join(costs, r.say("list.costs")), r.sentence(r.l.then(body)))
	if ab.GoAgain {
		s += r.say("text.go-again")
	}
	if ab.If != nil {
		s += r.say("text.activate-only-if", r.condition(ab.If))
	}
	if ab.Target != nil {
		s += r.say("text.ability-target", r.target(*ab.Target))
	}
	return s
}

// effCosts are the costs of ab that change the board, in words: "destroy
// this", "discard a card" (CR 5.2.1, 1.14). The card's text (activated)
// and a line's activation (ActivateDoes) say them so.
func (r *cardRenderer) effCosts(ab rules.Activated) []string {
	var out []string
	for _, e := range ab.EffCosts {
		out = append(out, r.text(e.Text()))
	}
	return out
}

// activationBody is what activating ab does besides its costs, in the
// parts a "then" joins (CR 5.2): "attack with this" for a weapon's attack
// (CR 8.3.1), then its effects; none where it has neither. The card's
// text (activated) and a line's activation (ActivateDoes) say it so.
func (r *cardRenderer) activationBody(ab rules.Activated) []string {
	var body []string
	if ab.Attack {
		body = append(body, r.say("text.attack-with-this"))
	}
	if len(ab.Effects) > 0 {
		body = append(body, r.nested(ab.Effects))
	}
	return body
}

// static renders "While you have intimidated this turn, this has +2 power."
func (r *cardRenderer) static(st rules.Static) string {
	mods := r.mods(st.Power, st.Defense, st.Grants)
	if st.Defenders != nil { // a permanent's, for the cards that defend (rules/defenders.go)
		return r.say("text.static-defenders", r.filter(*st.Defenders, false), mods)
	}
	if st.Per != nil { // "+1 power for each ..."
		each := r.say("text.static-per", mods, r.text(st.Per.Text()))
		if st.If == nil {
			return each
		}
		return r.say("text.static-while-per", r.condition(st.If), each)
	}
	if st.If == nil {
		return r.say("text.static", mods)
	}
	return r.say("text.static-while", r.condition(st.If), mods)
}

// costStatic renders "If you have drawn a card this turn, this costs 1
// resource less to play." and its kind about weapon attacks
// (rules/costreduce.go). Only reductions are printed on the cards there
// are; an increase would read as a missing code.
func (r *cardRenderer) costStatic(cs rules.CostStatic) string {
	if cs.Delta >= 0 {
		return r.code("cost-static-increase")
	}
	n := r.resources(-cs.Delta)
	if cs.WeaponAttacks {
		var subs []string
		for _, s := range r.w.SubtypeNames(cs.Subtypes) {
			subs = append(subs, strings.ToLower(s))
		}
		of := strings.Join(subs, " ")
		if cs.If == nil {
			return r.say("text.weapon-attacks-cost", of, n)
		}
		return r.say("text.weapon-attacks-cost-if", r.condition(cs.If), of, n)
	}
	if cs.If == nil {
		return r.say("text.costs-less", n)
	}
	return r.say("text.costs-less-if", r.condition(cs.If), n)
}

// delayedGrant is the triggered ability a "next time" carries out (the
// card's grant, rules/nexttime.go), which its words say in place; the
// words there are are about a hit on a hero by an attack of yours.
func (r *cardRenderer) delayedGrant(e rules.NextTime) (rules.Trigger, bool) {
	if e.Grant < 1 || e.Grant > len(r.c.Grants) || r.c.Grants[e.Grant-1].Trigger == nil {
		return rules.Trigger{}, false
	}
	r.used[e.Grant] = true
	t := *r.c.Grants[e.Grant-1].Trigger
	w := t.When
	if w.Event != rules.EvHit || w.Of != rules.YourAttack || w.To != rules.ToHero {
		return rules.Trigger{}, false
	}
	return t, true
}

// goAgainRule cites go again's rule (CR 8.3.5) after "your next attack
// this turn gets go again" when that is all the effect gives: the words
// of a token's whole ability (Agility) then say where the rule is.
func goAgainRule(e rules.NextAttack) string {
	if e.Gains == rules.GoAgain && e.Power == 0 && e.Grant == 0 {
		return " (CR 8.3.5)"
	}
	return ""
}
