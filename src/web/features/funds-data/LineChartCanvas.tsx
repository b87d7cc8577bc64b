import "@mantine/charts/styles.css";
import { LineChart } from "@mantine/charts";

export interface LineChartPicture {
  /** One row a point: `date` (already formatted for the page's language) and a number or null per series. */
  data: ({ date: string } & Record<string, string | number | null>)[];
  series: { name: string; label: string; color: string }[];
  format: (value: number) => string;
}

/**
 * A line chart (a fund against the VN-Index, an investor's value over time). Loaded only in the browser, after the
 * page and its data table are there (ChartPicture.tsx), so pages without charts and the server render never carry
 * recharts. The numbers people read come from the table beside it.
 */
export default function LineChartCanvas({ data, series, format }: LineChartPicture) {
  return (
    <LineChart
      h={320}
      data={data}
      dataKey="date"
      series={series}
      curveType="linear"
      withDots={false}
      withLegend={series.length > 1}
      connectNulls
      yAxisProps={{ domain: ["auto", "auto"] }}
      valueFormatter={format}
      // The picture is hidden from assistive technology (the table carries the numbers), so nothing in it may take focus.
      lineChartProps={{ accessibilityLayer: false }}
      aria-hidden
    />
  );
}
