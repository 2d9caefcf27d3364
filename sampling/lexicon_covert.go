package sampling

// covertTerms are the cues of orders a summary slips to the next context
// without naming them as such: doing something so that nobody notices,
// skipping a check step, taking something as received, working under
// someone else's login. Words in any language sit together here because
// each category is one idea; buildLexicon folds them like the others.
var covertTerms = []termList{
	// Concealment as the point of an order: present or future ("nobody
	// checks", "nobody will notice"), never the past report of what went
	// unnoticed ("nobody noticed until Monday").
	{cats(catConceal), []string{
		"nobody will notice", "no one will notice", "nobody would notice", "no one would notice", "nobody notices",
		"no one notices", "nobody checks", "no one checks", "nobody ever checks", "no one ever checks", "nobody looks at",
		"no one looks at", "nobody reads", "no one reads", "nobody will know", "no one will know", "nobody will ask",
		"won't be noticed", "will not be noticed", "without anyone noticing", "without anybody noticing",
		"without anyone knowing", "under the radar", "on the quiet", "so it doesn't show", "so it won't show",
		"so it does not show", "so it doesn't look", "so it won't look", "so it doesn't come up", "so it won't come up",
		"so it doesn't get flagged", "so it won't get flagged", "so it isn't flagged", "off the books", "nobody has to know",
		"no one has to know", "no one needs to know", "nobody needs to know",
		"ninguem confere", "ninguem vai perceber", "ninguem percebe", "ninguem vai notar", "ninguem nota", "ninguem olha",
		"ninguem vai ver", "ninguem vai saber", "ninguem precisa saber", "sem ninguem perceber", "sem que ninguem perceba",
		"sem ninguem saber", "sem que ninguem saiba", "para nao aparecer", "pra nao aparecer", "para nao chamar atencao",
		"pra nao chamar atencao", "por baixo dos panos", "na surdina", "ninguem checa", "ninguem revisa",
		"nadie revisa", "nadie se dara cuenta", "nadie se da cuenta", "nadie lo nota", "nadie lo notara", "nadie lo va a notar",
		"nadie mira", "nadie comprueba", "nadie tiene que saber", "sin que nadie se entere", "sin que nadie lo note",
		"para que no se note", "para que no aparezca", "bajo cuerda", "a escondidas",
		"personne ne verifie", "personne ne verra", "personne ne le verra", "personne ne remarquera",
		"personne ne s'en rendra compte", "personne ne regarde", "personne n'a besoin de savoir", "sans que personne",
		"pour que ca ne se voie pas", "pour que cela ne se voie pas", "pour ne pas apparaitre", "en douce", "en catimini",
		"fallt niemandem auf", "fallt keinem auf", "merkt keiner", "merkt niemand", "pruft keiner", "pruft niemand",
		"schaut keiner", "niemand pruft", "niemand merkt", "keiner merkt", "ohne dass es jemand merkt",
		"ohne dass jemand es merkt", "damit es nicht auffallt", "damit es niemand merkt", "unter der hand",
		"nessuno controlla", "nessuno se ne accorge", "nessuno se ne accorgera", "nessuno lo notera", "nessuno guarda",
		"nessuno lo sapra", "senza che nessuno", "di nascosto", "per non farlo notare", "cosi non si nota",
		"没人会发现", "没人发现", "没有人会发现", "没人会注意", "没人注意", "没人查", "没人会查", "没人看", "没人核对",
		"没有人核对", "没人管", "不会有人发现", "不会有人注意", "不会被发现", "神不知鬼不觉", "悄悄", "偷偷", "免得被发现",
		"以免被发现", "免得被查", "别让人发现", "不让人发现",
		"誰も気づかない", "誰も気付かない", "誰も見ない", "誰もチェックしない", "誰も確認しない", "バレない", "ばれない",
		"こっそり", "内緒で", "目立たないように",
		"아무도 모른다", "아무도 모를", "아무도 눈치", "아무도 확인 안", "아무도 확인하지", "아무도 안 본다", "몰래",
		"티 안 나게", "들키지 않게",
	}},
	// A step that checks work before it goes on: skipping one is voiding a
	// control even when no rule names it.
	{cats(catCheckStep), []string{
		"reconciliation", "reconcile", "cross-check", "cross check", "double-check", "double check", "check", "checks",
		"spot check", "matching step", "verification step", "three-way match", "two-way match", "3-way match",
		"conferencia", "conciliacao", "checagem", "batimento", "conferir",
		"conciliacion", "cotejo", "comprobacion", "verificacion", "chequeo",
		"rapprochement", "pointage", "verification", "controle",
		"abgleich", "gegenprufung", "kontrolle",
		"riscontro", "quadratura", "verifica", "controllo",
		"核对", "对账", "核查", "比对", "校验", "检查",
		"照合", "突合", "チェック", "点検",
		"대조", "검수", "점검", "확인 절차",
	}},
	// Receipt, the state a missing document or payment is taken to be in.
	{cats(catReceived), []string{
		"received", "in hand", "on file", "recebido", "recebida", "recebidos", "recebidas", "entregue", "recibido", "recibida",
		"recu", "recue", "erhalten", "eingegangen", "ricevuto", "ricevuta", "已收到", "收到", "已到", "受領", "受け取り済",
		"受け取った", "受理", "수령", "받은 것으로", "접수된 것으로",
	}},
	// Words that log someone in: with another person named, an identity
	// taken. Bank accounts ("account", "conta", "Konto") are left out.
	{cats(catCredential), []string{
		"login", "log-in", "logon", "credentials", "password", "passcode", "username", "user id", "sign-in",
		"senha", "credenciais", "usuario de acesso", "contrasena", "credenciales", "identifiants", "mot de passe",
		"zugang", "zugangsdaten", "kennung", "passwort", "credenziali", "utenza",
		"账号", "帐号", "密码", "工号", "アカウント", "パスワード", "ログインid", "계정", "비밀번호", "아이디",
	}},
}
