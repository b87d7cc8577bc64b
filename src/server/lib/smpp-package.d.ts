/** The parts of the untyped `smpp` package (0.5) this app and its tests use. */
declare module "smpp" {
  import type { EventEmitter } from "node:events";
  import type { Server as NetServer } from "node:net";

  export interface PDU {
    command: string;
    command_status: number;
    sequence_number: number;
    [field: string]: unknown;
    response(options?: Record<string, unknown>): PDU;
  }

  type Command = (options: Record<string, unknown>, onResponse?: (pdu: PDU) => void) => boolean;

  export interface Session extends EventEmitter {
    send(pdu: PDU, onResponse?: (pdu: PDU) => void): boolean;
    bind_transceiver: Command;
    submit_sm: Command;
    deliver_sm: Command;
    unbind(onResponse?: (pdu: PDU) => void): boolean;
    close(onClose?: () => void): void;
    destroy(onClose?: () => void): void;
  }

  interface Smpp {
    connect(options: { host: string; port: number; tls?: boolean; auto_enquire_link_period?: number }): Session;
    createServer(onSession: (session: Session) => void): NetServer;
    /** Command statuses by name (ESME_ROK, ESME_RBINDFAIL…). */
    errors: Record<string, number>;
  }

  const smpp: Smpp;
  export default smpp;
}
