import { getUserpdf } from "#contracts/funds.operations.ts";
import type { ApiRouter } from "#server/http/api.ts";
import { contractOf } from "./contracts.service.ts";

/** Contract downloads (spec: GET /userpdf with params). */
export function contractRoutes(api: ApiRouter) {
  api.handle(getUserpdf, async ({ query, user, c }) => {
    const { name, pdf } = await contractOf(c.var.deps, user, query.order_id, c.var.locale);
    return c.body(pdf, 200, {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": "private, no-store",
    });
  });
}
