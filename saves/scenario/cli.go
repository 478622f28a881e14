package scenario

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"

	"github.com/rathe-tcg/rathe/decks"
	"github.com/rathe-tcg/rathe/rules"
)

// Exit statuses of `rathe scenario run`.
const (
	ExitOK        = 0 // every expectation of every file holds
	ExitFailed    = 1 // a scenario failed: an answer or an expectation
	ExitMalformed = 2 // a file could not be read or parsed
)

// Options configure RunFiles, the command `rathe scenario run`.
type Options struct {
	// Paths are scenario files, or folders whose *.scn files are run.
	Paths []string
	// Out receives one line per file (`ok FILE`), and the differences.
	Out io.Writer
	// Verbose prints each answer and, with Event, each event.
	Verbose bool
	// Event renders an event for the verbose log (the text layer);
	// without it the event's code is printed.
	Event func(g *rules.Game, e *rules.Event) string
	// ReadFile reads a file; nil means decks.ReadRegular, which refuses at
	// once what is not a regular file (a FIFO would block for ever).
	ReadFile func(name string) ([]byte, error)
	// Run is what runs one parsed file; nil means File.Run.
	Run func(ctx context.Context, f *File, o RunOptions) *Result
	// Words say the summary lines in the player's language (the text
	// layer, tui/text); nil means English, CLIWords.
	Words Words
}

// Words say a message by id in the reader's language (tui/text.Words is
// one).
type Words interface {
	Say(id string, args ...any) string
	SayN(id string, n int, args ...any) string
	// ScenarioMsg says a file's message.
	ScenarioMsg(m Msg) string
}

// CLIWords are the English words of RunFiles' own lines, by id; "#one" is
// the form for one. tui/text's English table takes them.
var CLIWords = map[string]string{
	"scenario.no-files":             "no scenario files",
	"scenario.ok":                   "ok   %s",
	"scenario.fail":                 "FAIL %s",
	"scenario.fail-bug":             "FAIL %s (a known engine bug: %s)",
	"scenario.stopped":              "%s: stopped at %s",
	"scenario.malformed":            "%d scenario files are malformed",
	"scenario.malformed#one":        "1 scenario file is malformed",
	"scenario.malformed-failed":     "%d scenario files are malformed, and %d failed",
	"scenario.malformed-failed#one": "1 scenario file is malformed, and %[2]d failed",
	"scenario.failed":               "%d of %d scenarios failed",
	"scenario.failed#one":           "%[1]d of 1 scenario failed",
	"scenario.no-scn":               "%s: no .scn files in this folder",
	"scenario.inner-folder":         "not run: %s, a folder inside one named (scenario run takes a folder's own .scn files: name it to run it)",
}

// english says CLIWords.
type english struct{}

func (english) Say(id string, args ...any) string { return fmt.Sprintf(CLIWords[id], args...) }

func (english) ScenarioMsg(m Msg) string { return m.String() }

func (e english) SayN(id string, n int, args ...any) string {
	if f, ok := CLIWords[id+"#one"]; ok && n == 1 {
		return fmt.Sprintf(f, args...)
	}
	return e.Say(id, args...)
}

