import { Alert, Text, Typography } from "@mantine/core";
import { isHtml } from "#contracts/rich-text-markup.ts";
import { useLocale } from "#web/lib/locale.ts";

/**
 * Editorial text in the reader's language. When only Vietnamese exists the reader is told so, and the text is
 * marked lang="vi" for screen readers and translators. Text written in the dashboard's editor is HTML, sanitised
 * by the API when it was saved; older plain text is shown paragraph by paragraph.
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
      {isHtml(body) ? (
        <Typography lang={translated ? locale : "vi"} className="rich-text" data-testid="rich-text">
          <div dangerouslySetInnerHTML={{ __html: body }} />
        </Typography>
      ) : (
        <div lang={translated ? locale : "vi"}>
          {body.split(/\n{2,}/).map((paragraph, index) => (
            <Text key={index} mb="sm">
              {paragraph}
            </Text>
          ))}
        </div>
      )}
    </>
  );
}
