package sampling

import (
	"flag"
	"fmt"
	"strings"
	"testing"
)

var fSet = flag.String("fset", "", "set")
var fLine = flag.Int("fline", 0, "line")

func TestZZFrames(t *testing.T) {
	if *fSet == "" {
		return
	}
	for _, l := range loadLabeled(t, "../testdata/"+*fSet) {
		if l.line != *fLine {
			continue
		}
		a := NewEngine(nil).newAnalysis(l.ev)
		a.runChecks()
		for _, u := range a.downstream() {
			if u != a.summary && !strings.HasPrefix(u.ref, "/pending_items/") {
				continue
			}
			for _, s := range u.sents {
				tx := u.f.text[s.start:s.end]
				fmt.Printf("%s %q\n  fill=%v standin=%v presume=%v settled=%v optional=%v control=%v voice=%v goal=%v aud=%v out=%v move=%v\n", u.ref, tx,
					a.holds(u, s, flFill), a.holds(u, s, flStandIn), a.holds(u, s, flPresume), a.holds(u, s, flSettled), a.holds(u, s, flOptional), a.holds(u, s, flControl), a.holds(u, s, flVoice), a.holds(u, s, flGoal), a.holds(u, s, flAudience), a.holds(u, s, flOut), a.holds(u, s, flMove))
				fmt.Printf("  broad=%v toNext=%v wait=%v earned=%v missNear=%v awaited=%v perf=%v refNext=%v\n", a.broadOrder(u, s), a.toNextContext(u, s), a.waitsForEarned(u, s), a.earnedCondition(u, s), a.missingNear(u, s), a.somethingAwaited(u, s), a.perfectiveReport(u, s), a.refusedNext(u, s))
			}
		}
	}
}