// RunFiles runs every scenario and returns the exit status, with an error
// summing up what went wrong (nil for ExitOK).
func RunFiles(ctx context.Context, o Options) (int, error) {
	if o.Out == nil {
		o.Out = io.Discard
	}
	if o.ReadFile == nil {
		o.ReadFile = readFile
	}
	if o.Words == nil {
		o.Words = english{}
	}
	w := o.Words
	if o.Run == nil {
		o.Run = func(ctx context.Context, f *File, ro RunOptions) *Result { return f.Run(ctx, ro) }
	}
	files, inner, err := expand(w, o.Paths)
	for _, d := range inner {
		// Not run, and not in silence: a folder's own files are.
		fmt.Fprintln(o.Out, w.Say("scenario.inner-folder", rules.Printable(d)))
	}
	if err != nil {
		return ExitMalformed, err
	}
	if len(files) == 0 {
		return ExitMalformed, errors.New(w.Say("scenario.no-files"))
	}
	failed, malformed := 0, 0
	for _, name := range files {
		if err := ctx.Err(); err != nil {
			return ExitFailed, err
		}
		shown := rules.Printable(name)
		data, err := o.ReadFile(name)
		if err != nil {
			// The reader's error may name the file already: "x.scn: a
			// folder, not a file"; said in the language.
			said := strings.TrimPrefix(rules.Printable(w.ScenarioMsg(msg("read", err))), shown+": ")
			fmt.Fprintf(o.Out, "%s:1: %s\n", shown, said)
			malformed++
			continue
		}
		f, err := Parse(name, data)
		if err != nil {
			var list ErrorList
			if errors.As(err, &list) {
				for _, e := range list {
					fmt.Fprintln(o.Out, SayError(w, e))
				}
			} else {
				fmt.Fprintf(o.Out, "%s:1: %s\n", shown, rules.Printable(err.Error()))
			}
			malformed++
			continue
		}
		ro := RunOptions{}
		if o.Verbose {
			fmt.Fprintf(o.Out, "=== %s: %s\n", shown, rules.Printable(f.Title))
			ro.Answered = func(line int, text string) { fmt.Fprintf(o.Out, "    %s:%d: %s\n", shown, line, text) }
			ro.Observer = func(g *rules.Game, e *rules.Event) {
				if e.Kind == rules.EvPass || e.Kind == rules.EvPriority {
					return
				}
				text := e.Kind.String()
				if o.Event != nil {
					text = o.Event(g, e)
				}
				fmt.Fprintf(o.Out, "        %s\n", rules.Printable(text))
			}
		}
		res := o.Run(ctx, f, ro)
		if res.OK() {
			fmt.Fprintln(o.Out, w.Say("scenario.ok", shown))
			continue
		}
		failed++
		if f.Bug != "" {
			fmt.Fprintln(o.Out, w.Say("scenario.fail-bug", shown, rules.Printable(f.Bug)))
		} else {
			fmt.Fprintln(o.Out, w.Say("scenario.fail", shown))
		}
		for _, e := range res.Failures {
			fmt.Fprintln(o.Out, SayError(w, e))
		}
		if res.Stopped != "" {
			fmt.Fprintln(o.Out, w.Say("scenario.stopped", shown, rules.Printable(w.ScenarioMsg(res.StoppedAt))))
		}
	}
	switch {
	case malformed > 0 && failed > 0:
		return ExitMalformed, errors.New(w.SayN("scenario.malformed-failed", malformed, malformed, failed))
	case malformed > 0:
		return ExitMalformed, errors.New(w.SayN("scenario.malformed", malformed, malformed))
	case failed > 0:
		return ExitFailed, errors.New(w.SayN("scenario.failed", len(files), failed, len(files)))
	}
	return ExitOK, nil
}

// expand turns folders into the *.scn files they hold, sorted, and names
// the folders inside them that hold .scn files of their own (inner): they
// are not run (a folder's own files are), which is said.
func expand(w Words, paths []string) (out, inner []string, err error) {
	for _, p := range paths {
		st, err := os.Stat(p)
		if err != nil || !st.IsDir() {
			out = append(out, p) // reading it will say what is wrong
			continue
		}
		matches, err := filepath.Glob(filepath.Join(p, "*.scn"))
		if err != nil {
			return nil, nil, err
		}
		sort.Strings(matches)
		subs, _ := filepath.Glob(filepath.Join(p, "*", "*.scn"))
		for _, m := range subs {
			// d holds m: a folder (or a link to one) by the glob itself.
			if d := filepath.Dir(m); !slices.Contains(inner, d) {
				inner = append(inner, d)
			}
		}
		if len(matches) == 0 {
			return nil, inner, errors.New(w.Say("scenario.no-scn", rules.Printable(p)))
		}
		out = append(out, matches...)
	}
	return out, inner, nil
}

// readFile reads a scenario file: a regular file (decks.ReadRegular) of
// at most maxFileSize bytes.
func readFile(name string) ([]byte, error) { return decks.ReadRegular(name, maxFileSize) }

// Load reads and parses one scenario file. A path that is not a regular
// file (a folder, a FIFO, a device) is refused at once with an error that
// matches decks.ErrUnreadable.
func Load(name string) (*File, error) {
	f, _, err := LoadText(name)
	return f, err
}

// LoadText is Load that also gives the text read (a save keeps it).
func LoadText(name string) (*File, []byte, error) {
	data, err := readFile(name)
	if err != nil {
		return nil, nil, err
	}
	f, err := Parse(strings.TrimPrefix(name, "./"), data)
	return f, data, err
}

// SayError is e in the words of w: "FILE:LINE: message", made printable.
// An Error without a Message code says its Msg.
func SayError(w Words, e *Error) string {
	if w == nil || e.Message.Code == "" {
		return e.Error()
	}
	return fmt.Sprintf("%s:%d: %s", rules.Printable(e.File), e.Line, rules.Printable(w.ScenarioMsg(e.Message)))
}

// SayErrors is every error of err in the words of w, a line each: an
// ErrorList's errors, or err's own words.
func SayErrors(w Words, err error) string {
	var list ErrorList
	if !errors.As(err, &list) {
		var one *Error
		if errors.As(err, &one) {
			return SayError(w, one)
		}
		return err.Error()
	}
	lines := make([]string, len(list))
	for i, e := range list {
		lines[i] = SayError(w, e)
	}
	return strings.Join(lines, "\n")
}
