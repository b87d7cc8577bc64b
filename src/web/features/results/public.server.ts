import { data } from "react-router";
import type { ApiResult } from "#web/lib/api.server.ts";

/**
 * A public results call: its data once published, null before (the API answers 404 until an administrator
 * publishes, so the page can say when the results come instead of failing). Any other failure is the page's error.
 */
export function publishedOrNull<T>(result: ApiResult<T>): T | null {
  if (result.ok) return result.data;
  if (result.status === 404) return null;
  throw data(result.error.message, { status: result.status });
}
