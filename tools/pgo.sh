#!/usr/bin/env bash
# tools/pgo.sh: regenerates default.pgo, the CPU profile that `go build`,
# `go run .` and `go install` (-pgo=auto) use to optimise the rathe binary
# (profile-guided optimisation: hot calls inlined, interface calls
# devirtualised; https://go.dev/doc/pgo). The profile only steers the
# compiler: the code means the same with it or without it.
#
# What it profiles: the goldfish games of every embedded deck (`goldfish
# --auto` as one worker plays them, BenchmarkGoldfishGames), weighted
# toward the slow decks, where the time of a run goes, and a little of the
# hot-seat engine (`rathe sim`'s games, BenchmarkSimGame). About two
# minutes of CPU on a quiet machine; run it from anywhere in the repo:
#
#     tools/pgo.sh            # writes default.pgo at the repo's root
#
# Refresh it after big changes to hot code (the search, Reach, clones,
# keys): a stale profile still builds and still helps where the hot
# functions kept their names, but less.
set -euo pipefail
cd "$(dirname "$0")/.."
tmp=$(mktemp -d /tmp/pgo-XXXXXX)
trap 'rm -rf "$tmp"' EXIT

# The test binaries are built without a profile, so that a profile does not
# feed on itself.
go test -pgo=off -c -o "$tmp/stats.test" ./rules/bot/stats
go test -pgo=off -c -o "$tmp/sim.test" ./internal/sim

# deck:games, about 2-15 s of CPU each: the five slow decks (hh-rhinar,
# hh-kayo, hh-kassai, hh-olympia, dorinthea-plus) most.
decks="hh-rhinar:1200 hh-kayo:1500 hh-kassai:300 hh-olympia:200 dorinthea-plus:2500
hh-betsy:800 1st-strike-aurora:800 rhinar-plus:800 hh-victor:800
terra-plus:1500 1st-strike-terra:1500 cb-dorinthea:2000 cb-rhinar:2500 ira-welcome:3000"
profiles=()
for spec in $decks; do
	d=${spec%%:*} n=${spec##*:}
	echo "profiling goldfish $d ($n games)" >&2
	# GOGC=400: the collector's pace of a goldfish run (internal/runner, Pace).
	GOGC=400 "$tmp/stats.test" -test.run '^$' -test.bench '^BenchmarkGoldfishGames$' \
		-test.benchtime "${n}x" -test.cpuprofile "$tmp/$d.prof" -goldfish.deck "$d" >/dev/null
	profiles+=("$tmp/$d.prof")
done
echo "profiling sim (cb-rhinar v cb-dorinthea)" >&2
"$tmp/sim.test" -test.run '^$' -test.bench '^BenchmarkSimGame$/^decisions$' \
	-test.benchtime 4000x -test.cpuprofile "$tmp/sim.prof" >/dev/null
profiles+=("$tmp/sim.prof")

# One merged profile, compressed (pprof's proto format).
go tool pprof -proto "${profiles[@]}" >"$tmp/default.pgo"
mv "$tmp/default.pgo" default.pgo
ls -l default.pgo >&2
