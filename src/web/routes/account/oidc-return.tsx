import { Alert, Button, Center, Container, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { redirect, useFetcher, type FetcherWithComponents } from "react-router";
import { postAuthOidcCallback, postAuthOidcLink } from "#contracts/identity.operations.ts";
import type { OidcOutcome } from "#contracts/oidc.ts";
import { PageLink } from "#web/components/PageLink.tsx";
import { apiClient } from "#web/lib/api.server.ts";
import { readForm } from "#web/lib/form-input.ts";
import { useSchemaCheck } from "#web/lib/forms.ts";
import { pageMeta } from "#web/lib/meta.ts";
import { returnTarget, sessionCookie } from "#web/lib/session.server.ts";
import { localeOfRequest } from "#web/routing/site-map.ts";
import type { Route } from "./+types/oidc-return.ts";
import { PasswordField } from "#web/components/PasswordField.tsx";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location, (t) => t("account.oidcSigningIn"));

type ActionResult = { error: string } | { link: { token: string; email: string } };

/** Finishes sign-in with the provider's answer (or links an existing account with its password). */
export async function action({ request, context }: Route.ActionArgs): Promise<ActionResult> {
  const locale = localeOfRequest(request);
  const form = await request.formData();
  const api = apiClient(context, locale);
  const result =
    form.get("intent") === "link"
      ? await api.call(postAuthOidcLink, { body: readForm(form, postAuthOidcLink.body) })
      : await api.call(postAuthOidcCallback, { body: readForm(form, postAuthOidcCallback.body) });
  if (!result.ok) return { error: result.error.details?.[0]?.message ?? result.error.message };
  const outcome: OidcOutcome = result.data;
  if (outcome.status === "link_required") return { link: { token: outcome.link_token, email: outcome.email } };
  const target = returnTarget(context, outcome.return_to, outcome.locale, outcome.role);
  throw redirect(target, { headers: { "Set-Cookie": sessionCookie(context, outcome.token, outcome.expires_at) } });
}

/** The existing account's password, which links it to the provider's identity. */
function LinkAccount({ fetcher, token }: { fetcher: FetcherWithComponents<ActionResult>; token: string }) {
  const { t } = useTranslation();
  // A public page: the schema loads once the form is shown.
  const { onSubmit, errorOf } = useSchemaCheck(() => import("#contracts/oidc.ts").then((contract) => contract.oidcLinkInput));
  return (
    <fetcher.Form method="post" noValidate onSubmit={onSubmit}>
      <input type="hidden" name="intent" value="link" />
      <input type="hidden" name="link_token" value={token} />
      <Stack>
        <PasswordField name="password" label={t("account.password")} autoComplete="current-password" required withAsterisk error={errorOf("password")} />
        <Button type="submit" loading={fetcher.state !== "idle"}>
          {t("account.oidcLinkSubmit")}
        </Button>
      </Stack>
    </fetcher.Form>
  );
}

export default function OidcReturn() {
  const { t } = useTranslation();
  const fetcher = useFetcher<ActionResult>();
  const sent = useRef(false);

  useEffect(() => {
    // The provider answers in the address hash, which only the browser sees.
    const params = window.location.hash.slice(1);
    if (sent.current || !params) return;
    sent.current = true;
    window.history.replaceState(null, "", window.location.pathname);
    void fetcher.submit({ intent: "callback", params }, { method: "post" });
  }, [fetcher]);

  const result = fetcher.data;
  if (result && "error" in result) {
    return (
      <Container size={480} py={48}>
        <Stack>
          <Title order={1}>{t("account.oidcSigningIn")}</Title>
          <Alert color="red" role="alert" data-testid="oidc-error">
            {result.error}
          </Alert>
          <Button component={PageLink} page="userLogin" variant="default">
            {t("account.backToLogin")}
          </Button>
        </Stack>
      </Container>
    );
  }
  if (result && "link" in result) {
    return (
      <Container size={480} py={48}>
        <Stack>
          <Title order={1}>{t("account.oidcLinkTitle")}</Title>
          <Text>{t("account.oidcLinkLead", { email: result.link.email })}</Text>
          <Paper withBorder p="lg">
            <LinkAccount fetcher={fetcher} token={result.link.token} />
          </Paper>
        </Stack>
      </Container>
    );
  }
  return (
    <Center py={96}>
      <Stack align="center" gap="md" role="status" aria-live="polite">
        <Loader size="lg" aria-hidden />
        <Text>{t("account.oidcSigningIn")}</Text>
      </Stack>
    </Center>
  );
}
