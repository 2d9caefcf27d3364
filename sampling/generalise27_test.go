package sampling

import (
	"testing"

	"recap/review"
)

// A tool result that states a limit in a rule's words ("must be filed
// within 30 days", "darf nicht überschritten werden", "须在…之前") binds
// the next context as a person's limit does: a summary that goes on
// without it has dropped it. A tool's measurements, prices and counts
// state no limit, and neither does a failed call.
func TestToolStatedLimitCarried(t *testing.T) {
	ev := func(id, tool, summary string, failed bool) *review.Event {
		return newEvent(id).msg(review.RoleSystem, "You handle the warranty desk.").
			msg(review.RoleUser, "Look up the terms for claim WC-5120 and set it up.").
			tool("terms_lookup", tool, failed).
			summary(summary).sot(sotFor()).build()
	}
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"en", ev("tl1", "Terms WT-9, clause 4: warranty claims must be filed within 30 days of the fault report.",
			"Claim WC-5120 is covered by terms WT-9. Next step: collect the fault photos and file the claim.", false), true},
		{"pt", ev("tl2", "Condições WT-9, cláusula 4: o pedido de garantia deve ser registrado em até 30 dias após o aviso do defeito.",
			"O pedido WC-5120 está coberto pelas condições WT-9. Próximo passo: juntar as fotos do defeito e registrar o pedido.", false), true},
		{"de", ev("tl3", "Rahmenvertrag RV-12: Das Kontingent von 400 Stunden pro Quartal darf nicht überschritten werden.",
			"Auftrag WC-5120 läuft über den Rahmenvertrag RV-12. Nächster Schritt: die Einsätze für das Quartal planen.", false), true},
		{"zh", ev("tl4", "框架合同 RV-12：每季度服务工时不得超过 400 小时，超出部分不予结算。",
			"WC-5120 按框架合同 RV-12 结算。下一步：排定本季度的上门服务。", false), true},
		{"enCarried", ev("tl5", "Terms WT-9, clause 4: warranty claims must be filed within 30 days of the fault report.",
			"Claim WC-5120 is covered by terms WT-9; it must be filed within 30 days of the fault report. Next step: collect the fault photos.", false), false},
		// A reading, a price, a count: what the tool measured binds nothing.
		{"enReading", ev("tl6", "Unit WC-5120 must be reset after each fault: it averaged 46.1 °C over the last 7 days, with 3 fault reports; repair quote $420.",
			"Claim WC-5120: unit logged up to 46 °C this week, three fault reports, repair quoted. Next step: file the claim.", false), false},
		// A failed call states nothing the next context must keep.
		{"enFailed", ev("tl7", "Error: claims must be filed within 30 days (template text, lookup failed).",
			"The terms lookup for WC-5120 failed. Next step: retry the lookup.", true), false},
	})
}
