import { Accordion, Badge, Button } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { getContestEdition } from "#contracts/contest.operations.ts";
import type { PublicEdition } from "#contracts/contest.ts";
import { awardedPrizes } from "#contracts/contest-terms.ts";
import { ArticleCard } from "#web/components/ArticleCard.tsx";
import { PageLink } from "#web/components/PageLink.tsx";
import { Countdown } from "#web/components/Countdown.tsx";
import { faqEntries } from "#web/features/contest/faq.ts";
import { HeroImage } from "#web/features/site/HeroImage.tsx";
import { reasonIcons, stepIcons } from "#web/features/site/step-icons.tsx";
import { getPagesSectionSlug } from "#contracts/pages.operations.ts";
import { getNews } from "#contracts/news.operations.ts";
import { apiClient, unwrap } from "#web/lib/api.server.ts";
import { formatCount, formatUsd, formatVnd } from "#contracts/number-format.ts";
import { useLocale } from "#web/lib/locale.ts";
import { pageMeta } from "#web/lib/meta.ts";
import { localeOfRequest, type PageName } from "#web/routing/site-map.ts";
import type { Route } from "./+types/home.ts";

const LATEST_NEWS = 3;
const FAQ_ON_HOME = 5;

/** The edition (countdown, prizes, whether the results are out), the latest news and the first questions of the FAQ page, read in parallel. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = apiClient(context, localeOfRequest(request));
  const [edition, news, faq] = await Promise.all([
    api.call(getContestEdition),
    api.call(getNews, { query: { per_page: LATEST_NEWS } }),
    api.call(getPagesSectionSlug, { params: { section: "contest", slug: "hoi-dap" } }),
  ]);
  return {
    edition: unwrap(edition),
    now: new Date().toISOString(),
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
    <div className="row spread baseline mb-lg">
      <h2 className="heading" id={id}>
        {title}
      </h2>
      <PageLink page={page} params={params} className="text link mantine-focus-auto">
        {link}
      </PageLink>
    </div>
  );
}

function PrizeHighlights({ edition }: { edition: PublicEdition }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const prizes = awardedPrizes(edition.prizes).filter((prize) => (highlighted as readonly string[]).includes(prize.rank));
  // The weeks' prizes added up directly: drawWeeks() would format two dates for each of up to 52 weeks per render.
  const drawPrizes = edition.lucky_draw.weekly_prizes.reduce((sum, prizes) => sum + prizes, 0);
  return (
    <section className="container section" aria-labelledby="prizes-title">
      <SectionHeading id="prizes-title" title={t("home.prizesTitle")} link={t("home.prizesLink")} page="contest" params={{ id: "co-cau-giai-thuong" }} />
      <div className="grid xs-2 md-4 gap-lg" data-testid="prize-highlights">
        {prizes.map((prize) => (
          <div key={prize.rank} className="card">
            <p className="text semibold">{t(`contest.ranks.${prize.rank}`)}</p>
            <p className="text bold ocean-9 prize-amount">{formatVnd(prize.amount_vnd, locale)}</p>
          </div>
        ))}
      </div>
      <p className="text mt-lg">
        {t("home.drawHighlight", { count: formatCount(drawPrizes, locale), value: formatUsd(edition.lucky_draw.prize_value_usd, locale) })}{" "}
        <PageLink page="contest" params={{ id: "vong-quay-may-man" }} className="text link underlined mantine-focus-auto">
          {t("home.drawLink")}
        </PageLink>
      </p>
    </section>
  );
}

/** Plain elements with plain-layout.css rather than Mantine's layout components: the home is the most rendered page (docs/performance.md). */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { edition, now, news, faq } = loaderData;
  return (
    <>
      <div className="hero">
        <div className="container">
          <div className="grid md-2 hero-grid">
            <div className="stack gap-lg hero-text">
              <Badge color="ocean.1" c="ocean.9" size="lg" radius="sm">
                {t("home.heroEyebrow")}
              </Badge>
              <h1 className="heading hero-title">{t("home.heroTitle")}</h1>
              <p className="text lg">{t("home.heroLead")}</p>
              <div className="row">
                <Button component="a" href="#how-to-join" size="md" color="ocean.1" c="ocean.9">
                  {t("home.ctaJoin")}
                </Button>
                <Button component={PageLink} page="contest" params={{ id: "dieu-le" }} size="md" variant="outline" color="white">
                  {t("home.ctaRules")}
                </Button>
              </div>
            </div>
            <div className="stack gap-0 hero-visual">
              <HeroImage alt={t("home.heroImageAlt")} />
              <div className="hero-countdown">
                <Countdown target={edition.final_results_at} now={now} published={edition.results_published.final} />
              </div>
            </div>
          </div>
        </div>
      </div>

      <section className="container section" aria-labelledby="reasons-title">
        <h2 className="heading mb-lg" id="reasons-title">
          {t("home.reasonsTitle")}
        </h2>
        <div className="grid sm-3 gap-xl">
          {reasons.map((reason) => (
            <div key={reason} className="stack gap-xs">
              <div className="icon-tile light" aria-hidden>
                {reasonIcons[reason]}
              </div>
              <h3 className="heading lg">{t(`home.reasons.${reason}.title`)}</h3>
              <p className="text">{t(`home.reasons.${reason}.body`)}</p>
            </div>
          ))}
        </div>
      </section>

      <PrizeHighlights edition={edition} />

      <section className="tinted" aria-labelledby="how-to-join">
        <div className="container section">
          <h2 className="heading mb-lg" id="how-to-join">
            {t("home.howTitle")}
          </h2>
          <ol className="grid sm-2 md-4 gap-xl steps">
            {steps.map((step, index) => (
              <li key={step} className="stack gap-xs">
                <div className="row nowrap gap-sm" aria-hidden>
                  <div className="icon-tile">{stepIcons[step]}</div>
                  <p className="text fz-sm bold ocean-8 step-number">{index + 1}</p>
                </div>
                <h3 className="heading lg">{t(`home.steps.${step}.title`)}</h3>
                <p className="text">{t(`home.steps.${step}.body`)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="container section" aria-labelledby="news-title">
        <SectionHeading id="news-title" title={t("home.newsTitle")} link={t("home.newsLink")} page="news" />
        {news.length === 0 ? (
          <p className="text" data-testid="home-news-empty">
            {t("home.newsEmpty")}
          </p>
        ) : (
          <div className="grid sm-3 gap-lg" data-testid="home-news">
            {news.map((item) => (
              <ArticleCard key={item.id} item={item} />
            ))}
          </div>
        )}
      </section>

      {faq && faq.entries.length > 0 ? (
        <section className="tinted" aria-labelledby="faq-title">
          <div className="container section">
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
          </div>
        </section>
      ) : null}

      <section className="container section" aria-labelledby="cta-title">
        <div className="stack gap-sm start">
          <h2 className="heading" id="cta-title">
            {t("home.ctaTitle")}
          </h2>
          <p className="text">{t("home.ctaBody")}</p>
          <Button component={PageLink} page="contact" size="md">
            {t("home.ctaContact")}
          </Button>
        </div>
      </section>
    </>
  );
}
