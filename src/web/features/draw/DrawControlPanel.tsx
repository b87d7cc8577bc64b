import { Anchor, Badge, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { PageLink } from "#web/components/PageLink.tsx";
import type { PanelView } from "#web/lib/control-panel.ts";
import { formatCount } from "#contracts/number-format.ts";
import { formatDate, useLocale } from "#web/lib/locale.ts";
import { TableRegion } from "#web/components/TableRegion.tsx";

const stateColor = { upcoming: "gray", open: "blue", committed: "indigo", frozen: "violet", drawn: "teal", missed: "red" } as const;

/** The lucky draw's weeks in the control room: dates, state, entrants and prizes; the draw itself is on its page. */
export const DrawControlPanel: PanelView<null> = ({ room }) => {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Paper withBorder p="md" data-testid="draw-panel">
      <Stack gap="sm">
        <Title order={2}>{t("controlRoom.draw.title")}</Title>
        <Text size="sm">
          <Anchor component={PageLink} page="adminDrawLucky" underline="always">
            {t("controlRoom.draw.pageLink")}
          </Anchor>
        </Text>
        <TableRegion minWidth={560} label={t("controlRoom.draw.title")}>
          <Table striped data-testid="draw-weeks">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t("controlRoom.draw.week")}</Table.Th>
                <Table.Th scope="col">{t("controlRoom.draw.dates")}</Table.Th>
                <Table.Th scope="col">{t("controlRoom.draw.state")}</Table.Th>
                <Table.Th scope="col">{t("controlRoom.draw.entrants")}</Table.Th>
                <Table.Th scope="col">{t("controlRoom.draw.prizes")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {room.draw.weeks.map((week) => (
                <Table.Tr key={week.week} data-testid="draw-week" data-state={week.state} aria-current={week.now ? "date" : undefined}>
                  <Table.Th scope="row">
                    {week.week}
                    {week.now ? ` · ${t("controlRoom.now")}` : ""}
                  </Table.Th>
                  <Table.Td>
                    {formatDate(week.starts_at, locale)} – {formatDate(week.ends_at, locale)}
                  </Table.Td>
                  <Table.Td>
                    <Badge color={stateColor[week.state]} variant="light">
                      {t(`controlRoom.draw.states.${week.state}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{formatCount(week.entrants, locale)}</Table.Td>
                  <Table.Td>{formatCount(week.prizes, locale)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableRegion>
      </Stack>
    </Paper>
  );
};
