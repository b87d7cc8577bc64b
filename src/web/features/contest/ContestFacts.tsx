import { Anchor, Button, Group, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { PublicEdition } from "#contracts/contest.ts";
import { PageLink } from "#web/components/PageLink.tsx";
import { DrawWeeks } from "./DrawWeeks.tsx";
import { PrizeTable } from "./PrizeTable.tsx";
import { Timeline } from "./Timeline.tsx";

/** The contest pages in reading order; pages an administrator adds come after them. */
const order = ["muc-dich", "dieu-le", "quy-che", "co-cau-giai-thuong", "lich-trinh", "hoi-dong-giam-khao", "vong-quay-may-man", "hoi-dap"];

export function contestPageOrder<T extends { slug: string }>(pages: T[]): T[] {
  const rank = (slug: string) => (order.includes(slug) ? order.indexOf(slug) : order.length);
  return [...pages].sort((a, b) => rank(a.slug) - rank(b.slug));
}

/** The draw's weeks, then the ways in: join (the account area asks a visitor to sign in first) and the results. */
function LuckyDrawFacts({ edition }: { edition: PublicEdition }) {
  const { t } = useTranslation();
  return (
    <>
      <DrawWeeks plan={edition.lucky_draw} />
      <Group data-testid="draw-links">
        <Button component={PageLink} page="userLucky">
          {t("luckyDraw.join.cta")}
        </Button>
        <Anchor component={PageLink} page="luckyDrawResults">
          {t("luckyDraw.results.title")}
        </Anchor>
      </Group>
    </>
  );
}

/** The edition's own data shown under a contest page's text, so figures and dates are never typed twice. */
export function ContestFacts({ slug, edition, now }: { slug: string; edition: PublicEdition; now: string }) {
  const { t } = useTranslation();
  const block =
    slug === "co-cau-giai-thuong" ? (
      <PrizeTable prizes={edition.prizes} />
    ) : slug === "lich-trinh" ? (
      <Timeline edition={edition} now={now} />
    ) : slug === "vong-quay-may-man" ? (
      <LuckyDrawFacts edition={edition} />
    ) : slug === "quy-che" ? (
      <Text data-testid="disagreement-threshold">{t("contest.facts.threshold", { threshold: edition.disagreement_threshold })}</Text>
    ) : null;
  if (!block) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="facts-title" mt="md">
      <Title order={2} id="facts-title">
        {t(`contest.facts.${slug as "co-cau-giai-thuong" | "lich-trinh" | "vong-quay-may-man" | "quy-che"}`)}
      </Title>
      {block}
    </Stack>
  );
}
