import { z } from "zod";
import { contractQuery } from "#contracts/funds.ts";
import type { ApiRouter } from "#server/http/api.ts";
import { contractOf } from "./contracts.service.ts";

/** Contract downloads (spec: GET /userpdf with params). */
export function contractRoutes(api: ApiRouter) {
  api.route(
    {
      method: "get",
      paths: ["/userpdf"],
      tag: "Funds: contracts",
      access: ["administrator", "investor"],
      summary:
        "The contract PDF of a priced order (order_id): a buy contract (hợp đồng mua) or a sell contract (hợp đồng bán), in the caller's language, with the investor's KYC data, fund, dealing day, NAV, amounts, fee and units. The order's owner or an administrator; 404 for anyone else.",
      query: contractQuery,
      response: z.string(),
      responseTypes: ["application/pdf"],
      errors: ["NOT_FOUND", "RATE_LIMITED"],
    },
    async ({ query, user, c }) => {
      const { name, pdf } = await contractOf(c.var.deps, user, query.order_id, c.var.locale);
      return c.body(pdf, 200, { "Content-Type": "application/pdf", "Content-Disposition": `attachment; filename="${name}"`, "Cache-Control": "private, no-store" });
    },
  );
}
