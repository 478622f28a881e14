package rules

import (
	"errors"
	"strconv"
	"strings"
)

// Rule is the number of a rule of the Comprehensive Rules, such as 1.11.4
// or 8.3.4b: a chapter, a section, a rule and a sub-rule letter, each in a
// byte of one word. Events, options, prompts and layers cite the rule they
// follow; a number rather than a string keeps those structs free of
// pointers, so that the engine copies them as plain memory (no write
// barrier on the hot path). The zero Rule cites nothing.
//
// In the program a rule is written CR(7, 4, 1) or CRSub(8, 3, 4, 'b'); a
// section alone (1.11) is CR(1, 11, 0). The compiler folds these calls to
// constants.
type Rule uint32

// CR is the rule chapter.section.rule; rule 0 is the section itself.
func CR(chapter, section, rule uint8) Rule {
	return Rule(chapter)<<24 | Rule(section)<<16 | Rule(rule)<<8
}

// CRSub is the sub-rule chapter.section.rule followed by the letter sub.
func CRSub(chapter, section, rule uint8, sub byte) Rule {
	return CR(chapter, section, rule) | Rule(sub)
}

// Chapter, Section, Number and Sub are the parts of r: 8, 3, 4 and 'b' for
// 8.3.4b. Number is 0 for a section (1.11) and Sub is 0 without a letter.
func (r Rule) Chapter() int { return int(r >> 24) }
func (r Rule) Section() int { return int(r >> 16 & 0xff) }
func (r Rule) Number() int  { return int(r >> 8 & 0xff) }
func (r Rule) Sub() byte    { return byte(r) }

// String is the rule as the CR writes it: "8.3.4b", "1.11", or "" for the
// zero Rule.
func (r Rule) String() string {
	if r == 0 {
		return ""
	}
	var b [16]byte
	return string(r.appendTo(b[:0]))
}

// appendTo appends the rule as the CR writes it to b.
func (r Rule) appendTo(b []byte) []byte {
	if r == 0 {
		return b
	}
	b = strconv.AppendUint(b, uint64(r.Chapter()), 10)
	b = append(b, '.')
	b = strconv.AppendUint(b, uint64(r.Section()), 10)
	if r.Number() != 0 {
		b = append(b, '.')
		b = strconv.AppendUint(b, uint64(r.Number()), 10)
	}
	if r.Sub() != 0 {
		b = append(b, r.Sub())
	}
	return b
}

// MarshalText writes the rule as the CR does, so JSON shows "7.4.1".
func (r Rule) MarshalText() ([]byte, error) { return r.appendTo(nil), nil }

// UnmarshalText reads a rule written as the CR does.
func (r *Rule) UnmarshalText(b []byte) error {
	v, err := ParseRule(string(b))
	if err != nil {
		return err
	}
	*r = v
	return nil
}

// ErrRuleNumber is returned by ParseRule for text that is not a rule
// number.
var ErrRuleNumber = errors.New("not a CR rule number")

// ParseRule reads a rule number: "1.11", "7.4.1" or "8.3.4b"; "" is the
// zero Rule.
func ParseRule(s string) (Rule, error) {
	if s == "" {
		return 0, nil
	}
	parts := strings.Split(s, ".")
	if len(parts) < 2 || len(parts) > 3 {
		return 0, ErrRuleNumber
	}
	var sub byte
	last := parts[len(parts)-1]
	if n := len(last); len(parts) == 3 && n > 1 && last[n-1] >= 'a' && last[n-1] <= 'z' {
		sub = last[n-1]
		parts[len(parts)-1] = last[:n-1]
	}
	var v [3]uint8
	for i, p := range parts {
		n, err := strconv.ParseUint(p, 10, 8)
		if err != nil || (i == 0 && n == 0) || (i == 2 && n == 0) || len(p) > 1 && p[0] == '0' {
			return 0, ErrRuleNumber
		}
		v[i] = uint8(n)
	}
	return CRSub(v[0], v[1], v[2], sub), nil
}
