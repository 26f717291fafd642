import { Injectable } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';

/**
 * Whether the process is stopping, and the requests it is still answering.
 * main.ts calls `beginStopping` on SIGTERM/SIGINT: /readyz answers 503 from
 * that moment, answers carry `Connection: close`, and whatever listens to
 * `stopSignal` (exports, renders) cancels its work cleanly.
 */
@Injectable()
export class ServerLifecycle {
  private readonly stopController = new AbortController();
  private inFlight = 0;
  /** When a request last started or finished (Date.now()). */
  private lastActivityAt = Date.now();
  private readonly idleWaiters = new Set<() => void>();

  get stopping(): boolean {
    return this.stopController.signal.aborted;
  }

  /** Aborted when the process begins to stop. */
  get stopSignal(): AbortSignal {
    return this.stopController.signal;
  }

  /** How long no request has been in flight (0 while one is), in ms. */
  quietForMs(): number {
    return this.inFlight > 0 ? 0 : Date.now() - this.lastActivityAt;
  }

  beginStopping(): void {
    this.stopController.abort();
  }

  /** Express middleware: counts requests until their answers finish (or their connections close). */
  readonly track = (_request: Request, response: Response, next: NextFunction) => {
    this.inFlight += 1;
    this.lastActivityAt = Date.now();
    // While stopping, a kept-alive client must not send another request on this connection.
    if (this.stopping) response.setHeader('Connection', 'close');
    response.once('close', () => {
      this.inFlight -= 1;
      this.lastActivityAt = Date.now();
      if (this.inFlight === 0) for (const wake of this.idleWaiters) wake();
    });
    next();
  };

  /** Resolves true when no request is in flight, or false after `timeoutMs`. */
  async requestsDone(timeoutMs: number): Promise<boolean> {
    if (this.inFlight === 0) return true;
    return new Promise((resolve) => {
      const done = (finished: boolean) => {
        clearTimeout(timer);
        this.idleWaiters.delete(wake);
        resolve(finished);
      };
      const wake = () => done(true);
      const timer = setTimeout(() => done(false), timeoutMs);
      this.idleWaiters.add(wake);
    });
  }
}
