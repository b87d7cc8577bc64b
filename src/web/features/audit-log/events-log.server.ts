import { getAuditEvents, postAuditVerify } from "#contracts/audit.operations.ts";
import { serverFieldErrors } from "#web/lib/forms.ts";
import type { apiClient } from "#web/lib/api.server.ts";
import { unwrap } from "#web/lib/api.server.ts";
import { filterNames, filterQuery, type EventFilters } from "./filters.ts";
import { pageNumber } from "#web/lib/page-number.ts";

type Api = ReturnType<typeof apiClient>;

/** The filters live in the address (a GET form), so a filtered history can be shared, reloaded and exported. */
function filtersOf(request: Request): { filters: EventFilters; page: number } {
  const params = new URL(request.url).searchParams;
  const filters = Object.fromEntries(filterNames.map((name) => [name, (params.get(name) ?? "").trim().slice(0, 255)])) as EventFilters;
  return { filters, page: pageNumber(params.get("page")) };
}

/** One page of the history; filters the API refuses (a reversed date range) come back as field messages. */
export async function loadEvents(api: Api, request: Request) {
  const { filters, page } = filtersOf(request);
  const result = await api.call(getAuditEvents, { query: { ...filterQuery(filters), page } });
  if (!result.ok && result.status === 400) return { list: null, filters, fieldErrors: serverFieldErrors(result.error) };
  return { list: unwrap(result), filters, fieldErrors: {} as Record<string, string> };
}

export async function verifyChain(api: Api) {
  return unwrap(await api.call(postAuditVerify));
}
