package rules_test

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
)

// TestKeywordTable checks the table itself: every entry has a name, a CR
// rule under chapter 8 and a kind; names and ability bits are unique; a
// triggered keyword brings its trigger and nothing else does; every ability
// bit reads back from its name (ParseKeyword) and names itself (Names).
func TestKeywordTable(t *testing.T) {
	names := map[string]bool{}
	bits := rules.Keywords(0)
	for _, k := range rules.KeywordTable {
		if k.Name == "" || k.Kind == 0 || k.Rule.Chapter() != 8 {
			t.Errorf("%+v: want a name, a kind and a CR 8 rule", k)
		}
		if names[k.Name] {
			t.Errorf("%s: twice in the table", k.Name)
		}
		names[k.Name] = true
		if (k.Kind == rules.KeywordTriggered) != (k.Trigger != nil) {
			t.Errorf("%s (%s): a trigger only for triggered keywords", k.Name, k.Kind)
		}
		if (k.Kind == rules.KeywordCost) != (k.Cost != nil) {
			t.Errorf("%s (%s): a cost only for additional-cost keywords", k.Name, k.Kind)
		}
		if k.Trigger != nil && (k.Trigger.When.Event == rules.EvNone || len(k.Trigger.Effects) == 0) {
			t.Errorf("%s: its trigger needs a condition and effects", k.Name)
		}
		if k.Bit == 0 {
			if _, ok := rules.ParseKeyword(k.Name); ok {
				t.Errorf("%s: has no ability bit but parses as one", k.Name)
			}
			continue
		}
		if bits&k.Bit != 0 {
			t.Errorf("%s: bit %b used twice", k.Name, k.Bit)
		}
		bits |= k.Bit
		if got, ok := rules.ParseKeyword(k.Name); !ok || got != k.Bit {
			t.Errorf("ParseKeyword(%q) = %b, %v; want %b", k.Name, got, ok, k.Bit)
		}
		if n := k.Bit.Names(); len(n) != 1 || n[0] != k.Name {
			t.Errorf("%b.Names() = %v, want [%s]", k.Bit, n, k.Name)
		}
	}
}

// TestLookupKeyword reads printed keywords as the card data has them,
// including one with a parameter (CR 8.3.7: "[HERO] Specialization").
func TestLookupKeyword(t *testing.T) {
	for _, c := range []struct {
		printed, name, hero, rule string
		ok                        bool
	}{
		{"Go again", "Go again", "", "8.3.5", true},
		{"go AGAIN", "Go again", "", "8.3.5", true},
		{"Rhinar Specialization", "Specialization", "Rhinar", "8.3.7", true},
		{"Specialization", "Specialization", "", "8.3.7", true},
		{"Intimidate", "Intimidate", "", "8.5.10", true},
		{"Reprise", "Reprise", "", "8.4.3", true},
		// Parameters after the name (CR 8.3.15, 8.3.16).
		{"Spellvoid 1", "Spellvoid", "1", "8.3.15", true},
		{"Essence of Lightning", "Essence", "Lightning", "8.3.16", true},
		{"Lightning Flow", "Lightning Flow", "", "8.4.16", true},
		// a parameter after the name (CR 8.3.16), overpower,
		// Earth Bond.
		{"Essence of Earth", "Essence", "Earth", "8.3.16", true},
		{"Essence of Earth and Lightning", "Essence", "Earth and Lightning", "8.3.16", true},
		{"Essence of", "", "", "", false},
		{"Overpower", "Overpower", "", "8.3.22", true},
		{"Earth Bond", "Earth Bond", "", "8.4.15", true},
		{"Beat Chest", "Beat Chest", "", "8.3.33", true},
		{"Spectra", "", "", "", false},
		{"", "", "", "", false},
	} {
		k, hero, ok := rules.LookupKeyword(c.printed)
		if ok != c.ok || ok && (k.Name != c.name || k.Rule.String() != c.rule || hero != c.hero) {
			t.Errorf("LookupKeyword(%q) = %+v, %q, %v; want %s %s %q", c.printed, k, hero, ok, c.name, c.rule, c.hero)
		}
	}
}

// A chain link shows the keywords that work on it (CR 8.3: static and
// resolution abilities); blade break, temper and legendary act elsewhere
// (when the chain closes, on the card pool) and are left out, and so is
// universal, static but about the card's class (CR 8.3.35): Wage Gold's
// link showed it.
func TestKeywordsInCombat(t *testing.T) {
	all := rules.GoAgain | rules.Dominate | rules.BladeBreak | rules.Battleworn | rules.Legendary | rules.Overpower | rules.Temper | rules.Universal
	if got, want := all.InCombat(), rules.GoAgain|rules.Dominate|rules.Overpower; got != want {
		t.Errorf("InCombat of %v = %v, want %v", all.Names(), got.Names(), want.Names())
	}
	if got := (rules.BladeBreak | rules.Legendary).InCombat(); got != 0 {
		t.Errorf("InCombat of blade break and legendary = %v, want none", got.Names())
	}
}

// CR 8.3: a card has the keyword abilities printed on it, with the
// parameter printed beside the name (CR 8.3.15 spellvoid N, 8.3.16 essence
// of supertypes, 8.3.7 specialization); effect and label keywords are words
// of its text, not abilities it has.
func TestPrintKeyword(t *testing.T) {
	var c rules.Card
	for _, w := range []string{"Go again", "Spellvoid 2", "Essence of Earth and Lightning", "Rhinar Specialization", "Intimidate", "Reprise"} {
		if !c.PrintKeyword(w) {
			t.Errorf("PrintKeyword(%q) failed", w)
		}
	}
	if want := rules.GoAgain | rules.Spellvoid | rules.Essence; c.Keywords != want {
		t.Errorf("keywords %v, want %v", c.Keywords.Names(), want.Names())
	}
	if c.Spellvoid != 2 || c.Essence != rules.Earth|rules.Lightning || c.Specialization != "Rhinar" {
		t.Errorf("parameters: spellvoid %d, essence %v, specialization %q", c.Spellvoid, c.Essence, c.Specialization)
	}
	for _, w := range []string{"Spellvoid x", "Essence of Nothing", "Flying"} {
		if (&rules.Card{}).PrintKeyword(w) {
			t.Errorf("PrintKeyword(%q) succeeded", w)
		}
	}
}
