import fs from "node:fs";
import { z } from "zod";
import type { Locale } from "#contracts/locale.ts";
import type { StatementFormat } from "#domain/statement-format.ts";

const column = z.union([z.array(z.string().min(1)).min(1), z.number().int().min(0)]);
const formatFile = z
  .object({
    id: z.string().regex(/^[a-z0-9-]{1,40}$/),
    name: z.object({ vi: z.string().min(1), en: z.string().min(1) }),
    columns: z
      .object({
        date: column,
        description: column,
        dateAndTransactionId: column.optional(),
        transactionId: column.optional(),
        account: column.optional(),
        amount: column.optional(),
        credit: column.optional(),
        debit: column.optional(),
      })
      .strict(),
    dateOrder: z.enum(["DMY", "MDY", "YMD"]),
    numberFormat: z.union([z.enum(["vi", "en"]), z.array(z.enum(["vi", "en"])).min(1)]),
  })
  .strict()
  .refine((format) => format.columns.amount !== undefined || format.columns.credit !== undefined, "a format needs an amount or a credit column");

const directory = new URL("./statement-formats/", import.meta.url);

/**
 * The banks' statement layouts, one JSON file each in statement-formats/ (docs/funds.md, "Adding a bank's format"):
 * read and checked once when the server starts, so a malformed file stops the start instead of a later import.
 */
export const statementFormats: readonly StatementFormat[] = fs
  .readdirSync(directory)
  .filter((name) => name.endsWith(".json"))
  .sort()
  .map((name) => {
    const parsed = formatFile.safeParse(JSON.parse(fs.readFileSync(new URL(name, directory), "utf8")));
    if (!parsed.success) throw new Error(`statement format ${name}: ${parsed.error.message}`);
    if (`${parsed.data.id}.json` !== name) throw new Error(`statement format ${name}: its id is ${parsed.data.id}`);
    return parsed.data as StatementFormat;
  })
  // The generic format first: it is the default choice.
  .sort((a, b) => Number(b.id === "generic") - Number(a.id === "generic"));

export const findStatementFormat = (id: string) => statementFormats.find((format) => format.id === id);

export const formatViews = (locale: Locale) => statementFormats.map((format) => ({ id: format.id, name: format.name[locale] }));
