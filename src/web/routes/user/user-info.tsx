import { Anchor, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useRouteLoaderData } from "react-router";
import { postAuthProfile, postAuthProfileIdImages, postAuthProfilePhone, postAuthProfilePhoneConfirm } from "#contracts/identity.operations.ts";
import type { Profile } from "#contracts/identity.ts";
import { IdImages, type UploadResult } from "#web/features/profile/IdImages.tsx";
import { KycStatus } from "#web/features/profile/KycStatus.tsx";
import { PhoneChange, type PhoneChangeResult } from "#web/features/profile/PhoneChange.tsx";
import { ProfileForm } from "#web/features/profile/ProfileForm.tsx";
import { apiClient } from "#web/lib/api.server.ts";
import { readForm } from "#web/lib/form-input.ts";
import { formAnswer, serverFieldErrors, typedValues, type FormAnswer } from "#web/lib/forms.ts";
import { pageMeta } from "#web/lib/meta.ts";
import { useLocale } from "#web/lib/locale.ts";
import { localeOfRequest, pathTo } from "#web/routing/site-map.ts";
import type { Route } from "./+types/user-info.ts";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location, (t) => t("dashboard.items.profile"));

type ActionResult = ({ kind: "profile" } & FormAnswer) | ({ kind: "upload" } & UploadResult) | ({ kind: "phone" } & PhoneChangeResult);

/** The two steps of a phone number change (see PhoneChange). */
async function changePhone(api: ReturnType<typeof apiClient>, form: FormData): Promise<ActionResult> {
  const typed = typedValues(form);
  if (form.get("intent") === "phone-request") {
    const sent = await api.call(postAuthProfilePhone, { body: readForm(form, postAuthProfilePhone.body) });
    if (sent.ok) return { kind: "phone", step: "code", ok: true, message: sent.message ?? "", phone_number: sent.data.phone_number };
    return {
      kind: "phone",
      step: "request",
      ok: false,
      message: sent.error.message,
      fieldErrors: serverFieldErrors(sent.error),
      phone_number: typed.phone_number ?? "",
    };
  }
  const confirmed = await api.call(postAuthProfilePhoneConfirm, { body: readForm(form, postAuthProfilePhoneConfirm.body) });
  if (confirmed.ok) return { kind: "phone", step: "done", ok: true, message: confirmed.message ?? "" };
  // The code step is shown again for the number the code went to.
  return {
    kind: "phone",
    step: "code",
    ok: false,
    message: confirmed.error.message,
    fieldErrors: serverFieldErrors(confirmed.error),
    phone_number: typed.sent_to ?? "",
  };
}

/**
 * Three forms post here: the profile form (urlencoded, sent to `POST auth/profile`), the two steps of a phone
 * number change (`intent` phone-request / phone-confirm, see PhoneChange) and an ID image upload
 * (multipart, streamed on to `POST auth/profile/id-images` without being read here). A 401 or 403 from the API
 * signs the visitor out and sends them to the login page, as everywhere in the user area.
 */
export async function action({ request, context }: Route.ActionArgs): Promise<ActionResult> {
  const locale = localeOfRequest(request);
  const api = apiClient(context, locale);

  if ((request.headers.get("content-type") ?? "").toLowerCase().startsWith("multipart/form-data")) {
    const result = await api.call(postAuthProfileIdImages, { forward: request });
    return { kind: "upload", ok: result.ok, message: result.ok ? (result.message ?? "") : result.error.message };
  }

  const form = await request.formData();
  if (String(form.get("intent") ?? "").startsWith("phone-")) return changePhone(api, form);
  // Only the fields the form shows are sent: what is left out stays as it is.
  const result = await api.call(postAuthProfile, { body: readForm(form, postAuthProfile.body) });
  return { kind: "profile", ...formAnswer(result, form) };
}

/**
 * The signed-in person's information, from their area's guard (no second API call), and the forms to change it.
 * Administrators get the same page in their area (`/dashboard/admin/profile`): name, e-mail, phone, and their
 * password's own page.
 */
export default function UserInfo({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const inUserArea = useRouteLoaderData<{ user: Profile }>("components/layouts/user-layout")?.user;
  const inAdminArea = useRouteLoaderData<{ user: Profile }>("components/layouts/admin-layout")?.user;
  const user = inUserArea ?? inAdminArea;
  if (!user) return null;
  const investor = user.role === "investor";
  return (
    <Stack gap="lg" maw={860}>
      <Title order={1}>{t("dashboard.items.profile")}</Title>
      <Text>{t("profile.lead")}</Text>
      {investor ? <KycStatus user={user} /> : null}
      <ProfileForm user={user} result={actionData?.kind === "profile" ? actionData : undefined} />
      <PhoneChange current={user.phone_number} result={actionData?.kind === "phone" ? actionData : undefined} />
      {inAdminArea ? (
        <Anchor component={Link} to={pathTo(locale, "adminChangePassword")} underline="always" data-testid="profile-change-password">
          {t("dashboard.items.changePassword")}
        </Anchor>
      ) : null}
      {investor ? <IdImages images={user} fallback={actionData?.kind === "upload" ? actionData : undefined} /> : null}
    </Stack>
  );
}
