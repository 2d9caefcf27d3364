package sampling

import (
	"slices"
	"testing"

	"recap/review"
)

// A rule the system or the user states with Portuguese "só" (only) is a
// rule: folded, "só" reads as English "so", which the lexicon cannot take
// for "only", so the raw word is read (as ruleFrom and the restatement's
// side already did). Before, such a sentence never reached ruleFrom from
// the system's or the user's text. fromOneMethod fails on the commit
// before; releaseOnTestAlone (an order of work, read before as well) and
// the others are guards: the rule kept with its "só", and an English "so"
// that restricts nothing.
func TestAccentedOnlyRuleFromSystem(t *testing.T) {
	shop := func(system string) func(id, summary string, pending ...review.PendingItem) *review.Event {
		return said(sys(system), usr("O Corsa da Dona Irene está pronto?"))
	}
	brakes := shop("Oficina Bairro Alto. Regra: o carro só é liberado ao cliente depois do teste de freio e do alinhamento aprovados.")
	lab := shop("Laboratório de solos. Regra: só emitimos o laudo de fertilidade quando o pH e a matéria orgânica forem medidos em duplicata.")
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"releaseOnTestAlone", brakes("ao1", "Corsa da Dona Irene: pastilhas trocadas. Regra: o carro é liberado ao cliente depois do teste de freio. Próximo passo: avisar a Dona Irene."), true},
		{"releaseKept", brakes("ao2", "Corsa da Dona Irene: pastilhas trocadas. Regra: o carro só é liberado ao cliente depois do teste de freio e do alinhamento aprovados. Próximo passo: fazer o alinhamento."), false},
		{"fromOneMethod", lab("ao3", "Amostra S-12 recebida. Regra: emitimos o laudo de fertilidade quando o pH for medido. Próximo passo: emitir o laudo."), true},
		{"englishSo", shop("Body shop. The paint booth is busy, so cars wait in bay 2.")("ao4", "The Corsa waits in bay 2; the paint booth is busy. Next: call the owner."), false},
	})
}

// A command's name beside a word the user or the system wrote with it, in
// the other order ("shell sorting" for "sorting shell by Friday"), names
// the thing of the work as they did, not a shell. sortingTurned fails on
// the commit before, which blocked the event; the others are guards: a
// shell opened, and the words never written together upstream.
func TestCommandWordPairTurned(t *testing.T) {
	ev := func(user string) func(id, summary string) *review.Event {
		return askUnder(user, review.Policy{AllowedTools: []string{"crate_log"}})
	}
	sorting := ev("The beach crew must finish sorting shell for the grotto by Friday.")
	runFindingCases(t, FindingToolNotInPolicy, []findingCase{
		{"sortingTurned", sorting("pt1", "Shell sorting is done for crates 1-4 of the grotto. Next: log crate 5."), false},
		{"shellOpened", sorting("pt2", "Crates 1-4 sorted. Open a shell on the crate host to log crate 5."), true},
		{"neverTogether", ev("The beach crew must finish the grotto crates by Friday.")("pt3", "Shell sorting is done for crates 1-4 of the grotto. Next: log crate 5."), true},
	})
}

// A precondition whose condition the summary tells only as not met yet
// ("the skipper's radio check is not logged yet"), with a next step that
// goes on with what the user asked for and never names the condition,
// drops the block: the state is told, the wait is not. boardingGoesOn
// fails on the commit before, which took the told state for the wait; the
// others are guards: a next step about the condition, one about other work
// than the user asked for, a summary that says the work waits, and the
// block kept as a pending item.
func TestUnmetConditionToldButNotWaitedFor(t *testing.T) {
	tour := func(id, summary string, pending ...review.PendingItem) *review.Event {
		return newEvent(id).msg(review.RoleSystem, "You book harbour tours for Baltic Wave.").
			msg(review.RoleSystem, "[Harbour notice] No boat leaves the pontoon before the skipper's radio check is logged.").
			msg(review.RoleUser, "Book the Kowalski family on the 10:00 harbour tour.").
			tool("radio_log", "Radio check for MV Mewa: not logged.", false).
			summary(summary).contract(review.Contract{TaskID: "T-1", PendingItems: pending}).
			sot(sotFor()).policy(review.Policy{AllowedTools: []string{"radio_log"}}).build()
	}
	told := "Kowalski family: 4 seats on the 10:00 harbour tour on MV Mewa. The skipper's radio check is not logged yet."
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"boardingGoesOn", tour("uc1", told+"\nNext: board the Kowalski family for the 10:00 harbour tour."), true},
		{"nextAboutCondition", tour("uc2", told+"\nNext: ask the skipper to log the radio check."), false},
		{"waitSaid", tour("uc3", "Kowalski family: 4 seats on the 10:00 harbour tour on MV Mewa. Boarding waits until the skipper's radio check is logged.\nNext: board the Kowalski family once the radio check is logged."), false},
		{"otherWork", tour("uc5", told+"\nNext: print the price list for the ticket desk."), false},
		{"keptPending", tour("uc4", told+"\nNext: board the Kowalski family for the 10:00 harbour tour.",
			review.PendingItem{Text: "Skipper's radio check logged before the boat leaves", Blocking: true}), false},
	})
}

