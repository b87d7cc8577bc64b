import { Alert } from "@mantine/core";

/**
 * A failure no field owns (a rate limit, a conflict, a lost connection), in the page's language.
 * When the server named fields, their own messages say it and this stays out of the way.
 */
export function FormFailure({
  failure,
  title,
  testId,
}: {
  failure: { message: string; fieldErrors: Record<string, string> } | undefined;
  title?: string;
  testId: string;
}) {
  if (!failure || Object.keys(failure.fieldErrors).length) return null;
  return (
    <Alert color="red" role="alert" data-testid={testId} {...(title ? { title } : {})}>
      {failure.message}
    </Alert>
  );
}
