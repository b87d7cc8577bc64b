import { Alert, Text } from "@mantine/core";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { DraftView } from "#contracts/entry.ts";
import { formatDateTime, useLocale } from "#web/lib/locale.ts";
import { pathTo } from "#web/routing/site-map.ts";
import { useRefreshWhileChecking } from "./refresh-while-checking.ts";

/**
 * Keeps the entry page's draft fresh while a file is being checked or a Send waits for the checks (ADR 0030), and
 * shows the success page once that Send has gone: the draft then names the entry sent (`alreadySubmitted`). Only
 * after this page saw the wait: a contestant who sent long ago finds the page's usual notice, not the success page.
 */
export function useSendWhenChecked(draft: DraftView | undefined) {
  const navigate = useNavigate();
  const locale = useLocale();
  const waiting = Boolean(draft?.send_requested_at);
  const sent = Boolean(draft?.blockers.includes("alreadySubmitted"));
  const waited = useRef(false);
  useRefreshWhileChecking(draft?.files ?? [], waiting);
  useEffect(() => {
    if (waiting) waited.current = true;
    else if (sent && waited.current) void navigate(pathTo(locale, "submitSuccess"), { replace: true });
  }, [waiting, sent, navigate, locale]);
}

/**
 * In place of the wizard while a Send waits for the files' checks: the draft can no longer change, and the entry
 * counts as sent when Send was pressed, which matters at the deadline (the window may close meanwhile).
 */
export function SendRequested({ at }: { at: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Alert color="blue" role="status" title={t("entries.submit.sendRequestedTitle")} data-testid="send-requested">
      <Text>{t("entries.submit.sendRequestedBody")}</Text>
      <Text mt="xs" data-testid="send-requested-at">
        {t("entries.submit.sendRequestedAt", { at: formatDateTime(at, locale) })}
      </Text>
    </Alert>
  );
}
