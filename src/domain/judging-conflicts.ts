/**
 * Conflicts of interest between judges and contestants (PRODUCT.md "Fair judging"), from the declarations and the
 * automatic rules: a judge's declared organisations, people (name or e-mail) and e-mail domains; the judges a
 * contestant named on the entry; the same e-mail domain (unless a public mail provider's); the same organisation
 * name when both accounts are organisations. Administrators' own conflicts are stored and added by the caller.
 */

/** Mail providers anyone can use: sharing one says nothing about two people. The one list of them. */
const PUBLIC_MAIL_DOMAINS: ReadonlySet<string> = new Set([
  "gmail.com",
  "googlemail.com",
  "yahoo.com",
  "yahoo.com.vn",
  "outlook.com",
  "hotmail.com",
  "live.com",
  "msn.com",
  "icloud.com",
  "me.com",
  "aol.com",
  "proton.me",
  "protonmail.com",
  "gmx.com",
  "mail.com",
  "yandex.com",
  "zoho.com",
]);

type ConflictRule = "declared_organisation" | "declared_person" | "declared_domain" | "contestant" | "email_domain" | "organisation";

export interface ConflictJudge {
  id: number;
  email: string;
  full_name: string;
  person_type: "person" | "organisation" | null;
  organisations: readonly string[];
  people: readonly string[];
  email_domains: readonly string[];
}

export interface ConflictContestant {
  id: number;
  email: string;
  full_name: string;
  person_type: "person" | "organisation" | null;
  declared_judge_ids: readonly number[];
}

export interface DerivedConflict {
  judgeId: number;
  contestantId: number;
  /** "contestant" comes from the contestant; "email_domain" and "organisation" are automatic; the rest from the judge. */
  rule: ConflictRule;
  /** What matched (the domain, the organisation, the person), for the reason administrators read. */
  detail: string;
}

/** Case, accents, spacing and "đ" do not make two names different. */
export function normaliseName(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").replace(/[đĐ]/g, "d").toLowerCase().replace(/\s+/g, " ").trim();
}

function emailDomain(email: string): string {
  return email
    .slice(email.lastIndexOf("@") + 1)
    .trim()
    .toLowerCase();
}

const cleanDomain = (domain: string) => domain.trim().toLowerCase().replace(/^@/, "");

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** Every derived conflict, at most one per (judge, contestant, rule), in a stable order. */
export function deriveConflicts(judges: readonly ConflictJudge[], contestants: readonly ConflictContestant[]): DerivedConflict[] {
  const byDomain = new Map<string, ConflictContestant[]>();
  const byOrganisation = new Map<string, ConflictContestant[]>();
  const byPerson = new Map<string, ConflictContestant[]>();
  for (const contestant of contestants) {
    push(byDomain, emailDomain(contestant.email), contestant);
    push(byPerson, normaliseName(contestant.full_name), contestant);
    push(byPerson, contestant.email.trim().toLowerCase(), contestant);
    if (contestant.person_type === "organisation") push(byOrganisation, normaliseName(contestant.full_name), contestant);
  }
  const found = new Map<string, DerivedConflict>();
  const add = (judgeId: number, contestantId: number, rule: ConflictRule, detail: string) => {
    const key = `${judgeId}:${contestantId}:${rule}`;
    if (!found.has(key)) found.set(key, { judgeId, contestantId, rule, detail });
  };
  const judgeIds = new Set(judges.map((judge) => judge.id));

  for (const judge of judges) {
    const domain = emailDomain(judge.email);
    if (!PUBLIC_MAIL_DOMAINS.has(domain)) for (const c of byDomain.get(domain) ?? []) add(judge.id, c.id, "email_domain", domain);
    if (judge.person_type === "organisation")
      for (const c of byOrganisation.get(normaliseName(judge.full_name)) ?? []) add(judge.id, c.id, "organisation", c.full_name);
    for (const organisation of judge.organisations)
      for (const c of byOrganisation.get(normaliseName(organisation)) ?? []) add(judge.id, c.id, "declared_organisation", organisation);
    for (const person of judge.people) {
      const key = person.includes("@") ? person.trim().toLowerCase() : normaliseName(person);
      for (const c of byPerson.get(key) ?? []) add(judge.id, c.id, "declared_person", person);
    }
    for (const declared of judge.email_domains.map(cleanDomain)) {
      for (const [contestantDomain, list] of byDomain) {
        if (contestantDomain === declared || contestantDomain.endsWith(`.${declared}`)) for (const c of list) add(judge.id, c.id, "declared_domain", declared);
      }
    }
  }
  for (const contestant of contestants) {
    for (const judgeId of contestant.declared_judge_ids) if (judgeIds.has(judgeId)) add(judgeId, contestant.id, "contestant", "");
  }
  return [...found.values()].sort((a, b) => a.judgeId - b.judgeId || a.contestantId - b.contestantId || a.rule.localeCompare(b.rule));
}
