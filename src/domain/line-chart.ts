/**
 * The geometry of a line chart the server draws as SVG (docs/funds-data.md, "Pages"): points are spaced evenly by
 * their position (one per date, as the table beside the chart lists them), the y-axis runs between "nice" ticks that
 * hold every value, and a missing value (null) is skipped: the line joins its neighbours. Coordinates are for a
 * picture `width` × `height` (the SVG's viewBox); label positions are fractions of the plot, 0 at the left and top.
 */

/** 1, 2, 2.5 or 5 times a power of ten, the smallest at least `rough`, and the decimals its multiples need. */
function niceStep(rough: number): { step: number; decimals: number } {
  const exponent = Math.floor(Math.log10(rough));
  const fraction = rough / 10 ** exponent;
  const [nice, extra] = fraction <= 1 ? [1, 0] : fraction <= 2 ? [2, 0] : fraction <= 2.5 ? [2.5, 1] : fraction <= 5 ? [5, 0] : [10, 0];
  const decimals = Math.max(0, extra - exponent - (nice === 10 ? 1 : 0));
  return { step: nice * 10 ** exponent, decimals };
}

/**
 * About `count` ticks on a nice step, from the step's multiple at or below `min` to the one at or above `max`, bottom
 * first.
 * A flat series (min = max) gets an axis 10% either side of its value (0 to 1 for zero). `minStep` keeps whole
 * units whole (money: no tick at 0.5 đồng).
 */
export function niceTicks(min: number, max: number, count = 5, minStep = 0): number[] {
  if (min === max) {
    const pad = min === 0 ? 1 : Math.abs(min) / 10;
    return niceTicks(min === 0 ? 0 : min - pad, max + pad, count, minStep);
  }
  let { step, decimals } = niceStep((max - min) / (count - 1));
  if (step < minStep) ({ step, decimals } = niceStep(minStep));
  // A tiny tolerance, so 0.3 / 0.1 = 2.9999999999999996 counts as 3 steps.
  const first = Math.floor(min / step + 1e-9);
  const last = Math.ceil(max / step - 1e-9);
  const values: number[] = [];
  // Multiples of the step rounded to its decimals: 3 × 0.1 is 0.30000000000000004, 3 / 10 is 0.3.
  const scale = 10 ** decimals;
  for (let k = first; k <= last; k++) values.push(Math.round(k * step * scale) / scale);
  return values;
}

/**
 * Up to `most` positions out of `count`, evenly spread, the first and the last always among them: where the x-axis
 * has its labels. `evenPositions(n, 3)` is part of `evenPositions(n, 5)`, so narrow screens can show fewer of them.
 */
export function evenPositions(count: number, most: number): number[] {
  if (count <= most) return Array.from({ length: count }, (_, index) => index);
  return Array.from({ length: most }, (_, k) => Math.round((k * (count - 1)) / (most - 1)));
}

export interface LineChartGeometry {
  /** The y-axis ticks, bottom first, each with its height as a fraction of the plot from the top. */
  yTicks: { value: number; y: number }[];
  /** The x-axis labels: the position of the point, its left as a fraction, and whether narrow screens keep it. */
  xLabels: { index: number; x: number; narrow: boolean }[];
  /** SVG path data of each series ("" when it has no value). */
  paths: string[];
}

export interface LineChartOptions {
  width: number;
  height: number;
  /** About how many y ticks (default 5). */
  yTickCount?: number;
  /** The smallest step between y ticks (default 0: any). */
  minStep?: number;
  /** Most x labels on a wide plot (default 5) and on a narrow one (default 3). */
  xLabels?: number;
  xLabelsNarrow?: number;
}

const round = (value: number) => Math.round(value * 10) / 10;

/** The chart of `series` (each one value or null per point, all of the same length). */
export function lineChartGeometry(series: (number | null)[][], options: LineChartOptions): LineChartGeometry {
  const { width, height, yTickCount = 5, minStep = 0, xLabels = 5, xLabelsNarrow = 3 } = options;
  const count = Math.max(0, ...series.map((values) => values.length));
  const values = series.flat().filter((value): value is number => value !== null && Number.isFinite(value));
  if (count === 0 || values.length === 0) return { yTicks: [], xLabels: [], paths: series.map(() => "") };
  const ticks = niceTicks(Math.min(...values), Math.max(...values), yTickCount, minStep);
  const bottom = ticks[0]!;
  const top = ticks[ticks.length - 1]!;
  const xOf = (index: number) => (count === 1 ? 0.5 : index / (count - 1));
  const yOf = (value: number) => (top - value) / (top - bottom);
  const narrow = new Set(evenPositions(count, xLabelsNarrow));
  const paths = series.map((points) => {
    const drawn = points.flatMap((value, index) =>
      value === null || !Number.isFinite(value) ? [] : [`${round(xOf(index) * width)},${round(yOf(value) * height)}`],
    );
    // A single point is a dot: a zero-length segment, which a round line cap draws.
    return drawn.length === 0 ? "" : `M${drawn.join("L")}${drawn.length === 1 ? "h0" : ""}`;
  });
  return {
    yTicks: ticks.map((value) => ({ value, y: yOf(value) })),
    xLabels: evenPositions(count, xLabels).map((index) => ({ index, x: xOf(index), narrow: narrow.has(index) })),
    paths,
  };
}
