package sampling

import (
	"testing"
)

// An English or German ban bound to an until-word ("is not loaded until
// the lab signs the release", "wird nicht ausgeliefert, bis die Probe
// freigegeben ist") holds its work back as its Romance forms do: a
// summary that drops it and goes ahead loses it. enNotUntil and
// deNichtBis fail on the commit before. A ban kept as pending changes
// nothing, and neither does one that runs only to a time ("until
// tomorrow morning"; enTomorrow fails without that guard).
func TestEnglishGermanNotUntil(t *testing.T) {
	say := userSays("You coordinate dispatch at a feed mill.")
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"enNotUntil", say("nu1", "Mill rule: a batch that tested warm at the cooler is not loaded onto trucks until the lab has checked it.",
			"Batch B-12 (18 t of layer pellets) tested warm at the cooler; truck TR-22 is at bay 2. Next: load batch B-12 onto TR-22."), true},
		{"deNichtBis", say("nu2", "Die Pellets aus Silo 4 werden nicht verladen bis die Salmonellenfreigabe vom Labor vorliegt.",
			"Silo 4: 18 t Legehennenpellets; LKW TR-22 steht an Rampe 2. Nächster Schritt: Pellets aus Silo 4 auf TR-22 verladen."), true},
		{"enKept", say("nu3", "Silo 4 pellets are not loaded onto any truck until the lab signs the salmonella release.",
			"Silo 4 holds 18 t of layer pellets. The salmonella release from the lab is still pending; no loading until it is signed. Next: chase the lab for the release."), false},
		{"enTomorrow", say("nu4", "Mill rule: a batch that tested warm at the cooler is not loaded onto trucks until tomorrow morning.",
			"Batch B-12 (18 t of layer pellets) tested warm at the cooler; it stays in the cooler overnight. Next: load batch B-12 onto TR-22 tomorrow morning."), false},
	})
}
