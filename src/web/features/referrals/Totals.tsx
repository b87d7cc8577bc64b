import { SimpleGrid, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { z } from "#contracts/zod.ts";
import type { commissionTotals } from "#contracts/referrals.ts";
import { formatVnd } from "#contracts/number-format.ts";
import { useLocale } from "#web/lib/locale.ts";

/** Accrued, reversed and net commission, each labelled. */
export function CommissionTotals({ totals, testId }: { totals: z.infer<typeof commissionTotals>; testId: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" data-testid={testId}>
      {(["accrued", "reversed", "net"] as const).map((key) => (
        <Stack key={key} gap={2}>
          <Text size="sm" c="dimmed">
            {t(`referrals.totals.${key}`)}
          </Text>
          <Text fw={700} data-testid={`${testId}-${key}`}>
            {formatVnd(totals[key], locale)}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
