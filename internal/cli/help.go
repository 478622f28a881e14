package cli

// The commands' own words (descriptions, flag help, the usage
// template) in the language of --lang, or of the locale.

import (
	"os"
	"strings"

	"github.com/rathe-tcg/rathe/tui/text"
	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// words is the language the options ask for: --lang, or the locale's when
// --lang is not one the game speaks (its error is said in the locale's).
func (g *globalOptions) words() text.Words {
	if g == nil {
		return text.Words{Lang: text.FromLocale(os.Getenv)}
	}
	return langWords(g.lang)
}

func langWords(s string) text.Words {
	if l, err := text.ParseLang(s); err == nil {
		return text.Words{Lang: l}
	}
	return text.Words{Lang: text.FromLocale(os.Getenv)}
}

// wordsOf is the language of a command being run: its --lang flag (the
// root's, inherited), parsed or not yet.
func wordsOf(cmd *cobra.Command) text.Words {
	if cmd != nil {
		if f := cmd.Flag("lang"); f != nil {
			return langWords(f.Value.String())
		}
	}
	return langWords("")
}

// The annotations that keep a description's message id once its words
// replace it.
const (
	shortID = "rathe.short"
	longID  = "rathe.long"
	usageID = "rathe.usage"
)

// cobra's own commands, which rathe does not write: their descriptions'
// ids by command path.
var cobraShortIDs = map[string]string{
	"rathe completion":            "cli.completion",
	"rathe completion bash":       "cli.completion-shell",
	"rathe completion zsh":        "cli.completion-shell",
	"rathe completion fish":       "cli.completion-shell",
	"rathe completion powershell": "cli.completion-shell",
}

// localize gives every command of the tree its words in w's language. A
// command's Short and Long, and a flag's usage, are written in the source
// as message ids ("cli.decks-check", "flag.sim-games"); the first call
// keeps each id in an annotation, so the tree can be said again in another
// language once --lang is known.
func localize(root *cobra.Command, w text.Words) {
	root.SetUsageTemplate(w.Say("cli.usage-template"))
	root.SetHelpTemplate(helpTemplate)
	var walk func(c *cobra.Command)
	walk = func(c *cobra.Command) {
		if c.Annotations == nil {
			c.Annotations = map[string]string{}
		}
		if _, ok := c.Annotations[shortID]; !ok {
			switch {
			case isMessageID(c.Short, "cli."):
				c.Annotations[shortID] = c.Short
			case cobraShortIDs[c.CommandPath()] != "":
				c.Annotations[shortID] = cobraShortIDs[c.CommandPath()]
			}
		}
		if _, ok := c.Annotations[longID]; !ok && isMessageID(c.Long, "cli.") {
			c.Annotations[longID] = c.Long
		}
		if id := c.Annotations[shortID]; id != "" {
			if id == "cli.completion-shell" {
				c.Short = w.Say(id, c.Name())
			} else {
				c.Short = w.Say(id)
			}
		}
		if id := c.Annotations[longID]; id != "" {
			c.Long = w.Say(id)
		}
		c.InitDefaultHelpFlag()
		say := func(f *pflag.Flag) {
			if f.Name == "help" {
				f.Usage = w.Say("flag.help", c.Name())
				return
			}
			if f.Name == "no-descriptions" && strings.HasPrefix(c.CommandPath(), "rathe completion") {
				f.Usage = w.Say("flag.no-descriptions")
				return
			}
			if f.Annotations == nil {
				f.Annotations = map[string][]string{}
			}
			if _, ok := f.Annotations[usageID]; !ok && isMessageID(f.Usage, "flag.") {
				f.Annotations[usageID] = []string{f.Usage}
			}
			if id := f.Annotations[usageID]; len(id) == 1 {
				f.Usage = w.Say(id[0])
			}
		}
		c.Flags().VisitAll(say)
		c.PersistentFlags().VisitAll(say)
		for _, sub := range c.Commands() {
			walk(sub)
		}
	}
	walk(root)
}

// isMessageID reports whether s is a message id with the prefix rather
// than words: "cli.decks-check", not "help about any command".
func isMessageID(s, prefix string) bool {
	if !strings.HasPrefix(s, prefix) {
		return false
	}
	for _, r := range s {
		if !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '.' || r == '-') {
			return false
		}
	}
	return true
}
