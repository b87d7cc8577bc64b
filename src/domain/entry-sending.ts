/**
 * What still stops a draft's files from going with a Send (ADR 0029, ADR 0030), the same on the server, which refuses
 * the Send, and in the entry wizard, which says it under the files before the contestant gets there. A refused file
 * is only a notice to its owner: it neither blocks nor counts.
 */

/** Where an entry file is: bytes arriving, every byte stored and its check queued as a job (ADR 0029), checked, or refused by its check. */
export const entryFileStates = ["uploading", "checking", "ready", "refused"] as const;
export type EntryFileState = (typeof entryFileStates)[number];

/** A file of a draft as the rule sees it: its kind (essay, image, video) and its state. */
export interface DraftFile {
  kind: string;
  state: EntryFileState;
}

export interface FilesBlocking {
  /** A file is still arriving, or still being checked when the Send may not wait for its checks. */
  uploadsPending: boolean;
  /** The files kept are not exactly one essay. */
  essayRequired: boolean;
}

/** `whileChecking`: the Send may wait for files being checked (it is then sent by the last check). */
export function filesBlocking(files: readonly DraftFile[], { whileChecking }: { whileChecking: boolean }): FilesBlocking {
  const kept = files.filter((file) => file.state !== "refused");
  return {
    uploadsPending: kept.some((file) => file.state === "uploading" || (!whileChecking && file.state === "checking")),
    essayRequired: kept.filter((file) => file.kind === "essay").length !== 1,
  };
}