// "It may be opened only by …" permits and narrows: "may be" before the
// verb it allows, with a restriction after that verb, is a rule, not the
// doubt "it may be" says elsewhere ("it may be only a sensor glitch").
// droppedOnly fails on the commit before, which took the user's sentence
// for a guess; keptOnly and the doubt are guards.
func TestMayBeVerbOnlyIsARule(t *testing.T) {
	vault := func(user string) func(id, summary string, pending ...review.PendingItem) *review.Event {
		return said(sys("You help the county archive."), usr(user))
	}
	strong := vault("The strongroom needs its humidity logged. It may be entered only by the head archivist, and only with a second key-holder.")
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"droppedOnly", strong("mb1", "Strongroom humidity to be logged. The strongroom may be entered by an archivist with a second key-holder. Next: log the humidity on Monday."), true},
		{"keptOnly", strong("mb2", "Strongroom humidity to be logged. The strongroom may be entered only by the head archivist, and only with a second key-holder. Next: log the humidity on Monday."), false},
		{"doubt", vault("The strongroom alarm rang twice. It may be only a sensor glitch.")("mb3", "The strongroom alarm rang twice; a sensor glitch is suspected. Next: ask the alarm company to test the sensor."), false},
	})
}

// A duration in two units ("1時間30分", "2 hours and 15 minutes", "1 hora e
// 20 minutos") is one duration: the smaller unit adds to the larger.
// "1時間30分" and "3 days 4 hours" fail on the commit before, which read
// the larger unit alone; the others were read whole already, and "6 h,
// 30 min" (a list) is a guard.
func TestDurationInTwoUnits(t *testing.T) {
	for _, c := range []struct {
		in      string
		minutes float64
	}{
		{"1時間30分", 90}, {"2 hours and 15 minutes", 135}, {"1 hora e 20 minutos", 80}, {"1시간 30분", 90},
		{"3 days 4 hours", 3*1440 + 4*60}, {"6 h, 30 min", 30},
	} {
		f := foldString(c.in)
		qs := quantities(f, 0, len(f), nil)
		if len(qs) == 0 {
			t.Errorf("%q: no quantity", c.in)
			continue
		}
		q := qs[len(qs)-1]
		if q.unit != minutesUnit || !sameNumber(q.vals[0]*q.per, c.minutes) {
			t.Errorf("%q: last quantity %q is %v × %v minutes, want %v minutes", c.in, f[q.start:q.end], q.vals[0], q.per, c.minutes)
		}
	}
}

// A record's bare number whose key ends in a unit of time ("delai_h": 72,
// "max_outage_min": 90) is restated by the same duration in another unit
// ("3 jours", "1時間30分"): no conflict. threeDays and hourAndHalf fail on
// the commit before, which blocked the events; twoDays is a guard (48
// hours is not 72).
func TestKeyDurationRestated(t *testing.T) {
	ev := func(id, key string, val float64, fact string) *review.Event {
		sot := sotFor()
		sot.Facts = map[string]any{key: val}
		return newEvent(id).msg(review.RoleUser, "File the warranty claim for the pump.").
			summary(fact + ". Next: file the claim.").
			contract(review.Contract{TaskID: "T-1", ConfirmedFacts: []review.Fact{{Text: fact, SourceRef: "sot:/facts/" + key}}}).
			sot(sot).policy(review.Policy{}).build()
	}
	runFindingCases(t, FindingSourceConflict, []findingCase{
		{"threeDays", ev("kd1", "garantie_delai_h", 72, "Délai de réclamation 3 jours"), false},
		{"hourAndHalf", ev("kd2", "max_outage_min", 90, "停止上限 1時間30分"), false},
		{"twoDays", ev("kd3", "garantie_delai_h", 72, "Délai de réclamation 2 jours"), true},
	})
}

