import "../entry.css";
import { Radio, Stack, Text, Title } from "@mantine/core";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { EntryChoice } from "#contracts/entry.ts";

export interface ChoiceOptionText {
  option: EntryChoice;
  text: string;
}

/**
 * Step 1: the multiple-choice question, as a fieldset whose legend is a heading with the required mark beside
 * it; the question is read right under it in body text, and the options answer to both.
 */
export function ChoiceStep({
  question,
  options,
  value,
  onChange,
  error,
}: {
  question: string;
  options: ChoiceOptionText[];
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset className="wizard-fieldset" aria-describedby={`${id}-question`}>
      <legend>
        <Title order={2} size="h3" data-testid="choice-legend">
          {t("entries.submit.question1")}
          <Text component="span" c="red.8" inherit aria-hidden>
            {" *"}
          </Text>
        </Title>
      </legend>
      <Text id={`${id}-question`} mt="xs" data-testid="choice-question">
        {question}
      </Text>
      <Radio.Group name="choice_answer" value={value} onChange={onChange} error={error}>
        <Stack gap="xs" mt="sm">
          {options.map(({ option, text }) => (
            <Radio key={option} value={option} label={`${option}. ${text}`} data-testid={`choice-${option}`} />
          ))}
        </Stack>
      </Radio.Group>
    </fieldset>
  );
}
