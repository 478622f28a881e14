package cli

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/saves/lesson"
	"github.com/rathe-tcg/rathe/tui"
	"github.com/rathe-tcg/rathe/tui/text"
	"github.com/spf13/cobra"
)

func init() { commands = append(commands, newLearnCmd) }

// learnOptions are the flags of `rathe learn`; run plays a lesson on the
// board and menu shows the menu (tests replace them).
type learnOptions struct {
	list bool
	run  func(cmd *cobra.Command, g *globalOptions, l *lesson.Lesson, p *lesson.Progress) (bool, error)
	menu func(cmd *cobra.Command, g *globalOptions, items []tui.MenuItem) (int, error)
}

// newLearnCmd is `rathe learn [N] [--list]`: the lessons.
func newLearnCmd(g *globalOptions) *cobra.Command {
	return newLearnCmdWith(g, &learnOptions{run: playLesson, menu: lessonMenu})
}

func newLearnCmdWith(g *globalOptions, o *learnOptions) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "learn [LESSON|FILE]",
		Short: "cli.learn",
		Args:  cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runLearn(cmd, g, o, args)
		},
	}
	cmd.Flags().BoolVar(&o.list, "list", false, "flag.learn-list")
	return cmd
}

func runLearn(cmd *cobra.Command, g *globalOptions, o *learnOptions, args []string) error {
	lang, err := text.ParseLang(g.lang)
	if err != nil {
		return &exitError{2, err}
	}
	w := text.Words{Lang: lang}
	all, err := lesson.Course()
	if err != nil {
		return err
	}
	path, err := lesson.ProgressPath()
	if err != nil {
		return err
	}
	prog, err := lesson.LoadProgress(path)
	if err != nil {
		return err
	}
	out := cmd.OutOrStdout()
	if o.list {
		if len(args) > 0 {
			return &exitError{2, fmt.Errorf("%s", w.Say("learn.list-no-lesson", cmd.UseLine()))} // learn-ja3
		}
		printLessons(out, w, all, prog)
		return nil
	}
	if len(args) == 1 {
		n, err := strconv.Atoi(args[0])
		if err == nil && n >= 1 && n <= len(all) {
			return learnOne(cmd, g, o, all, n, prog)
		}
		if err != nil && looksLikeFile(args[0]) {
			// A lesson file being written: played, not recorded.
			l, err := lesson.Load(args[0])
			if err != nil {
				return &exitError{2, err}
			}
			_, err = o.run(cmd, g, l, prog)
			return err
		}
		return &exitError{2, fmt.Errorf("%s", w.Say("learn.no-lesson", rules.Printable(args[0]), len(all)))}
	}
	// The menu, until the learner leaves it.
	for {
		var items []tui.MenuItem
		for _, l := range all {
			items = append(items, tui.MenuItem{Number: l.Number, Title: l.Title.In(string(lang)), Done: prog.IsDone(l.Number)})
		}
		n, err := o.menu(cmd, g, items)
		if err != nil || n == 0 {
			return err
		}
		if err := learnOne(cmd, g, o, all, n, prog); err != nil {
			return err
		}
	}
}

// looksLikeFile reports an argument that names a file: a path or a name
// with an extension, not a word.
func looksLikeFile(s string) bool {
	return strings.ContainsAny(s, "/\\.")
}

// printLessons is `rathe learn --list`: one lesson a line.
func printLessons(out io.Writer, w text.Words, all []*lesson.Lesson, prog *lesson.Progress) {
	for _, l := range all {
		state := w.Say("learn.not-done")
		if prog.IsDone(l.Number) {
			state = w.Say("learn.done")
		}
		fmt.Fprintf(out, "%2d  %s  (%s)\n", l.Number, rules.Printable(l.Title.In(string(w.Lang))), state)
	}
}

// learnOne plays lesson n and says how it went.
func learnOne(cmd *cobra.Command, g *globalOptions, o *learnOptions, all []*lesson.Lesson, n int, prog *lesson.Progress) error {
	lang, _ := text.ParseLang(g.lang)
	w := text.Words{Lang: lang}
	done, err := o.run(cmd, g, all[n-1], prog)
	if err != nil {
		return err
	}
	out := cmd.OutOrStdout()
	switch {
	case !done:
		fmt.Fprintln(out, w.Say("learn.left", n, n))
	case n < len(all):
		fmt.Fprintln(out, w.Say("learn.finished", n, n+1))
	default:
		fmt.Fprintln(out, w.Say("learn.all-finished", n))
	}
	return nil
}

// playLesson plays a lesson on the board; it reports whether its goals
// were met (the lesson is then recorded as done).
func playLesson(cmd *cobra.Command, g *globalOptions, l *lesson.Lesson, prog *lesson.Progress) (bool, error) {
	lang, err := text.ParseLang(g.lang)
	if err != nil {
		return false, err
	}
	if err := boardTerminal(text.Words{Lang: lang}, "cmd.learn-hint", cmd.InOrStdin(), cmd.OutOrStdout()); err != nil {
		return false, err
	}
	game, err := l.File.Game()
	if err != nil {
		return false, err
	}
	done := false
	cfg := tui.Config{Game: game, Lang: lang, FullControl: l.FullControl, Color: !g.noColor,
		Lesson: &tui.Lesson{L: l, OnComplete: func() error {
			done = true
			if l.Number == 0 {
				return nil // a file of one's own: not a lesson of the course
			}
			return prog.MarkDone(l.Number)
		}}}
	cfg.NewGame = l.File.Game // undo and R replay on the same position
	res, err := tui.Run(commandContext(cmd), cfg, cmd.InOrStdin(), cmd.OutOrStdout())
	if err != nil {
		return done, err
	}
	return done, afterBoard(cmd.OutOrStdout(), lang, res, nil)
}

// lessonMenu shows the menu on the terminal.
func lessonMenu(cmd *cobra.Command, g *globalOptions, items []tui.MenuItem) (int, error) {
	lang, err := text.ParseLang(g.lang)
	if err != nil {
		return 0, err
	}
	if err := boardTerminal(text.Words{Lang: lang}, "cmd.learn-hint", cmd.InOrStdin(), cmd.OutOrStdout()); err != nil {
		return 0, err
	}
	return tui.RunLessonMenu(commandContext(cmd), items, lang, !g.noColor, cmd.InOrStdin(), cmd.OutOrStdout())
}
