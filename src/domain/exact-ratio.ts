/**
 * Exact arithmetic for fund figures: decimals (NAV per unit, index closes, money) as fractions of bigints, so returns,
 * rebased values and drawdowns are exact until the one place they are rounded for display (`toDecimalString`).
 * Fractional powers (annualising, money-weighted return) have no exact decimal answer; they are computed in bigint
 * fixed point with 30 decimal digits, deterministic on every platform (no Math.log/Math.pow), and rounded the same way.
 */

/** num/den with den > 0, not necessarily reduced. */
export interface Ratio {
  num: bigint;
  den: bigint;
}

const DECIMAL = /^(-?)(\d{1,20})(?:\.(\d{1,12}))?$/;

/** True for a plain decimal such as "12345.6789" or "-0.5" (no exponent, at most 12 decimal places). */
export function isDecimal(text: string): boolean {
  return DECIMAL.test(text);
}

/** "12345.67" -> 1234567/100. Throws RangeError on anything else (callers validate input with `isDecimal` first). */
export function parseDecimal(text: string): Ratio {
  const match = DECIMAL.exec(text);
  if (!match) throw new RangeError(`not a decimal: ${text}`);
  const fraction = match[3] ?? "";
  const magnitude = BigInt(match[2]! + fraction);
  return { num: match[1] === "-" ? -magnitude : magnitude, den: 10n ** BigInt(fraction.length) };
}

export function ratio(num: bigint, den: bigint = 1n): Ratio {
  if (den === 0n) throw new RangeError("division by zero");
  return den < 0n ? { num: -num, den: -den } : { num, den };
}

export const ZERO: Ratio = { num: 0n, den: 1n };
export const ONE: Ratio = { num: 1n, den: 1n };

export const add = (a: Ratio, b: Ratio): Ratio => reduce({ num: a.num * b.den + b.num * a.den, den: a.den * b.den });
export const sub = (a: Ratio, b: Ratio): Ratio => reduce({ num: a.num * b.den - b.num * a.den, den: a.den * b.den });
export const mul = (a: Ratio, b: Ratio): Ratio => reduce({ num: a.num * b.num, den: a.den * b.den });
export const div = (a: Ratio, b: Ratio): Ratio => reduce(ratio(a.num * b.den, a.den * b.num));
export const compare = (a: Ratio, b: Ratio): number => {
  const left = a.num * b.den;
  const right = b.num * a.den;
  return left < right ? -1 : left > right ? 1 : 0;
};

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/** Keeps numbers small across long sums (a decade of daily records). */
function reduce(a: Ratio): Ratio {
  const divisor = gcd(a.num, a.den);
  return divisor > 1n ? { num: a.num / divisor, den: a.den / divisor } : a;
}

/** a/b rounded half away from zero to an integer. */
function roundHalfAway(num: bigint, den: bigint): bigint {
  const negative = num < 0n !== den < 0n;
  const n = num < 0n ? -num : num;
  const d = den < 0n ? -den : den;
  const rounded = (2n * n + d) / (2n * d);
  return negative ? -rounded : rounded;
}

/** The display form: rounded half away from zero to `places` decimals, e.g. 1/8 with 2 places -> "0.13". */
export function toDecimalString(value: Ratio, places: number): string {
  const scaled = roundHalfAway(value.num * 10n ** BigInt(places), value.den);
  const negative = scaled < 0n;
  const digits = (negative ? -scaled : scaled).toString().padStart(places + 1, "0");
  const whole = digits.slice(0, digits.length - places);
  const body = places > 0 ? `${whole}.${digits.slice(digits.length - places)}` : whole;
  return negative ? `-${body}` : body;
}

/** A ratio as a percentage for display: 0.12345 -> "12.35" (2 places). */
export function toPercentString(value: Ratio, places = 2): string {
  return toDecimalString(mul(value, { num: 100n, den: 1n }), places);
}

/** Integer part rounded toward minus infinity (money in whole VND is rounded down). */
export function floorRatio(value: Ratio): bigint {
  const quotient = value.num / value.den;
  return value.num < 0n && quotient * value.den !== value.num ? quotient - 1n : quotient;
}

// ---- fixed point (30 digits) for fractional powers ----

const SCALE = 10n ** 30n;
/** 1 in fixed point. */
export const FIXED_ONE = SCALE;

export const toFixed = (value: Ratio): bigint => (value.num * SCALE) / value.den;
export const fromFixed = (value: bigint): Ratio => reduce({ num: value, den: SCALE });
export const fmul = (a: bigint, b: bigint): bigint => (a * b) / SCALE;

/** 2·atanh(z) = 2·(z + z³/3 + z⁵/5 + …) for 0 <= z <= 1/3. */
function twiceAtanh(z: bigint): bigint {
  const z2 = fmul(z, z);
  let power = z;
  let sum = 0n;
  for (let k = 1n; power !== 0n; k += 2n) {
    sum += power / k;
    power = fmul(power, z2);
  }
  return 2n * sum;
}

const LN2 = twiceAtanh(SCALE / 3n);

/** Natural logarithm of a positive fixed-point number. */
export function lnFixed(x: bigint): bigint {
  if (x <= 0n) throw new RangeError("logarithm of a value <= 0");
  let k = 0n;
  let y = x;
  while (y > 2n * SCALE) {
    y /= 2n;
    k += 1n;
  }
  while (y < SCALE) {
    y *= 2n;
    k -= 1n;
  }
  return k * LN2 + twiceAtanh(((y - SCALE) * SCALE) / (y + SCALE));
}

/** e^x for a fixed-point x (|x| well below 100 here: exponents of rates over a few decades). */
export function expFixed(x: bigint): bigint {
  const k = x >= 0n ? (x + LN2 / 2n) / LN2 : (x - LN2 / 2n) / LN2;
  const r = x - k * LN2;
  let term = SCALE;
  let sum = 0n;
  for (let n = 1n; term !== 0n; n += 1n) {
    sum += term;
    term = fmul(term, r) / n;
  }
  return k >= 0n ? sum * 2n ** k : sum / 2n ** -k;
}

/** base^exponent - 1 for a positive base, e.g. the annualised return (end/start)^(365/days) - 1. */
export function powMinusOne(base: Ratio, exponent: Ratio): Ratio {
  return fromFixed(expFixed(fmul(lnFixed(toFixed(base)), toFixed(exponent))) - SCALE);
}
