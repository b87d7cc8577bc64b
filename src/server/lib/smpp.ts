import { setTimeout as sleep } from "node:timers/promises";
import smpp, { type PDU, type Session } from "smpp";
import type { SmppTarget } from "#server/config.ts";
import type { Logger } from "./logger.ts";
import { parseReceipt, type Receipt } from "./sms-parts.ts";

/** How long a connection, a bind or a submit may wait for the gateway before the connection is dropped. */
const RESPONSE_TIMEOUT_MS = 30_000;
/** An idle connection says enquire_link this often, inside the idle time-outs gateways apply (a minute or more). */
const ENQUIRE_LINK_MS = 30_000;
/** After a bound connection is lost: the first reconnection, doubled after each failure up to the last value. */
const RECONNECT_MS = { first: 1000, max: 5 * 60_000 };
/** How long shutdown waits for unbind_resp. */
const UNBIND_TIMEOUT_MS = 5000;

/** esm_class bits 2-5 say what a deliver_sm is; 0x04 is an SMSC delivery receipt (the rest are mobile-originated). */
const MESSAGE_TYPE_MASK = 0x3c;
const DELIVERY_RECEIPT = 0x04;
const UDH_INDICATOR = 0x40;
/** registered_delivery 1: a receipt for the final outcome, delivered or not. */
const RECEIPT_ON_FINAL_OUTCOME = 0x01;

interface SmppPart {
  /** E.164 with its "+" (sent as an international number), or as stored without it. */
  to: string;
  dataCoding: number;
  shortMessage: Uint8Array;
  /** The part starts with a user data header (a part of a long message). */
  udh: boolean;
}

export interface SmppConnection {
  /** Submits one part once its turn under the pace comes; answers the message id of submit_sm_resp. */
  submit(part: SmppPart): Promise<string>;
  /** Unbinds and closes the connection; nothing reconnects after. */
  close(): Promise<void>;
}

const statusName = (status: number) => Object.entries(smpp.errors).find(([, code]) => code === status)?.[0] ?? `0x${status.toString(16)}`;

/** The decoded text of a short_message or message_payload field (the package decodes both to `{ message }`). */
const textOf = (field: unknown) => {
  const message = (field as { message?: unknown } | undefined)?.message;
  return typeof message === "string" ? message : "";
};

/** source_addr_ton/npi: a brandname is alphanumeric (5, 0); a number with "+" international (1, ISDN 1). */
function sourceAddress(source: string) {
  if (/[^\d+]/.test(source)) return { source_addr_ton: 5, source_addr_npi: 0, source_addr: source };
  return { source_addr_ton: source.startsWith("+") ? 1 : 0, source_addr_npi: 1, source_addr: source.replace(/^\+/, "") };
}

/**
 * The process's one SMPP session, bound as a transceiver so delivery receipts come back on it. It binds when first
 * needed, and once bound it reconnects whenever the connection is lost, so receipts keep arriving while nothing is
 * sent. Each submit waits for its slot under `pace` (the milliseconds to wait, src/server/lib/send-pace.ts), claimed once
 * bound, so a slow bind does not bunch the sends that waited for it.
 */
