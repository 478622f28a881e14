// Package lesson reads, checks and plays the lessons of `rathe learn`
// (DESIGN.md: lessons live in saves/). A lesson is a scenario file
// (saves/scenario, FORMAT.md) with lesson keys on top: narration in
// English and Japanese (before, during at named moments, after), the goals
// the engine checks from the game's events and state, three levels of
// hints, the rules it teaches, and a simple deterministic opponent. The
// scenario's `answers:` are the lesson's solution, so every lesson is also
// a test. The format is in FORMAT.md beside this file.
package lesson

import (
	"bytes"
	"errors"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/rathe-tcg/rathe/cards"
	"github.com/rathe-tcg/rathe/decks"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/saves/scenario"
)

// Langs are the languages every text of a lesson is written in.
var Langs = []string{"en", "ja"}

// Text is one text of a lesson in each language, by language code.
type Text map[string]string

// In is the text in lang, else in English.
func (t Text) In(lang string) string {
	if s, ok := t[lang]; ok {
		return s
	}
	return t["en"]
}

// Hints is how many levels of hints a lesson has: a nudge, the rule with
// its CR number, the move.
const Hints = 3

// Lesson is a parsed lesson file.
type Lesson struct {
	// Number is the lesson's place in the course (from the file name,
	// NN-name.txt); 0 for a file given by path.
	Number int
	Name   string // the file name, for messages
	Title  Text
	// Learner is the player the learner plays; the other is the
	// Opponent, a deterministic decider.
	Learner  rules.Player
	Opponent Opponent
	// FullControl asks the learner at every priority point (lessons about
	// the steps), instead of passing for them when passing is all they
	// can do.
	FullControl bool
	Goals       []Goal
	Before      Text
	// During is narration shown when the learner is first asked at a
	// moment (Moments): a prompt kind, a combat step, the end phase.
	During map[string]Text
	// moments keeps During's keys in file order.
	moments []string
	Hints   [Hints]Text
	After   Text
	// Summary says in words the rules the lesson taught; Taught are their
	// CR numbers.
	Summary Text
	Taught  []string
	// File is the scenario: the position and the solution (answers:).
	File *scenario.File
}

// Moments lists the moments of During in the order the file gives them.
func (l *Lesson) Moments() []string { return slices.Clone(l.moments) }

// moments a narration may be tied to: the kinds of question (the verbs
// of scenario answers), the combat steps and the end phase.
var knownMoments = map[string]bool{
	"pitch": true, "x": true, "modes": true, "target": true, "attack-target": true, "defenders": true,
	"order": true, "may": true, "cards": true, "arsenal": true,
	"layer-step": true, "attack-step": true, "defend-step": true, "reaction-step": true,
	"damage-step": true, "resolution-step": true, "end-phase": true,
}

// MomentsOf names the moments a question of the learner's falls in, the
// question's own kind first (pitch, defenders, arsenal...), then the
// combat step (reaction-step...) or the end phase.
func MomentsOf(kind rules.PromptKind, purpose rules.Purpose, phase rules.Phase, step rules.Step) []string {
	var out []string
	switch {
	case kind == rules.AskCards && purpose == rules.PurposeArsenal:
		out = append(out, "arsenal")
	case kind != rules.AskPriority:
		out = append(out, kind.String())
	}
	if step != rules.StepNone && step != rules.StepClose {
		out = append(out, step.String()+"-step")
	}
	if phase == rules.PhaseEnd {
		out = append(out, "end-phase")
	}
	return out
}

// maxLessonFile bounds a lesson file, as scenario files are bounded.
const maxLessonFile = 1 << 20

// crNumber is a CR rule number: 1.14.3, 8.3.2a.
var crNumber = regexp.MustCompile(`^[1-9]\.[0-9]{1,2}(\.[0-9]{1,2}[a-z]?)?$`)

type lparser struct {
	name string
	errs scenario.ErrorList
}

// errorf records a message (its code in scenario.MessageWords, "lesson-"
// codes) on line.
func (p *lparser) errorf(line int, code string, args ...any) {
	if len(p.errs) < 50 {
		p.errs = append(p.errs, scenario.NewError(p.name, max(1, line), code, args...))
	}
}

