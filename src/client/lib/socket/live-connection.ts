/** The three states of the live connection (docs/product/booking-rules.md#states-and-transitions). */
export type SocketStatus = 'connecting' | 'connected' | 'disconnected';

/** docs/product/booking-rules.md#states-and-transitions: reconnect 3 s after a close. */
export const RECONNECT_DELAY_MS = 3_000;

/** The parts of a WebSocket this class uses, so tests can hand it a fake. */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

const OPEN = 1;

export interface LiveConnectionOptions {
  url: () => string;
  onStatus: (status: SocketStatus) => void;
  onText: (text: string) => void;
  /** A connection that was open has closed. */
  onLost?: () => void;
  /** The socket could not even be created (a bad URL, a blocked scheme). */
  onCreateError?: (error: unknown) => void;
  createSocket?: (url: string) => SocketLike;
  reconnectDelayMs?: number;
}

/**
 * One websocket that keeps itself connected: it reconnects a fixed delay after every close and
 * at once when asked (page visible again, network back, the Refresh button, a new session).
 */
export class LiveConnection {
  private socket: SocketLike | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private running = false;
  private current: SocketStatus = 'disconnected';

  constructor(private readonly options: LiveConnectionOptions) {}

  get status(): SocketStatus {
    return this.current;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.connect();
  }

  stop(): void {
    this.running = false;
    this.clearTimer();
    this.drop();
    this.setStatus('disconnected');
  }

  /** Connects now unless already connected or connecting (page visible again, network back). */
  wake(): void {
    if (!this.running || this.socket) return;
    this.clearTimer();
    this.connect();
  }

  /** Drops the current socket and opens a new one now (a new session, the Refresh button). */
  reconnectNow(): void {
    if (!this.running) return;
    this.clearTimer();
    this.drop();
    this.connect();
  }

  /** Sends a text frame; false when not connected. */
  send(text: string): boolean {
    if (!this.socket || this.socket.readyState !== OPEN) return false;
    this.socket.send(text);
    return true;
  }

  private connect(): void {
    this.setStatus('connecting');
    let socket: SocketLike;
    try {
      const create = this.options.createSocket ?? ((url: string) => new WebSocket(url));
      socket = create(this.options.url());
    } catch (error) {
      this.options.onCreateError?.(error);
      this.setStatus('disconnected');
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    let opened = false;
    socket.onopen = () => {
      if (this.socket !== socket) return;
      opened = true;
      this.setStatus('connected');
    };
    socket.onmessage = (event: MessageEvent) => {
      if (this.socket === socket && typeof event.data === 'string') this.options.onText(event.data);
    };
    // An error is always followed by a close; the close decides what happens next.
    socket.onerror = null;
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.setStatus('disconnected');
      if (opened) this.options.onLost?.();
      this.scheduleReconnect();
    };
  }

  private drop(): void {
    const socket = this.socket;
    if (!socket) return;
    this.socket = null;
    socket.onopen = null;
    socket.onmessage = null;
    socket.onclose = null;
    try {
      socket.close(1000, 'reconnecting');
    } catch {
      // Closing a socket that never opened can throw in old browsers; it is gone either way.
    }
  }

  private scheduleReconnect(): void {
    if (!this.running || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      if (this.running && !this.socket) this.connect();
    }, this.options.reconnectDelayMs ?? RECONNECT_DELAY_MS);
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private setStatus(status: SocketStatus): void {
    if (status === this.current) return;
    this.current = status;
    this.options.onStatus(status);
  }
}
