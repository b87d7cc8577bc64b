import { Alert, Typography } from "@mantine/core";
import { useLocale } from "#web/lib/locale.ts";

/**
 * Editorial HTML in the reader's language. The API only ever stores sanitised HTML (seeded, or cleaned when an
 * administrator saves it), so it is rendered as is. When only Vietnamese exists the reader is told so, and the
 * text is marked lang="vi" for screen readers and translators.
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
      <Typography>
        <div lang={translated ? locale : "vi"} className="rich-text" dangerouslySetInnerHTML={{ __html: body }} />
      </Typography>
    </>
  );
}
