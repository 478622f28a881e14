package cli

import (
	"io"
	"os"
	"strings"
	"testing"
)

// saves scenario -o to something that is not a regular file
// is refused, in both languages, and leaves it as it was.
func TestSavesScenarioRefusesAFolderInEveryLanguage(t *testing.T) {
	t.Setenv("RATHE_HOME", t.TempDir())
	path, _ := writeSave(t, 3, 20)
	dir := t.TempDir()
	for _, c := range []struct{ lang, want string }{
		{"en", dir + ": not a regular file (a folder): rathe writes only to a regular file or a new path"},
		{"ja", dir + ": 通常のファイルではありません(フォルダ)"},
	} {
		cmd := newRootCmd()
		cmd.SetArgs([]string{"saves", "scenario", path, "--turn", "1", "--reveal", "-o", dir, "--lang", c.lang})
		cmd.SetOut(io.Discard)
		cmd.SetErr(io.Discard)
		err := cmd.Execute()
		if err == nil || exitCodeOf(err) != 1 || !strings.Contains(sayError(wordsOf(cmd), err), c.want) {
			t.Errorf("%s: %v; want %q", c.lang, err, c.want)
		}
		if st, err := os.Stat(dir); err != nil || !st.IsDir() {
			t.Errorf("%s: the folder is gone (%v)", c.lang, err)
		}
	}
}
