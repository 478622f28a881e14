package rules

import (
	"encoding/json"
	"testing"
)

// A rule number reads back to the same text, and the parts are where the
// CR's numbering puts them.
func TestRuleNumbers(t *testing.T) {
	for _, tc := range []struct {
		r    Rule
		text string
	}{
		{CR(1, 11, 0), "1.11"},
		{CR(7, 4, 1), "7.4.1"},
		{CR(3, 0, 9), "3.0.9"},
		{CRSub(8, 3, 4, 'b'), "8.3.4b"},
		{CR(8, 3, 22), "8.3.22"},
		{CRSub(1, 10, 2, 'e'), "1.10.2e"},
		{0, ""},
	} {
		if got := tc.r.String(); got != tc.text {
			t.Errorf("%#x: String() = %q, want %q", uint32(tc.r), got, tc.text)
		}
		back, err := ParseRule(tc.text)
		if err != nil || back != tc.r {
			t.Errorf("ParseRule(%q) = %v, %v; want %v", tc.text, back, err, tc.r)
		}
	}
	r := CRSub(8, 3, 4, 'b')
	if r.Chapter() != 8 || r.Section() != 3 || r.Number() != 4 || r.Sub() != 'b' {
		t.Errorf("parts of 8.3.4b: %d %d %d %c", r.Chapter(), r.Section(), r.Number(), r.Sub())
	}
	// Sorting by the number sorts by the CR's order.
	if !(CR(1, 9, 0) < CR(1, 10, 2) && CR(1, 10, 2) < CRSub(1, 10, 2, 'a') && CRSub(1, 10, 2, 'a') < CR(2, 0, 1)) {
		t.Error("rule numbers do not sort in the CR's order")
	}
}

func TestParseRuleRefuses(t *testing.T) {
	for _, s := range []string{"7", "7.", "x.1", "7.4.1.2", "0.1", "7.4.0", "7.04.1", "7.4.1B", "7.256.1", "7.4.b", "-1.2"} {
		if r, err := ParseRule(s); err == nil {
			t.Errorf("ParseRule(%q) = %v, want an error", s, r)
		}
	}
}

// JSON shows a rule as the CR writes it.
func TestRuleJSON(t *testing.T) {
	b, err := json.Marshal(struct{ Rule Rule }{CRSub(4, 4, 3, 'c')})
	if err != nil || string(b) != `{"Rule":"4.4.3c"}` {
		t.Fatalf("got %s, %v", b, err)
	}
	var v struct{ Rule Rule }
	if err := json.Unmarshal(b, &v); err != nil || v.Rule != CRSub(4, 4, 3, 'c') {
		t.Fatalf("read back %v, %v", v.Rule, err)
	}
	if err := json.Unmarshal([]byte(`{"Rule":"4.4"}`), &v); err != nil || v.Rule != CR(4, 4, 0) {
		t.Fatalf("read back %v, %v", v.Rule, err)
	}
}
