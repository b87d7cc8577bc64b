import { describe, expect, it } from "vitest";
import { canonicalContent, checkLinks, GENESIS_HASH, linkHash, type ChainedEvent } from "./audit-chain.ts";

const content = {
  actor_id: 1,
  action: "news.create",
  subject: "news:7",
  before_json: null,
  after_json: '{"title":"A"}',
  reason: null,
  created_at: "2026-11-22T03:00:00.000Z",
};

async function chain(count: number): Promise<ChainedEvent[]> {
  const events: ChainedEvent[] = [];
  let previous = GENESIS_HASH;
  for (let id = 1; id <= count; id += 1) {
    const event = { ...content, subject: `news:${id}` };
    const hash = await linkHash(previous, event);
    events.push({ ...event, id, prev_hash: previous, hash });
    previous = hash;
  }
  return events;
}

describe("audit hash chain", () => {
  it("hashes a fixed canonical text (worked by hand with sha256sum)", async () => {
    expect(canonicalContent(content)).toBe('[1,"news.create","news:7",null,"{\\"title\\":\\"A\\"}",null,"2026-11-22T03:00:00.000Z"]');
    // printf '%s\n%s' "$(printf '0%.0s' {1..64})" '[1,"news.create","news:7",null,"{\"title\":\"A\"}",null,"2026-11-22T03:00:00.000Z"]' | sha256sum
    expect(await linkHash(GENESIS_HASH, content)).toBe("2c06a838ced942d344d7207f069670e0b6e4cf4c0cf14fc5ee486b62d062c561");
  });

  it("reads the same instant written in another form (PostgreSQL's timestamptz) as the same content", async () => {
    expect(await linkHash(GENESIS_HASH, { ...content, created_at: "2026-11-22T10:00:00+07:00" })).toBe(await linkHash(GENESIS_HASH, content));
  });

  it("accepts an intact chain and names the first changed, removed or reordered event", async () => {
    const events = await chain(5);
    expect((await checkLinks(events, GENESIS_HASH)).broken).toBeNull();
    expect(
      (
        await checkLinks(
          events.map((e) => (e.id === 3 ? { ...e, reason: "edited" } : e)),
          GENESIS_HASH,
        )
      ).broken,
    ).toEqual({ id: 3, reason: "hash" });
    expect(
      (
        await checkLinks(
          events.filter((e) => e.id !== 2),
          GENESIS_HASH,
        )
      ).broken,
    ).toEqual({ id: 3, reason: "prev_hash" });
    expect((await checkLinks([events[0]!, events[2]!, events[1]!], GENESIS_HASH)).broken).toEqual({ id: 3, reason: "prev_hash" });
  });

  it("continues across batches from the last hash", async () => {
    const events = await chain(4);
    const first = await checkLinks(events.slice(0, 2), GENESIS_HASH);
    expect((await checkLinks(events.slice(2), first.lastHash)).broken).toBeNull();
  });
});
