package main

import (
	"errors"

	"github.com/spf13/cobra"
)

// goldfishPlay starts the goldfish board: deck against the goldfish, from
// seed, in a format ("blitz" or "cc"). A placeholder until the board
// (gf-board) replaces this file.
func goldfishPlay(cmd *cobra.Command, deck string, seed uint64, format string) error {
	return &exitError{2, errors.New("goldfish: the goldfish board is not built yet")}
}
