package cli

import (
	"strconv"
	"strings"

	"github.com/rathe-tcg/rathe/rules/bot"
	"github.com/rathe-tcg/rathe/saves/lesson"
	"github.com/spf13/cobra"
)

// completion is a cobra completion function.
type completion = func(*cobra.Command, []string, string) ([]string, cobra.ShellCompDirective)

// registerCompletions completes the flags that take a word of a short list
// (--lang, --first, --bot, --level, --format, --check), scenario files, and
// the lessons of `learn`, where the shell offered the folder's files: each
// list is the one its parser reads (bot.Level's names) or says in its
// usage error.
func registerCompletions(root *cobra.Command) {
	var levels []string
	for l := bot.Easy; l <= bot.Greedy; l++ {
		levels = append(levels, l.String())
	}
	seats := []string{"p1", "p2"}
	for _, s := range []string{"p1", "p2"} {
		for _, l := range levels {
			seats = append(seats, s+":"+l)
		}
	}
	scn := func(*cobra.Command, []string, string) ([]string, cobra.ShellCompDirective) {
		return []string{"scn"}, cobra.ShellCompDirectiveFilterFileExt
	}
	for _, r := range []struct {
		path  []string
		flag  string
		words []string
		f     completion
	}{
		{nil, "lang", []string{"en", "ja"}, nil},
		{nil, "first", []string{"p1", "p2"}, nil},
		{nil, "bot", seats, nil},
		{nil, "scenario", nil, scn},
		{[]string{"play"}, "first", []string{"p1", "p2"}, nil},
		{[]string{"play"}, "bot", seats, nil},
		{[]string{"play"}, "scenario", nil, scn},
		{[]string{"sim"}, "bot", seats, nil},
		{[]string{"sim"}, "check", []string{"decisions", "events"}, nil},
		{[]string{"goldfish"}, "format", []string{"blitz", "cc"}, nil},
		{[]string{"goldfish", "best"}, "scenario", nil, scn},
		{[]string{"decks", "check"}, "format", []string{"blitz", "cc", "welcome"}, nil},
		{[]string{"bot", "move"}, "level", levels, nil},
		{[]string{"bot", "move"}, "scenario", nil, scn},
	} {
		cmd, _, err := root.Find(r.path)
		if err != nil || cmd.Flag(r.flag) == nil {
			continue // TestFlagValuesComplete names it
		}
		f := r.f
		if f == nil {
			f = completeWords(r.words)
		}
		cmd.RegisterFlagCompletionFunc(r.flag, f)
	}
	if learn, _, err := root.Find([]string{"learn"}); err == nil {
		learn.ValidArgsFunction = completeLessons
	}
	if run, _, err := root.Find([]string{"scenario", "run"}); err == nil {
		run.ValidArgsFunction = scn
	}
}

// completeWords completes with the words that start as typed, and no file.
func completeWords(words []string) completion {
	return func(_ *cobra.Command, _ []string, toComplete string) ([]string, cobra.ShellCompDirective) {
		var out []string
		for _, w := range words {
			if strings.HasPrefix(w, toComplete) {
				out = append(out, w)
			}
		}
		return out, cobra.ShellCompDirectiveNoFileComp
	}
}

// completeLessons completes `learn`'s one argument: the lessons' numbers
// with their English titles, and files (a lesson file of one's own).
func completeLessons(_ *cobra.Command, args []string, toComplete string) ([]string, cobra.ShellCompDirective) {
	if len(args) > 0 {
		return nil, cobra.ShellCompDirectiveNoFileComp
	}
	all, err := lesson.Course()
	if err != nil {
		return nil, cobra.ShellCompDirectiveDefault
	}
	var out []string
	for _, l := range all {
		if n := strconv.Itoa(l.Number); strings.HasPrefix(n, toComplete) {
			out = append(out, n+"\t"+l.Title.In("en"))
		}
	}
	return out, cobra.ShellCompDirectiveDefault
}
