import "./line-chart.css";
import { lineChartGeometry } from "#domain/line-chart.ts";

export interface LineSeries {
  label: string;
  /** One value a point (null: none that day; the line joins its neighbours). */
  values: (number | null)[];
}

/** The picture's own units: the SVG stretches to its box (preserveAspectRatio none), its lines keep 2 px. */
const SIZE = 1000;

/**
 * A line chart the server draws (a fund against the VN-Index, an investor's value over time): the lines are an SVG
 * stretched to the box, the axis labels are HTML placed by percentages, so they keep their size at any width (a
 * viewBox would shrink 12 px text to 7 px on a phone). No JavaScript is needed to see it. It is hidden from assistive
 * technology: the table beside it carries the same numbers. The first series is solid blue, the second dashed orange
 * (both at least 4.3:1 on white), so they differ without colour too.
 */
export function LineChart({
  labels,
  series,
  format,
  minStep,
}: {
  labels: string[];
  series: LineSeries[];
  format: (value: number) => string;
  minStep?: number;
}) {
  const geometry = lineChartGeometry(
    series.map((line) => line.values),
    { width: SIZE, height: SIZE, ...(minStep === undefined ? {} : { minStep }) },
  );
  if (geometry.yTicks.length === 0) return null;
  const ticks = geometry.yTicks.map((tick) => ({ ...tick, text: format(tick.value) }));
  return (
    <div className="line-chart" aria-hidden="true" data-testid="line-chart">
      {series.length > 1 && (
        <ul className="line-chart-legend">
          {series.map((line, index) => (
            <li key={line.label}>
              <svg viewBox="0 0 24 8" width="24" height="8">
                <line x1="0" y1="4" x2="24" y2="4" className="line-chart-line" data-series={index} />
              </svg>
              {line.label}
            </li>
          ))}
        </ul>
      )}
      <div className="line-chart-grid">
        <div className="line-chart-y" style={{ width: `${Math.max(...ticks.map((tick) => tick.text.length))}ch` }}>
          {ticks.map((tick) => (
            <span key={tick.value} style={{ top: `${tick.y * 100}%` }}>
              {tick.text}
            </span>
          ))}
        </div>
        <svg className="line-chart-plot" viewBox={`0 0 ${SIZE} ${SIZE}`} preserveAspectRatio="none" focusable="false">
          {ticks.map((tick) => (
            <line key={tick.value} x1="0" x2={SIZE} y1={tick.y * SIZE} y2={tick.y * SIZE} className="line-chart-rule" vectorEffect="non-scaling-stroke" />
          ))}
          {geometry.paths.map((path, index) => (
            <path key={series[index]!.label} d={path} className="line-chart-line" data-series={index} vectorEffect="non-scaling-stroke" />
          ))}
        </svg>
        <div className="line-chart-x">
          {geometry.xLabels.map((label) => (
            <span key={label.index} style={{ left: `${label.x * 100}%` }} data-narrow={label.narrow || undefined}>
              {labels[label.index]}
            </span>
          ))}
        </div>
      </div>
    </div>
  );
}
