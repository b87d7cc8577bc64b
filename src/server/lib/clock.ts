/** One source of "now", so tests can move time instead of waiting for it. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export const isoIn = (clock: Clock, milliseconds: number) => new Date(clock.now().getTime() + milliseconds).toISOString();
