package text

import (
	"regexp"
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/saves"
	"github.com/rathe-tcg/rathe/saves/scenario"
)

// Every message of a scenario file has words in both
// languages; the English words are scenario.MessageWords (the bytes
// `scenario run` printed before the text layer said them); and each,
// said with parameters of its verbs, is Japanese under --lang ja.
func TestScenarioMessagesInEveryLanguage(t *testing.T) {
	codes := scenario.MessageCodes()
	if len(codes) < 150 {
		t.Fatalf("only %d scenario message codes", len(codes))
	}
	verb := regexp.MustCompile(`%(\[\d+\])?[-+# 0]*\d*[a-zA-Z]`)
	ja := Words{Lang: JA}
	fileKey := regexp.MustCompile(`^[a-z.-]+$`)
	for _, code := range codes {
		id := "scn." + code
		for lang, l := range languages {
			if _, ok := l.messages[id]; !ok {
				t.Errorf("%s has no words for the scenario message %q", lang, code)
			}
		}
		en := scenario.MessageWords[code]
		if languages[EN].messages[id] != en {
			t.Errorf("scenario message %q: the English table and scenario.MessageWords differ", code)
		}
		var args []any
		used, _, _ := verbs(en)
		for i := 1; i <= len(used); i++ {
			if used[i] == "d" {
				args = append(args, 3)
			} else {
				args = append(args, "x")
			}
		}
		got := ja.ScenarioMsg(scenario.Msg{Code: code, Args: args})
		if strings.Contains(got, "%!") || strings.HasPrefix(got, "[") {
			t.Errorf("ja %q: %q", code, got)
		}
		// A message of parameters and punctuation alone ("%s: %s") has
		// its words in its parameters.
		// A message of parameters and punctuation alone ("%s: %s"), or of
		// a key of the file and its parameter ("goal: %v"), has its words
		// in its parameters.
		bare := strings.Trim(verb.ReplaceAllString(languages[JA].messages[id], ""), ":`、 ")
		if bare != "" && !fileKey.MatchString(bare) && !japaneseIn(got) {
			t.Errorf("ja %q is not Japanese: %q", code, got)
		}
		if e := (Words{Lang: EN}).ScenarioMsg(scenario.Msg{Code: code, Args: args}); strings.Contains(e, "%!") {
			t.Errorf("en %q: %q", code, e)
		}
	}
}

func japaneseIn(s string) bool {
	for _, r := range s {
		if r >= 0x3040 && r <= 0x9fff {
			return true
		}
	}
	return false
}

// A broken file's errors: English is the parser's own bytes, Japanese says
// every message in Japanese with the file's syntax kept.
func TestScenarioErrorsSaid(t *testing.T) {
	src := "scenario: broken\nrules: 7.5.2\np1.hero: Rhinar\np2.hero: Dorinthea Ironsong\np1.hand: Muscle Mut (yellow)\nanswers:\np1 fly\nexpect:\np2.life: 20\n"
	_, err := scenario.Parse("b.scn", []byte(src))
	if err == nil {
		t.Fatal("a broken file parsed")
	}
	if got := (Words{Lang: EN}).ScenarioErrors(err); got != err.Error() {
		t.Errorf("English differs from the parser's:\n%s\n%s", got, err.Error())
	}
	ja := (Words{Lang: JA}).ScenarioErrors(err)
	for _, want := range []string{`b.scn:5: 不明なカード "Muscle Mut (yellow)"。"Muscle Mutt (yellow)" のことですか?`, `b.scn:7: 不明な応答 "fly"`} {
		if !strings.Contains(ja, want) {
			t.Errorf("ja lacks %q:\n%s", want, ja)
		}
	}
	if strings.Contains(ja, "unknown") || strings.Contains(ja, "did you mean") {
		t.Errorf("English left in:\n%s", ja)
	}
}

// A save's problems have words in both languages, the English words are
// saves.ProblemWords, and each said in Japanese is Japanese.
func TestSaveProblemsInEveryLanguage(t *testing.T) {
	ja := Words{Lang: JA}
	for _, code := range saves.ProblemCodes() {
		id := "save." + code
		if languages[EN].messages[id] != saves.ProblemWords[code] {
			t.Errorf("save problem %q: the English table and saves.ProblemWords differ", code)
		}
		if _, ok := languages[JA].messages[id]; !ok {
			t.Errorf("ja has no words for the save problem %q", code)
		}
		var args []any
		used, _, _ := verbs(saves.ProblemWords[code])
		for i := 1; i <= len(used); i++ {
			switch {
			case i == 1 && used[i] == "v":
				args = append(args, saves.ErrCorrupted)
			case used[i] == "d":
				args = append(args, 3)
			default:
				args = append(args, "x")
			}
		}
		got := ja.SaveProblem(saves.Problem{Code: code, Args: args})
		if strings.Contains(got, "%!") || (code != "bare" && code != "json" && !japaneseIn(got)) || strings.Contains(got, "checksum does not match") {
			t.Errorf("ja %q: %q", code, got)
		}
	}
}

// The classes inside a card-pool problem are said in the language:
// "Brute and generic" is not left in English under ja.
func TestPoolProblemClassWords(t *testing.T) {
	p := rules.PoolProblem{Reason: rules.PoolSupertypes, Rule: rules.CR(1, 1, 3), Card: "Sink Below (red)", Hero: "Rhinar",
		Words: "Guardian / Warrior Light", Allowed: "Brute, Lightning and generic"}
	ja := Words{Lang: JA}.PoolProblem(p)
	for _, want := range []string{"ガーディアン", "戦士", "光", "ブルート", "ライトニング", "汎用"} {
		if !strings.Contains(ja, want) {
			t.Errorf("ja lacks %q: %s", want, ja)
		}
	}
	for _, english := range []string{"Brute", "generic", "Guardian", "Warrior", " and "} {
		if strings.Contains(ja, english) {
			t.Errorf("ja says %q: %s", english, ja)
		}
	}
	if en := (Words{Lang: EN}).PoolProblem(p); en != p.Error() {
		t.Errorf("en %q, the rules say %q", en, p.Error())
	}
	empty := Words{Lang: JA}.PoolProblem(rules.PoolProblem{Reason: rules.PoolSupertypes, Rule: rules.CR(1, 1, 3), Card: "X"})
	if strings.Contains(empty, "%!") {
		t.Errorf("empty words: %s", empty)
	}
}
