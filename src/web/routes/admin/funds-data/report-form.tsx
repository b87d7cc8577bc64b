import { Alert, Anchor, Button, Group, Input, NativeSelect, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import { FileField } from "#web/components/FileField.tsx";
import { useTranslation } from "react-i18next";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { getReportsId, postReports, postReportsId } from "#contracts/funds-reports.operations.ts";
import { REPORT_PDF_MAX_BYTES } from "#contracts/funds-reports.ts";
import { formatFileSize } from "#contracts/number-format.ts";
import { reportKindOfPath, reportPages } from "#web/routing/report-pages.ts";
import { apiClient, unwrap } from "#web/lib/api.server.ts";
import { refuseBadFile } from "#web/lib/file-check.ts";
import { serverFieldErrors } from "#web/lib/forms.ts";
import { useLocale } from "#web/lib/locale.ts";
import { pageMeta } from "#web/lib/meta.ts";
import { localeOfRequest, pathTo } from "#web/routing/site-map.ts";
import type { Route } from "./+types/report-form.ts";
import { DateField } from "#web/components/DateField.tsx";

const isEdit = (pathname: string) => /\/edit(\/|$)/.test(pathname);

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(
    location,
    (t) =>
      `${t(isEdit(location.pathname) ? "fundsReports.editTitle" : "fundsReports.createTitle")} · ${t(`fundsReports.titles.${reportKindOfPath(location.pathname)}`)}`,
  );

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const kind = reportKindOfPath(new URL(request.url).pathname);
  if (!isEdit(new URL(request.url).pathname)) return { kind, report: null };
  // edit/{id?} without an id: the list is where a report is chosen.
  if (!params.id) throw redirect(pathTo(locale, reportPages[kind].list));
  if (!/^\d+$/.test(params.id)) throw data(null, { status: 404 });
  return { kind, report: unwrap(await apiClient(context, locale).call(getReportsId, { params: { id: params.id } })) };
}

/** The multipart form goes on to the API unread (the API limits and checks the PDF); success returns to the list. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const locale = localeOfRequest(request);
  const api = apiClient(context, locale);
  const kind = reportKindOfPath(new URL(request.url).pathname);
  const result = params.id ? await api.call(postReportsId, { params: { id: params.id }, forward: request }) : await api.call(postReports, { forward: request });
  if (result.ok) throw redirect(pathTo(locale, reportPages[kind].list));
  return { message: result.error.message, fieldErrors: serverFieldErrors(result.error) };
}

/** bao-cao-dau-tu/create, bao-cao-dau-tu/edit/{id} (and the same for bao-cao-danh-muc-nav): a report and its PDF. */
export default function ReportForm({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const busy = useNavigation().state !== "idle";
  const { kind, report } = loaderData;
  const [fileError, setFileError] = useState<string>();
  const errors: Record<string, string> = actionData?.fieldErrors ?? {};
  const shownFileError = fileError ?? errors.file;
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>
        {t(report ? "fundsReports.editTitle" : "fundsReports.createTitle")} · {t(`fundsReports.titles.${kind}`)}
      </Title>
      <Anchor component={Link} to={pathTo(locale, reportPages[kind].list)}>
        {t("fundsReports.backToList")}
      </Anchor>
      {actionData ? (
        <Alert color="red" role="alert" data-testid="report-error">
          {actionData.message}
        </Alert>
      ) : null}
      <Paper withBorder p="md">
        <Form
          method="post"
          encType="multipart/form-data"
          // Editing a report keeps its PDF unless another is chosen: a file is needed only for a new one.
          onSubmit={(event) =>
            setFileError(
              refuseBadFile(
                event,
                { maxBytes: REPORT_PDF_MAX_BYTES },
                { ...(report ? {} : { missing: t("fundsReports.fileRequired") }), tooLarge: t("fundsReports.fileTooLarge") },
              ),
            )
          }
        >
          <Stack gap="sm">
            <input type="hidden" name="catID" value={reportPages[kind].catID} />
            <NativeSelect
              name="loai"
              label={t("fundsReports.fields.fund")}
              defaultValue={String(report?.loai ?? 0)}
              data={[
                { value: "0", label: t("fundsData.funds.tstt") },
                { value: "1", label: t("fundsData.funds.tsbv") },
              ]}
              error={errors.loai}
            />
            <TextInput
              name="title_vi"
              label={t("fundsReports.fields.titleVi")}
              defaultValue={report?.title_vi ?? ""}
              error={errors.title_vi}
              required
              withAsterisk
              lang="vi"
            />
            <TextInput name="title_en" label={t("fundsReports.fields.titleEn")} defaultValue={report?.title_en ?? ""} error={errors.title_en} lang="en" />
            <DateField
              kind="date"
              name="date"
              label={t("fundsReports.fields.date")}
              description={t("fundsReports.fields.dateHint")}
              defaultValue={report?.date ?? ""}
              error={errors.date}
              required
              withAsterisk
              w={220}
            />
            <NativeSelect
              name="status"
              label={t("fundsReports.fields.status")}
              defaultValue={String(report?.status ?? 1)}
              data={[
                { value: "1", label: t("fundsReports.published") },
                { value: "0", label: t("fundsReports.draft") },
              ]}
              error={errors.status}
            />
            <Input.Wrapper
              id="report-file"
              label={t(report ? "fundsReports.fields.replaceFile" : "fundsReports.fields.file")}
              description={t("fundsReports.fields.fileHint")}
              error={shownFileError}
              required={!report}
              withAsterisk={!report}
            >
              <FileField
                id="report-file"
                name="file"
                accept="application/pdf,.pdf"
                required={!report}
                aria-invalid={shownFileError ? true : undefined}
                onChange={() => setFileError(undefined)}
              />
            </Input.Wrapper>
            {report ? (
              <Text size="sm">
                <Anchor href={report.file_url} download underline="always">
                  {t("fundsReports.currentFile", { size: formatFileSize(report.bytes, locale) })}
                </Anchor>
              </Text>
            ) : null}
            <Group>
              <Button type="submit" loading={busy}>
                {t("fundsData.save")}
              </Button>
            </Group>
          </Stack>
        </Form>
      </Paper>
    </Stack>
  );
}
