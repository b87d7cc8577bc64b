import { randomInt } from "node:crypto";

const CODE_ALPHABET = "ABCDEFGHJKMNPQRSTVWXYZ23456789";

/**
 * An anonymous code judges know an entry by in one round: 8 random characters of an alphabet without look-alikes,
 * nothing to do with the person, the order of submission or the entry's code in another round.
 */
export const anonymousCode = () => Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join("");
