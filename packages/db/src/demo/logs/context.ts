/** What the log seeds share: the demo's now, how many users exist, and the scale. */
export interface LogSeed {
  now: Date;
  users: number;
  scale: number;
}
