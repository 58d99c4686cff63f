/** Token of the clock: code that compares instants (expiry, rate windows) asks it instead of `new Date()`. */
export const CLOCK = Symbol('CLOCK');

export interface Clock {
  now(): Date;
}

/** The real time. Tests take the instance from the app and move it with jest.spyOn(clock, 'now'). */
export class SystemClock implements Clock {
  now(): Date {
    return new Date();
  }
}
