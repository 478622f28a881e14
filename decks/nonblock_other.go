//go:build !unix

package decks

const nonBlock = 0
