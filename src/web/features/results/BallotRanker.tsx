import { ActionIcon, Group, NumberInput, Paper, Stack, Text, VisuallyHidden } from "@mantine/core";
import { useState, type DragEvent } from "react";
import { useTranslation } from "react-i18next";
import { moveCandidate } from "./ballot-order.ts";

export interface BallotCandidate {
  code: string;
  title: string;
}

/**
 * A juror's full ranking of the candidates, three ways to the same order: drag a row, type its place, or press
 * the up/down buttons (the last two by keyboard alone). Each move is announced to screen readers.
 */
export function BallotRanker({
  candidates,
  order,
  onChange,
  disabled = false,
}: {
  candidates: BallotCandidate[];
  order: string[];
  onChange: (order: string[]) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [dragged, setDragged] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const byCode = new Map(candidates.map((candidate) => [candidate.code, candidate]));

  function move(from: number, to: number) {
    const next = moveCandidate(order, from, to);
    const code = order[from] ?? "";
    onChange(next);
    setAnnouncement(t("results.ballot.moved", { code, place: next.indexOf(code) + 1, count: next.length }));
  }

  const dropOn = (index: number) => (event: DragEvent) => {
    event.preventDefault();
    if (dragged !== null) move(dragged, index);
    setDragged(null);
  };

  return (
    <Stack gap="xs">
      <Text size="sm" id="ballot-help">
        {t("results.ballot.help")}
      </Text>
      <Stack component="ol" gap={6} p={0} m={0} style={{ listStyle: "none" }} aria-describedby="ballot-help" data-testid="ballot-list">
        {order.map((code, index) => (
          <Paper
            component="li"
            key={code}
            withBorder
            p="xs"
            draggable={!disabled}
            onDragStart={() => setDragged(index)}
            onDragOver={(event: DragEvent) => event.preventDefault()}
            onDrop={dropOn(index)}
            onDragEnd={() => setDragged(null)}
            style={{ cursor: disabled ? "default" : "grab", opacity: dragged === index ? 0.5 : 1 }}
            data-testid="ballot-row"
            data-code={code}
          >
            <Group wrap="nowrap" gap="sm">
              <Text aria-hidden fz="lg" c="dimmed">
                ⠿
              </Text>
              <NumberInput
                key={`${code}-${index}`}
                label={<VisuallyHidden>{t("results.ballot.placeOf", { code })}</VisuallyHidden>}
                defaultValue={index + 1}
                min={1}
                max={order.length}
                allowDecimal={false}
                allowNegative={false}
                w={72}
                disabled={disabled}
                data-testid="ballot-place"
                onBlur={(event) => {
                  const place = Number(event.currentTarget.value);
                  if (Number.isInteger(place) && place >= 1 && place !== index + 1) move(index, place - 1);
                }}
                onKeyDown={(event) => {
                  if (event.key !== "Enter") return;
                  event.preventDefault();
                  const place = Number(event.currentTarget.value);
                  if (Number.isInteger(place) && place >= 1 && place !== index + 1) move(index, place - 1);
                }}
              />
              <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                <Text fw={600}>{code}</Text>
                <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                  {byCode.get(code)?.title ?? ""}
                </Text>
              </Stack>
              <Group gap={4} wrap="nowrap">
                <ActionIcon
                  variant="default"
                  size="lg"
                  onClick={() => move(index, index - 1)}
                  disabled={disabled || index === 0}
                  aria-label={t("results.ballot.up", { code })}
                  data-testid="ballot-up"
                >
                  <span aria-hidden>↑</span>
                </ActionIcon>
                <ActionIcon
                  variant="default"
                  size="lg"
                  onClick={() => move(index, index + 1)}
                  disabled={disabled || index === order.length - 1}
                  aria-label={t("results.ballot.down", { code })}
                  data-testid="ballot-down"
                >
                  <span aria-hidden>↓</span>
                </ActionIcon>
              </Group>
            </Group>
          </Paper>
        ))}
      </Stack>
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
    </Stack>
  );
}
