package sampling

import (
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
	shop := func(system string) func(id, summary string) *review.Event {
		return func(id, summary string) *review.Event {
			return newEvent(id).msg(review.RoleSystem, system).msg(review.RoleUser, "O Corsa da Dona Irene está pronto?").
				summary(summary).sot(sotFor()).policy(review.Policy{}).build()
		}
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
