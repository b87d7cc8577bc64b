import "@mantine/charts/styles.css";
import { LineChart } from "@mantine/charts";
import type { FundChart } from "#contracts/funds-data.ts";

/**
 * The picture: NAV per unit and VN-Index, both rebased to 100. Loaded only in the browser, after the page (and its
 * data table) is there, so pages without charts and the server render never carry recharts. The lines plot the
 * 2-decimal display values the server sends; the numbers people read come from the same strings.
 */
export default function NavChartCanvas({ points, labels, formatDate }: { points: FundChart["points"]; labels: { fund: string; index: string }; formatDate: (date: string) => string }) {
  const data = points.map((point) => ({ date: formatDate(point.date), fund: Number(point.fund), index: point.index === null ? null : Number(point.index) }));
  return (
    <LineChart
      h={320}
      data={data}
      dataKey="date"
      series={[
        { name: "fund", label: labels.fund, color: "blue.7" },
        { name: "index", label: labels.index, color: "orange.7" },
      ]}
      curveType="linear"
      withDots={false}
      withLegend
      connectNulls
      yAxisProps={{ domain: ["auto", "auto"] }}
      valueFormatter={(value) => value.toFixed(2)}
      // The picture is hidden from assistive technology (the table carries the numbers), so nothing in it may take focus.
      lineChartProps={{ accessibilityLayer: false }}
      aria-hidden
    />
  );
}
