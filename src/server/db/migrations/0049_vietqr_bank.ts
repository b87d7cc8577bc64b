import type { Kysely } from "kysely";
import { binOfBankText } from "#domain/vietnam-banks.ts";
import type { DialectName } from "../dialect.ts";

type Tables = { fund_settings: { id: number; bank_name: string; bank_bin: string; bank_unmatched: string; bank_account: string } };

/**
 * Paying by VietQR (docs/funds.md): the bank investors pay into becomes a NAPAS BIN from the list of Vietnamese banks
 * (src/domain/vietnam-banks.ts) instead of a typed name, because the QR code carries the BIN. The typed name is turned
 * into its BIN; a name that names no bank (or several) leaves the BIN empty and is kept in `bank_unmatched` for the
 * fund rules page to show: with no BIN the rules are incomplete, so sales stop until an administrator picks the bank,
 * rather than guessing where investors' money goes. Account numbers lose the spaces, dots and dashes people type
 * (a QR code carries letters and digits only).
 *
 * The "order received" e-mail carries the QR code as an inline image, so the outbox keeps an HTML body and the inline
 * images (JSON) beside the text.
 */
export function up(_dialect: DialectName) {
  return async (db: Kysely<unknown>) => {
    await db.schema
      .alterTable("fund_settings")
      .addColumn("bank_bin", "varchar(6)", (c) => c.notNull().defaultTo(""))
      .execute();
    await db.schema
      .alterTable("fund_settings")
      .addColumn("bank_unmatched", "varchar(200)", (c) => c.notNull().defaultTo(""))
      .execute();
    const unmatched = await binOfTypedBank(db);
    if (unmatched)
      console.warn(
        `Migration 0049: the fund rules' bank "${unmatched}" names no bank of the list; sales stop until an administrator picks one on the fund rules page.`,
      );
    await db.schema.alterTable("fund_settings").dropColumn("bank_name").execute();
    await db.schema.alterTable("outbox_emails").addColumn("html_body", "text").execute();
    await db.schema.alterTable("outbox_emails").addColumn("inline_images", "text").execute();
  };
}

/** Sets `bank_bin` from the typed `bank_name` (before the column goes); answers the name when it names no bank. */
export async function binOfTypedBank(database: Kysely<unknown>): Promise<string | undefined> {
  const db = database as Kysely<Tables>;
  const row = await db.selectFrom("fund_settings").select(["bank_name", "bank_account"]).where("id", "=", 1).executeTakeFirst();
  if (!row) return undefined;
  const typed = row.bank_name.trim();
  const bin = typed === "" ? "" : (binOfBankText(typed) ?? "");
  const account = row.bank_account.replace(/[\s.-]/g, "");
  await db
    .updateTable("fund_settings")
    .set({ bank_bin: bin, bank_unmatched: typed !== "" && bin === "" ? typed : "", bank_account: account })
    .where("id", "=", 1)
    .execute();
  return typed !== "" && bin === "" ? typed : undefined;
}
