import { Accordion, Anchor, Badge, Box, Button, Card, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { PublicEdition } from "#contracts/contest.ts";
import { awardedPrizes, drawWeeks } from "#contracts/contest-terms.ts";
import { ArticleCard } from "#web/components/ArticleCard.tsx";
import { PageLink } from "#web/components/PageLink.tsx";
import { Countdown } from "#web/features/contest/Countdown.tsx";
import { faqEntries } from "#web/features/contest/faq.ts";
import { HeroImage } from "#web/features/site/HeroImage.tsx";
import { reasonIcons, stepIcons } from "#web/features/site/step-icons.tsx";
import { apiClient, unwrap } from "#web/lib/api.server.ts";
import { formatNumber, formatUsd, formatVnd, useLocale } from "#web/lib/locale.ts";
import { pageMeta } from "#web/lib/meta.ts";
import { localeOfRequest, type PageName } from "#web/routing/site-map.ts";
import type { Route } from "./+types/home.ts";

const LATEST_NEWS = 3;
const FAQ_ON_HOME = 5;

/** The edition (countdown, prizes), the latest news and the first questions of the FAQ page, read in parallel. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = apiClient(context, localeOfRequest(request));
  const [edition, news, faq, results] = await Promise.all([
    api.get("/contest/edition"),
    api.get("/news", { query: { per_page: LATEST_NEWS } }),
    api.get("/pages/:section/:slug", { params: { section: "contest", slug: "hoi-dap" } }),
    api.get("/results/final"),
  ]);
  return {
    edition: unwrap(edition),
    now: new Date().toISOString(),
    resultsOut: results.ok,
    news: news.ok ? news.data.data : [],
    faq: faq.ok ? { entries: faqEntries(faq.data.body).slice(0, FAQ_ON_HOME), translated: faq.data.translated } : undefined,
  };
}

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location, (t) => t("site.name"));

const reasons = ["impact", "prizes", "open"] as const;
const steps = ["register", "answer", "essay", "follow"] as const;
const highlighted = ["special", "first", "second", "third"] as const;

/** A home section's heading, with a link to the page that says more. */
function SectionHeading({ id, title, link, page, params }: { id: string; title: string; link: string; page: PageName; params?: Record<string, string> }) {
  return (
    <Group justify="space-between" align="baseline" mb="lg">
      <Title order={2} id={id}>
        {title}
      </Title>
      <Anchor component={PageLink} page={page} params={params}>
        {link}
      </Anchor>
    </Group>
  );
}

function PrizeHighlights({ edition }: { edition: PublicEdition }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const prizes = awardedPrizes(edition.prizes).filter((prize) => (highlighted as readonly string[]).includes(prize.rank));
  const drawPrizes = drawWeeks(edition.lucky_draw).reduce((sum, week) => sum + week.prizes, 0);
  return (
    <Container size={1200} py={56} component="section" aria-labelledby="prizes-title">
      <SectionHeading id="prizes-title" title={t("home.prizesTitle")} link={t("home.prizesLink")} page="contest" params={{ id: "co-cau-giai-thuong" }} />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg" data-testid="prize-highlights">
        {prizes.map((prize) => (
          <Card key={prize.rank} withBorder radius="md" padding="lg">
            <Text fw={600}>{t(`contest.ranks.${prize.rank}`)}</Text>
            <Text fz={24} fw={700} c="ocean.9">
              {formatVnd(prize.amount_vnd, locale)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <Text mt="lg">
        {t("home.drawHighlight", { count: formatNumber(drawPrizes, locale), value: formatUsd(edition.lucky_draw.prize_value_usd, locale) })}{" "}
        <Anchor component={PageLink} page="contest" params={{ id: "vong-quay-may-man" }} underline="always">
          {t("home.drawLink")}
        </Anchor>
      </Text>
    </Container>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { edition, now, news, faq } = loaderData;
  return (
    <>
      <Box className="hero" py={{ base: 40, sm: 72 }} bg="ocean.9" c="white">
        <Container size={1200}>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 32, md: 56 }} className="hero-grid">
            <Stack gap="lg" maw={760} justify="center">
              <Badge color="ocean.1" c="ocean.9" size="lg" radius="sm">
                {t("home.heroEyebrow")}
              </Badge>
              <Title order={1} fz={{ base: 30, sm: 44 }} lh={1.15}>
                {t("home.heroTitle")}
              </Title>
              <Text fz="lg">{t("home.heroLead")}</Text>
              <Group>
                <Button component="a" href="#how-to-join" size="md" color="ocean.1" c="ocean.9">
                  {t("home.ctaJoin")}
                </Button>
                <Button component={PageLink} page="contest" params={{ id: "dieu-le" }} size="md" variant="outline" color="white">
                  {t("home.ctaRules")}
                </Button>
              </Group>
            </Stack>
            <Stack gap={0} className="hero-visual">
              <HeroImage alt={t("home.heroImageAlt")} />
              <Box c="dark.9" className="hero-countdown">
                <Countdown target={edition.final_results_at} now={now} published={loaderData.resultsOut} />
              </Box>
            </Stack>
          </SimpleGrid>
        </Container>
      </Box>

      <Container size={1200} py={56} component="section" aria-labelledby="reasons-title">
        <Title order={2} id="reasons-title" mb="lg">
          {t("home.reasonsTitle")}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
          {reasons.map((reason) => (
            <Stack key={reason} gap="xs">
              <ThemeIcon size={52} radius="md" variant="light" aria-hidden>
                {reasonIcons[reason]}
              </ThemeIcon>
              <Title order={3} fz="lg">
                {t(`home.reasons.${reason}.title`)}
              </Title>
              <Text>{t(`home.reasons.${reason}.body`)}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>

      <PrizeHighlights edition={edition} />

      <Box bg="ocean.0" component="section" aria-labelledby="how-to-join">
        <Container size={1200} py={56}>
          <Title order={2} id="how-to-join" mb="lg">
            {t("home.howTitle")}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="xl" component="ol" className="steps">
            {steps.map((step, index) => (
              <Stack key={step} gap="xs" component="li">
                <Group gap="sm" wrap="nowrap" aria-hidden>
                  <ThemeIcon size={52} radius="md">
                    {stepIcons[step]}
                  </ThemeIcon>
                  <Text fw={700} c="ocean.8" fz="sm" className="step-number">
                    {index + 1}
                  </Text>
                </Group>
                <Title order={3} fz="lg">
                  {t(`home.steps.${step}.title`)}
                </Title>
                <Text>{t(`home.steps.${step}.body`)}</Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Container>
      </Box>

      <Container size={1200} py={56} component="section" aria-labelledby="news-title">
        <SectionHeading id="news-title" title={t("home.newsTitle")} link={t("home.newsLink")} page="news" />
        {news.length === 0 ? (
          <Text data-testid="home-news-empty">{t("home.newsEmpty")}</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" data-testid="home-news">
            {news.map((item) => (
              <ArticleCard key={item.id} item={item} />
            ))}
          </SimpleGrid>
        )}
      </Container>

      {faq && faq.entries.length > 0 ? (
        <Box bg="ocean.0" component="section" aria-labelledby="faq-title">
          <Container size={1200} py={56}>
            <SectionHeading id="faq-title" title={t("home.faqTitle")} link={t("home.faqLink")} page="contest" params={{ id: "hoi-dap" }} />
            <Accordion variant="separated" lang={faq.translated ? locale : "vi"} data-testid="home-faq">
              {faq.entries.map((entry, index) => (
                <Accordion.Item key={entry.question} value={`faq-${index}`}>
                  <Accordion.Control>{entry.question}</Accordion.Control>
                  <Accordion.Panel>
                    <div className="rich-text" dangerouslySetInnerHTML={{ __html: entry.answer }} />
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          </Container>
        </Box>
      ) : null}

      <Container size={1200} py={56} component="section" aria-labelledby="cta-title">
        <Stack align="flex-start" gap="sm">
          <Title order={2} id="cta-title">
            {t("home.ctaTitle")}
          </Title>
          <Text>{t("home.ctaBody")}</Text>
          <Button component={PageLink} page="contact" size="md">
            {t("home.ctaContact")}
          </Button>
        </Stack>
      </Container>
    </>
  );
}
