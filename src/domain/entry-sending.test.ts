import { describe, expect, it } from "vitest";
import { filesBlocking, type EntryFileState } from "./entry-sending.ts";

const essay = (state: EntryFileState) => ({ kind: "essay", state });
const photo = (state: EntryFileState) => ({ kind: "image", state });
const now = { whileChecking: false };
const whenChecked = { whileChecking: true };

describe("what stops a draft's files from going with a Send", () => {
  it("nothing, with one essay and every file ready", () => {
    expect(filesBlocking([essay("ready"), photo("ready")], now)).toEqual({ uploadsPending: false, essayRequired: false });
  });

  it("a file still arriving, whether or not the Send may wait for checks", () => {
    for (const rule of [now, whenChecked]) expect(filesBlocking([essay("ready"), photo("uploading")], rule).uploadsPending).toBe(true);
    // An essay still arriving is there: only its upload holds the Send back.
    expect(filesBlocking([essay("uploading")], now)).toEqual({ uploadsPending: true, essayRequired: false });
  });

  it("a file being checked, unless the Send may wait for its check", () => {
    expect(filesBlocking([essay("checking"), photo("ready")], now).uploadsPending).toBe(true);
    expect(filesBlocking([essay("checking"), photo("checking")], whenChecked)).toEqual({ uploadsPending: false, essayRequired: false });
  });

  it("not exactly one essay among the files kept: a refused file neither counts nor blocks", () => {
    expect(filesBlocking([photo("ready")], now).essayRequired).toBe(true);
    expect(filesBlocking([essay("refused"), photo("ready")], now)).toEqual({ uploadsPending: false, essayRequired: true });
    expect(filesBlocking([essay("refused"), essay("ready")], now).essayRequired).toBe(false);
    expect(filesBlocking([essay("ready"), essay("ready")], now).essayRequired).toBe(true);
    expect(filesBlocking([photo("refused"), essay("ready")], now)).toEqual({ uploadsPending: false, essayRequired: false });
  });
});
