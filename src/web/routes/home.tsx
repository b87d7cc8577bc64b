import { Badge, Box, Button, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { PageLink } from "#web/components/PageLink.tsx";
import { pageMeta } from "#web/lib/meta.ts";
import type { Route } from "./+types/home.ts";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location, (t) => t("site.name"));

const reasons = ["impact", "prizes", "open"] as const;
const steps = ["register", "answer", "essay", "follow"] as const;

export default function Home() {
  const { t } = useTranslation();
  return (
    <>
      <Box className="hero" py={{ base: 48, sm: 80 }} bg="ocean.9" c="white">
        <Container size={1200}>
          <Stack gap="lg" maw={760}>
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
              <Button component={PageLink} page="contact" size="md" variant="outline" color="white">
                {t("home.ctaContact")}
              </Button>
            </Group>
          </Stack>
        </Container>
      </Box>

      <Container size={1200} py={56} component="section" aria-labelledby="reasons-title">
        <Title order={2} id="reasons-title" mb="lg">
          {t("home.reasonsTitle")}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
          {reasons.map((reason) => (
            <Stack key={reason} gap="xs">
              <Title order={3} fz="lg">
                {t(`home.reasons.${reason}.title`)}
              </Title>
              <Text>{t(`home.reasons.${reason}.body`)}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>

      <Box bg="ocean.0" component="section" aria-labelledby="how-to-join">
        <Container size={1200} py={56}>
          <Title order={2} id="how-to-join" mb="lg">
            {t("home.howTitle")}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="xl" component="ol" className="steps">
            {steps.map((step, index) => (
              <Stack key={step} gap="xs" component="li">
                <ThemeIcon size={40} radius="xl" aria-hidden>
                  {index + 1}
                </ThemeIcon>
                <Title order={3} fz="lg">
                  {t(`home.steps.${step}.title`)}
                </Title>
                <Text>{t(`home.steps.${step}.body`)}</Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Container>
      </Box>

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