export function smppConnection(options: {
  target: SmppTarget;
  pace: () => Promise<number>;
  logger: Logger;
  onReceipt: (receipt: Receipt) => Promise<void>;
}): SmppConnection {
  const { target, logger } = options;
  let bound: Promise<Session> | undefined;
  let current: Session | undefined;
  let closing = false;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let reconnectMs = RECONNECT_MS.first;
  /** The requests waiting for an answer, failed at once when their connection is lost. */
  const waiting = new Set<(error: Error) => void>();

  function request(session: Session, send: (onResponse: (pdu: PDU) => void) => boolean, command: string): Promise<PDU> {
    return new Promise((resolve, reject) => {
      const settle = () => {
        clearTimeout(timer);
        waiting.delete(fail);
      };
      const fail = (error: Error) => {
        settle();
        reject(error);
      };
      const timer = setTimeout(() => {
        fail(new Error(`no ${command}_resp within ${RESPONSE_TIMEOUT_MS / 1000} s`));
        session.destroy();
      }, RESPONSE_TIMEOUT_MS);
      waiting.add(fail);
      const sent = send((pdu) => {
        settle();
        if (pdu.command_status === 0) resolve(pdu);
        else reject(new Error(`${command} refused: ${statusName(pdu.command_status)}`));
      });
      if (!sent) fail(new Error("the SMPP connection is closed"));
    });
  }

  async function deliver(session: Session, pdu: PDU) {
    let status = 0;
    const isReceipt = (Number(pdu.esm_class) & MESSAGE_TYPE_MASK) === DELIVERY_RECEIPT;
    const receipt = isReceipt ? parseReceipt(textOf(pdu.short_message) || textOf(pdu.message_payload)) : undefined;
    if (receipt) {
      // The TLV, when the gateway sends it, is the id exactly as submit_sm_resp gave it.
      const id = typeof pdu.receipted_message_id === "string" && pdu.receipted_message_id ? pdu.receipted_message_id : receipt.id;
      try {
        await options.onReceipt({ ...receipt, id });
      } catch (error) {
        // A temporary error: the gateway delivers the receipt again later rather than losing it.
        status = smpp.errors.ESME_RX_T_APPN!;
        logger.warn({ err: error instanceof Error ? error.message : String(error), messageId: id }, "SMS receipt not recorded");
      }
    } else {
      logger.info({ esmClass: pdu.esm_class }, "SMPP deliver_sm that is not a delivery receipt ignored");
    }
    session.send(pdu.response({ command_status: status }));
  }

  function lost(session: Session) {
    for (const fail of waiting) fail(new Error("the SMPP connection closed"));
    if (current !== session) return;
    current = undefined;
    bound = undefined;
    if (!closing) reconnectLater();
  }

  function reconnectLater() {
    reconnectTimer = setTimeout(() => {
      connected().then(
        () => (reconnectMs = RECONNECT_MS.first),
        (error: unknown) => {
          logger.warn({ err: error instanceof Error ? error.message : String(error), retryInMs: reconnectMs }, "SMPP reconnection failed");
          reconnectMs = Math.min(reconnectMs * 2, RECONNECT_MS.max);
          if (!closing && !bound) reconnectLater();
        },
      );
    }, reconnectMs);
    reconnectTimer.unref();
  }

  async function bind(): Promise<Session> {
    const session = smpp.connect({ host: target.host, port: target.port, tls: target.tls, auto_enquire_link_period: ENQUIRE_LINK_MS });
    let lastError: Error | undefined;
    session.on("error", (error: Error) => {
      lastError = error;
      logger.warn({ err: error.message }, "SMPP connection error");
    });
    session.on("close", () => lost(session));
    session.on("enquire_link", (pdu: PDU) => session.send(pdu.response()));
    session.on("unbind", (pdu: PDU) => {
      session.send(pdu.response());
      session.close();
    });
    session.on("deliver_sm", (pdu: PDU) => void deliver(session, pdu));
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => session.destroy(), RESPONSE_TIMEOUT_MS);
      session.once(target.tls ? "secureConnect" : "connect", () => {
        clearTimeout(timer);
        resolve();
      });
      session.once("close", () => {
        clearTimeout(timer);
        reject(new Error(`could not connect to the SMPP gateway ${target.host}:${target.port}: ${lastError?.message ?? "no answer"}`));
      });
    });
    try {
      await request(
        session,
        (onResponse) => session.bind_transceiver({ system_id: target.systemId, password: target.password }, onResponse),
        "bind_transceiver",
      );
    } catch (error) {
      session.destroy();
      throw error;
    }
    current = session;
    return session;
  }

  function connected(): Promise<Session> {
    if (closing) return Promise.reject(new Error("the SMPP connection is shut down"));
    bound ??= bind().catch((error: unknown) => {
      bound = undefined;
      throw error;
    });
    return bound;
  }

  return {
    async submit(part) {
      const session = await connected();
      const wait = await options.pace();
      if (wait > 0) await sleep(wait);
      const fields = {
        ...sourceAddress(target.source),
        dest_addr_ton: part.to.startsWith("+") ? 1 : 0,
        dest_addr_npi: 1,
        destination_addr: part.to.replace(/^\+/, ""),
        esm_class: part.udh ? UDH_INDICATOR : 0,
        registered_delivery: RECEIPT_ON_FINAL_OUTCOME,
        data_coding: part.dataCoding,
        short_message: Buffer.from(part.shortMessage),
      };
      const response = await request(session, (onResponse) => session.submit_sm(fields, onResponse), "submit_sm");
      return String(response.message_id);
    },
    async close() {
      closing = true;
      clearTimeout(reconnectTimer);
      const session = await bound?.catch(() => undefined);
      if (!session) return;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => session.destroy(), UNBIND_TIMEOUT_MS);
        session.once("close", () => {
          clearTimeout(timer);
          resolve();
        });
        if (!session.unbind(() => session.close())) session.destroy();
      });
    },
  };
}
