import { Alert, Button, Paper, Stack, Text, Textarea, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { getJudgingDeclaration, putJudgingDeclaration } from "#contracts/judging.operations.ts";
import { judgeDeclaration, type JudgeDeclaration } from "#contracts/judging.ts";
import { judgeApi, type ActionResult } from "#web/features/judging/judge.server.ts";
import { unwrap } from "#web/lib/api.server.ts";
import { formAnswer, useSchemaCheck } from "#web/lib/forms.ts";
import { pageMeta } from "#web/lib/meta.ts";
import type { Route } from "./+types/conflicts.ts";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location, (t) => t("judging.declaration.title"));

const kinds = ["organisations", "people", "email_domains"] as const satisfies (keyof JudgeDeclaration)[];

/**
 * The form's one conversion (issue 28 allows a documented toInput): each list is typed one item a line, and an empty
 * box is an empty list, which no field can post as such.
 */
const declarationOf = (form: FormData): JudgeDeclaration =>
  Object.fromEntries(
    kinds.map((kind) => [
      kind,
      String(form.get(kind) ?? "")
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean),
    ]),
  ) as JudgeDeclaration;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = await judgeApi(context, request);
  return { declaration: unwrap(await api.call(getJudgingDeclaration)) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { api } = await judgeApi(context, request);
  const form = await request.formData();
  return formAnswer(await api.call(putJudgingDeclaration, { body: declarationOf(form) }), form);
}

/** The judge's own declaration of conflicts of interest: organisations, people and e-mail domains, one per line. */
export default function JudgeConflicts({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const fetcher = useFetcher<ActionResult>();
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  const { onSubmit, errorOf } = useSchemaCheck(judgeDeclaration, result?.fieldErrors, declarationOf);
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>{t("judging.declaration.title")}</Title>
      <Text>{t("judging.declaration.lead")}</Text>
      <Paper withBorder p="md">
        <fetcher.Form method="post" noValidate onSubmit={onSubmit}>
          <Stack gap="md">
            {result ? (
              <Alert color={result.ok ? "teal" : "red"} role={result.ok ? "status" : "alert"} data-testid="declaration-message">
                {result.message}
              </Alert>
            ) : null}
            {kinds.map((kind) => (
              <Textarea
                key={kind}
                name={kind}
                label={t(`judging.declaration.${kind}`)}
                defaultValue={loaderData.declaration[kind].join("\n")}
                autosize
                minRows={3}
                error={errorOf(kind)}
                data-testid={`declaration-${kind}`}
              />
            ))}
            <Button type="submit" loading={fetcher.state !== "idle"} style={{ alignSelf: "flex-start" }} data-testid="declaration-save">
              {t("judging.declaration.save")}
            </Button>
          </Stack>
        </fetcher.Form>
      </Paper>
    </Stack>
  );
}