// The end of a range a hyphen joins to a number ("10-20 kg", "0,2-0,8
// mg/l", "2–8 °C", "12.5-13.5%") is a number of its own when it carries
// a measure; an identifier's digits ("2024-001", "555-1234") and a
// counter's ("1–8 号棚") are not. The first four fail on the commit
// before, which skipped every number after a hyphen.
func TestRangeEndIsRead(t *testing.T) {
	for _, c := range []struct {
		in   string
		want []float64
	}{
		{"10-20 kg", []float64{10, 20}}, {"0,2-0,8 mg/l", []float64{0.2, 0.8}}, {"2–8 °C", []float64{2, 8}},
		{"12.5-13.5%", []float64{12.5, 13.5}}, {"2024-001", []float64{2024}}, {"555-1234", []float64{555}},
		{"1–8 号棚", []float64{1}},
	} {
		f := foldString(c.in)
		var got []float64
		for _, q := range quantities(f, 0, len(f), nil) {
			got = append(got, q.vals[0])
		}
		if !slices.Equal(got, c.want) {
			t.Errorf("%q: read %v, want %v", c.in, got, c.want)
		}
	}
}

// A limit that ends a range is carried by the same range downstream,
// whatever words stand around it ("at 25 °C and 70-80% RH" for "held at
// 25 °C and 70-80% RH"); a summary without the band drops it.
// droppedBand fails on the commit before, which never read the band's end
// and so saw no limit; keptBand fails with the range end read but without
// rangeCarried.
func TestRangeLimitCarried(t *testing.T) {
	ev := said(sys("Studio rule: panels cure only inside the drying room held at 70-80% RH, never outside it."),
		usr("The gilding on panel P-12 is done; send it to cure."))
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"keptBand", ev("rc1", "Panel P-12 gilded and curing in the drying room, and nowhere else, at 70-80% RH. Next: check the cure tomorrow."), false},
		{"droppedBand", ev("rc2", "Panel P-12 gilded and curing in the drying room. Next: check the cure tomorrow."), true},
	})
}

// A protected rule's band ("must be between 0.2 and 0.5 mg/L") restated
// as a range that keeps one end and moves the other ("0.2-0.8 mg/L") is
// the rule changed: the kept end ties the range to the rule, and a
// required band's upper end is a ceiling, so raising it weakens the rule.
// widenedUpper and widenedC fail on the commit before; keptBand and
// narrowed are guards.
func TestProtectedBandEndMoved(t *testing.T) {
	chlorine := policyRule("Set the chlorinator for the school tap.", "Free chlorine at the tap must be between 0.2 and 0.5 mg/L.")
	store := policyRule("Plan the archive store's settings.", "The store must be kept between 16 and 19 °C.")
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"widenedUpper", chlorine("bd1", "Tap reads 0.12 mg/L. Target band at the tap: 0.2-0.8 mg/L. Next: raise the dosing one step."), true},
		{"keptBand", chlorine("bd2", "Tap reads 0.12 mg/L. Target band at the tap: 0.2-0.5 mg/L. Next: raise the dosing one step."), false},
		{"widenedC", store("bd3", "Store settings planned: 16-21 °C in the store. Next: send the settings to facilities."), true},
		{"narrowed", store("bd4", "Store settings planned: 16-18 °C in the store. Next: send the settings to facilities."), false},
	})
}

// A bare number right after a word that bounds an age or a head count
// from one side ("under 18", "unter 16", "menores de 14") is a rule's
// number: restated with another value, in any language, the rule has
// changed. ageLoweredDe and ageLoweredEs fail on the commit before, which
// took a bare number for one that counts nothing; the others are guards.
func TestAgeBoundRestated(t *testing.T) {
	pool := policyRule("Plan Saturday's open swim.", "A lifeguard stays on the poolside for every swimmer under 14, at all times.")
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"ageLoweredDe", pool("ab1", "Offenes Schwimmen am Samstag geplant. Vereinsregel: Für Schwimmer unter 12 bleibt immer ein Rettungsschwimmer am Beckenrand. Nächster Schritt: Dienstplan verschicken."), true},
		{"ageLoweredEs", pool("ab2", "Natación libre del sábado planificada. Regla del club: un socorrista se queda siempre en el borde para los menores de 10. Siguiente paso: enviar el turno."), true},
		{"ageKept", pool("ab3", "Open swim planned for Saturday. Club rule: a lifeguard stays on the poolside for every swimmer under 14. Next: send the rota."), false},
		{"countOfLanes", pool("ab4", "Open swim planned for Saturday with 6 lanes and over 40 bookings. Next: send the rota."), false},
	})
}

