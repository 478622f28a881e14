// Package threadcpu reads the CPU time of the calling thread, so that a
// decision can be timed by the work it did whatever else the machine
// runs (sim --bot, the opponent's benchmark).
package threadcpu
