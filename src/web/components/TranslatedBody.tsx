import { Alert, Text } from "@mantine/core";
import { useLocale } from "#web/lib/locale.ts";

/**
 * Editorial text in the reader's language, paragraph by paragraph. When only Vietnamese exists the reader
 * is told so, and the text is marked lang="vi" for screen readers and translators.
 */
export function TranslatedBody({ body, translated, untranslatedNote }: { body: string; translated: boolean; untranslatedNote: string }) {
  const locale = useLocale();
  return (
    <>
      {!translated ? (
        <Alert color="yellow" role="note">
          {untranslatedNote}
        </Alert>
      ) : null}
      <div lang={translated ? locale : "vi"}>
        {body.split(/\n{2,}/).map((paragraph, index) => (
          <Text key={index} mb="sm">
            {paragraph}
          </Text>
        ))}
      </div>
    </>
  );
}
