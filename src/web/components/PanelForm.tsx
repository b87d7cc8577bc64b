import { Alert, Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useFetcher } from "react-router";
import type { ActionResult } from "#web/lib/action-result.ts";

/** A fetcher for one of the panel's forms, and its outcome message (the API's, in the page's language). */
export function usePanelForm(testId: string) {
  const fetcher = useFetcher<ActionResult>();
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  const outcome = result ? (
    <Alert color={result.ok ? "teal" : "red"} role={result.ok ? "status" : "alert"} data-testid={testId}>
      {result.message}
    </Alert>
  ) : null;
  const errorOf = (field: string) => result?.fieldErrors[field];
  return { fetcher, outcome, errorOf, busy: fetcher.state !== "idle" };
}

/** A titled part of the panel. */
export function PanelSection({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Stack component="section" gap="sm" aria-labelledby={id}>
      <Title order={2} size="h3" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
