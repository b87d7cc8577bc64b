import { Alert, Button, Container, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { postSubscribers, postSubscribersConfirm, postSubscribersUnsubscribe } from "#contracts/subscribers.operations.ts";
import { subscribeForm } from "#contracts/subscribers.ts";
import { PageLink } from "#web/components/PageLink.tsx";
import { SubscribeForm, type SubscribeResult } from "#web/components/SubscribeForm.tsx";
import { i18nFor } from "#web/i18n/i18n.ts";
import { apiClient } from "#web/lib/api.server.ts";
import { readForm } from "#web/lib/form-input.ts";
import { formAnswer } from "#web/lib/forms.ts";
import { pageMeta } from "#web/lib/meta.ts";
import { localeOfPath, localeOfRequest, matchPage } from "#web/routing/site-map.ts";
import type { Route } from "./+types/newsletter.ts";

type Step = "subscribe" | "subscribeConfirm" | "unsubscribe";
const stepOf = (pathname: string): Step => {
  const page = matchPage(pathname)?.page;
  return page === "subscribeConfirm" || page === "unsubscribe" ? page : "subscribe";
};

export const meta: Route.MetaFunction = ({ location }) => [
  ...pageMeta(location, (t) => t(`publicSite.newsletter.${stepOf(location.pathname)}Title`)),
  ...(stepOf(location.pathname) === "subscribe" ? [] : [{ name: "robots", content: "noindex" }]),
];

/**
 * Subscribe (the footer's box lands here without JavaScript), confirm (the e-mailed link: opening it confirms),
 * and unsubscribe (the link in every e-mail; a button press, so a mail scanner opening links unsubscribes nobody).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const step = stepOf(url.pathname);
  const token = url.searchParams.get("token") ?? "";
  if (step !== "subscribeConfirm") return { step, token, confirmation: undefined };
  const result = await apiClient(context, localeOfPath(url.pathname)).call(postSubscribersConfirm, { body: { token } });
  return { step, token, confirmation: { ok: result.ok, message: result.ok ? (result.message ?? "") : result.error.message } };
}

export async function action({ request, context }: Route.ActionArgs): Promise<SubscribeResult> {
  const form = await request.formData();
  const api = apiClient(context, localeOfRequest(request));
  const intent = form.get("intent") === "unsubscribe" ? "unsubscribe" : "subscribe";
  // The footer's box sits in pages with an e-mail field of their own (contact, sign-up), so its field is named
  // subscriber_email (subscribeForm): the one field this form renames, here and in its messages.
  const result =
    intent === "unsubscribe"
      ? await api.call(postSubscribersUnsubscribe, { body: readForm(form, postSubscribersUnsubscribe.body) })
      : await api.call(postSubscribers, { body: { email: readForm(form, subscribeForm).subscriber_email } });
  const answer = formAnswer(result, form);
  const fieldErrors = Object.fromEntries(Object.entries(answer.fieldErrors).map(([name, message]) => [name === "email" ? "subscriber_email" : name, message]));
  return { intent, ...answer, fieldErrors };
}

/** Offline, the request never leaves the browser: say so instead of showing an error page. */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs): Promise<SubscribeResult> {
  const intent = (await request.clone().formData()).get("intent") === "unsubscribe" ? "unsubscribe" : "subscribe";
  try {
    return await serverAction();
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    return { intent, ok: false, message: i18nFor(localeOfRequest(request)).t("network.offlineSubmit"), fieldErrors: {}, values: {} };
  }
}

export default function Newsletter({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { step, token, confirmation } = loaderData;
  return (
    <Container size={640} py={48}>
      <Stack gap="lg">
        <Title order={1}>{t(`publicSite.newsletter.${step}Title`)}</Title>
        {step === "subscribe" ? (
          <>
            <Text>{t("publicSite.newsletter.lead")}</Text>
            <SubscribeForm result={actionData?.intent === "subscribe" ? actionData : undefined} />
          </>
        ) : null}
        {confirmation ? (
          <>
            <Alert
              color={confirmation.ok ? "teal" : "red"}
              role={confirmation.ok ? "status" : "alert"}
              data-testid={confirmation.ok ? "confirm-success" : "confirm-error"}
            >
              {confirmation.message}
            </Alert>
            {confirmation.ok ? null : <PageLink page="subscribe">{t("publicSite.newsletter.subscribeAgain")}</PageLink>}
          </>
        ) : null}
        {step === "unsubscribe" ? (
          actionData?.intent === "unsubscribe" ? (
            <Alert
              color={actionData.ok ? "teal" : "red"}
              role={actionData.ok ? "status" : "alert"}
              data-testid={actionData.ok ? "unsubscribe-success" : "unsubscribe-error"}
            >
              {actionData.message}
            </Alert>
          ) : (
            <Form method="post">
              <Stack gap="md" align="flex-start">
                <Text>{t("publicSite.newsletter.unsubscribeLead")}</Text>
                <input type="hidden" name="intent" value="unsubscribe" />
                <input type="hidden" name="token" value={token} />
                <Button type="submit" color="red" loading={navigation.state === "submitting"}>
                  {t("publicSite.newsletter.unsubscribeButton")}
                </Button>
              </Stack>
            </Form>
          )
        ) : null}
      </Stack>
    </Container>
  );
}