// Parse reads a lesson. A malformed file gives a scenario.ErrorList:
// every problem, each as FILE:LINE: what is wrong.
func Parse(name string, data []byte) (*Lesson, error) {
	p := &lparser{name: name}
	if len(data) > maxLessonFile {
		p.errorf(1, "lesson-too-large", maxLessonFile)
		return nil, p.errs
	}
	data = decks.DecodeText(data)
	data = bytes.ReplaceAll(data, []byte("\r\n"), []byte("\n"))
	data = bytes.ReplaceAll(data, []byte("\r"), []byte("\n"))
	lines := strings.Split(string(data), "\n")
	l := &Lesson{Name: name, Title: Text{}, Before: Text{}, After: Text{}, Summary: Text{}, During: map[string]Text{}}
	for i := range l.Hints {
		l.Hints[i] = Text{}
	}
	seen := map[string]int{}
	learnerAt, inAnswers := 0, false
	var oppPlay, oppDefend string
	var oppPlayAt, oppDefendAt int
	for i, raw := range lines {
		n := i + 1
		t := strings.TrimSpace(raw)
		low := strings.ToLower(strings.Join(strings.Fields(t), ""))
		if low == "answers:" {
			inAnswers = true
		}
		key, val, ok := strings.Cut(t, ":")
		if !ok || strings.HasPrefix(t, "#") {
			continue
		}
		key = strings.ToLower(strings.TrimSpace(key))
		val = strings.TrimSpace(val)
		if !isLessonKey(key) {
			continue
		}
		lines[i] = "" // the scenario parser reads the rest, lines kept
		if inAnswers {
			p.errorf(n, "lesson-keys-first", key)
			continue
		}
		if bytes.IndexByte([]byte(val), 0) >= 0 {
			p.errorf(n, "lesson-nul")
			continue
		}
		repeatable := key == "goal" || strings.HasPrefix(key, "before.") || strings.HasPrefix(key, "after.") ||
			strings.HasPrefix(key, "summary.") || strings.HasPrefix(key, "during.")
		if at, dup := seen[key]; dup && !repeatable {
			p.errorf(n, "lesson-twice", key, at)
			continue
		}
		seen[key] = n
		if val == "" {
			p.errorf(n, "lesson-empty", key)
			continue
		}
		switch {
		case key == "learner":
			pl, ok := parsePlayer(val)
			if !ok {
				p.errorf(n, "lesson-learner", clip(val))
			}
			l.Learner, learnerAt = pl, n
		case key == "goal":
			g, err := parseGoal(val)
			if err != nil {
				p.errorf(n, "lesson-goal", err)
				continue
			}
			g.Line = n
			l.Goals = append(l.Goals, g)
		case key == "full-control":
			switch strings.ToLower(val) {
			case "yes":
				l.FullControl = true
			case "no":
			default:
				p.errorf(n, "lesson-full-control", clip(val))
			}
		case key == "opponent.play":
			oppPlay, oppPlayAt = val, n
		case key == "opponent.defend":
			oppDefend, oppDefendAt = val, n
		case key == "taught":
			for _, f := range strings.Fields(strings.ReplaceAll(val, ",", " ")) {
				if !crNumber.MatchString(f) {
					p.errorf(n, "lesson-taught-number", clip(f))
					continue
				}
				l.Taught = append(l.Taught, f)
			}
		default:
			p.text(l, key, val, n)
		}
	}
	_ = learnerAt
	l.Opponent.Play = p.cards(oppPlayAt, "opponent.play", oppPlay)
	l.Opponent.Defend = p.cards(oppDefendAt, "opponent.defend", oppDefend)
	l.Opponent.Player = l.Learner.Opponent()
	f, err := scenario.Parse(name, []byte(strings.Join(lines, "\n")))
	var list scenario.ErrorList
	switch {
	case errors.As(err, &list):
		p.errs = append(p.errs, list...)
	case err != nil:
		p.errorf(1, "engine", err)
	}
	l.File = f
	p.complete(l, seen, len(lines))
	if len(p.errs) > 0 {
		sort.SliceStable(p.errs, func(i, j int) bool { return p.errs[i].Line < p.errs[j].Line })
		return nil, p.errs
	}
	return l, nil
}

// isLessonKey reports the keys this package reads; the scenario parser
// reads the others.
func isLessonKey(k string) bool {
	switch k {
	case "learner", "goal", "full-control", "opponent.play", "opponent.defend", "taught":
		return true
	}
	base, _, _ := strings.Cut(k, ".")
	switch base {
	case "title", "before", "after", "summary", "hint1", "hint2", "hint3", "during":
		return true
	}
	return false
}

