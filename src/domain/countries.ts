/**
 * Nationality as an ISO 3166-1 alpha-2 code (PRODUCT.md, decisions of 2026-11-27). The names people read are in the
 * shared catalogues (`countries`, in each language's alphabetical order), so the server and the browser show the
 * same text; the runtime's names (Intl.DisplayNames) only help to recognise what people typed before.
 */
export const countryCodes: readonly string[] = (
  "AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ " +
  "CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR " +
  "GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP " +
  "KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT " +
  "MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW " +
  "SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG " +
  "UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW"
).split(" ");

/** The country most people here hold, listed first. */
const homeCountry = "VN";

const known = new Set(countryCodes);
export const isCountryCode = (value: string): boolean => known.has(value);

/**
 * The choices of a country select from a language's `countries` catalogue (already in that language's alphabetical
 * order): the home country first, then the rest.
 */
export function countryChoices(names: Record<string, string>): { value: string; label: string }[] {
  const home = { value: homeCountry, label: names[homeCountry] ?? homeCountry };
  return [home, ...Object.entries(names).flatMap(([value, label]) => (value === homeCountry ? [] : [{ value, label }]))];
}

/** Lower case, no diacritics, no spaces or punctuation: "Việt Nam", "viet-nam" and "VIETNAM" read alike. */
const folded = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[đĐ]/g, "d")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");

/** How people wrote countries in the free-text field, beyond the countries' own names in both languages. */
const spellings: Record<string, string> = {
  VN: "vn vnm vietnamese viet nuocvietnam chxhcnvietnam conghoaxahoichunghiavietnam socialistrepublicofvietnam",
  US: "usa us my hoaky america unitedstatesofamerica nuocmy",
  GB: "uk anh england britain greatbritain unitedkingdomofgreatbritainandnorthernireland",
  KR: "korea southkorea hanquoc daihan republicofkorea",
  CN: "china trungquoc prc",
  JP: "nhat nhatban",
  TW: "dailoan taiwan",
  RU: "nga russia",
  FR: "phap",
  DE: "duc",
  AU: "uc",
  LA: "lao laos",
  KH: "campuchia cambodia",
  TH: "thailan thai",
};

let byFolded: Map<string, string> | undefined;

/**
 * The code of a nationality typed as free text (migration 0050), or undefined when it is not recognised: an exact
 * upper-case code, a country's name in Vietnamese or English, or a common spelling above. "Mỹ" is the United States;
 * "MY", written as a code, is Malaysia.
 */
export function countryOfSpelling(text: string): string | undefined {
  const trimmed = text.trim();
  if (isCountryCode(trimmed)) return trimmed;
  if (!byFolded) {
    byFolded = new Map();
    for (const language of ["vi", "en"]) {
      const names = new Intl.DisplayNames([language], { type: "region" });
      for (const code of countryCodes) byFolded.set(folded(names.of(code) ?? code), code);
    }
    for (const [code, words] of Object.entries(spellings)) for (const word of words.split(" ")) byFolded.set(word, code);
  }
  return byFolded.get(folded(trimmed));
}
