import { List, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { verifyDraw, type DrawDifference, type DrawRecord } from "#domain/lucky-draw.ts";
import { RecordVerifier } from "#web/components/RecordVerifier.tsx";

/**
 * Checks a drawn week in the browser with the same code the server drew it with (WebCrypto): it fetches only the
 * week's record and list, or takes a list file the visitor chooses, and says "matches" or exactly what differs.
 */
export function DrawVerifier({ week }: { week: number }) {
  const { t } = useTranslation();

  async function check(chosenList: string | undefined) {
    const recordResponse = await fetch(`/api/v1/draw-lucky/${week}/record`);
    const record = ((await recordResponse.json()) as { data: DrawRecord }).data;
    const list = chosenList ?? (await (await fetch(`/api/v1/draw-lucky/${week}/list`)).text());
    const differences = await verifyDraw(record, list);
    return differences.length === 0 ? null : differences;
  }

  function describe(difference: DrawDifference): string {
    if (difference.field === "list_format") return t("luckyDraw.verify.listFormat", { line: difference.line, context: difference.reason });
    if (difference.field === "winner")
      return t("luckyDraw.verify.winner", { position: difference.position, expected: difference.expected ?? "—", actual: difference.actual ?? "—" });
    return t(`luckyDraw.verify.fields.${difference.field}`, { expected: difference.expected, actual: difference.actual });
  }

  return (
    <Stack gap="xs" data-testid={`verifier-${week}`}>
      <RecordVerifier
        check={check}
        file={{ label: t("luckyDraw.verify.ownList"), accept: "text/plain,.txt", width: 320 }}
        run={{ label: t("luckyDraw.verify.run") }}
        verdicts={{ matches: t("luckyDraw.verify.matches"), differs: t("luckyDraw.verify.differs"), failed: t("luckyDraw.verify.failed") }}
      >
        {(differences) => (
          <List size="sm">
            {differences.map((difference, index) => (
              <List.Item key={index} style={{ overflowWrap: "anywhere" }}>
                {describe(difference)}
              </List.Item>
            ))}
          </List>
        )}
      </RecordVerifier>
    </Stack>
  );
}
