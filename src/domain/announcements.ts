/**
 * Announcements (docs/announcements.md): who belongs to a segment, which language each person reads, how a
 * template's placeholders are filled, and when each e-mail of a send may leave under the rate limit.
 */

export const announcementSegments = [
  "contestants",
  "contestants_without_entry",
  "finalists",
  "judges_with_unsubmitted_marks",
  "investors",
  "subscribers",
] as const;
export type AnnouncementSegment = (typeof announcementSegments)[number];

export type AnnouncementLocale = "vi" | "en";

/** What the server knows of one person who may receive announcements (an account or a newsletter subscriber). */
export interface AnnouncementPerson {
  /** "user:12" or "subscriber:3": one person, whatever the segment. */
  key: string;
  email: string;
  /** Null for a subscriber (they gave only an address). */
  name: string | null;
  locale: AnnouncementLocale;
  kind: "candidate" | "judge" | "investor" | "administrator" | "subscriber";
  /** The current edition holds an entry of theirs (submitted, marked or excluded: all were submitted). */
  hasEntry: boolean;
  /** Their entry is among the confirmed semi-final's finalists. */
  finalist: boolean;
  /** Assignments of theirs in the current edition without a submitted mark. */
  unsubmittedMarks: number;
  /** They followed an unsubscribe link: no announcement reaches them any more. */
  optedOut: boolean;
}

const inSegment: Record<AnnouncementSegment, (person: AnnouncementPerson) => boolean> = {
  contestants: (p) => p.kind === "candidate",
  contestants_without_entry: (p) => p.kind === "candidate" && !p.hasEntry,
  finalists: (p) => p.kind === "candidate" && p.finalist,
  judges_with_unsubmitted_marks: (p) => p.kind === "judge" && p.unsubmittedMarks > 0,
  investors: (p) => p.kind === "investor",
  subscribers: (p) => p.kind === "subscriber",
};

/** The segment's recipients: its rule, without those who unsubscribed, one e-mail per address, in key order. */
export function segmentMembers(segment: AnnouncementSegment, people: readonly AnnouncementPerson[]): AnnouncementPerson[] {
  const seen = new Set<string>();
  return people
    .filter((person) => inSegment[segment](person) && !person.optedOut)
    .sort((a, b) => a.key.localeCompare(b.key, "en", { numeric: true }))
    .filter((person) => {
      const address = person.email.toLowerCase();
      if (seen.has(address)) return false;
      seen.add(address);
      return true;
    });
}

/**
 * A person's language: the one their account records (chosen when registering), else the language of the latest
 * thing they did in one (an entry, an order, a visit to the judging area), else Vietnamese, the site's first language.
 */
export function personLocale(...evidence: (string | null | undefined)[]): AnnouncementLocale {
  const known = evidence.find((value) => value === "vi" || value === "en");
  return known === "en" ? "en" : "vi";
}

/** The placeholders a template may use; any other `{word}` is refused so no recipient ever reads a raw brace. */
export const placeholderNames = ["name", "deadline"] as const;
export type PlaceholderName = (typeof placeholderNames)[number];
const PLACEHOLDER = /\{([A-Za-z_]+)\}/g;

/** The `{word}` names a text uses, each once, in order of first use. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1]!))];
}

/** The names a text uses that are not placeholders. */
export function unknownPlaceholders(text: string): string[] {
  return placeholdersOf(text).filter((name) => !(placeholderNames as readonly string[]).includes(name));
}

/**
 * Fills the placeholders in one pass: a value is inserted as it is and never read again, so a name such as
 * "{deadline}" stays literal text.
 */
export function fillTemplate(text: string, values: Record<PlaceholderName, string>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => ((placeholderNames as readonly string[]).includes(name) ? values[name as PlaceholderName] : whole));
}

const MINUTE_MS = 60_000;

/**
 * When each of `count` e-mails may be sent: `perMinute` of them at `start`, the next `perMinute` a minute later, and
 * so on, so a send never exceeds the configured rate.
 */
export function deliverySchedule(count: number, perMinute: number, start: Date): Date[] {
  if (!Number.isInteger(perMinute) || perMinute < 1) throw new RangeError("perMinute must be a positive integer");
  return Array.from({ length: count }, (_, index) => new Date(start.getTime() + Math.floor(index / perMinute) * MINUTE_MS));
}
