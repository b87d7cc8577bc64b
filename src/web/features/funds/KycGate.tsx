import { Alert, Anchor, List, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { KycField } from "#contracts/profile.ts";
import { PageLink } from "#web/components/PageLink.tsx";

/** Why the investor cannot buy or sell yet: the KYC fields still missing, and the way to the profile to fill them. */
export function KycGate({ missing }: { missing: readonly KycField[] }) {
  const { t } = useTranslation();
  if (!missing.length) return null;
  return (
    <Alert color="yellow" title={t("funds.kyc.title")} data-testid="funds-kyc-missing" styles={{ title: { color: "var(--mantine-color-text)" } }}>
      <Text size="sm">{t("funds.kyc.lead")}</Text>
      <List size="sm" mt="xs">
        {missing.map((field) => (
          <List.Item key={field}>{t(`profile.fields.${field}`)}</List.Item>
        ))}
      </List>
      <Anchor component={PageLink} page="userInfo" underline="always" mt="sm" display="inline-block" data-testid="funds-kyc-profile-link">
        {t("funds.kyc.link")}
      </Anchor>
    </Alert>
  );
}
