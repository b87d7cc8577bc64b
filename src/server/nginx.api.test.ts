import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { nginxConfig } from "../../scripts/cluster.ts";
import { APP_KEEP_ALIVE_MS } from "./http/keep-alive.ts";

/**
 * deploy/nginx.conf's retries (docs/operations.md): a POST refused by a starting process (503, nothing done) is
 * sent to the other process; a POST a process received and then died on is never sent again. Two stand-in upstreams
 * play the processes; nginx is the real one (Debian's package).
 */
type Behaviour = "starting" | "dies" | "serves";
interface Upstream {
  port: number;
  behaviour: Behaviour;
  received: string[];
  /** Who closed each finished connection. */
  closedBy: ("nginx" | "app")[];
  server: http.Server;
}

const listening = (server: http.Server | net.Server) =>
  new Promise<number>((resolve) => server.listen(0, "127.0.0.1", () => resolve((server.address() as net.AddressInfo).port)));

async function upstream(): Promise<Upstream> {
  const state = { behaviour: "serves" as Behaviour, received: [] as string[], closedBy: [] as ("nginx" | "app")[] };
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      state.received.push(`${req.method} ${body}`);
      if (state.behaviour === "dies") return req.socket.destroy();
      if (state.behaviour === "starting") return res.writeHead(503, { "content-type": "application/json", "retry-after": "1" }).end('{"status":"starting"}');
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ got: body }));
    });
  });
  // As the app: idle connections closed after APP_KEEP_ALIVE_MS. Which side closed each one: "nginx" when its end came first.
  server.keepAliveTimeout = APP_KEEP_ALIVE_MS;
  server.on("connection", (socket: net.Socket) => {
    let ended = false;
    socket.on("end", () => (ended = true));
    socket.on("close", () => state.closedBy.push(ended ? "nginx" : "app"));
  });
  const port = await listening(server);
  return Object.assign(state, { port, server });
}

/** A fresh nginx (its own upstream failure memory) in front of two stand-ins behaving as given. */
async function cluster(behaviours: [Behaviour, Behaviour]) {
  const ups = await Promise.all(behaviours.map(async (behaviour) => Object.assign(await upstream(), { behaviour })));
  const probe = net.createServer();
  const port = await listening(probe);
  await new Promise((resolve) => probe.close(resolve));
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), "nginx-test-"));
  fs.chmodSync(runDir, 0o755);
  fs.writeFileSync(
    path.join(runDir, "nginx.conf"),
    nginxConfig(
      runDir,
      `127.0.0.1:${port}`,
      ups.map((u) => u.port),
    ),
  );
  const nginx = spawn("nginx", ["-e", "stderr", "-p", runDir, "-c", path.join(runDir, "nginx.conf"), "-g", "daemon off;"], { stdio: "ignore" });
  const origin = `http://127.0.0.1:${port}`;
  // Until nginx listens, the connection is refused; once it does, the first answer ends the wait.
  while (
    !(await new Promise<boolean>((resolve) =>
      net
        .connect(port, "127.0.0.1")
        .once("connect", function (this: net.Socket) {
          this.destroy();
          resolve(true);
        })
        .once("error", () => resolve(false)),
    ))
  ) {
    if (nginx.exitCode !== null) throw new Error("nginx exited");
    await new Promise((resolve) => setImmediate(resolve));
  }
  running.push({ nginx, ups, runDir });
  return { ups, origin };
}
const running: { nginx: ChildProcess; ups: Upstream[]; runDir: string }[] = [];

const post = (origin: string, n: number) =>
  fetch(`${origin}/api/v1/contacts`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ n }) });

describe.skipIf(!fs.existsSync("/usr/sbin/nginx"))("deploy/nginx.conf retries", () => {
  afterEach(async () => {
    for (const { nginx, ups, runDir } of running.splice(0)) {
      nginx.kill("SIGQUIT");
      await new Promise((resolve) => nginx.once("exit", resolve));
      for (const u of ups) u.server.close();
      fs.rmSync(runDir, { recursive: true, force: true });
    }
  });

  it("sends a POST that a starting process refused (503) to the other process, body and all", async () => {
    const { ups, origin } = await cluster(["starting", "serves"]);
    for (let n = 1; n <= 4; n++) {
      const response = await post(origin, n);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ got: JSON.stringify({ n }) });
    }
    expect(ups[1]!.received).toEqual([1, 2, 3, 4].map((n) => `POST ${JSON.stringify({ n })}`));
    expect(ups[0]!.received.length).toBeGreaterThan(0);
  });

  it("never sends again a POST whose process died after receiving it: the client gets 502 and the other process nothing", async () => {
    const { ups, origin } = await cluster(["dies", "dies"]);
    const response = await post(origin, 7);
    expect(response.status).toBe(502);
    expect([...ups[0]!.received, ...ups[1]!.received]).toEqual([`POST ${JSON.stringify({ n: 7 })}`]);
  });

  it("closes an idle connection to the app before the app would (a POST on a closing connection would be a 502)", async () => {
    const { ups, origin } = await cluster(["serves", "serves"]);
    expect((await post(origin, 1)).status).toBe(200);
    const used = ups.find((u) => u.received.length > 0)!;
    await expect.poll(() => used.closedBy, { timeout: APP_KEEP_ALIVE_MS + 2_000, interval: 100 }).toHaveLength(1);
    expect(used.closedBy).toEqual(["nginx"]);
  });

  it("keeps a visitor's connection open past 1000 requests (nginx's default closes it there, and a request already sent on it is reset)", async () => {
    const { origin } = await cluster(["serves", "serves"]);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const sockets = new Set<net.Socket>();
    const get = () =>
      new Promise<number>((resolve, reject) => {
        const request = http.get(`${origin}/api/v1/news`, { agent }, (response) => response.resume().on("end", () => resolve(response.statusCode ?? 0)));
        request.on("socket", (socket: net.Socket) => sockets.add(socket)).on("error", reject);
      });
    try {
      for (let i = 0; i < 1001; i++) expect(await get()).toBe(200);
      expect(sockets.size).toBe(1);
    } finally {
      agent.destroy();
    }
  }, 30_000);

  it("retries a GET whose process died on the other one", async () => {
    const { ups, origin } = await cluster(["dies", "serves"]);
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await fetch(`${origin}/api/v1/news`)).status);
    expect(statuses).toEqual([200, 200, 200, 200]);
    expect(ups[0]!.received).toEqual(["GET "]);
    expect(ups[1]!.received).toHaveLength(4);
  });
});
