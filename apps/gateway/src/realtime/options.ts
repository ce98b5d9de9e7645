/** Settings of the websocket hub (GatewayOptions.realtime); every one has a default. */
export interface RealtimeOptions {
  /**
   * Origins allowed to open /ws besides the gateway's own (e.g. a Vite dev server,
   * http://localhost:5173). The same origin is always allowed.
   */
  allowedOrigins?: readonly string[];
  /** REALTIME_LIMIT.sessionRecheckMs by default (tests shorten it). */
  sessionRecheckMs?: number;
  /** REALTIME_LIMIT.heartbeatMs by default. */
  heartbeatMs?: number;
  /** REALTIME_LIMIT.socketsPerAdmin and socketsPerAddress by default (tests lower them). */
  socketsPerAdmin?: number;
  socketsPerAddress?: number;
  /** REALTIME_LIMIT.replayMaxEvents by default. */
  replayMaxEvents?: number;
}
