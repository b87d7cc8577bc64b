import { Alert, Button, Group, TextInput } from "@mantine/core";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import type { FormAnswer } from "#web/lib/forms.ts";
import { useLocale } from "#web/lib/locale.ts";
import { pathTo } from "#web/routing/site-map.ts";

export type SubscribeResult = FormAnswer & { intent: "subscribe" | "unsubscribe" };

/**
 * The subscribe-by-e-mail box. It posts to the newsletter page's action: with JavaScript through a fetcher (the
 * visitor stays on the page), without it as a plain form that lands on the newsletter page with the answer.
 * It is in every public page's footer, so it carries no validation library: the server checks the address and
 * answers in the page's language (docs/performance.md).
 */
export function SubscribeForm({ result, tone = "light" }: { result?: SubscribeResult | undefined; tone?: "light" | "dark" }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const fetcher = useFetcher<SubscribeResult>();
  const shown = fetcher.data ?? result;
  const failed = shown && !shown.ok ? shown : undefined;
  const errorOf = (name: string) => failed?.fieldErrors[name];
  const hintId = useId();
  return (
    <fetcher.Form method="post" action={pathTo(locale, "subscribe")} noValidate aria-describedby={hintId} data-testid="subscribe-form">
      <input type="hidden" name="intent" value="subscribe" />
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          name="subscriber_email"
          type="email"
          autoComplete="email"
          label={t("publicSite.subscribe.label")}
          placeholder={t("publicSite.subscribe.placeholder")}
          required
          error={errorOf("subscriber_email")}
          style={{ flex: 1 }}
          className={tone === "dark" ? "on-dark" : undefined}
        />
        <Button type="submit" mt={25} loading={fetcher.state !== "idle"} variant={tone === "dark" ? "white" : "filled"}>
          {t("publicSite.subscribe.submit")}
        </Button>
      </Group>
      <p id={hintId} className="subscribe-hint">
        {t("publicSite.subscribe.hint")}
      </p>
      <div role="status" aria-live="polite">
        {shown && (shown.ok || Object.keys(shown.fieldErrors).length === 0) ? (
          <Alert
            color={shown.ok ? "teal" : "red"}
            variant={tone === "dark" ? "white" : "light"}
            data-testid={shown.ok ? "subscribe-success" : "subscribe-error"}
            mt="xs"
          >
            {shown.message}
          </Alert>
        ) : null}
      </div>
    </fetcher.Form>
  );
}
