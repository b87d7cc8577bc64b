import { lazy, Suspense, useEffect, useState } from "react";
import type { LineChartPicture } from "./LineChartCanvas.tsx";

const LineChartCanvas = lazy(() => import("./LineChartCanvas.tsx"));

/** A chart drawn once the page has come alive in the browser; the server render and slow devices show the table alone. */
export function ChartPicture(props: LineChartPicture) {
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => setInBrowser(true), []);
  return inBrowser ? (
    <Suspense fallback={null}>
      <LineChartCanvas {...props} />
    </Suspense>
  ) : null;
}
