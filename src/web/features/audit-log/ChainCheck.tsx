import { Alert, Button, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import type { AuditChainReport } from "#contracts/audit-log.ts";
import { formatCount } from "#contracts/number-format.ts";
import { formatDateTime, useLocale } from "#web/lib/locale.ts";

/** The "verify" button: recomputes the hash chain on the server and says whether it holds, or where it breaks. */
export function ChainCheck() {
  const { t } = useTranslation();
  const locale = useLocale();
  const fetcher = useFetcher<{ report: AuditChainReport }>();
  const report = fetcher.state === "idle" ? fetcher.data?.report : undefined;
  return (
    <Stack gap="xs" align="flex-start">
      <fetcher.Form method="post">
        <input type="hidden" name="intent" value="verify" />
        <Button type="submit" variant="default" loading={fetcher.state !== "idle"} data-testid="chain-verify">
          {t("auditLog.verify")}
        </Button>
      </fetcher.Form>
      {report ? (
        report.broken ? (
          <Alert color="red" role="alert" data-testid="chain-result" data-intact="false">
            {t("auditLog.broken", {
              id: report.broken.id,
              action: report.broken.action,
              at: formatDateTime(report.broken.created_at, locale),
              checked: formatCount(report.checked, locale),
            })}
          </Alert>
        ) : (
          <Alert color="teal" role="status" data-testid="chain-result" data-intact="true">
            {t("auditLog.intact", { count: report.checked, number: formatCount(report.checked, locale) })}
          </Alert>
        )
      ) : null}
    </Stack>
  );
}
