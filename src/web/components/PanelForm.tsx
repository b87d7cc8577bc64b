import { Alert, Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useFetcher } from "react-router";
import { z } from "#contracts/zod.ts";
import type { ActionResult } from "#web/lib/action-result.ts";
import { useSchemaCheck } from "#web/lib/forms.ts";

/** A form with no fields of its own (a button): nothing to check before sending. */
const noFields = z.unknown();

/**
 * A fetcher for one of the panel's forms, and its outcome message (the API's, in the page's language). A form with
 * fields passes the schema its action reads them with: `onSubmit` checks them before sending and `errorOf` shows the
 * browser's message, else the API's.
 */
export function usePanelForm(testId: string, schema: z.ZodType = noFields) {
  const fetcher = useFetcher<ActionResult>();
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  const { onSubmit, errorOf } = useSchemaCheck(schema, result?.fieldErrors);
  const outcome = result ? (
    <Alert color={result.ok ? "teal" : "red"} role={result.ok ? "status" : "alert"} data-testid={testId}>
      {result.message}
    </Alert>
  ) : null;
  return { fetcher, outcome, onSubmit, errorOf, busy: fetcher.state !== "idle" };
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
