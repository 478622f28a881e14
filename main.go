// Command rathe plays Flesh and Blood at the terminal. The commands live
// in internal/cli.
package main

import (
	"os"

	"github.com/rathe-tcg/rathe/internal/cli"
)

func main() { os.Exit(cli.Main()) }
