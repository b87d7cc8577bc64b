import { Alert, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useRouteLoaderData } from "react-router";
import { profile, type Profile } from "#contracts/identity.ts";
import { idImageUploaded } from "#contracts/profile.ts";
import { IdImages, type UploadResult } from "#web/features/profile/IdImages.tsx";
import { KycStatus } from "#web/features/profile/KycStatus.tsx";
import { ProfileForm, profileFormFields, type ProfileFormResult } from "#web/features/profile/ProfileForm.tsx";
import { apiClient } from "#web/lib/api.server.ts";
import { pageMeta } from "#web/lib/meta.ts";
import { localeOfRequest } from "#web/routing/site-map.ts";
import type { Route } from "./+types/user-info.ts";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location, (t) => t("dashboard.items.profile"));

type ActionResult = ({ kind: "profile" } & ProfileFormResult) | ({ kind: "upload" } & UploadResult);

/**
 * Two forms post here: the profile form (urlencoded, sent to `POST auth/profile`) and an ID image upload
 * (multipart, streamed on to `POST auth/profile/id-images` without being read here). A 401 or 403 from the API
 * signs the visitor out and sends them to the login page, as everywhere in the user area.
 */
export async function action({ request, context }: Route.ActionArgs): Promise<ActionResult> {
  const locale = localeOfRequest(request);
  const api = apiClient(context, locale);

  if ((request.headers.get("content-type") ?? "").toLowerCase().startsWith("multipart/form-data")) {
    const result = await api.forward("/auth/profile/id-images", idImageUploaded, request);
    return { kind: "upload", ok: result.ok, message: result.ok ? (result.message ?? "") : result.error.message };
  }

  const form = await request.formData();
  const values = Object.fromEntries(profileFormFields.filter((name) => form.has(name)).map((name) => [name, String(form.get(name))]));
  const result = await api.post("/auth/profile", profile, values);
  if (result.ok) return { kind: "profile", ok: true, message: result.message ?? "" };
  const fieldErrors = Object.fromEntries((result.error.details ?? []).map((d) => [d.path, d.message]));
  return { kind: "profile", ok: false, message: result.error.message, fieldErrors, values };
}

/** The signed-in person's information, from the user layout's guard (no second API call), and the form to change it. */
export default function UserInfo({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const user = useRouteLoaderData<{ user: Profile }>("components/layouts/user-layout")?.user;
  if (!user) return null;
  const investor = user.role === "investor";
  return (
    <Stack gap="lg" maw={860}>
      <Title order={1}>{t("dashboard.items.profile")}</Title>
      <Text>{t("profile.lead")}</Text>
      {!user.activated ? (
        <Alert color="yellow" role="note">
          {t("account.notActivated")}
        </Alert>
      ) : null}
      {investor ? <KycStatus user={user} /> : null}
      <ProfileForm user={user} result={actionData?.kind === "profile" ? actionData : undefined} />
      {investor ? <IdImages images={user} fallback={actionData?.kind === "upload" ? actionData : undefined} /> : null}
    </Stack>
  );
}
