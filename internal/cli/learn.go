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

// learnOptions are the inputs of `rathe learn`; play plays a lesson on
// the board and menu shows the menu (a test gives its own through runF).
type learnOptions struct {
	streams
	global  *globalOptions
	list    bool
	args    []string // the lesson, or none
	useLine string   // the command's usage, for a usage error
	play    func(o *learnOptions, l *lesson.Lesson, p *lesson.Progress) (bool, error)
	menu    func(o *learnOptions, items []tui.MenuItem) (int, error)
}

// newLearnCmd is `rathe learn [N] [--list]`: the lessons.
func newLearnCmd(g *globalOptions, runF func(*learnOptions) error) *cobra.Command {
	o := &learnOptions{global: g, play: playLesson, menu: lessonMenu}
	cmd := &cobra.Command{
		Use:   "learn [LESSON|FILE]",
		Short: "cli.learn",
		Args:  cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			o.streams, o.args, o.useLine = streamsOf(cmd), args, cmd.UseLine()
			if runF != nil {
				return runF(o)
			}
			return runLearn(o)
		},
	}
	cmd.Flags().BoolVar(&o.list, "list", false, "flag.learn-list")
	return cmd
}

func runLearn(o *learnOptions) error {
	g, args := o.global, o.args
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
		// What to do about it: the file only records which lessons are
		// done (a learner was left with a JSON parser's words alone).
		return &exitError{1, fmt.Errorf("%w\n%s", err, w.Say("cmd.learn-progress-hint", rules.Printable(path)))}
	}
	out := o.out
	if o.list {
		if len(args) > 0 {
			return &exitError{2, fmt.Errorf("%s", w.Say("learn.list-no-lesson", o.useLine))}
		}
		printLessons(out, w, all, prog)
		return nil
	}
	if len(args) == 1 {
		n, err := strconv.Atoi(args[0])
		if err == nil && n >= 1 && n <= len(all) {
			return learnOne(o, all, n, prog)
		}
		if err != nil && looksLikeFile(args[0]) {
			// A lesson file being written: played, not recorded.
			l, err := lesson.Load(args[0])
			if err != nil {
				return &exitError{2, err}
			}
			_, err = o.play(o, l, prog)
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
		n, err := o.menu(o, items)
		if err != nil || n == 0 {
			return err
		}
		if err := learnOne(o, all, n, prog); err != nil {
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
func learnOne(o *learnOptions, all []*lesson.Lesson, n int, prog *lesson.Progress) error {
	lang, _ := text.ParseLang(o.global.lang)
	w := text.Words{Lang: lang}
	done, err := o.play(o, all[n-1], prog)
	if err != nil {
		return err
	}
	out := o.out
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
func playLesson(o *learnOptions, l *lesson.Lesson, prog *lesson.Progress) (bool, error) {
	g := o.global
	lang, err := text.ParseLang(g.lang)
	if err != nil {
		return false, err
	}
	if err := boardTerminal(text.Words{Lang: lang}, "cmd.learn-hint", o.in, o.out); err != nil {
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
	res, err := tui.Run(o.ctx, cfg, o.in, o.out)
	if err != nil {
		return done, err
	}
	return done, afterBoard(o.out, lang, res, nil)
}

// lessonMenu shows the menu on the terminal.
func lessonMenu(o *learnOptions, items []tui.MenuItem) (int, error) {
	g := o.global
	lang, err := text.ParseLang(g.lang)
	if err != nil {
		return 0, err
	}
	if err := boardTerminal(text.Words{Lang: lang}, "cmd.learn-hint", o.in, o.out); err != nil {
		return 0, err
	}
	return tui.RunLessonMenu(o.ctx, items, lang, !g.noColor, o.in, o.out)
}
