import { EventEmitter, once } from "node:events";
import type { AddressInfo } from "node:net";
import smpp, { type PDU, type Session } from "smpp";
import { afterEach, describe, expect, it } from "vitest";
import { enqueueJob } from "#server/lib/jobs.ts";
import { sendSmsJob } from "#server/lib/sms.ts";
import { activationMails, valid } from "#server/testing/registration-fixtures.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";

interface Submitted {
  destination: string;
  source: string;
  dataCoding: number;
  esmClass: number;
  registeredDelivery: number;
  /** The part's text as the package decodes it (GSM-7 for data_coding 0), without its header. */
  text: string;
  udh: number[] | undefined;
  messageId: string;
}

/**
 * An SMS gateway on a loopback port, built with the `smpp` package's own server: it refuses the first
 * `refuseBinds` binds with ESME_RBINDFAIL, accepts submit_sm with ids msg-1, msg-2…, and sends receipts on request.
 */
async function startGateway(refuseBinds = 0) {
  const submitted: Submitted[] = [];
  const sessions: Session[] = [];
  const counts = { binds: 0, unbinds: 0 };
  const bound = new EventEmitter();
  const server = smpp.createServer((session) => {
    sessions.push(session);
    session.on("bind_transceiver", (pdu: PDU) => {
      counts.binds++;
      const accepted = pdu.system_id === "cuocthi" && pdu.password === "bienxanh" && counts.binds > refuseBinds;
      session.send(pdu.response(accepted ? {} : { command_status: smpp.errors.ESME_RBINDFAIL }));
      if (!accepted) session.close();
      else bound.emit("bind");
    });
    session.on("submit_sm", (pdu: PDU) => {
      const message = pdu.short_message as { message: string; udh?: Buffer[] };
      const messageId = `msg-${submitted.length + 1}`;
      submitted.push({
        destination: String(pdu.destination_addr),
        source: String(pdu.source_addr),
        dataCoding: Number(pdu.data_coding),
        esmClass: Number(pdu.esm_class),
        registeredDelivery: Number(pdu.registered_delivery),
        text: message.message,
        udh: message.udh?.[0] ? [...message.udh[0]] : undefined,
        messageId,
      });
      session.send(pdu.response({ message_id: messageId }));
    });
    session.on("enquire_link", (pdu: PDU) => session.send(pdu.response()));
    session.on("unbind", (pdu: PDU) => {
      counts.unbinds++;
      session.send(pdu.response());
      session.close();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smpp://cuocthi:bienxanh@127.0.0.1:${port}?source=CUOCTHI`,
    submitted,
    counts,
    /** Sends a delivery receipt on the latest connection; answers the deliver_sm_resp's status. */
    receipt(messageId: string, stat: string) {
      const session = sessions.at(-1)!;
      const short_message = `id:${messageId} sub:001 dlvrd:001 submit date:2611221000 done date:2611221001 stat:${stat} err:000 text:Ma kich hoat`;
      return new Promise<number>((resolve) =>
        session.deliver_sm({ source_addr: "84912345678", destination_addr: "CUOCTHI", esm_class: 0x04, short_message }, (resp) => resolve(resp.command_status)),
      );
    },
    /** Drops every connection, as a gateway restarting does; answers once the app has bound again. */
    drop() {
      const rebound = once(bound, "bind");
      for (const session of sessions.splice(0)) session.destroy();
      return rebound;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let t: TestApp | undefined;
let gateway: Awaited<ReturnType<typeof startGateway>> | undefined;
afterEach(async () => {
  await t?.close();
  await gateway?.close();
  t = undefined;
  gateway = undefined;
});

const outbox = (app: TestApp) => app.db.selectFrom("outbox_sms").selectAll().orderBy("id").execute();
const counter = async (app: TestApp, name: string) => (await app.deps.metrics.registry.getSingleMetric(name)!.get()).values;

describe("SMS over SMPP (SMPP_URL)", () => {
  it("sends a new account's activation code to its phone, records the message id, then the receipt marks it delivered", async () => {
    gateway = await startGateway();
    t = await createTestApp({ SMPP_URL: gateway.url, SIGNUP_RATE_LIMIT: "1000" });
    expect((await t.call("POST", "/api/v1/auth/signup", { body: valid })).status).toBe(201);
    const [mail] = await activationMails(t);

    expect(gateway.submitted).toHaveLength(1);
    const [sms] = gateway.submitted;
    expect(sms).toMatchObject({ destination: "84912345678", source: "CUOCTHI", dataCoding: 0, esmClass: 0, registeredDelivery: 1, udh: undefined });
    expect(sms?.text).toContain(mail?.code);
    expect(mail?.code).toMatch(/^\d{6}$/);
    const [row] = await outbox(t);
    expect(row).toMatchObject({
      to_number: "+84912345678",
      status: "sent",
      message_id: "msg-1",
      attempts: 1,
      last_error: null,
      sent_at: t.clock.now().toISOString(),
      delivered_at: null,
    });
    expect(row?.text_body).toBe(sms?.text);

    t.clock.advance(4000);
    expect(await gateway.receipt("msg-1", "DELIVRD")).toBe(0);
    expect(await outbox(t)).toMatchObject([{ status: "delivered", delivered_at: t.clock.now().toISOString() }]);
    expect(await counter(t, "sms_sent_total")).toMatchObject([{ value: 1 }]);
    expect(await counter(t, "sms_receipts_total")).toMatchObject([{ labels: { stat: "DELIVRD" }, value: 1 }]);

    await t.close();
    expect(gateway.counts).toEqual({ binds: 1, unbinds: 1 });
  });

  it("retries with backoff while the gateway refuses the bind, then delivers the code exactly once", async () => {
    gateway = await startGateway(1);
    t = await createTestApp({ SMPP_URL: gateway.url, SIGNUP_RATE_LIMIT: "1000" });
    expect((await t.call("POST", "/api/v1/auth/signup", { body: valid })).status).toBe(201);
    const [mail] = await activationMails(t);

    expect(gateway.submitted).toHaveLength(0);
    expect(await outbox(t)).toMatchObject([{ status: "queued", attempts: 1, message_id: null, last_error: "bind_transceiver refused: ESME_RBINDFAIL" }]);
    const job = await t.db.selectFrom("jobs").selectAll().where("kind", "=", "sms.send").executeTakeFirstOrThrow();
    expect(job).toMatchObject({ attempts: 1, done_at: null });
    expect(await t.deps.jobs.runDue()).toBe(0);

    t.clock.advance(new Date(job.run_at).getTime() - t.clock.now().getTime());
    expect(await t.deps.jobs.runDue()).toBe(1);
    t.clock.advance(60 * 60_000);
    expect(await t.deps.jobs.runDue()).toBe(0);

    expect(gateway.counts.binds).toBe(2);
    expect(gateway.submitted).toHaveLength(1);
    expect(gateway.submitted[0]?.text).toContain(mail?.code);
    expect(await outbox(t)).toMatchObject([{ status: "sent", attempts: 2, message_id: "msg-1" }]);
    expect(await counter(t, "sms_failed_total")).toMatchObject([{ value: 1 }]);
    expect(await t.db.selectFrom("jobs").select("done_at").where("kind", "=", "sms.send").executeTakeFirstOrThrow()).not.toMatchObject({ done_at: null });
  });

  it("sends a long message as parts joined by a header, delivered once every part's receipt is in", async () => {
    gateway = await startGateway();
    t = await createTestApp({ SMPP_URL: gateway.url });
    const text = `Lenh ban CCQ-2026-0042 da duoc ghi nhan. ${"Vui long chuyen khoan dung so tien va noi dung. ".repeat(4)}Ma xac nhan: 482913.`;
    expect(text.length).toBeGreaterThan(160);
    await enqueueJob(t.db, t.clock, sendSmsJob, { to: "+84987000111", text });
    await t.deps.jobs.runDue();

    expect(gateway.submitted).toHaveLength(2);
    const [first, second] = gateway.submitted;
    const [row] = await outbox(t);
    expect(first?.udh).toEqual([0x00, 0x03, row!.id & 0xff, 2, 1]);
    expect(second?.udh).toEqual([0x00, 0x03, row!.id & 0xff, 2, 2]);
    expect(gateway.submitted.every((part) => part.esmClass === 0x40 && part.dataCoding === 0)).toBe(true);
    expect(`${first?.text}${second?.text}`).toBe(text);
    expect(row).toMatchObject({ status: "sent", message_id: "msg-1" });

    expect(await gateway.receipt("msg-1", "DELIVRD")).toBe(0);
    expect(await outbox(t)).toMatchObject([{ status: "sent", delivered_at: null }]);
    expect(await gateway.receipt("msg-2", "DELIVRD")).toBe(0);
    expect(await outbox(t)).toMatchObject([{ status: "delivered", delivered_at: t.clock.now().toISOString() }]);
  });

  it("binds again on its own when the gateway drops the connection, and takes the receipt on the new one", async () => {
    gateway = await startGateway();
    t = await createTestApp({ SMPP_URL: gateway.url });
    await enqueueJob(t.db, t.clock, sendSmsJob, { to: "+84987000111", text: "Ma xac nhan: 123456" });
    await t.deps.jobs.runDue();
    await gateway.drop();
    expect(gateway.counts.binds).toBe(2);
    expect(await gateway.receipt("msg-1", "DELIVRD")).toBe(0);
    expect(await outbox(t)).toMatchObject([{ status: "delivered" }]);
  });

  it("marks a message failed when its receipt reports it undeliverable", async () => {
    gateway = await startGateway();
    t = await createTestApp({ SMPP_URL: gateway.url });
    await enqueueJob(t.db, t.clock, sendSmsJob, { to: "+84987000111", text: "Ma xac nhan: 123456" });
    await t.deps.jobs.runDue();
    expect(await gateway.receipt("msg-1", "UNDELIV")).toBe(0);
    expect(await outbox(t)).toMatchObject([{ status: "failed", last_error: "receipt stat:UNDELIV err:000", delivered_at: null }]);
  });

  it("without SMPP_URL keeps the message in the outbox as before, with no delivery status", async () => {
    t = await createTestApp();
    expect(t.deps.sms.transport).toBe("outbox");
    await enqueueJob(t.db, t.clock, sendSmsJob, { to: "+84987000111", text: "Ma xac nhan: 123456" });
    await t.deps.jobs.runDue();
    expect(await outbox(t)).toMatchObject([{ text_body: "Ma xac nhan: 123456", status: null, attempts: 0, message_id: null }]);
  });
});