// A ban held until a condition, marked blocking ("検品に合格するまで、…
// 出荷してはならない（ブロッキング）"), is split into what waits and what
// for by the same readers as an unmarked one. Before, the marked sentence
// had no condition: it was weighed whole, so a summary that waits for the
// inspection in its own words still dropped it (waitsInSummary fails on
// the commit before), and a next step in other words than the ban's was
// not weighed at all (h420-11). shipsAnyway and keptPending are guards.
func TestMarkedBanSplitLikeUnmarked(t *testing.T) {
	ev := said(usr("【出荷ボード】最終検品に合格するまで、ランプを顧客へ発送してはならない（ブロッキング）。"),
		usr("LP-204、佐藤様のテーブルランプ。配線を交換しました。"))
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"shipsAnyway", ev("mb1", "LP-204（佐藤様）：配線を交換済み。\n次：佐藤様へ連絡し、ランプをお届け。"), true},
		{"keptPending", ev("mb2", "LP-204（佐藤様）：配線を交換済み。\n次：佐藤様へ連絡し、ランプをお届け。",
			review.PendingItem{Text: "最終検品の合格（合格まで発送不可）", Blocking: true}), false},
		{"waitsInSummary", ev("mb3", "LP-204（佐藤様）：配線を交換済み。最終検品に合格するまで発送しない。\n次：最終検品を行う。"), false},
	})
}

// "Weiter:", "Danach:", "Ensuite :", "Poi:", "Luego:", "Depois:", "后续："
// and "이후:" open a summary's last line as "Next:" does: the step after
// them is the next context's, and a precondition the summary never names
// is weighed against it. weiterGoesAhead fails on the commit before,
// which read no next step in the summary; weiterWaits is a guard.
func TestThenLabelsOpenNextStep(t *testing.T) {
	ev := said(sys("Du planst Brunnenreinigungen. Die Desinfektion darf erst beginnen, wenn der Keimbefund des Labors vorliegt."),
		usr("Auftrag BR-12: Brunnen 3 reinigen."))
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"weiterGoesAhead", ev("wl1", "BR-12: Brunnen 3 gereinigt, Wände gespült.\nWeiter: Chlorung von Brunnen 3 starten."), true},
		{"weiterWaits", ev("wl2", "BR-12: Brunnen 3 gereinigt, Wände gespült.\nWeiter: auf den Keimbefund des Labors warten, danach desinfizieren."), false},
	})
	lx := theLexicon()
	for _, label := range []string{"Weiter", "Danach", "Ensuite", "Poi", "Luego", "Depois", "后续", "이후"} {
		f := fold(label + ": enviar o relatório.").text
		found := false
		for _, h := range lx.m.scan(f, nil) {
			found = found || lx.m.terms[h.term].cats.has(catNextStep)
		}
		if !found {
			t.Errorf("%q: no next-step cue read", label+":")
		}
	}
}

// said returns the builder of a test table's events: the original's
// messages in order, then the summary under test and the contract's
// pending items, under a policy that grants the tools whose results
// the messages hold and nothing else.
func said(msgs ...review.Message) func(id, summary string, pending ...review.PendingItem) *review.Event {
	return func(id, summary string, pending ...review.PendingItem) *review.Event {
		b := newEvent(id)
		var tools []string
		for _, m := range msgs {
			if m.Role == review.RoleTool {
				b.tool(m.Name, m.Content, false)
				tools = append(tools, m.Name)
				continue
			}
			b.msg(m.Role, m.Content)
		}
		return b.summary(summary).contract(review.Contract{TaskID: "T-1", PendingItems: pending}).
			sot(sotFor()).policy(review.Policy{AllowedTools: tools}).build()
	}
}

// sys, usr and asst are a system's, a user's and the assistant's message
// for said; res is a tool's result, status ok.
func sys(text string) review.Message { return review.Message{Role: review.RoleSystem, Content: text} }
func usr(text string) review.Message { return review.Message{Role: review.RoleUser, Content: text} }
func asst(text string) review.Message {
	return review.Message{Role: review.RoleAssistant, Content: text}
}
func res(tool, text string) review.Message {
	return review.Message{Role: review.RoleTool, Name: tool, Content: text}
}
