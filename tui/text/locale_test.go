package text_test

import (
	"testing"

	"github.com/rathe-tcg/rathe/tui/text"
)

// The locale decides the default language, in POSIX order: LC_ALL over
// LC_MESSAGES over LANG, an empty variable counting as unset.
func TestFromLocale(t *testing.T) {
	for _, tc := range []struct {
		env  map[string]string
		want text.Lang
	}{
		{nil, text.EN},
		{map[string]string{"LANG": "ja_JP.UTF-8"}, text.JA},
		{map[string]string{"LANG": "ja_JP"}, text.JA},
		{map[string]string{"LANG": "ja"}, text.JA},
		{map[string]string{"LANG": "ja_JP.eucJP"}, text.JA},
		{map[string]string{"LANG": "C"}, text.EN},
		{map[string]string{"LANG": "POSIX"}, text.EN},
		{map[string]string{"LANG": "C.UTF-8"}, text.EN},
		{map[string]string{"LANG": "fr_FR.UTF-8"}, text.EN},
		{map[string]string{"LANG": "jam_JM"}, text.EN}, // Jamaican Creole is not Japanese
		{map[string]string{"LANG": "en_US.UTF-8", "LC_MESSAGES": "ja_JP.UTF-8"}, text.JA},
		{map[string]string{"LANG": "ja_JP.UTF-8", "LC_MESSAGES": "C"}, text.EN},
		{map[string]string{"LANG": "ja_JP.UTF-8", "LC_MESSAGES": "", "LC_ALL": ""}, text.JA},
		{map[string]string{"LC_ALL": "ja_JP.UTF-8", "LC_MESSAGES": "en_US.UTF-8", "LANG": "C"}, text.JA},
		{map[string]string{"LC_ALL": "C", "LANG": "ja_JP.UTF-8"}, text.EN},
	} {
		if got := text.FromLocale(func(k string) string { return tc.env[k] }); got != tc.want {
			t.Errorf("%v: %s, want %s", tc.env, got, tc.want)
		}
	}
}
