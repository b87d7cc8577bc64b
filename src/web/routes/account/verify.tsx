import { Alert, Button, Container, Group, Stack, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { getAuthVerification } from "#contracts/identity-registration.operations.ts";
import { apiClient } from "#web/lib/api.server.ts";
import { pageMeta } from "#web/lib/meta.ts";
import { landingPage, loadProfile } from "#web/lib/session.server.ts";
import { localeOfPath, pathTo } from "#web/routing/site-map.ts";
import type { Route } from "./+types/verify.ts";

export const meta: Route.MetaFunction = ({ location }) => [...pageMeta(location, (t) => t("verification.title")), { name: "robots", content: "noindex" }];

/** Opens the e-mailed link: the API checks the token and activates the account; the page says how it went. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const api = apiClient(context, locale);
  const result = await api.call(getAuthVerification, { query: { token: url.searchParams.get("token") ?? "" } });
  // Read after the check, so a link that just activated the account sends the person on to their area.
  const user = await loadProfile(context, locale);
  const next = !user
    ? { path: pathTo(locale, "userLogin"), label: "signIn" as const }
    : user.activated
      ? { path: pathTo(locale, landingPage[user.role]), label: "continue" as const }
      : { path: pathTo(locale, "activate"), label: "enterCode" as const };
  return { ok: result.ok, message: result.ok ? (result.message ?? "") : result.error.message, next };
}

export default function Verify({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <Container size={560} py={48}>
      <Stack gap="lg">
        <Title order={1}>{t("verification.title")}</Title>
        <Alert
          color={loaderData.ok ? "teal" : "red"}
          title={loaderData.ok ? undefined : t("verification.failedTitle")}
          role={loaderData.ok ? "status" : "alert"}
          data-testid={loaderData.ok ? "verification-success" : "verification-error"}
        >
          {loaderData.message}
        </Alert>
        <Group>
          <Button component={Link} to={loaderData.next.path}>
            {t(`verification.${loaderData.next.label}`)}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
