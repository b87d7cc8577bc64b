import { Badge, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { AnnouncementSummary } from "#contracts/announcements.ts";
import { formatCount } from "#contracts/number-format.ts";
import { formatDateTime, useLocale } from "#web/lib/locale.ts";
import { TableRegion } from "#web/components/TableRegion.tsx";

export interface PreviewMail {
  locale: "vi" | "en";
  to: string;
  subject: string;
  text: string;
}

/** The segment's count and the e-mail as one person of each language will read it. */
export function AnnouncementPreview({ preview }: { preview: { recipients: number; by_locale: { vi: number; en: number }; samples: PreviewMail[] } }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const n = (value: number) => formatCount(value, locale);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="announcement-preview" data-testid="announcement-preview">
      <Stack gap="sm">
        <Title order={2} size="h4" id="announcement-preview">
          {t("announcements.preview.title")}
        </Title>
        <Text data-testid="preview-count">
          {t("announcements.preview.count", {
            count: preview.recipients,
            total: n(preview.recipients),
            vi: n(preview.by_locale.vi),
            en: n(preview.by_locale.en),
          })}
        </Text>
        {preview.samples.map((mail) => (
          <Paper key={mail.locale} withBorder p="sm" bg="gray.0" lang={mail.locale} data-testid={`preview-${mail.locale}`}>
            <Text size="sm" c="dimmed">
              {t(`announcements.preview.for.${mail.locale}`, { email: mail.to })}
            </Text>
            <Text fw={600}>{mail.subject}</Text>
            <Text component="pre" style={{ whiteSpace: "pre-wrap", fontFamily: "inherit", margin: 0 }}>
              {mail.text}
            </Text>
          </Paper>
        ))}
      </Stack>
    </Paper>
  );
}

/** Every send, newest first, with what became of its e-mails. */
export function AnnouncementHistory({ sends }: { sends: AnnouncementSummary[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="announcement-history">
      <Stack gap="sm">
        <Title order={2} size="h4" id="announcement-history">
          {t("announcements.history.title")}
        </Title>
        {sends.length === 0 ? (
          <Text c="dimmed">{t("announcements.history.none")}</Text>
        ) : (
          <TableRegion minWidth={640} label={t("announcements.history.title")}>
            <Table striped data-testid="announcement-history">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("announcements.history.when")}</Table.Th>
                  <Table.Th>{t("announcements.history.subject")}</Table.Th>
                  <Table.Th>{t("announcements.history.segment")}</Table.Th>
                  <Table.Th>{t("announcements.history.counts")}</Table.Th>
                  <Table.Th>{t("announcements.history.status")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {sends.map((send) => (
                  <Table.Tr key={send.id} data-testid="announcement-row">
                    <Table.Td>
                      {formatDateTime(send.created_at, locale)}
                      <Text size="xs" c="dimmed">
                        {send.created_by_name}
                      </Text>
                    </Table.Td>
                    <Table.Td>{locale === "en" ? send.subject_en : send.subject_vi}</Table.Td>
                    <Table.Td>{t(`announcements.segments.${send.segment}`)}</Table.Td>
                    <Table.Td data-testid="announcement-counts">
                      {t("announcements.history.countsValue", {
                        sent: formatCount(send.sent, locale),
                        total: formatCount(send.recipients, locale),
                        skipped: formatCount(send.skipped, locale),
                      })}
                    </Table.Td>
                    <Table.Td>
                      <Badge color={send.status === "done" ? "teal.9" : "blue.9"} variant="light" style={{ whiteSpace: "normal", height: "auto" }}>
                        {t(`announcements.history.states.${send.status}`)}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableRegion>
        )}
      </Stack>
    </Paper>
  );
}