// text reads a narration key: title.en, before.ja, during.pitch.en,
// hint2.ja... Lines of the same key join as paragraphs.
func (p *lparser) text(l *Lesson, key, val string, n int) {
	base, lang, _ := strings.Cut(key, ".")
	if base == "during" {
		var moment string
		moment, lang, _ = strings.Cut(lang, ".")
		if !knownMoments[moment] {
			p.errorf(n, "lesson-not-moment", key, clip(moment), strings.Join(sortedMoments(), ", "))
			return
		}
		if !slices.Contains(Langs, lang) {
			p.errorf(n, "lesson-during-language", key, moment, moment)
			return
		}
		t, ok := l.During[moment]
		if !ok {
			t = Text{}
			l.During[moment] = t
			l.moments = append(l.moments, moment)
		}
		add(t, lang, val)
		return
	}
	if !slices.Contains(Langs, lang) {
		p.errorf(n, "lesson-language", key, base, base)
		return
	}
	var t Text
	switch base {
	case "title":
		t = l.Title
	case "before":
		t = l.Before
	case "after":
		t = l.After
	case "summary":
		t = l.Summary
	case "hint1", "hint2", "hint3":
		t = l.Hints[base[4]-'1']
	}
	add(t, lang, val)
}

func add(t Text, lang, val string) {
	if s, ok := t[lang]; ok {
		t[lang] = s + "\n" + val
		return
	}
	t[lang] = val
}

func sortedMoments() []string {
	out := make([]string, 0, len(knownMoments))
	for m := range knownMoments {
		out = append(out, m)
	}
	sort.Strings(out)
	return out
}

// complete checks what every lesson must have, in both languages.
func (p *lparser) complete(l *Lesson, seen map[string]int, last int) {
	need := func(what string, t Text) {
		for _, lang := range Langs {
			if t[lang] == "" {
				p.errorf(last, "lesson-text-missing", what, lang, strings.Join(Langs, " and "))
			}
		}
	}
	need("title", l.Title)
	need("before", l.Before)
	need("after", l.After)
	need("summary", l.Summary)
	for i, h := range l.Hints {
		need("hint"+strconv.Itoa(i+1), h)
	}
	for _, m := range l.moments {
		need("during."+m, l.During[m])
	}
	if len(l.Goals) == 0 && seen["goal"] == 0 {
		p.errorf(last, "lesson-goal-missing")
	}
	if len(l.Taught) == 0 {
		p.errorf(last, "lesson-taught-missing")
	}
	// The summary says in words each rule the lesson taught.
	for _, lang := range Langs {
		for _, r := range l.Taught {
			if s := l.Summary[lang]; s != "" && !strings.Contains(s, r) {
				p.errorf(seen["summary."+lang], "lesson-summary-rule", lang, r)
			}
		}
	}
	if l.File != nil && !l.File.HasAnswers() {
		p.errorf(last, "lesson-answers-missing")
	}
}

// cards reads a list of card names (opponent.play, opponent.defend).
func (p *lparser) cards(line int, key, val string) []*rules.Card {
	if val == "" {
		return nil
	}
	var out []*rules.Card
	for _, name := range splitCards(val) {
		c, ok := cards.Lookup(name)
		if !ok {
			p.errorf(line, "lesson-unknown-card", key, clip(name))
			continue
		}
		out = append(out, c)
	}
	return out
}

// splitCards splits a comma-separated list, keeping names that hold a
// comma ("Dawnblade, Resplendent") whole.
func splitCards(s string) []string {
	parts := strings.Split(s, ",")
	var out []string
	for i := 0; i < len(parts); i++ {
		name := strings.TrimSpace(parts[i])
		if _, ok := cards.Lookup(name); !ok && i+1 < len(parts) {
			joined := name + ", " + strings.TrimSpace(parts[i+1])
			if _, ok := cards.Lookup(joined); ok {
				name = joined
				i++
			}
		}
		if name != "" {
			out = append(out, name)
		}
	}
	return out
}

func parsePlayer(s string) (rules.Player, bool) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "p1":
		return 0, true
	case "p2":
		return 1, true
	}
	return rules.NoPlayer, false
}

func clip(s string) string {
	s = rules.Printable(s)
	if r := []rune(s); len(r) > 40 {
		return string(r[:40]) + "…"
	}
	return s
}
