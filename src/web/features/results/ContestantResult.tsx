import { Badge, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { CHOICE_POINTS, CRITERION_MAX, criteria, ESSAY_MAX } from "#contracts/judging.ts";
import type { MyResult } from "#contracts/results.ts";
import { formatCount, formatVnd } from "#contracts/number-format.ts";
import { useLocale } from "#web/lib/locale.ts";

type Score = Omit<NonNullable<MyResult["semi_final"]>, "rank">;

/** One round's score: total, the choice question and the essay's criteria averaged across the judges. */
function RoundScore({ round, score }: { round: "semi_final" | "final"; score: Score }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Stack gap="xs" data-testid={`own-score-${round}`}>
      <Title order={3} size="h4">
        {t(`results.admin.round.${round}`)}
      </Title>
      <Text data-testid="own-total">{t("results.mine.total", { total: formatCount(score.total, locale), max: CHOICE_POINTS + ESSAY_MAX })}</Text>
      <Text data-testid="own-choice">
        {t("results.mine.choice", { points: formatCount(score.choice_points, locale), max: CHOICE_POINTS })} (
        {t(score.choice_correct ? "results.mine.choiceRight" : "results.mine.choiceWrong")})
      </Text>
      <Table withTableBorder captionSide="top" data-testid="own-criteria">
        <Table.Caption>{t("results.mine.criteria")}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t("results.mine.criterion")}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t("results.mine.average")}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {criteria.map((criterion) => (
            <Table.Tr key={criterion}>
              <Table.Th scope="row" fw={400}>
                {t(`judging.criteria.${criterion}`)}
              </Table.Th>
              <Table.Td ta="right" data-testid={`own-${criterion}`}>
                {formatCount(score.criteria[criterion], locale)} / {CRITERION_MAX}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

/** What a contestant learns once results are published: status (with the reason or the prize) and each round's score. */
export function ContestantResult({ result }: { result: MyResult }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="own-result-title" data-testid="own-result" data-status={result.status}>
      <Stack gap="sm">
        <Title order={2} size="h3" id="own-result-title">
          {t("results.mine.title")}
        </Title>
        <Badge size="lg" variant="filled" color={result.status === "excluded" || result.status === "cancelled" ? "red.8" : "ocean.8"} data-testid="own-status">
          {t(`results.mine.status.${result.status as Exclude<MyResult["status"], "pending">}`)}
        </Badge>
        {result.status === "semi_finalist" && result.semi_final && (
          <Text data-testid="own-not-selected">{t("results.mine.notSelected", { rank: formatCount(result.semi_final.rank, locale) })}</Text>
        )}
        {result.reason && <Text data-testid="own-reason">{t("results.mine.reason", { reason: result.reason })}</Text>}
        {result.prize && (
          <Text fw={700} data-testid="own-prize">
            {t("results.mine.prize", { prize: t(`contest.ranks.${result.prize.rank}`), amount: formatVnd(result.prize.amount_vnd, locale) })}
          </Text>
        )}
        {result.final && <RoundScore round="final" score={result.final} />}
        {result.semi_final && <RoundScore round="semi_final" score={result.semi_final} />}
      </Stack>
    </Paper>
  );
}
