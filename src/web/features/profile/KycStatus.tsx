import { Alert, List, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { Profile } from "#contracts/identity.ts";
import { missingKycFields } from "#contracts/profile.ts";

/** Whether the investor may transact, and if not, exactly which KYC fields are still missing. */
export function KycStatus({ user }: { user: Profile }) {
  const { t } = useTranslation();
  const missing = missingKycFields(user);
  if (!missing.length) {
    return (
      <Alert color="teal" role="status" data-testid="kyc-complete">
        {t("profile.kyc.complete")}
      </Alert>
    );
  }
  return (
    // The light yellow title colour is below 4.5:1 on its background; the title takes the text colour instead.
    <Alert color="yellow" title={t("profile.kyc.incompleteTitle")} data-testid="kyc-missing" styles={{ title: { color: "var(--mantine-color-text)" } }}>
      <Text size="sm">{t("profile.kyc.incomplete")}</Text>
      <List size="sm" mt="xs">
        {missing.map((field) => (
          <List.Item key={field}>{t(`profile.fields.${field}`)}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
