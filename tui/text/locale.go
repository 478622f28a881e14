package text

import "strings"

// FromLocale is the language the user's locale asks for, read the POSIX
// way: LC_ALL, then LC_MESSAGES, then LANG, the first that is set (not
// empty) deciding. "ja", "ja_JP", "ja_JP.UTF-8" (any "ja" locale) give
// Japanese; C, POSIX, nothing at all and every other locale give English.
// An explicit --lang wins over it (internal/cli/root.go).
func FromLocale(getenv func(string) string) Lang {
	for _, name := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		v := getenv(name)
		if v == "" {
			continue
		}
		if v == "ja" || strings.HasPrefix(v, "ja_") || strings.HasPrefix(v, "ja.") || strings.HasPrefix(v, "ja@") {
			return JA
		}
		return EN
	}
	return EN
}
