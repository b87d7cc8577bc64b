import { parentPort, Worker, type ResourceLimits, type Transferable } from "node:worker_threads";

/** The task ran out of time or memory, or its worker died: the worker was ended and replaced. */
export class WorkerLimitError extends Error {
  constructor(reason: string) {
    super(`The worker's task was stopped: ${reason}`);
    this.name = "WorkerLimitError";
  }
}

/** As many tasks are already waiting as the pool accepts; the caller should refuse and let the client retry. */
export class PoolBusyError extends Error {
  constructor() {
    super("Too many tasks are waiting for a worker");
    this.name = "PoolBusyError";
  }
}

export interface WorkerPoolOptions {
  /** The worker's module: it calls `serveTasks`. A .ts file runs as Node runs every server file (types stripped). */
  script: URL;
  /** Workers running at once. */
  size: number;
  /** A task still running after this long ends its worker. */
  timeoutMs: number;
  /** Tasks that may wait for a free worker; one more is refused with PoolBusyError. */
  maxQueued: number;
  /** Each worker's heap and stack; a task that needs more ends its worker. */
  resourceLimits: ResourceLimits;
}

interface Task {
  message: unknown;
  transfer: Transferable[];
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

type Reply = { ok: true; value: unknown } | { ok: false; message: string };
/** The worker's first message: its module and imports are loaded, so a task's time counts from here. */
type Ready = { ready: true };

/**
 * A small pool of worker threads that run one task each at a time, so CPU-heavy work (parsing and decoding
 * uploaded files) never holds up the event loop. Workers start on first use and are replaced when one is ended
 * for its time or memory, or dies; idle workers do not keep the process alive.
 */
export function createWorkerPool<In, Out>(options: WorkerPoolOptions) {
  const idle: Worker[] = [];
  const busy = new Set<Worker>();
  const queue: Task[] = [];
  const readiness = new WeakMap<Worker, Promise<unknown>>();
  let closed = false;

  const spawn = () => {
    const worker = new Worker(options.script, { resourceLimits: options.resourceLimits });
    worker.unref();
    readiness.set(worker, new Promise((resolve) => worker.once("message", resolve)));
    // While a task runs, its own listeners handle these; an idle worker that dies simply leaves the pool.
    worker.on("error", () => undefined);
    worker.on("exit", () => {
      const at = idle.indexOf(worker);
      if (at >= 0) idle.splice(at, 1);
    });
    return worker;
  };

  const run = (worker: Worker, task: Task) => {
    busy.add(worker);
    worker.ref();
    let settled = false;
    const finish = (error: Error | undefined, value?: unknown) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      worker.off("message", onMessage);
      worker.off("error", onError);
      worker.off("exit", onExit);
      busy.delete(worker);
      if (error) task.reject(error);
      else task.resolve(value);
    };
    // A worker that failed is ended and a fresh one takes the next task; a healthy one goes back to the pool.
    const replace = (error: Error) => {
      finish(error);
      void worker.terminate();
      if (!closed) next(spawn());
    };
    const onMessage = (reply: Reply | Ready) => {
      if ("ready" in reply) return;
      finish(reply.ok ? undefined : new Error(reply.message), reply.ok ? reply.value : undefined);
      worker.unref();
      next(worker);
    };
    const onError = (error: Error) => replace(new WorkerLimitError((error as NodeJS.ErrnoException).code ?? error.message));
    const onExit = (code: number) => replace(new WorkerLimitError(`exited with code ${code}`));
    let timer: NodeJS.Timeout | undefined;
    worker.on("message", onMessage);
    worker.on("error", onError);
    worker.on("exit", onExit);
    // A new worker first loads its modules; the task's time starts when it can begin.
    void readiness.get(worker)!.then(() => {
      if (settled) return;
      timer = setTimeout(() => replace(new WorkerLimitError(`no answer within ${options.timeoutMs} ms`)), options.timeoutMs);
      worker.postMessage(task.message, task.transfer);
    });
  };

  /** Gives the worker the next waiting task, or keeps it idle. */
  const next = (worker: Worker) => {
    if (closed) return void worker.terminate();
    const task = queue.shift();
    if (task) run(worker, task);
    else idle.push(worker);
  };

  return {
    /** Runs one task on a worker; `transfer` hands buffers over without copying them. */
    run(message: In, transfer: Transferable[] = []): Promise<Out> {
      if (closed) return Promise.reject(new Error("The worker pool is closed"));
      return new Promise<Out>((resolve, reject) => {
        const task: Task = { message, transfer, resolve: resolve as (value: unknown) => void, reject };
        const worker = idle.pop() ?? (busy.size < options.size ? spawn() : undefined);
        if (worker) return run(worker, task);
        if (queue.length >= options.maxQueued) return reject(new PoolBusyError());
        queue.push(task);
      });
    },
    /** Ends every worker; waiting tasks fail. */
    async close() {
      closed = true;
      for (const task of queue.splice(0)) task.reject(new Error("The worker pool is closed"));
      await Promise.all([...idle.splice(0), ...busy].map((worker) => worker.terminate()));
    },
  };
}

/** The worker's side: answers every task the pool posts with `handle`'s result, or its error's message. */
export function serveTasks<In, Out>(handle: (message: In) => Promise<{ value: Out; transfer?: Transferable[] }>) {
  const port = parentPort;
  if (!port) throw new Error("serveTasks runs only inside a worker thread");
  port.postMessage({ ready: true } satisfies Ready);
  port.on("message", async (message: In) => {
    try {
      const { value, transfer = [] } = await handle(message);
      port.postMessage({ ok: true, value } satisfies Reply, transfer);
    } catch (error) {
      port.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) } satisfies Reply);
    }
  });
}
