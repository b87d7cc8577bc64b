import { Alert, Button, Group, Input, NativeSelect, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { STATEMENT_MAX_BYTES } from "#contracts/fund-statements.ts";
import { getFundsStatements, getFundsStatementsFormats, getFundsStatementsLines } from "#contracts/fund-statements.operations.ts";
import { FileField } from "#web/components/FileField.tsx";
import { TableRegion } from "#web/components/TableRegion.tsx";
import { useConfirm } from "#web/components/ConfirmDialog.tsx";
import { StatementLines } from "#web/features/funds/StatementLines.tsx";
import { statementDecision, uploadStatement } from "#web/features/funds/statements.server.ts";
import { apiClient, unwrap } from "#web/lib/api.server.ts";
import { refuseBadFile } from "#web/lib/file-check.ts";
import { formatDateTime, useLocale } from "#web/lib/locale.ts";
import { pageMeta } from "#web/lib/meta.ts";
import { localeOfRequest } from "#web/routing/site-map.ts";
import type { Route } from "./+types/statements.ts";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location, (t) => t("statements.title"));

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = apiClient(context, localeOfRequest(request));
  const [formats, imports, toDecide, matched, refunds, ignored] = await Promise.all([
    api.call(getFundsStatementsFormats),
    api.call(getFundsStatements),
    api.call(getFundsStatementsLines, { query: { status: "to_decide" } }),
    api.call(getFundsStatementsLines, { query: { status: "matched" } }),
    api.call(getFundsStatementsLines, { query: { status: "refund" } }),
    api.call(getFundsStatementsLines, { query: { status: "ignored" } }),
  ]);
  return {
    formats: unwrap(formats),
    imports: unwrap(imports),
    toDecide: unwrap(toDecide),
    matched: unwrap(matched),
    refunds: unwrap(refunds),
    ignored: unwrap(ignored),
  };
}

/** The upload is a multipart form passed on unread; the decisions are the confirmation dialog's small forms. */
export async function action({ request, context }: Route.ActionArgs) {
  const api = apiClient(context, localeOfRequest(request));
  if ((request.headers.get("content-type") ?? "").startsWith("multipart/form-data")) return { upload: await uploadStatement(api, request) };
  return statementDecision(api, await request.formData());
}

/** The upload form: a format and the bank's export. Its answer (imported, or why not) is shown above the lists. */
function UploadForm({ formats }: { formats: { id: string; name: string }[] }) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const [fileError, setFileError] = useState<string>();
  return (
    <Paper withBorder p="md">
      <Form
        method="post"
        encType="multipart/form-data"
        onSubmit={(event) =>
          setFileError(
            refuseBadFile(
              event,
              { maxBytes: STATEMENT_MAX_BYTES },
              { missing: t("statements.upload.fileRequired"), tooLarge: t("statements.upload.fileTooLarge") },
            ),
          )
        }
      >
        <Stack gap="sm">
          <NativeSelect
            name="format"
            label={t("statements.upload.format")}
            data={formats.map((format) => ({ value: format.id, label: format.name }))}
            data-testid="statement-format"
          />
          <Input.Wrapper
            id="statement-file"
            label={t("statements.upload.file")}
            description={t("statements.upload.fileHint")}
            error={fileError}
            required
            withAsterisk
          >
            <FileField
              id="statement-file"
              name="file"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              required
              aria-invalid={fileError ? true : undefined}
              onChange={() => setFileError(undefined)}
              data-testid="statement-file"
            />
          </Input.Wrapper>
          <Group>
            <Button type="submit" loading={busy} data-testid="statement-import">
              {t("statements.upload.submit")}
            </Button>
          </Group>
        </Stack>
      </Form>
    </Paper>
  );
}

/** The latest imports: when, who, which file and format, and what became of their lines. */
function ImportsTable({ imports }: { imports: Route.ComponentProps["loaderData"]["imports"] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (!imports.length) return <Text c="dimmed">{t("statements.empty.imports")}</Text>;
  const columns = ["at", "by", "file", "credits", "matched", "toDecide", "known"] as const;
  return (
    <TableRegion minWidth={760} label={t("statements.sections.imports")}>
      <Table striped verticalSpacing="xs" data-stacked data-testid="statement-imports">
        <Table.Thead>
          <Table.Tr>
            {columns.map((key) => (
              <Table.Th key={key} scope="col">
                {t(`statements.importColumns.${key}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {imports.map((row) => {
            const cells = [
              formatDateTime(row.created_at, locale),
              row.created_by.full_name ?? "",
              `${row.file_name} (${row.format})`,
              row.credits,
              row.matched,
              row.to_decide,
              row.known,
            ];
            return (
              <Table.Tr key={row.id}>
                {cells.map((cell, index) => (
                  <Table.Td key={columns[index]} data-label={t(`statements.importColumns.${columns[index]!}`)} style={{ overflowWrap: "anywhere" }}>
                    {cell}
                  </Table.Td>
                ))}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </TableRegion>
  );
}

/** Bank statements: import the funds' account statement, decide the lines that matched no order exactly, refunds. */
export default function BankStatements({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const confirm = useConfirm("statement-outcome");
  const upload = actionData && "upload" in actionData ? actionData.upload : undefined;
  const { formats, imports, toDecide, matched, refunds, ignored } = loaderData;
  return (
    <Stack gap="lg">
      <Title order={1}>{t("statements.title")}</Title>
      <Text>{t("statements.lead")}</Text>
      <UploadForm formats={formats} />
      {upload ? (
        <Alert color={upload.ok ? "teal" : "red"} role={upload.ok ? "status" : "alert"} data-testid="statement-result">
          {upload.ok
            ? t("statements.upload.result", {
                file: upload.imported.file_name,
                matched: upload.imported.matched,
                toDecide: upload.imported.to_decide,
                known: upload.imported.known,
              })
            : upload.message}
        </Alert>
      ) : null}
      {confirm.outcome}
      <Title order={2}>{t("statements.sections.decide")}</Title>
      <StatementLines lines={toDecide} kind="decide" ask={confirm.ask} />
      <Title order={2}>{t("statements.sections.refund")}</Title>
      <StatementLines lines={refunds} kind="refund" ask={confirm.ask} />
      <Title order={2}>{t("statements.sections.matched")}</Title>
      <StatementLines lines={matched.slice(-50).reverse()} kind="matched" ask={confirm.ask} />
      <Title order={2}>{t("statements.sections.ignored")}</Title>
      <StatementLines lines={ignored.slice(-50).reverse()} kind="ignored" ask={confirm.ask} />
      <Title order={2}>{t("statements.sections.imports")}</Title>
      <ImportsTable imports={imports} />
      {confirm.dialog}
    </Stack>
  );
}
